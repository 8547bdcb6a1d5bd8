import { DB_VERSION, getDb } from "./db";
import { type DemoIdb, type Meta, readMeta, readTables, writeTables } from "./db-store";
import { dropTable, putTable, tablesOf } from "../api/db-tables";
import { seed } from "./seed";

/**
 * Keeps this tab's in-memory db and the stored one in step: `catchUp` before a call reloads
 * the tables other tabs wrote, `commit` after it stores the tables the call changed, and
 * `rollBack` puts the last stored state back when storing failed (so the tab never shows
 * what was not saved). Callers hold the tab lock (tab-lock.ts).
 */

/** What the in-memory db was when last stored or loaded: the meta and each table as JSON. */
export interface Synced {
  meta: Meta;
  json: Map<string, string>;
}

let synced: Synced | null = null;

export function setSynced(next: Synced): void {
  synced = next;
}

const fresh = () => seed();

/**
 * Reloads what other tabs stored since this tab last looked. False when the store holds no
 * usable meta or another version: the caller loads (and reseeds) from scratch.
 */
export async function catchUp(idb: DemoIdb): Promise<boolean> {
  const meta = await readMeta(idb);
  if (!synced || meta === null || meta === "unreadable" || meta.version !== DB_VERSION) return false;
  if (meta.rev === synced.meta.rev) return true;
  const mine = synced.meta.revs;
  const stale = Object.keys(meta.revs).filter((key) => meta.revs[key] !== mine[key]);
  const stored = await readTables(idb, stale);
  const db = getDb();
  const json = new Map(synced.json);
  for (const key of Object.keys(mine).filter((k) => !(k in meta.revs))) {
    dropTable(db, key, fresh);
    json.delete(key);
  }
  for (const [key, rows] of stored) {
    // an unreadable table (damaged by hand) is replaced in memory and stored on the next write
    if (putTable(db, key, rows, fresh)) json.set(key, JSON.stringify(rows));
    else json.delete(key);
  }
  db.seq = Math.max(db.seq, meta.seq);
  synced = { meta, json };
  return true;
}

/**
 * Stores the tables that differ from the last stored state (compared as JSON) in one
 * transaction; resolves once they are committed, rejects when they could not be.
 * `replace` stores every table afresh (a reseed). `reached`: the only tables that may have
 * changed (db-reach.ts); the others are not serialised again.
 */
export async function commit(idb: DemoIdb, replace = false, reached?: ReadonlySet<string>): Promise<void> {
  const db = getDb();
  const before = synced ?? { meta: { version: DB_VERSION, seq: 0, rev: 0, revs: {} }, json: new Map<string, string>() };
  const tables = tablesOf(db);
  const json = new Map<string, string>();
  const changed = new Map<string, unknown>();
  for (const [key, rows] of tables) {
    const known = before.json.get(key);
    const text = replace || !reached || reached.has(key) || known === undefined ? JSON.stringify(rows) : known;
    json.set(key, text);
    if (replace || known !== text) changed.set(key, rows);
  }
  const removed = replace ? [] : Object.keys(before.meta.revs).filter((key) => !tables.has(key));
  if (!changed.size && !removed.length && db.seq === before.meta.seq) return;
  // unique across tabs even after the meta was lost: a tab compares revisions for equality
  const rev = Math.max(before.meta.rev + 1, Date.now());
  const revs: Record<string, number> = replace ? {} : { ...before.meta.revs };
  for (const key of removed) delete revs[key];
  for (const key of changed.keys()) revs[key] = rev;
  const meta: Meta = { version: DB_VERSION, seq: db.seq, rev, revs };
  await writeTables(idb, { tables: changed, removed, meta, replace });
  synced = { meta, json };
}

/** Puts the last stored state back into memory (after a failed write or a failed call). */
export function rollBack(): void {
  if (!synced) return;
  const db = getDb();
  for (const key of tablesOf(db).keys()) if (!synced.json.has(key)) dropTable(db, key, fresh);
  for (const [key, text] of synced.json) putTable(db, key, JSON.parse(text), fresh);
  db.seq = synced.meta.seq;
}
