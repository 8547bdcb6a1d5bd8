import { DB_VERSION, getDb, replaceDb, STORAGE_KEY, type Transact } from "./db";
import { type DemoIdb, isQuotaError, openStore, readMeta, readTables } from "./db-store";
import { reachTables } from "../api/db-reach";
import { inMemory } from "../api/db-calls";
import { catchUp, commit, rollBack, setSynced } from "./db-sync";
import { assembleDb } from "./db-assemble";
import { tablesFromObject, type StoredTables } from "../api/db-tables";
import { fail } from "../api/respond";
import { seed } from "./seed";
import { withTabLock } from "./tab-lock";

/**
 * Browser demo mode: the demo DB lives in IndexedDB, shared by every tab. Each call runs
 * under the tab lock on the current stored state and is answered only once its changes
 * are stored; a write the browser refuses (storage full) answers a Chinese failure and
 * leaves memory as stored, so nothing saved before is lost and nothing unsaved is shown.
 */

export const QUOTA_FAILURE = { code: 507, msg: "浏览器存储空间已满，未能保存，请清理后重试" };
export const WRITE_FAILURE = { code: 503, msg: "演示数据未能保存，请重试" };

let idb: DemoIdb | null = null;
/** Whether calls are stored (the stored db loaded); until then, and once closed, they run in memory. */
let storing = false;

const storedTransact: Transact = (run) =>
  withTabLock(async () => {
    const store = idb;
    if (!store) return run(getDb());
    if (!(await catchUp(store))) await load(store);
    let reply: Response;
    const { view, reached } = reachTables(getDb());
    try {
      reply = await run(view);
    } catch (error) {
      rollBack(); // a handler that threw may have changed rows half-way
      throw error;
    }
    try {
      await commit(store, false, reached); // only what the call reached can have changed
      return reply;
    } catch (error) {
      rollBack();
      const failure = isQuotaError(error) ? QUOTA_FAILURE : WRITE_FAILURE;
      return fail(failure.code, failure.msg);
    }
  });

/**
 * The demo's store as the API is handed it (its `transact` port: browser.ts, node.ts): each call
 * on the stored db once persistence is enabled, and in memory before that or without IndexedDB.
 */
export const demoTransact: Transact = (run, label) => (storing ? storedTransact(run, label) : inMemory(getDb)(run, label));

/**
 * Opens (or first fills) the stored demo DB and routes every call through it. `repaired`:
 * stored data could not all be used (a damaged table reseeded, another version, a damaged
 * old copy): the merchant is told 演示数据已重置. Without IndexedDB the demo runs in memory.
 */
export async function enablePersistence(): Promise<{ repaired: boolean }> {
  try {
    idb ??= await openStore();
  } catch {
    return { repaired: false };
  }
  const store = idb;
  try {
    const repaired = await withTabLock(() => load(store));
    storing = true;
    return { repaired };
  } catch {
    // even the seed cannot be stored (storage full): the demo runs in memory for this page
    closePersistence();
    return { repaired: false };
  }
}

/** Closes the store; calls run in memory again (tests reopen it to play a reload). */
export function closePersistence(): void {
  idb?.close();
  idb = null;
  storing = false;
}

/** 重置演示数据: a fresh seed, stored in place of everything. */
export async function resetPersisted(): Promise<void> {
  const store = idb;
  if (!store) return void replaceDb(seed());
  await withTabLock(async () => {
    await catchUp(store);
    await reseed(store);
  });
}

/** Loads the stored db into memory, repairing (and storing the repair) or seeding as needed. */
async function load(store: DemoIdb): Promise<boolean> {
  const meta = await readMeta(store);
  if (meta === null) return migrate(store);
  if (meta === "unreadable" || meta.version !== DB_VERSION) {
    await reseed(store);
    return true;
  }
  const stored = await readTables(store);
  const { db, repaired } = assembleDb(stored, meta.seq);
  replaceDb(db);
  // every stored key counts as stored, so an unreadable one is deleted by the commit below
  const revs = Object.fromEntries([...stored.keys()].map((key) => [key, meta.revs[key] ?? 0]));
  const json = new Map<string, string>();
  for (const [key, rows] of stored) if (!repaired.includes(key)) json.set(key, JSON.stringify(rows));
  setSynced({ meta: { ...meta, revs }, json });
  // stores the repairs (and drops keys this version lost); the rest was just read as it is
  await commit(store, false, new Set(repaired));
  return repaired.length > 0;
}

async function reseed(store: DemoIdb): Promise<void> {
  replaceDb(seed());
  await commit(store, true);
}

/** First start on IndexedDB: takes over the localStorage copy of earlier versions if usable. */
async function migrate(store: DemoIdb): Promise<boolean> {
  const legacy = readLegacy();
  let damaged = legacy === "unreadable";
  if (legacy === null || legacy === "unreadable") await reseed(store);
  else {
    const { db, repaired } = assembleDb(legacy.tables, legacy.seq);
    replaceDb(db);
    await commit(store, true);
    damaged = repaired.length > 0;
  }
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // storage blocked: nothing to remove
  }
  return damaged;
}

interface Legacy {
  tables: StoredTables;
  seq: unknown;
}

function readLegacy(): Legacy | "unreadable" | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (raw === null) return null;
    const parsed = JSON.parse(raw) as { version?: unknown; db?: unknown } | null;
    if (parsed?.version !== DB_VERSION || typeof parsed.db !== "object" || parsed.db === null) return "unreadable";
    const db = parsed.db as Record<string, unknown>;
    return { tables: tablesFromObject(db), seq: db.seq };
  } catch {
    return "unreadable";
  }
}
