import { openDB, type DBSchema, type IDBPDatabase } from "idb";

/**
 * The demo DB in IndexedDB (through `idb`): store 'tables' holds one entry per table (see
 * db-tables.ts), store 'meta' the version, the alias counter and a revision per table, so
 * a tab reloads only the tables another tab wrote since it last looked.
 */

export const IDB_NAME = "merchant-demo";

export interface Meta {
  /** DB_VERSION of the data; another version reseeds. */
  version: number;
  seq: number;
  /** Bumped by every write; `revs[key]` is the write that last stored that table. */
  rev: number;
  revs: Record<string, number>;
}

interface Schema extends DBSchema {
  tables: { key: string; value: unknown };
  meta: { key: string; value: unknown };
}

export type DemoIdb = IDBPDatabase<Schema>;

const META = "meta";

export function openStore(): Promise<DemoIdb> {
  return openDB<Schema>(IDB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore("tables");
      db.createObjectStore("meta");
    },
    // a newer version of the store opened in another tab: let it upgrade
    blocking(_current, _blocked, event) {
      (event.target as IDBDatabase).close();
    },
  });
}

function isMeta(value: unknown): value is Meta {
  if (typeof value !== "object" || value === null) return false;
  const { version, seq, rev, revs } = value as Partial<Meta>;
  return (
    typeof version === "number" && typeof seq === "number" && typeof rev === "number" &&
    typeof revs === "object" && revs !== null && Object.values(revs).every((r) => typeof r === "number")
  );
}

/** The stored meta: null when none was ever written; 'unreadable' when it is damaged. */
export async function readMeta(idb: DemoIdb): Promise<Meta | null | "unreadable"> {
  const meta = await idb.get("meta", META);
  if (meta === undefined) return null;
  return isMeta(meta) ? meta : "unreadable";
}

/** The given tables (all when no keys are given), as stored: not yet checked. */
export async function readTables(idb: DemoIdb, keys?: string[]): Promise<Map<string, unknown>> {
  const tx = idb.transaction("tables");
  if (keys) {
    const rows = await Promise.all(keys.map((key) => tx.store.get(key)));
    return new Map(keys.map((key, i) => [key, rows[i]]));
  }
  const [all, values] = await Promise.all([tx.store.getAllKeys(), tx.store.getAll()]);
  return new Map(all.map((key, i) => [String(key), values[i]]));
}

export interface Write {
  tables: Map<string, unknown>;
  removed: string[];
  meta: Meta;
  /** Clear every table first (a reseed). */
  replace: boolean;
}

/**
 * Writes tables and meta in one transaction and resolves once it is committed; rejects,
 * storing nothing, when it fails (e.g. QuotaExceededError).
 */
export async function writeTables(idb: DemoIdb, { tables, removed, meta, replace }: Write): Promise<void> {
  const tx = idb.transaction(["tables", "meta"], "readwrite");
  const tableStore = tx.objectStore("tables");
  const writes: Promise<unknown>[] = [];
  try {
    if (replace) writes.push(tableStore.clear());
    for (const key of removed) writes.push(tableStore.delete(key));
    for (const [key, rows] of tables) writes.push(tableStore.put(rows, key));
    writes.push(tx.objectStore("meta").put(meta, META));
  } catch (error) {
    // a value the store cannot take (thrown at once): nothing of this write may land
    tx.abort();
    await Promise.allSettled([...writes, tx.done]);
    throw error;
  }
  // every request's promise is awaited, so a failed one is never an unhandled rejection
  await Promise.all([...writes, tx.done]);
}

/** Whether a failed write was the browser's storage quota. */
export function isQuotaError(error: unknown): boolean {
  return typeof error === "object" && error !== null && "name" in error && error.name === "QuotaExceededError";
}
