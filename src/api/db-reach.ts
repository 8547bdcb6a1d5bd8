import { tableKeyOfRecords, TABLE_KEYS } from "./db-tables";
import type { Db, Tables } from "./types";

/**
 * A view of the db that notes which tables a call reaches (by their storage keys, as
 * db-tables.ts names them). A table the call never reached cannot have changed, so the commit
 * after it compares (serialises) only those: a list call serialised the whole demo DB
 * (1.4 MB of JSON, ~25 ms) after every call before (decision 0015). Handlers get the db only
 * through `transact`, so every table they touch is reached through this view.
 */
/** The key under which the records view hands out the rows it wraps, unnoted (peekRecords). */
const UNNOTED = Symbol("records, not noted as reached");

export function reachTables(db: Db): { view: Db; reached: Set<string> } {
  const reached = new Set<string>();
  const fixed = new Set<PropertyKey>(TABLE_KEYS);
  const note = (key: PropertyKey) => void (typeof key === "string" && reached.add(tableKeyOfRecords(key)));
  // any way of reaching a resource's rows (by name, by listing them) notes it
  const records = new Proxy(db.records, {
    get: (target, key, receiver) => (key === UNNOTED ? target : (note(key), Reflect.get(target, key, receiver))),
    set: (target, key, value, receiver) => (note(key), Reflect.set(target, key, value, receiver)),
    deleteProperty: (target, key) => (note(key), Reflect.deleteProperty(target, key)),
    ownKeys: (target) => {
      const keys = Reflect.ownKeys(target);
      keys.forEach(note);
      return keys;
    },
  });
  const view = new Proxy(db, {
    get(target, key, receiver) {
      if (key === "records") return records;
      if (fixed.has(key)) reached.add(key as string);
      return Reflect.get(target, key, receiver);
    },
    set(target, key, value, receiver) {
      if (fixed.has(key)) reached.add(key as string);
      // a call that replaces the records object reaches every resource
      if (key === "records") Object.keys(target.records).forEach(note);
      return Reflect.set(target, key, value, receiver);
    },
  });
  return { view, reached };
}

/**
 * `db` with its resources' rows read without reaching their tables (as peekRecords): what the call
 * repository's plain reads go through (call-repository.ts), so the page's store does not store a
 * table a call only read (a goods list's figures read the orders: 400 KB not serialised). Its
 * writes go through `db` itself.
 */
export function unnotedView(db: Db): Db {
  // the records are looked at when read, not now
  return new Proxy(db, {
    get(target, key, receiver) {
      if (key !== "records") return Reflect.get(target, key, receiver);
      // a store without records (a test's stand-in Db) has nothing to read unnoted
      const records = Reflect.get(target, key, receiver) as (Db["records"] & { [UNNOTED]?: Db["records"] }) | undefined;
      return records?.[UNNOTED] ?? records;
    },
  });
}

/**
 * The first row of a fixed table whose `field` is `value` (a session by its token, an account by
 * its alias): the memory accounts' store's one-row reads (account-store/memory.ts).
 */
export function rowWhere<K extends keyof Tables, F extends keyof Tables[K][number] & string>(
  db: Db, key: K, field: F, value: string,
): Tables[K][number] | undefined {
  return (db[key] as Tables[K][number][]).find((row) => row[field] === value);
}

/** Whether `row` relates to `value` by `path`: a field (`member_alias`), or a field of an array's elements (`items[].goods_alias`). */
export function relatesBy(row: Readonly<Record<string, unknown>>, path: string, value: string): boolean {
  const [list = "", field] = path.split("[].");
  if (field === undefined) return row[path] === value;
  const items = row[list];
  return Array.isArray(items) && items.some((it) => typeof it === "object" && it !== null && (it as Record<string, unknown>)[field] === value);
}
