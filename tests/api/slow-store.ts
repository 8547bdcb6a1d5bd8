import type { TableRepository, Transaction } from "../../src/api/repository/types";

/**
 * A repository transaction whose every answer comes a turn of the event loop later, as a
 * database's does. The memory store answers within one turn, so in the page two calls never
 * overlap between a read and a write; over this one two pieces of work run side by side, and
 * what they hold (a row read forUpdate, the shop's lock) is what keeps them apart
 * (address-default, ump-races).
 */

/** The next turn of the event loop: what a database's answer waits for. */
const turn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** `tx` whose every answer comes a turn later. */
export function slow(tx: Transaction): Transaction {
  const later = <T>(answer: Promise<T>): Promise<T> => answer.then(async (value) => (await turn(), value));
  const table = (name: string): TableRepository => {
    const t = tx.table(name);
    return {
      find: (q) => later(t.find(q)), get: (s, a, o) => later(t.get(s, a, o)), insert: (s, v) => later(t.insert(s, v)),
      patch: (s, a, c, o) => later(t.patch(s, a, c, o)), remove: (s, a) => later(t.remove(s, a)), count: (w) => later(t.count(w)), sum: (f, w) => later(t.sum(f, w)),
    };
  };
  return { table, lockShop: (shop) => later(tx.lockShop(shop)) };
}
