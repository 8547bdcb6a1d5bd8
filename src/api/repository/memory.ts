import type { StoredPage } from "../page-reader";
import { answerFromRows } from "../page-rows";
import type { ResourceRow } from "../types";
import { now as shopNow } from "../util";
import { DuplicateRecordError, RepositoryValueError, StaleRecordError } from "./errors";
import { exactSum, fieldsOf, normalized, realDateTime, RECORD_KEYS } from "./field-kinds";
import { savedAt } from "../stale-save";
import { insertParts } from "./insert-values";
import { KeyedLocks } from "./memory-locks";
import { checkedQuery, checkedWhere, summedField, whereQuery } from "./query-check";
import type { FieldDef, ListQuery, Repository, RepositoryOptions, TableDef, TableRepository, Transaction, Values, Where } from "./types";

/**
 * The repository in memory (decision 0081): the in-page demo's and the tests' store. Rows live
 * in `store.records[table]` (the shape of the demo's Db, so its IndexedDB copy keeps working) and
 * aliases come from `store.seq` (allocAlias's counter and format). Lists are answered by
 * page-rows.ts, the evaluator the server's SQL was written to agree with; sums exactly
 * (field-kinds.ts exactSum). A transaction keeps an undo list and runs it backwards when its
 * work throws; row and shop locks (memory-locks.ts) are held until it ends. A read takes no lock
 * and sees what is in memory, a running transaction's writes too (SQL shows only committed
 * ones): a handler decides on what it locked, on both stores.
 */

export interface MemoryStore {
  records: Record<string, ResourceRow[]>;
  seq: number;
}

export interface MemoryRepositoryOptions extends RepositoryOptions {
  /** Where the rows are (the demo's Db); a new empty store by default. */
  store?: MemoryStore;
  /**
   * A table's live rows, when they are not simply `store.records[name]` (made empty when absent):
   * the API's call repository (call-repository.ts) seeds a resource the demo's Db lacks first,
   * and reaches a hand-written table where it lives (`db.address`).
   */
  rowsOf?: (name: string) => ResourceRow[];
}

/** The tables a memory repository knows: a list, or a catalogue by name (the API's, call-repository.ts). */
export type MemoryTables = readonly TableDef[] | { get(name: string): TableDef | undefined };

const isList = (tables: MemoryTables): tables is readonly TableDef[] => Array.isArray(tables);

/** Each table's fields by key, made once per definition (a call repository is made per call). */
const fieldsByDef = new WeakMap<TableDef, Map<string, FieldDef>>();
function fieldsOnce(def: TableDef): Map<string, FieldDef> {
  let fields = fieldsByDef.get(def);
  if (!fields) fieldsByDef.set(def, (fields = fieldsOf(def)));
  return fields;
}

interface TxState {
  owner: object;
  keys: Set<string>;
  undo: (() => void)[];
}

/** No value, for uniqueness: two rows without one are no duplicate (the SQL's unique indexes skip them too). */
const isBlank = (v: unknown): boolean => v === undefined || v === null || v === "" || (Array.isArray(v) && v.length === 0);
/** One value, as a unique index compares them (a JSON value by its content). */
const sameValue = (a: unknown, b: unknown): boolean => a === b || (typeof a === "object" && typeof b === "object" && JSON.stringify(a) === JSON.stringify(b));

/** A value as uniqueness tells values apart (sameValue's equality): a JSON value by its content. */
const valueKey = (v: unknown): string => (typeof v === "object" ? `json:${JSON.stringify(v)}` : `${typeof v}:${String(v)}`);

/** Takes the rows in `gone` out of `all` in one pass, keeping the others' order (an insertMany undone). */
function removeEach(all: ResourceRow[], gone: ReadonlySet<ResourceRow>): void {
  let kept = 0;
  for (const row of all) if (!gone.has(row)) all[kept++] = row;
  all.length = kept;
}

export function memoryRepository(tables: MemoryTables, options: MemoryRepositoryOptions = {}): Repository {
  const store = options.store ?? { records: {}, seq: 0 };
  const clock = options.now ?? shopNow;
  const locks = new KeyedLocks();
  const defs = isList(tables) ? new Map(tables.map((t) => [t.name, t])) : tables;
  const rowsOf = options.rowsOf ?? ((name: string) => (store.records[name] ??= []));

  function tableRepository(name: string, tx: TxState | null): TableRepository {
    const found = defs.get(name);
    if (!found) throw new RepositoryValueError(`没有表 ${name}`);
    const def: TableDef = found;
    const fields = fieldsOnce(def);
    const rows = (): ResourceRow[] => rowsOf(name);
    const shopRows = (shop: string) => rows().filter((r) => r.shop_alias === shop);
    const indexOf = (shop: string, alias: string) => rows().findIndex((r) => r.shop_alias === shop && r.alias === alias);

    /**
     * Runs `write` holding the rows' locks: to the transaction's end inside one, else for the
     * write alone (one row's for a patch or a remove, each new row's for an insert).
     */
    async function locked<T>(shop: string, aliases: readonly string[], write: () => T): Promise<T> {
      const keys = aliases.map((alias) => `${name}\u0000${shop}\u0000${alias}`);
      const owner = tx?.owner ?? {};
      for (const key of keys) await locks.acquire(key, owner);
      if (tx) {
        for (const key of keys) tx.keys.add(key);
        return write();
      }
      try {
        return write();
      } finally {
        for (const key of keys) locks.release(key, owner);
      }
    }

    const done = (undo: () => void) => tx?.undo.push(undo);

    /** The row's fields in their kept form, other keys as given; unset values left out. */
    function put(row: ResourceRow, values: Values): void {
      for (const [key, value] of Object.entries(values)) {
        if (RECORD_KEYS.has(key)) throw new RepositoryValueError(`${name}.${key} 不能改`);
        const field = fields.get(key);
        const v = field ? normalized(name, field, value) : value === null ? undefined : value;
        if (v === undefined) delete row[key];
        else row[key] = v;
      }
    }

    function refuseDuplicates(row: ResourceRow, other: ResourceRow | null): void {
      const mine = shopRows(row.shop_alias).filter((r) => r !== other);
      if (!other && mine.some((r) => r.alias === row.alias)) throw new DuplicateRecordError(name, "alias", "编号");
      for (const f of def.fields) {
        const v = row[f.key];
        if (!f.unique || isBlank(v) || (other && sameValue(other[f.key], v))) continue;
        if (mine.some((r) => sameValue(r[f.key], v))) throw new DuplicateRecordError(name, f.key, f.label);
      }
    }

    /**
     * Refuses a duplicate among `added` (new rows of one shop) against the shop's rows and each
     * other, as refuseDuplicates does row by row, but over an index of the values made once: a
     * list of N rows is checked in one pass, not N passes over the table.
     */
    function refuseDuplicatesAmong(shop: string, added: readonly ResourceRow[]): void {
      const keys: { key: string; label: string }[] = [{ key: "alias", label: "编号" }, ...def.fields.filter((f) => f.unique)];
      const seen = new Map(keys.map((k) => [k.key, new Set<string>()]));
      const check = (row: ResourceRow, refuse: boolean) => {
        for (const { key, label } of keys) {
          const v = row[key];
          if (isBlank(v)) continue;
          const taken = seen.get(key) as Set<string>;
          const id = valueKey(v);
          if (refuse && taken.has(id)) throw new DuplicateRecordError(name, key, label);
          taken.add(id);
        }
      };
      for (const row of shopRows(shop)) check(row, false);
      for (const row of added) check(row, true);
    }

    /** A new row of the shop from an insert's values: its alias given or the next one, its times, its fields kept. */
    function newRow(shop: string, values: Values, time: string): ResourceRow {
      const { alias, created_at, updated_at, rest } = insertParts(name, shop, values, time);
      const row = { alias: "", shop_alias: shop, created_at, updated_at } as ResourceRow;
      put(row, rest);
      if (typeof alias === "string") row.alias = alias;
      else {
        store.seq += 1;
        row.alias = def.aliasPrefix + store.seq.toString(36).padStart(8, "0");
      }
      return row;
    }

    /** The rows a query keeps, unpaged (for sums). */
    const matching = (shopped: ResourceRow[], q: ListQuery): ResourceRow[] =>
      answerFromRows(shopped, { ...q, resource: name, page: 1, pageSize: Math.max(1, shopped.length), countBy: undefined, sum: undefined, perDay: undefined }).rows;
    const numbers = (list: ResourceRow[], field: FieldDef): number[] => list.map((r) => r[field.key]).filter((v): v is number => typeof v === "number");

    return {
      async find(query) {
        const q = checkedQuery(def, fields, query);
        const shopped = shopRows(q.shop);
        const page: StoredPage = answerFromRows(shopped, { ...q, resource: name, sum: undefined, perDay: undefined });
        if (q.sum === undefined && q.perDay === undefined) return page;
        const all = matching(shopped, q);
        const summed = q.sum === undefined ? undefined : summedField(def, fields, q.sum);
        if (summed) page.sum = exactSum(numbers(all, summed));
        if (q.perDay !== undefined) {
          const byDay = new Map<string, ResourceRow[]>();
          for (const row of all) {
            const v = row[q.perDay];
            const day = isBlank(v) ? "" : String(v).slice(0, 10);
            byDay.set(day, [...(byDay.get(day) ?? []), row]);
          }
          page.days = Object.fromEntries([...byDay].map(([day, list]) => [day, { count: list.length, sum: summed ? exactSum(numbers(list, summed)) : 0 }]));
        }
        return page;
      },

      async findRows(query) {
        const q = checkedQuery(def, fields, query);
        return answerFromRows(shopRows(q.shop), { ...q, resource: name, countBy: undefined, sum: undefined, perDay: undefined }).rows;
      },

      async get(shop, alias, options = {}) {
        if (options.forUpdate && !tx) throw new RepositoryValueError("forUpdate 只在事务里");
        const read = () => {
          const row = rows()[indexOf(shop, alias)];
          return row ? structuredClone(row) : null;
        };
        return options.forUpdate ? locked(shop, [alias], read) : read();
      },

      async insert(shop, values) {
        const row = newRow(shop, values, clock());
        // locked to the transaction's end: a row another transaction changed meanwhile could not be undone by identity
        return locked(shop, [row.alias], () => {
          refuseDuplicates(row, null);
          rows().push(row);
          done(() => {
            const at = rows().indexOf(row);
            if (at >= 0) rows().splice(at, 1);
          });
          return structuredClone(row);
        });
      },

      async insertMany(shop, list) {
        const time = clock();
        const added = list.map((values) => newRow(shop, values, time));
        return locked(shop, added.map((r) => r.alias), () => {
          refuseDuplicatesAmong(shop, added);
          const all = rows();
          for (const row of added) all.push(row);
          done(() => removeEach(rows(), new Set(added)));
          return added.map((row) => structuredClone(row));
        });
      },

      async patch(shop, alias, changes, options = {}) {
        // a stamp that is no date-time names no version the row ever had: refused as another one
        const expected = options.expectedUpdatedAt === undefined ? undefined : (realDateTime(options.expectedUpdatedAt.trim()) ?? "");
        return locked(shop, [alias], () => {
          const at = indexOf(shop, alias);
          const old = rows()[at];
          if (!old) return null;
          if (expected !== undefined && old.updated_at !== expected) throw new StaleRecordError(name, alias);
          const row = { ...old };
          put(row, changes);
          row.updated_at = savedAt(old.updated_at, clock());
          refuseDuplicates(row, old);
          rows()[at] = row;
          done(() => {
            const now = rows().indexOf(row);
            if (now >= 0) rows()[now] = old;
          });
          return structuredClone(row);
        });
      },

      async remove(shop, alias) {
        return locked(shop, [alias], () => {
          const at = indexOf(shop, alias);
          const [old] = at >= 0 ? rows().splice(at, 1) : [];
          if (!old) return false;
          done(() => rows().splice(Math.min(at, rows().length), 0, old));
          return true;
        });
      },

      async count(where: Where) {
        const q = checkedWhere(def, fields, whereQuery(where));
        return answerFromRows(shopRows(q.shop), { ...q, resource: name }).total;
      },

      async sum(key, where) {
        const field = summedField(def, fields, key);
        const q = checkedWhere(def, fields, whereQuery(where));
        return exactSum(numbers(matching(shopRows(q.shop), q), field));
      },
    };
  }

  return {
    table: (name) => tableRepository(name, null),
    async transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      const state: TxState = { owner: {}, keys: new Set(), undo: [] };
      const scope: Transaction = {
        table: (name) => tableRepository(name, state),
        async lockShop(shop) {
          const key = `shop\u0000${shop}`;
          await locks.acquire(key, state.owner);
          state.keys.add(key);
        },
      };
      try {
        return await work(scope);
      } catch (error) {
        for (const undo of state.undo.reverse()) undo();
        throw error;
      } finally {
        for (const key of state.keys) locks.release(key, state.owner);
      }
    },
  };
}
