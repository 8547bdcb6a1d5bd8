import { seed } from "./seed";
import type { Db, Tables } from "./types";
import { allocAlias } from "./util";

/**
 * The demo API's store: one in-memory `Db` (tables of rows). Tests use it as is;
 * browser demo mode calls `enablePersistence()` so every change is written to
 * localStorage and survives a reload.
 */

export const STORAGE_KEY = "merchant-demo-db-v1";
/**
 * Bump when the table shapes or seed change: stored copies of another version reseed.
 * 2: `records` (rows of the config-declared resources, src/mocks/resources.ts). A new
 * resource needs no bump (a stored db lacking it seeds it on first use); a changed seed
 * of an existing resource does (or the user clicks 重置演示数据).
 * 3: pickup orders (自提核销) are read from the orders (records.order); no fetch table.
 * 4: (see git history). 5: users and employees keep `password_hash` (salted SHA-256), never `password`.
 */
export const DB_VERSION = 5;

interface Stored {
  version: number;
  db: Db;
}

let state: Db = seed();
let persist = false;

/** The live database (handlers read and mutate it, then the wrapper saves). */
export function getDb(): Db {
  return state;
}

/** A new alias from the db counter, e.g. nextAlias('ad') → 'ad0000002f'. */
export function nextAlias(prefix: string): string {
  return allocAlias(state, prefix);
}

export function isPersistent(): boolean {
  return persist;
}

/** Writes the db to localStorage when persistence is on; a no-op in tests. */
export function saveDb(): void {
  if (!persist) return;
  try {
    const stored: Stored = { version: DB_VERSION, db: state };
    localStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // quota or private mode: the demo keeps working in memory
  }
}

/** A fresh seed (and, when persistent, written to localStorage). */
export function resetDb(): void {
  state = seed();
  saveDb();
}

/** Browser demo mode: load the stored db (or seed one) and save after every change. */
export function enablePersistence(): void {
  persist = true;
  const loaded = load();
  if (loaded) state = loaded;
  else resetDb();
}

function load(): Db | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!isStored(parsed)) return null;
    return parsed.db;
  } catch {
    return null;
  }
}

const TABLE_KEYS: (keyof Tables)[] = Object.keys(seed()).filter(
  (k): k is keyof Tables => k !== "seq" && k !== "records",
);

function isRecords(value: unknown): boolean {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((rows) => Array.isArray(rows));
}

function isStored(value: unknown): value is Stored {
  if (typeof value !== "object" || value === null) return false;
  if (!("version" in value) || value.version !== DB_VERSION || !("db" in value)) return false;
  const db = value.db;
  if (typeof db !== "object" || db === null || !("seq" in db) || typeof db.seq !== "number") return false;
  const tables = db as Record<string, unknown>;
  return TABLE_KEYS.every((k) => k in db && Array.isArray(tables[k])) && isRecords(tables.records);
}
