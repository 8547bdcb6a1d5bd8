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
 * A resource's rows read without reaching its table: for figures counted when read (a goods
 * item's 销量 from the orders, decision 0026), which never change what they read, so the
 * commit after a goods list need not serialise the orders. Never write through it.
 */
export function peekRecords(db: Db, name: string): readonly Readonly<Record<string, unknown>>[] {
  const records = db.records as Db["records"] & { [UNNOTED]?: Db["records"] };
  return (records[UNNOTED] ?? db.records)[name] ?? [];
}

/**
 * `db` with its resources' rows read without reaching their tables (as peekRecords): what the call
 * repository's plain reads go through (call-repository.ts), so the page's store does not store a
 * table a call only read (a goods list's figures read the orders: 400 KB not serialised). Its
 * writes go through `db` itself. Elsewhere (the server's unit of work) it is `db`'s records as they are.
 */
export function unnotedView(db: Db): Db {
  // the records are looked at when read, not now: the server's lean call hands a Db that must not
  // be read at all (lean-call.ts), and makes its repository all the same
  return new Proxy(db, {
    get(target, key, receiver) {
      if (key !== "records") return Reflect.get(target, key, receiver);
      // a store without records (a test's stand-in Db) has nothing to read unnoted
      const records = Reflect.get(target, key, receiver) as (Db["records"] & { [UNNOTED]?: Db["records"] }) | undefined;
      return records?.[UNNOTED] ?? records;
    },
  });
}

/** The key under which a store that reads single rows answers rowWhere (the server's unit of work). */
export const ROW_WHERE = Symbol("a row read by one field's value");
export type RowWhere = (key: string, field: string, value: string) => Record<string, unknown> | undefined;

/**
 * The first row of a fixed table whose `field` is `value` (a session by its token, an account by
 * its alias): the server reads that row, not the table (unit-of-work.ts), so a call's session
 * costs the same with ten sessions or a million; in the page it is the table's first such row.
 */
export function rowWhere<K extends keyof Tables, F extends keyof Tables[K][number] & string>(
  db: Db, key: K, field: F, value: string,
): Tables[K][number] | undefined {
  const read = (db as Db & { [ROW_WHERE]?: RowWhere })[ROW_WHERE];
  if (read) return read(key, field, value) as Tables[K][number] | undefined;
  return (db[key] as Tables[K][number][]).find((row) => row[field] === value);
}

/** The key under which a store that reads related rows answers relatedRows (the server's unit of work). */
export const RELATED_ROWS = Symbol("a resource's rows read by one field's value");
export type RelatedRows = (name: string, shop: string, path: string, value: string) => readonly Readonly<Record<string, unknown>>[];

/** Whether `row` relates to `value` by `path`: a field (`member_alias`), or a field of an array's elements (`items[].goods_alias`). */
export function relatesBy(row: Readonly<Record<string, unknown>>, path: string, value: string): boolean {
  const [list = "", field] = path.split("[].");
  if (field === undefined) return row[path] === value;
  const items = row[list];
  return Array.isArray(items) && items.some((it) => typeof it === "object" && it !== null && (it as Record<string, unknown>)[field] === value);
}

/** Of `rows`, the shop's that relate to `value` by `path` (what relatedRows answers, from rows at hand). */
export function relatedIn<R extends Readonly<Record<string, unknown>>>(rows: readonly R[], shop: string, path: string, value: string): R[] {
  return rows.filter((row) => row.shop_alias === shop && relatesBy(row, path, value));
}

/**
 * A shop's rows of resource `name` that relate to `value` by `path` (a member's orders, the
 * orders holding a goods item), on a Db: the server's unit of work answers it with the rows of a
 * page read at once (unit-of-work.ts). No handler asks it any more (outputs read their related
 * rows through the call's repository: output-reach.ts); it goes with the unit of work.
 */
export function relatedRows(db: Db, name: string, shop: unknown, path: string, value: unknown): readonly Readonly<Record<string, unknown>>[] {
  if (typeof shop !== "string" || typeof value !== "string") return [];
  const read = (db as Db & { [RELATED_ROWS]?: RelatedRows })[RELATED_ROWS];
  if (read) return read(name, shop, path, value);
  return relatedIn(peekRecords(db, name), shop, path, value);
}

/** The key under which a store that reads one shop's rows learns the call's shop (the server's unit of work). */
export const SHOP_SCOPE = Symbol("the shop a call acts for");
export type ShopScope = (shop: string) => void;

/**
 * The call acts for `shop` from here on (the route says so once the session's shop is known): the
 * server then reads only that shop's rows of the resources, not every shop's (unit-of-work.ts).
 * Nothing in the page, whose store holds one browser's shops.
 */
export function scopeToShop(db: Db, shop: string): void {
  (db as Db & { [SHOP_SCOPE]?: ShopScope })[SHOP_SCOPE]?.(shop);
}
