import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { openDB } from "idb";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { server } from "../../src/demo/node";
import { closePersistence, enablePersistence } from "../../src/demo/db-persist";
import { IDB_NAME, type Meta } from "../../src/demo/db-store";

/**
 * The browser demo's persistence on fake-indexeddb: each test starts on an empty
 * IndexedDB; `reload()` closes the store and opens it again, as a page reload does
 * (the in-memory db is replaced by what was stored).
 */
export function freshIndexedDb(): void {
  closePersistence();
  globalThis.indexedDB = new IDBFactory();
}

export async function reload(): Promise<{ repaired: boolean }> {
  closePersistence();
  return enablePersistence();
}

/** Opens the stored demo DB beside the app, as devtools or another tab would. */
async function raw() {
  return openDB(IDB_NAME);
}

/** Writes one stored table as is (no checks): to damage it. */
export async function putStored(key: string, value: unknown): Promise<void> {
  const db = await raw();
  await db.put("tables", value, key);
  db.close();
}

export async function getStored(key: string): Promise<unknown> {
  const db = await raw();
  const value: unknown = await db.get("tables", key);
  db.close();
  return value;
}

export async function putMeta(value: unknown): Promise<void> {
  const db = await raw();
  await db.put("meta", value, "meta");
  db.close();
}

export async function getMeta(): Promise<Meta> {
  const db = await raw();
  const meta = (await db.get("meta", "meta")) as Meta;
  db.close();
  return meta;
}

/** A file's demo API over a fresh fake IndexedDB (and empty localStorage) for each test. */
export function withFreshIndexedDb(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  beforeEach(() => {
    localStorage.clear();
    freshIndexedDb();
  });
  afterAll(() => {
    freshIndexedDb();
    server.close();
  });
}
