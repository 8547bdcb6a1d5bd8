import { vi } from "vitest";
import { api, getDb } from "../../src/demo/node";
import { callRepository } from "../../src/api/call-repository";
import { KeyedLocks } from "../../src/api/repository/memory-locks";
import type { ResourceRow } from "../../src/api/types";
import { call, type Envelope } from "./helpers";

type Row = Record<string, unknown>;

/**
 * Two (or more) calls made to meet on one row, as two calls on a database do. In the page two
 * calls seldom overlap by themselves (each runs through without a pause), so a transaction of
 * the calls' own repository holds the row they decide on until every call waits for that row (a
 * lock of the memory store is asked for by `table\0shop\0alias`, memory.ts), then lets go. A call
 * that read the row unlocked has read it by then, and decides on what it read; one that reads it
 * locked waits and decides on what the call before it wrote. The envelopes, in the order sent.
 */
export async function atOnce(token: string, table: string, row: ResourceRow, calls: [string, Row][]): Promise<Envelope<Row>[]> {
  const key = `${table}\u0000${row.shop_alias}\u0000${row.alias}`;
  const acquire = KeyedLocks.prototype.acquire;
  let asked = 0;
  let allWait = () => {};
  const waiting = new Promise<void>((resolve) => (allWait = resolve));
  const spy = vi.spyOn(KeyedLocks.prototype, "acquire").mockImplementation(function (this: KeyedLocks, k, owner) {
    // the holder's own, then one per call
    if (k === key && ++asked === calls.length + 1) allWait();
    return acquire.call(this, k, owner);
  });
  try {
    let replies: Promise<Envelope<Row>[]> = Promise.resolve([]);
    await callRepository(api.ports.tables, getDb()).transaction(async (tx) => {
      await tx.table(table).get(row.shop_alias, row.alias, { forUpdate: true });
      replies = Promise.all(calls.map(async ([path, body]) => (await call<Row>(path, body, { token })).body));
      await waiting;
    });
    return await replies;
  } finally {
    spy.mockRestore();
  }
}
