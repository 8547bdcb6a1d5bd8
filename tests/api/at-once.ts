import { vi } from "vitest";
import { api, getDb } from "../../src/demo/node";
import { callRepository } from "../../src/api/call-repository";
import { KeyedLocks } from "../../src/api/repository/memory-locks";
import type { Transaction } from "../../src/api/repository/types";
import type { ResourceRow } from "../../src/api/types";
import { call, type Envelope } from "./helpers";

/**
 * Calls sent at once so that they meet at a lock (order-races, ump-races). In the page two calls
 * seldom overlap by themselves (each runs through without a pause), so a transaction of the calls'
 * own repository holds the lock they decide under until every call waits for it: a call that read
 * unlocked has read by then, and decides on what it read. Let go too once every call has answered,
 * so calls that take no such lock run side by side (and the test says what that breaks) rather
 * than wait forever.
 */

type Row = Record<string, unknown>;

/** A lock of the memory store (memory.ts names a row's `table\0shop\0alias`, a shop's `shop\0shop`) and how a transaction takes it. */
export interface Hold {
  key: string;
  take(tx: Transaction): Promise<unknown>;
}

/** A row, held as `get` forUpdate holds it. */
export const rowHold = (table: string, row: ResourceRow): Hold => ({
  key: `${table}\u0000${row.shop_alias}\u0000${row.alias}`,
  take: (tx) => tx.table(table).get(row.shop_alias, row.alias, { forUpdate: true }),
});

/** A shop, held as `lockShop` holds it. */
export const shopHold = (shop: string): Hold => ({ key: `shop\u0000${shop}`, take: (tx) => tx.lockShop(shop) });

/** The calls' envelopes, in the order sent, each call made while `hold` is held (see above). */
export async function atOnce(hold: Hold, calls: [string, Row][], token: string): Promise<Envelope<Row>[]> {
  const acquire = KeyedLocks.prototype.acquire;
  let asked = 0;
  let allWait = () => {};
  const waiting = new Promise<void>((resolve) => (allWait = resolve));
  const spy = vi.spyOn(KeyedLocks.prototype, "acquire").mockImplementation(function (this: KeyedLocks, k, owner) {
    // the holder's own, then one per call
    if (k === hold.key && ++asked === calls.length + 1) allWait();
    return acquire.call(this, k, owner);
  });
  try {
    let replies: Promise<Envelope<Row>[]> = Promise.resolve([]);
    await callRepository(api.ports.tables, getDb()).transaction(async (tx) => {
      await hold.take(tx);
      replies = Promise.all(calls.map(async ([path, body]) => (await call<Row>(path, body, { token })).body));
      await Promise.race([waiting, replies]);
    });
    return await replies;
  } finally {
    spy.mockRestore();
  }
}
