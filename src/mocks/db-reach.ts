import { tableKeyOfRecords, TABLE_KEYS } from "./db-tables";
import type { Db } from "./types";

/**
 * A view of the db that notes which tables a call reaches (by their storage keys, as
 * db-tables.ts names them). A table the call never reached cannot have changed, so the commit
 * after it compares (serialises) only those: a list call serialised the whole demo DB
 * (1.4 MB of JSON, ~25 ms) after every call before (decision 0015). Handlers get the db only
 * through `transact`, so every table they touch is reached through this view.
 */
export function reachTables(db: Db): { view: Db; reached: Set<string> } {
  const reached = new Set<string>();
  const fixed = new Set<PropertyKey>(TABLE_KEYS);
  const note = (key: PropertyKey) => void (typeof key === "string" && reached.add(tableKeyOfRecords(key)));
  // any way of reaching a resource's rows (by name, by listing them) notes it
  const records = new Proxy(db.records, {
    get: (target, key, receiver) => (note(key), Reflect.get(target, key, receiver)),
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
