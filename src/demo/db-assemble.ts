import { restoreDemoAccounts } from "./account-repair";
import { putTable, TABLE_KEYS, tablesOf, type StoredTables } from "../api/db-tables";
import { seed, seedAccounts } from "./seed";
import type { Db } from "../api/types";

/**
 * The in-page demo's db from its stored tables (db-persist.ts), repaired from the seed where a
 * table cannot be read (db-tables.ts says how). Apart from db-tables.ts, which the server loads
 * too, so the server's bundle holds no seed through it (decision 0072).
 */

/**
 * A db from stored tables and counter, repairing what cannot be read. `repaired` lists the
 * keys that were replaced (a missing fixed table counts: the store lost it).
 */
export function assembleDb(stored: StoredTables, seq: unknown): { db: Db; repaired: string[] } {
  let seeded: Db | null = null;
  const fresh = () => (seeded ??= seed());
  // A table the store lacks comes from the accounts' seed, which makes the fixed tables as the
  // whole seed does for a fraction of its cost: the whole seed (~100 ms, every page's start
  // before, thrown away) runs only for a table that cannot be read (decision 0044).
  const db: Db = { ...seedAccounts(), records: {} };
  const repaired: string[] = [];
  for (const key of TABLE_KEYS) if (!stored.has(key)) repaired.push(key);
  for (const [key, rows] of stored) if (!putTable(db, key, rows, fresh)) repaired.push(key);
  // readable, and still no use to the demo accounts (an emptied users table): put back
  for (const key of restoreDemoAccounts(db, seedAccounts())) if (!repaired.includes(key)) repaired.push(key);
  const floor = highestCounter(db);
  const readable = typeof seq === "number" && Number.isSafeInteger(seq);
  if (!readable) repaired.push("seq");
  db.seq = readable ? Math.max(seq, floor) : floor;
  return { db, repaired };
}

/** Counter aliases are a 2-letter prefix and 8 base-36 digits (allocAlias); seeded ones are not. */
const COUNTER_ALIAS = /^[a-z]{2}(0[0-9a-z]{7})$/;

/** The highest counter behind any alias in the db, so new aliases never repeat one. */
function highestCounter(db: Db): number {
  let high = 0;
  for (const rows of tablesOf(db).values()) {
    for (const row of rows as Record<string, unknown>[]) {
      const match = typeof row.alias === "string" ? COUNTER_ALIAS.exec(row.alias) : null;
      if (match?.[1]) high = Math.max(high, parseInt(match[1], 36));
    }
  }
  return high;
}
