import type { TableRepository, Transaction } from "../../src/api/repository/types";

/**
 * A memory transaction whose every answer comes a turn of the event loop later, as a database's
 * does: the memory store answers within one turn, so two calls of the page never overlap there;
 * through this, two transactions run side by side and a rule a lock holds is really tested
 * (address-default.test.ts, material-group-race.test.ts, cash-withdraw-race.test.ts, ump-races.test.ts).
 */

/** The next turn of the event loop: what a database's answer waits for. */
const turn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** `tx` whose every answer comes a turn later. */
export function slow(tx: Transaction): Transaction {
  const later = <T>(answer: Promise<T>): Promise<T> => answer.then(async (value) => (await turn(), value));
  const table = (name: string): TableRepository => {
    const t = tx.table(name);
    return {
      find: (q) => later(t.find(q)), findRows: (q) => later(t.findRows(q)), get: (s, a, o) => later(t.get(s, a, o)), insert: (s, v) => later(t.insert(s, v)), insertMany: (s, l) => later(t.insertMany(s, l)),
      patch: (s, a, c, o) => later(t.patch(s, a, c, o)), remove: (s, a) => later(t.remove(s, a)), count: (w) => later(t.count(w)), sum: (f, w) => later(t.sum(f, w)),
    };
  };
  return { table, lockShop: (shop) => later(tx.lockShop(shop)) };
}
