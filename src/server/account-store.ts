import { conditionsOf, storedRow, type Condition } from "../api/account-store/match";
import type { AccountRows, Accounts, AccountTable, AccountTableStore, FirstOptions, Match } from "../api/account-store/types";
import type { EmployeeRow } from "../api/types";
import { slideMatch } from "../api/session-life";
import { ALIAS_SEQUENCE } from "./alias-sequence";
import { lockAccounts } from "./call-locks";
import { tableSpecs, type TableSpec } from "./schema";
import { ident, type Sql } from "./sql";
import { fits, insertRows, rowOf, selectList, updateRow, type Row } from "./table-io";

/**
 * The accounts' store in SQL (decision 0098): the fixed tables `t_users`, `t_shops`, `t_sessions`,
 * `t_sign_in_failures`, `t_sms`, `t_certs` (schema.ts), typed columns read and written through
 * table-io.ts (a value its column cannot hold kept in `extra`, so a row reads back as written),
 * every statement inside the call's transaction `tx`. A match is a WHERE on the looked-up columns
 * (their indexes: schema.ts FIXED_INDEXES), a row's forUpdate `FOR UPDATE`, the accounts' lock the
 * advisory lock of call-locks.ts, aliases from the database's sequence.
 */

const ACCOUNT_TABLES: readonly AccountTable[] = ["users", "shops", "sessions", "sign_in_failures", "sms", "certs"];

/** The fixed tables' specs (they do not depend on the configs). */
export function accountSpecs(): ReadonlyMap<string, TableSpec> {
  return new Map(tableSpecs([]).filter((s) => !s.key.startsWith("records/")).map((s) => [s.key, s]));
}

/** `conditions` as a WHERE clause over `params` (appended to). */
export function whereOf(spec: TableSpec, conditions: readonly Condition[], params: unknown[]): string {
  const bind = (value: unknown) => `$${params.push(value)}`;
  return conditions
    .map((c) => {
      const column = spec.columns.find((col) => col.key === c.key);
      const inExtra = () => `(extra -> ${bind(c.key)}::text)`;
      if ("unset" in c) return `${column ? `${ident(column.column)} IS NULL AND ` : ""}coalesce(${inExtra()}, 'null'::jsonb) = 'null'::jsonb`;
      if ("upTo" in c) {
        if (!column || column.kind !== "integer") throw new Error(`${spec.table}.${c.key} 不是整数列`);
        return `${ident(column.column)} <= ${bind(column.codec.encode(c.upTo))}${column.codec.cast}`;
      }
      // a value its column holds is in the column, any other in extra (table-io.ts rowParams)
      if (column && fits(column, c.equals)) return `${ident(column.column)} = ${bind(column.codec.encode(c.equals))}${column.codec.cast}`;
      return `${inExtra()} = ${bind(JSON.stringify(c.equals))}::jsonb`;
    })
    .join(" AND ");
}

/** Each table's `SELECT … FROM`, made once: every call's session check reads three of these tables (decision 0110). */
const selects = new WeakMap<TableSpec, string>();
const selectFrom = (spec: TableSpec): string => {
  const made = selects.get(spec) ?? `SELECT pos, ${selectList(spec)} FROM ${ident(spec.table)}`;
  selects.set(spec, made);
  return made;
};

export function sqlAccounts(tx: Sql, specs: ReadonlyMap<string, TableSpec> = accountSpecs()): Accounts {
  const specOf = (key: string): TableSpec => {
    const spec = specs.get(key);
    if (!spec) throw new Error(`没有表 ${key}`);
    return spec;
  };

  async function select(spec: TableSpec, conditions: readonly Condition[], tail = ""): Promise<{ pos: number; row: Row }[]> {
    const params: unknown[] = [];
    const where = whereOf(spec, conditions, params);
    const rows = await tx.query<Row>(`${selectFrom(spec)} WHERE ${where} ORDER BY pos${tail}`, params);
    return rows.map((r) => ({ pos: Number(r.pos), row: rowOf(spec, r) }));
  }

  function tableStore<T extends AccountTable>(table: T): AccountTableStore<AccountRows[T]> {
    type R = AccountRows[T];
    const spec = specOf(table);
    /**
     * The rows `first` found in this transaction, by match: a call asks the same one more than once
     * (a shop call's route reads its shop by its owner twice: userRoute, then shopRoute), and the
     * second is answered without a statement. Any write of the table, or a read for update, forgets them.
     */
    const firsts = new Map<string, Row | null>();
    const written = () => firsts.clear();
    return {
      find: async (match: Match<R>) => (await select(spec, conditionsOf(table, match))).map((s) => s.row as unknown as R),
      async first(match: Match<R>, options?: FirstOptions) {
        const key = JSON.stringify(conditionsOf(table, match));
        if (options?.forUpdate) written();
        else if (firsts.has(key)) return structuredClone(firsts.get(key) ?? null) as R | null;
        const [found] = await select(spec, conditionsOf(table, match), ` LIMIT 1${options?.forUpdate ? " FOR UPDATE" : ""}`);
        if (!options?.forUpdate) firsts.set(key, found ? structuredClone(found.row) : null);
        return found ? (found.row as unknown as R) : null;
      },
      async insert(row: R) {
        written();
        const stored = storedRow(row) as unknown as Row;
        await insertRows(tx, spec, [stored]);
        return { ...stored } as unknown as R;
      },
      async update(match: Match<R>, changes: Partial<R>) {
        written();
        const found = await select(spec, conditionsOf(table, match), " FOR UPDATE");
        for (const { pos, row } of found) await updateRow(tx, spec, pos, storedRow({ ...row, ...changes }));
        return found.length;
      },
      async remove(match: Match<R>) {
        written();
        const params: unknown[] = [];
        const where = whereOf(spec, conditionsOf(table, match), params);
        return (await tx.query(`DELETE FROM ${ident(spec.table)} WHERE ${where} RETURNING pos`, params)).length;
      },
    };
  }

  const stores = Object.fromEntries(ACCOUNT_TABLES.map((t) => [t, tableStore(t)])) as unknown as Pick<Accounts, AccountTable>;
  return {
    ...stores,
    slide: async (token, end) => void (await stores.sessions.update(slideMatch(token, end), { expires_at: end })),
    async employeesWithMobile(mobile) {
      const spec = specOf("employee");
      const column = spec.columns.find((c) => c.key === "mobile");
      if (!column) throw new Error(`${spec.table} 没有列 mobile`);
      const rows = await tx.query<Row>(`SELECT ${selectList(spec)} FROM ${ident(spec.table)} WHERE ${ident(column.column)} = $1 ORDER BY pos`, [mobile]);
      return rows.map((r) => rowOf(spec, r) as unknown as EmployeeRow);
    },
    lock: () => lockAccounts(tx),
    async newAlias(prefix) {
      const [row] = await tx.query<{ n: string }>(`SELECT nextval('${ALIAS_SEQUENCE}')::text AS n`);
      return prefix + Number(row?.n).toString(36).padStart(8, "0");
    },
  };
}
