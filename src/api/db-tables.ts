import type { Db, ResourceRow, Tables } from "./types";

/**
 * The demo DB as stored: one entry per table ('users', 'shops', …, and 'records/<resource>'
 * for each config-declared resource), so a call writes only the tables it changed. Reading
 * checks every table: a table that is not an array of row objects is replaced by its seed
 * (a resource's records are dropped and reseed on first use), so a damaged store repairs
 * itself instead of breaking sign-in or lists; the demo accounts' sign-in is checked on top
 * (account-repair.ts). The repair (db-assemble.ts) is the page's only: the server reads these
 * names without loading the demo's seed (decision 0072).
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

/** The resource a storage key holds the rows of (`records/goods`: goods); null for a fixed table. */
export const tableNameOfKey = (key: string): string | null => (key.startsWith(RECORDS) ? key.slice(RECORDS.length) : null);

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
