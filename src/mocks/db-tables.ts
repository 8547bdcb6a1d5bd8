import { restoreDemoAccounts } from "./account-repair";
import { seed, seedAccounts } from "./seed";
import type { Db, ResourceRow, Tables } from "./types";

/**
 * The demo DB as stored: one entry per table ('users', 'shops', …, and 'records/<resource>'
 * for each config-declared resource), so a call writes only the tables it changed. Reading
 * checks every table: a table that is not an array of row objects is replaced by its seed
 * (a resource's records are dropped and reseed on first use), so a damaged store repairs
 * itself instead of breaking sign-in or lists; the demo accounts' sign-in is checked on top
 * (account-repair.ts).
 */

const RECORDS = "records/";

// every key of Tables, checked by the compiler (seeding just to list them would be slow)
const FIXED: Record<keyof Tables, true> = {
  users: true, shops: true, sessions: true, sign_in_failures: true, sms: true, certs: true, address: true, role: true, employee: true, audit_log: true,
};
/** The fixed tables (the resources' records come on top). */
export const TABLE_KEYS = Object.keys(FIXED) as (keyof Tables)[];

export type StoredTables = Map<string, unknown>;

/** A table as the handlers need it: an array of plain objects. */
export function isRows(value: unknown): value is Record<string, unknown>[] {
  return Array.isArray(value) && value.every((row) => typeof row === "object" && row !== null && !Array.isArray(row));
}

/** The storage key of a config-declared resource's rows. */
export const tableKeyOfRecords = (name: string): string => RECORDS + name;

/** Every table of `db` by its storage key. */
export function tablesOf(db: Db): Map<string, unknown[]> {
  const tables = new Map<string, unknown[]>();
  for (const key of TABLE_KEYS) tables.set(key, db[key]);
  for (const [name, rows] of Object.entries(db.records)) tables.set(RECORDS + name, rows);
  return tables;
}

/** The tables of a db-shaped object (the localStorage copy of earlier versions), unchecked. */
export function tablesFromObject(db: Record<string, unknown>): StoredTables {
  const tables: StoredTables = new Map();
  for (const key of TABLE_KEYS) if (key in db) tables.set(key, db[key]);
  const records = db.records;
  if (typeof records === "object" && records !== null) {
    for (const [name, rows] of Object.entries(records)) tables.set(RECORDS + name, rows);
  }
  return tables;
}

/** Puts one stored table into `db`; false when it is unreadable (the seed's or nothing stays). */
export function putTable(db: Db, key: string, rows: unknown, fresh: () => Db): boolean {
  if (key.startsWith(RECORDS)) {
    const name = key.slice(RECORDS.length);
    if (isRows(rows)) db.records[name] = rows as ResourceRow[];
    else delete db.records[name];
    return isRows(rows);
  }
  const table = TABLE_KEYS.find((k) => k === key);
  if (!table) return true; // a table this version no longer has: ignored
  (db as Tables)[table] = (isRows(rows) ? rows : fresh()[table]) as never;
  return isRows(rows);
}

/** Drops a table that is no longer stored (another tab reset the data). */
export function dropTable(db: Db, key: string, fresh: () => Db): void {
  if (key.startsWith(RECORDS)) delete db.records[key.slice(RECORDS.length)];
  else putTable(db, key, null, fresh);
}

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
