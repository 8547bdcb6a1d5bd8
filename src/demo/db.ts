import { seed } from "./seed";
import type { Db } from "../api/types";
import { allocAlias } from "../api/util";

export { DB_VERSION, type Transact } from "../api/db-calls";

/**
 * The demo API's store: one in-memory `Db` (tables of rows). Tests use it as is; browser
 * demo mode (db-persist.ts) keeps it in IndexedDB and runs every call through its
 * `demoTransact`, which answers only once the call's changes are stored.
 */

/** The localStorage key of the demo DB before it moved to IndexedDB (migrated once, then removed). */
export const STORAGE_KEY = "merchant-demo-db-v1";

/**
 * Seeded on first use, not at import: the browser demo loads its stored copy in place of it on
 * every page load (db-persist.ts), so a seed made at import was thrown away each time.
 */
const state = {} as Db;
let seeded = false;

/** The live database (handlers read and mutate it; `transact` stores the changes). */
export function getDb(): Db {
  if (!seeded) replaceDb(seed());
  return state;
}

/**
 * Puts `next`'s tables in place of the live ones. The `Db` object itself stays the same,
 * so anything holding `getDb()` sees the new rows.
 */
export function replaceDb(next: Db): void {
  // the descriptors, not the values: a copy made on first use stays lazy (resetDb)
  Object.defineProperties(state, Object.getOwnPropertyDescriptors(next));
  seeded = true;
}

/** A new alias from the db counter, e.g. nextAlias('ad') → 'ad0000002f'. */
export function nextAlias(prefix: string): string {
  return allocAlias(getDb(), prefix);
}

/** The last seed resetDb made, and the minute of its clock. */
let snapshot: { minute: string; db: Db } | null = null;

/**
 * A fresh seed in memory (tests reset with this after each test): a copy of the seed made at
 * the start of the clock's minute. Seeding the whole history costs a copy's tenfold, and
 * hundreds of tests reset: they share one seed per minute of the clock (a test that fakes
 * the clock gets the seed of its clock's minute), as a demo opened a minute ago has it.
 */
export function resetDb(): void {
  const minute = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  const key = minute.toISOString();
  if (snapshot?.minute !== key) snapshot = { minute: key, db: seed(minute) };
  const { records, ...tables } = snapshot.db;
  const copy = copiedOnFirstUse(tables) as Db;
  copy.records = copiedOnFirstUse(records);
  replaceDb(copy);
}

function settle(on: object, key: string, value: unknown): unknown {
  Object.defineProperty(on, key, { value, writable: true, enumerable: true, configurable: true });
  return value;
}

/**
 * An object whose values are copies of `source`'s, each made when it is first read: a test
 * reads a few tables of the seed, and copying all of them after each of ~1,700 tests was the
 * demo's largest cost in the suite. Written values replace the copy as on a plain object.
 */
function copiedOnFirstUse<T extends object>(source: T): T {
  const target = {} as T;
  for (const key of Object.keys(source)) {
    Object.defineProperty(target, key, {
      enumerable: true,
      configurable: true,
      // `this`: the object read through (replaceDb moves these accessors onto the live db)
      get(this: object) {
        return settle(this, key, structuredClone((source as Record<string, unknown>)[key]));
      },
      set(this: object, value: unknown) {
        settle(this, key, value);
      },
    });
  }
  return target;
}
