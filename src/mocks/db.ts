import { seed } from "./seed";
import type { Db } from "./types";
import { allocAlias } from "./util";

/**
 * The demo API's store: one in-memory `Db` (tables of rows). Tests use it as is; browser
 * demo mode (db-persist.ts) keeps it in IndexedDB and runs every call through
 * `transact`, which answers only once the call's changes are stored.
 */

/** The localStorage key of the demo DB before it moved to IndexedDB (migrated once, then removed). */
export const STORAGE_KEY = "merchant-demo-db-v1";
/**
 * Bump when the table shapes or seed change: stored copies of another version reseed.
 * 2: `records` (rows of the config-declared resources, src/mocks/resources.ts). A new
 * resource needs no bump (a stored db lacking it seeds it on first use); a changed seed
 * of an existing resource does (or the user clicks 重置演示数据).
 * 3: pickup orders (自提核销) are read from the orders (records.order); no fetch table.
 * 4: (see git history). 5: users and employees keep `password_hash` (salted SHA-256), never `password`.
 * 6: the seed's dates follow the clock (decision 0020).
 * 7: express template rules' `regions` are paths of the region tree (string[][]), not words.
 * 8: roles hold grant keys ("/goods:edit"), not menu paths; sessions may name an employee.
 * 9: the demo is one history (decisions 0026, 0027): orders of members who had registered, coupons'
 *    claims, card keys sold by orders; 销量, 已领取 / 已使用 counted when read; 分销, 资产 and
 *    employees follow the orders and members.
 * 10: sign_in_failures (five wrong passwords lock a mobile's sign-in); sessions may be `ended` with a reason.
 * 11: audit_log (操作日志: every write, audit-log.ts), seeded from the history.
 * 12: a notice's read state is each account's (`read_by`), no longer the shop's `is_read`.
 * 13: 售后 steps (待商家收货, returns, partial refunds: orders' refunded_amount), evidence pictures.
 * 14: 店铺规则 (shops' `rules`); the history as the rules left it (decision 0061).
 * 15: goods have 库存预警 (`stock_alert`): 工作台 lists the goods at or below it.
 */
export const DB_VERSION = 15;

/**
 * Runs one call on the db and answers; persistence replaces it to store what the call changed
 * (the browser's IndexedDB, the server's SQL). `label` names the call (its path): the server
 * reads ahead what calls of that path read before.
 */
export type Transact = (run: (db: Db) => Response | Promise<Response>, label?: string) => Promise<Response>;

/**
 * Seeded on first use, not at import: the browser demo loads its stored copy in place of it on
 * every page load (db-persist.ts), so a seed made at import was thrown away each time.
 */
const state = {} as Db;
let seeded = false;
let committer: Transact | null = null;
let latency = 0;

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

/** Delay before each answer: the browser demo sets one so loading states are visible. */
export function latencyMs(): number {
  return latency;
}

export function setLatencyMs(ms: number): void {
  latency = ms;
}

/** Browser demo mode hands in how calls are stored (db-persist.ts). */
export function setTransact(next: Transact | null): void {
  committer = next;
}

/** Runs a call: in memory only (tests), or through persistence, which stores its changes first. */
export async function transact(run: (db: Db) => Response | Promise<Response>, label?: string): Promise<Response> {
  return committer ? committer(run, label) : run(getDb());
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
  const now = new Date();
  const minute = new Date(now.getFullYear(), now.getMonth(), now.getDate(), now.getHours(), now.getMinutes());
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
