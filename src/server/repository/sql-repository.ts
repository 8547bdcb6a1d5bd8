import { DuplicateRecordError, RepositoryValueError, StaleRecordError } from "../../api/repository/errors";
import { normalized, realDateTime, RECORD_KEYS } from "../../api/repository/field-kinds";
import { insertParts } from "../../api/repository/insert-values";
import { checkedQuery, checkedWhere, summedField, whereQuery } from "../../api/repository/query-check";
import type { ListQuery, Repository, RepositoryOptions, Row, TableDef, TableRepository, Transaction, Values } from "../../api/repository/types";
import type { DayFigures, StoredPage } from "../../api/page-reader";
import { now as shopNow } from "../../api/util";
import type { Database, Sql } from "../sql";
import { sqlTable, type SqlColumn, type SqlTableOptions } from "./sql-tables";
import { Params, whereSql } from "./sql-where";

/**
 * The repository in SQL (decision 0081), over src/server/sql.ts's Database: PGlite and Postgres
 * run the same statements. A list is one query for its page, one for its total (and sum), one
 * for its tab counts, one for its days; a row is read by its key, `FOR UPDATE` when asked;
 * aliases come from a sequence (one per table, or the live tables' one `alias_seq`); a duplicate is refused by the table's unique indexes
 * (an insert `ON CONFLICT DO NOTHING`, a patch of a unique field under a savepoint, so a refused
 * write leaves its transaction usable, as the memory store's does); a stale patch is an UPDATE
 * whose WHERE holds the updated_at it was read with. lockShop is a transaction's advisory lock
 * on the shop's name (class SHOP_LOCK_CLASS: apart from store.ts's one-number locks).
 */

export interface SqlRepositoryOptions extends RepositoryOptions, SqlTableOptions {}

/** The first number of lockShop's two-number advisory locks ('SH'). */
export const SHOP_LOCK_CLASS = 0x5348;

const UNIQUE_VIOLATION = "23505";

/** The SQL repository, and its calls inside a transaction someone else opened. */
export interface SqlRepository extends Repository {
  /**
   * The repository's calls on `sql`, a transaction already open (the call's transaction,
   * src/server/call-transact.ts): no transaction of its own is begun or ended; its writes commit
   * or roll back with that transaction, and lockShop holds the shop's lock to its end.
   */
  transactionOn(sql: Sql): Transaction;
}

/** An insert's row as bound: its alias and times, its fields' columns (split) and the values given. */
interface NewRow {
  alias: string;
  created: string;
  updated: string;
  fields: { columns: string[]; params: unknown[]; casts: string[]; extra: Record<string, unknown> };
  rest: Values;
}

/**
 * The parameters one statement of insertMany binds at most (Postgres and PGlite take 65,535):
 * its rows go in batches of as many as fit, at most 1,000 a statement.
 */
const MAX_BOUND = 30_000;

export function sqlRepository(db: Database, defs: readonly TableDef[], options: SqlRepositoryOptions = {}): SqlRepository {
  const tables = new Map(defs.map((d) => [d.name, sqlTable(d, options)]));
  const clock = options.now ?? shopNow;
  /** The shop's wall time bound as an instant. */
  const instant = (text: string) => `${text} Asia/Shanghai`;

  function tableRepository(name: string, sql: Sql, inTransaction: boolean): TableRepository {
    const found = tables.get(name);
    if (!found) throw new RepositoryValueError(`没有表 ${name}`);
    const t = found;
    // a row binds its record columns, its fields' and extra at most
    const batchRows = Math.max(1, Math.min(1000, Math.floor(MAX_BOUND / (t.columns.size + 1))));
    const selectList = [...[...t.columns.values()].map((c) => `${c.codec.select(c.column)} AS ${c.column}`), "extra"].join(", ");

    const rowOf = (raw: Record<string, unknown>): Row => {
      const row: Record<string, unknown> = {};
      for (const c of t.columns.values()) {
        const v = c.codec.decode(raw[c.key]);
        if (v !== null && v !== undefined) row[c.key] = v;
      }
      const extra = raw.extra as Record<string, unknown> | null;
      return { ...extra, ...row } as Row;
    };

    /** The fields' columns and bound values, and the other keys (to `extra`; null there: removed). */
    function split(values: Values): NewRow["fields"] {
      const out: NewRow["fields"] = { columns: [], params: [], casts: [], extra: {} };
      for (const [key, value] of Object.entries(values)) {
        if (RECORD_KEYS.has(key)) throw new RepositoryValueError(`${name}.${key} 不能改`);
        const field = t.fields.get(key);
        if (!field) {
          out.extra[key] = value === undefined ? null : value;
          continue;
        }
        const c = t.columns.get(key) as SqlColumn;
        const v = normalized(name, field, value);
        out.columns.push(c.column);
        out.params.push(v === undefined ? null : c.codec.encode(v));
        out.casts.push(c.codec.cast);
      }
      return out;
    }

    /** Which key a duplicate hit: the alias, else the first unique field whose value another row of the shop has. */
    async function duplicateOf(shop: string, row: { alias: string; values: Record<string, unknown> }): Promise<DuplicateRecordError> {
      const [taken] = await sql.query(`SELECT 1 FROM ${t.table} WHERE shop_alias = $1 AND alias = $2`, [shop, row.alias]);
      if (taken) return new DuplicateRecordError(name, "alias", "编号");
      for (const f of t.def.fields) {
        const v = row.values[f.key];
        if (!f.unique || v === undefined || v === null || v === "") continue;
        const c = t.columns.get(f.key);
        if (!c) continue;
        const [taken] = await sql.query(`SELECT 1 FROM ${t.table} WHERE shop_alias = $1 AND ${c.column} = $2${c.codec.cast} AND alias <> $3`, [shop, c.codec.encode(normalized(name, f, v)), row.alias]);
        if (taken) return new DuplicateRecordError(name, f.key, f.label);
      }
      return new DuplicateRecordError(name, "alias", "编号");
    }

    /**
     * The rows of an insert: each one's parts (insertParts: one time for all), its alias given or
     * the sequence's (one query for all that need one, in the list's order), its fields' columns.
     */
    async function newRows(shop: string, list: readonly Values[]): Promise<NewRow[]> {
      const time = clock();
      const parts = list.map((values) => insertParts(name, shop, values, time));
      const wanted = parts.filter((p) => p.alias === undefined).length;
      const taken = wanted === 0 ? [] : await sql.query<{ n: string }>(`SELECT nextval('${t.sequence.replace(/'/g, "''")}')::text AS n FROM generate_series(1, $1)`, [wanted]);
      const numbers = taken.map((r) => BigInt(r.n)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      let next = 0;
      return parts.map((p) => ({
        alias: p.alias ?? t.def.aliasPrefix + (numbers[next++] ?? 0n).toString(36).padStart(8, "0"),
        created: p.created_at, updated: p.updated_at, fields: split(p.rest), rest: p.rest,
      }));
    }

    /**
     * One INSERT of `rows` (a multi-row VALUES: the columns any of them sets, NULL where one does
     * not), a row a unique key refuses skipped (ON CONFLICT DO NOTHING): the rows stored, read back.
     */
    async function insertRows(shop: string, rows: readonly NewRow[]): Promise<Record<string, unknown>[]> {
      const casts = new Map<string, string>();
      for (const r of rows) r.fields.columns.forEach((c, i) => casts.set(c, r.fields.casts[i] ?? ""));
      const columns = [...casts.keys()];
      const p = new Params();
      const tuples = rows.map((r) => {
        const values = new Map(r.fields.columns.map((c, i) => [c, r.fields.params[i]]));
        // `{}` when none: the live tables' extra is NOT NULL (schema-ops.ts createTable)
        const extra = Object.fromEntries(Object.entries(r.fields.extra).filter(([, v]) => v !== null));
        const bound = [p.bind(shop), p.bind(r.alias), `${p.bind(instant(r.created))}::timestamptz`, `${p.bind(instant(r.updated))}::timestamptz`];
        for (const c of columns) bound.push(`${p.bind(values.get(c) ?? null)}${casts.get(c) ?? ""}`);
        bound.push(`${p.bind(JSON.stringify(extra))}::jsonb`);
        return `(${bound.join(", ")})`;
      });
      return sql.query<Record<string, unknown>>(
        `INSERT INTO ${t.table} (shop_alias, alias, created_at, updated_at, ${[...columns, "extra"].join(", ")}) VALUES ${tuples.join(", ")} ON CONFLICT DO NOTHING RETURNING ${selectList}`,
        p.values,
      );
    }

    /** Why a batch stored fewer rows than it had: the first row not stored (or a second one of an alias), as duplicateOf says. */
    async function firstDuplicate(shop: string, part: readonly NewRow[], raws: readonly Record<string, unknown>[]): Promise<DuplicateRecordError> {
      const inserted = new Set(raws.map((raw) => String(raw.alias)));
      const first = new Set<string>();
      for (const r of part) {
        if (inserted.has(r.alias) && !first.has(r.alias)) first.add(r.alias);
        else return duplicateOf(shop, { alias: r.alias, values: r.rest });
      }
      return new DuplicateRecordError(name, "alias", "编号");
    }

    /** A unique violation of this table as its DuplicateRecordError, else the error as is. */
    const asDuplicate = (error: unknown): unknown => {
      const e = error as { code?: unknown; constraint?: unknown } | null;
      if (e?.code !== UNIQUE_VIOLATION) return error;
      const key = typeof e.constraint === "string" ? t.uniqueNames.get(e.constraint) : undefined;
      const label = key === undefined || key === "alias" ? "编号" : (t.fields.get(key)?.label ?? key);
      return new DuplicateRecordError(name, key ?? "alias", label);
    };

    async function matching(q: ListQuery, what: string, groupBy = ""): Promise<Record<string, unknown>[]> {
      const p = new Params();
      const where = whereSql(t, q, p);
      return sql.query(`SELECT ${what} FROM ${t.table} ${where}${groupBy}`, p.values);
    }

    const sumOf = (key: string): string => {
      const c = t.columns.get(key);
      return c ? `coalesce(sum(${c.column}), 0)::text` : "'0'";
    };

    /** The page's rows of a checked query: one statement. */
    async function pageRows(q: ListQuery): Promise<Row[]> {
      const p = new Params();
      const where = whereSql(t, q, p);
      const sort = t.columns.get(q.sort.field);
      const dir = q.sort.order === "asc" ? "ASC" : "DESC";
      // the table's own column (r.), not the select list's text of it under the same name
      const order = `${sort ? sort.codec.order(`r.${sort.column}`) : "r.alias"} ${dir} NULLS ${dir === "ASC" ? "FIRST" : "LAST"}, r.alias COLLATE "C" ${dir}`;
      const page = `LIMIT ${p.bind(q.pageSize)} OFFSET ${p.bind((q.page - 1) * q.pageSize)}`;
      return (await sql.query<Record<string, unknown>>(`SELECT ${selectList} FROM ${t.table} AS r ${where} ORDER BY ${order} ${page}`, p.values)).map(rowOf);
    }

    return {
      async find(query) {
        const q = checkedQuery(t.def, t.fields, query);
        const rows = q.pageSize > 0 ? await pageRows(q) : [];
        let counts: Record<string, number> | undefined;
        if (q.countBy !== undefined) {
          const c = t.columns.get(q.countBy);
          const p = new Params();
          const where = whereSql(t, q, p, q.countBy);
          const text = c ? c.codec.text(c.column) : "''";
          const groups = await sql.query<{ v: string; n: string }>(`SELECT coalesce(${text}, '') AS v, count(*)::text AS n FROM ${t.table} ${where} GROUP BY 1 ORDER BY 1`, p.values);
          counts = Object.fromEntries(groups.map((g) => [g.v, Number(g.n)]));
        }
        // the tab counts are taken under every other filter: with none on their field they add up to the total, not counted again
        const fromCounts = counts && q.sum === undefined && !q.filters.some((f) => f.field === q.countBy) && !q.empty.includes(q.countBy ?? "");
        const result: StoredPage = { rows, total: 0 };
        if (counts && fromCounts) result.total = Object.values(counts).reduce((a, b) => a + b, 0);
        else {
          const [found] = await matching(q, `count(*)::text AS n${q.sum === undefined ? "" : `, ${sumOf(q.sum)} AS s`}`);
          result.total = Number(found?.n ?? 0);
          if (q.sum !== undefined) result.sum = Number(found?.s ?? 0);
        }
        if (counts) result.counts = counts;
        if (q.perDay !== undefined) {
          const c = t.columns.get(q.perDay);
          // a time's text is its shop-clock wall time: its first 10 characters are the shop's day
          const dayOf = c ? c.codec.text(c.column) : "''";
          const groups = await matching(q, `coalesce(substr(${dayOf}, 1, 10), '') AS d, count(*)::text AS n, ${q.sum === undefined ? "'0'" : sumOf(q.sum)} AS s`, " GROUP BY 1 ORDER BY 1");
          result.days = Object.fromEntries(groups.map((g): [string, DayFigures] => [String(g.d), { count: Number(g.n), sum: Number(g.s) }]));
        }
        return result;
      },

      async findRows(query) {
        const q = checkedQuery(t.def, t.fields, query);
        return q.pageSize > 0 ? pageRows(q) : [];
      },

      async get(shop, alias, options = {}) {
        if (options.forUpdate && !inTransaction) throw new RepositoryValueError("forUpdate 只在事务里");
        const [raw] = await sql.query<Record<string, unknown>>(`SELECT ${selectList} FROM ${t.table} WHERE shop_alias = $1 AND alias = $2${options.forUpdate ? " FOR UPDATE" : ""}`, [shop, alias]);
        return raw ? rowOf(raw) : null;
      },

      async insert(shop, values) {
        // one row made of one value
        const made = (await newRows(shop, [values]))[0] as NewRow;
        const [raw] = await insertRows(shop, [made]);
        if (!raw) throw await duplicateOf(shop, { alias: made.alias, values: made.rest });
        return rowOf(raw);
      },

      async insertMany(shop, list) {
        if (list.length === 0) return [];
        // all or none: in a transaction of its own when asked outside one
        if (!inTransaction) return db.transaction((tx) => tableRepository(name, tx, true).insertMany(shop, list));
        const made = await newRows(shop, list);
        const stored = new Map<string, Row>();
        // a refused row undoes the batches before it, and leaves the caller's transaction usable
        await sql.query("SAVEPOINT repository_insert_many");
        try {
          for (let at = 0; at < made.length; at += batchRows) {
            const part = made.slice(at, at + batchRows);
            const raws = await insertRows(shop, part);
            if (raws.length < part.length) throw await firstDuplicate(shop, part, raws);
            for (const raw of raws) {
              const row = rowOf(raw);
              stored.set(row.alias, row);
            }
          }
          await sql.query("RELEASE SAVEPOINT repository_insert_many");
        } catch (error) {
          await sql.query("ROLLBACK TO SAVEPOINT repository_insert_many");
          throw asDuplicate(error);
        }
        return made.map((r) => stored.get(r.alias) as Row);
      },

      async patch(shop, alias, changes, options = {}) {
        // a stamp that is no date-time names no version the row ever had: refused as another one
        const expected = options.expectedUpdatedAt === undefined ? undefined : realDateTime(options.expectedUpdatedAt.trim());
        const fields = split(changes);
        const p = new Params();
        const sets = fields.columns.map((col, i) => `${col} = ${p.bind(fields.params[i])}${fields.casts[i] ?? ""}`);
        // a field set by its column leaves extra too: rows read by table-io.ts rowOf (page-sql.ts, the accounts) keep a
        // key's null there and read extra over the columns, so a stale null would hide the value
        const removed = [...Object.keys(fields.extra).filter((k) => fields.extra[k] === null), ...Object.keys(changes).filter((k) => t.fields.has(k))];
        const added = Object.fromEntries(Object.entries(fields.extra).filter(([, v]) => v !== null));
        if (removed.length || Object.keys(added).length) sets.push(`extra = (coalesce(extra, '{}'::jsonb) - ${p.bind(removed)}::text[]) || ${p.bind(JSON.stringify(added))}::jsonb`);
        // a version every save moves: a second past the stored one when the clock has not passed it
        sets.push(`updated_at = greatest(${p.bind(instant(clock()))}::timestamptz, updated_at + interval '1 second')`);
        const stale = expected === undefined ? "" : expected === null ? " AND FALSE" : ` AND updated_at = ${p.bind(instant(expected))}::timestamptz`;
        const update = `UPDATE ${t.table} SET ${sets.join(", ")} WHERE shop_alias = ${p.bind(shop)} AND alias = ${p.bind(alias)}${stale} RETURNING ${selectList}`;
        const touchesUnique = t.def.fields.some((f) => f.unique && f.key in changes);
        let raw: Record<string, unknown> | undefined;
        try {
          // a unique violation aborts a transaction: under a savepoint only the patch is undone
          if (touchesUnique && inTransaction) await sql.query("SAVEPOINT repository_patch");
          [raw] = await sql.query<Record<string, unknown>>(update, p.values);
          if (touchesUnique && inTransaction) await sql.query("RELEASE SAVEPOINT repository_patch");
        } catch (error) {
          if (touchesUnique && inTransaction) await sql.query("ROLLBACK TO SAVEPOINT repository_patch");
          throw asDuplicate(error);
        }
        if (raw) return rowOf(raw);
        if (expected === undefined) return null;
        const [exists] = await sql.query(`SELECT 1 FROM ${t.table} WHERE shop_alias = $1 AND alias = $2`, [shop, alias]);
        if (exists) throw new StaleRecordError(name, alias);
        return null;
      },

      async remove(shop, alias) {
        const gone = await sql.query(`DELETE FROM ${t.table} WHERE shop_alias = $1 AND alias = $2 RETURNING alias`, [shop, alias]);
        return gone.length > 0;
      },

      async count(where) {
        const q = checkedWhere(t.def, t.fields, whereQuery(where));
        const [found] = await matching(q, "count(*)::text AS n");
        return Number(found?.n ?? 0);
      },

      async sum(key, where) {
        summedField(t.def, t.fields, key);
        const q = checkedWhere(t.def, t.fields, whereQuery(where));
        const [found] = await matching(q, `${sumOf(key)} AS s`);
        return Number(found?.s ?? 0);
      },
    };
  }

  const transactionOn = (sql: Sql): Transaction => ({
    table: (name) => tableRepository(name, sql, true),
    async lockShop(shop) {
      await sql.query("SELECT pg_advisory_xact_lock($1, hashtext($2))", [SHOP_LOCK_CLASS, shop]);
    },
  });

  return {
    table: (name) => tableRepository(name, db, false),
    transaction: <T,>(work: (tx: Transaction) => Promise<T>): Promise<T> => db.transaction((sql) => work(transactionOn(sql))),
    transactionOn,
  };
}

