import type { ResourceConfig } from "../engine/types";
import type { ResourceExtension } from "../api/resources";
import { tableKeyOfRecords, TABLE_KEYS } from "../api/db-tables";
import type { Tables } from "../api/types";
import { ident, type Sql } from "./sql";
import { opSql, opsToMake, snapshotOf } from "./schema-ops";

/**
 * The server's tables, from the same names the in-page store keeps (db-tables.ts): one SQL
 * table per fixed table (users, sessions, …) and one per config-declared resource, with a
 * column per field (decision 0053). A resource's field columns are jsonb, so a value comes
 * back exactly as the handlers wrote it (1 stays a number, "1" a string: the contract's
 * examples tell them apart); the fixed tables' columns are typed from their row types.
 * Every table has `pos` (the order rows were added in, which the handlers' arrays keep) and
 * `extra` (jsonb: any key a handler wrote that has no column, or a value its column's type
 * cannot hold), so no write is ever lost for want of a column.
 */

export type ColumnType = "text" | "float8" | "jsonb";

export interface Column {
  /** The row's key. */
  key: string;
  /** The SQL column (quoted where used). */
  column: string;
  type: ColumnType;
}

export interface TableSpec {
  /** The storage key as db-tables.ts names it: `users`, `records/goods`. */
  key: string;
  /** The SQL table. */
  table: string;
  columns: Column[];
  /** Indexes as column lists (a lookup by key, a shop's rows). */
  indexes: string[][];
  /** The column of the resource's tabs (config `tabs`), whose counts the database keeps (tab-counts.ts). */
  tabColumn?: string;
  /** A call may add rows without reading the table (push only); reading it reads it whole. */
  appendOnly?: boolean;
  /**
   * Indexes of a resource's list (decision 0053): per declared filter and tab, the shop and the
   * field's text (what page-sql.ts compares); per sortable column and the default sort, the shop
   * and the column (what it orders by); per field searched in part (the keyword's fields, a
   * "part" filter), a trigram index of the field's text (decision 0087), `on` then being
   * `USING gin (…)` (schema-ops.ts opSql).
   */
  listIndexes?: { name: string; on: string }[];
}

type Declared<T> = { [K in keyof T]-?: ColumnType };

const RECORD_META = { alias: "text", shop_alias: "text", created_at: "text", updated_at: "text" } as const;

/** The fixed tables' columns, checked against their row types by the compiler. */
const FIXED: { [K in keyof Tables]: Declared<Tables[K][number]> } = {
  users: { alias: "text", nickname: "text", mobile: "text", password_hash: "text", avatar: "text", status: "float8", created_at: "text" },
  shops: {
    alias: "text", user_alias: "text", name: "text", logo: "text", description: "text", contact: "text",
    verify_status: "float8", created_at: "text", rules: "jsonb",
  },
  sessions: { token: "text", user_alias: "text", employee_alias: "text", expires_at: "float8", ended: "text", signed_in_at: "float8", remember: "jsonb" },
  sign_in_failures: { mobile: "text", at: "float8", address: "text" },
  sms: { mobile: "text", type: "text", code: "text", tries: "float8", sent_at: "float8", expires_at: "float8", address: "text" },
  certs: {
    user_alias: "text", status: "float8", account_type: "float8", id_card_name: "text", id_card_no: "text",
    license_no: "text", license: "text", created_at: "text",
  },
  address: { ...RECORD_META, consignee: "text", mobile: "text", region: "jsonb", detail_address: "text", type: "float8", is_default: "float8" },
  role: { ...RECORD_META, name: "text", description: "text", permissions: "jsonb" },
  employee: { ...RECORD_META, name: "text", mobile: "text", role_alias: "text", password_hash: "text", status: "float8" },
  audit_log: {
    ...RECORD_META, who: "text", who_type: "text", employee_alias: "text", page_name: "text", action: "text", record: "jsonb",
    summary: "text", ip: "text",
  },
};

/** Tables a call mostly only adds to (every write adds its 操作日志 entry): adding reads none of the table (unit-of-work.ts). */
const APPEND_ONLY = new Set<string>(["audit_log"]);

/** How each fixed table is looked up besides its shop (sessions by token, accounts by mobile). */
const FIXED_INDEXES: Partial<Record<keyof Tables, string[][]>> = {
  users: [["alias"], ["mobile"]],
  shops: [["user_alias"]],
  sessions: [["token"], ["user_alias"]],
  sign_in_failures: [["mobile"], ["address"]],
  sms: [["mobile"]],
  certs: [["user_alias"]],
  employee: [["alias"], ["shop_alias"], ["mobile"]],
  role: [["alias"], ["shop_alias"]],
  address: [["shop_alias"]],
  audit_log: [["shop_alias", "created_at"]],
};

/** The columns a row's own keys may not take (the table's bookkeeping). */
const RESERVED = new Set(["pos", "extra"]);

const columnName = (key: string): string => (RESERVED.has(key) ? `f_${key}` : key);

/**
 * A column's value as text, as a list compares it (String(value)): a jsonb column's text. The
 * filters, the keyword and the list's indexes are all on this expression (page-sql.ts, listIndexes),
 * so a test the index is on is written the same way.
 */
export const textOf = (c: Column): string => (c.type === "jsonb" ? `(${ident(c.column)} #>> '{}')` : ident(c.column));

/**
 * The trigram index's `on` of a column (pg_trgm): a search of part of its text (LIKE / ILIKE '%…%')
 * reads it. Without GIN's pending list (fastupdate): a search reads the list whole until a vacuum
 * empties it, and PGlite has no autovacuum (measured at 100,000 orders: 73 ms a search with the
 * list 4 MB, 5 ms vacuumed, 1–17 ms without a list; an order's insert no slower, a bulk fill 2–3×).
 */
const trigramOn = (c: Column): string => `USING gin (${textOf(c)} gin_trgm_ops) WITH (fastupdate = off)`;

/** A SQL table name from a resource name (`goods-discount` → `r_goods_discount`). */
export const recordsTable = (name: string): string => `r_${name.toLowerCase().replace(/[^a-z0-9]+/g, "_")}`;

function fixedSpec(key: keyof Tables): TableSpec {
  const declared = (FIXED as Record<string, Record<string, ColumnType> | undefined>)[key] ?? {};
  return {
    key,
    table: `t_${key}`,
    columns: Object.entries(declared).map(([k, type]) => ({ key: k, column: columnName(k), type })),
    indexes: FIXED_INDEXES[key] ?? [],
    appendOnly: APPEND_ONLY.has(key),
  };
}

/** Per resource, the fields a list filter matches in part (the API extensions' "part" filters: 订单号 typed in part). */
export type PartFilters = Readonly<Record<string, readonly string[]>>;

/** The "part" filters of the resources' extensions (resource-extension.ts `filters`), each indexed as a keyword's field is. */
export function partFiltersOf(extensions: readonly Pick<ResourceExtension, "resource" | "filters">[]): PartFilters {
  const out: Record<string, string[]> = {};
  for (const e of extensions) {
    const parts = Object.entries(e.filters ?? {}).filter(([, test]) => test === "part").map(([key]) => key);
    if (parts.length) out[e.resource] = [...(out[e.resource] ?? []), ...parts];
  }
  return out;
}

function resourceSpec(name: string, config: ResourceConfig | undefined, parts: readonly string[]): TableSpec {
  const columns: Column[] = Object.entries(RECORD_META).map(([key, type]) => ({ key, column: key, type }));
  const seen = new Set(columns.map((c) => c.key));
  for (const field of config?.fields ?? []) {
    if (seen.has(field.key)) continue;
    seen.add(field.key);
    columns.push({ key: field.key, column: columnName(field.key), type: "jsonb" });
  }
  for (const param of Object.values(config?.routeParams ?? {})) {
    if (seen.has(param)) continue;
    seen.add(param);
    columns.push({ key: param, column: columnName(param), type: "jsonb" });
  }
  const table = recordsTable(name);
  const tabColumn = config?.tabs ? columns.find((c) => c.key === config.tabs?.field)?.column : undefined;
  return {
    key: tableKeyOfRecords(name), table, columns, indexes: [["shop_alias"], ["alias"]],
    listIndexes: config ? listIndexes(config, table, columns, parts) : [],
    ...(tabColumn ? { tabColumn } : {}),
  };
}

const SORTED_TYPES = new Set(["number", "integer", "money", "percent", "date", "datetime", "enum", "flag"]);

function listIndexes(config: ResourceConfig, table: string, columns: Column[], parts: readonly string[]): { name: string; on: string }[] {
  const columnOf = (key: string) => columns.find((c) => c.key === key);
  const filtered = new Set<string>([
    ...config.fields.filter((f) => f.filter).map((f) => f.key),
    // a relation's rows are looked up by it (db-reach.ts relatesBy, table-io.ts loadRelatedRows): indexed as a filter is
    ...config.fields.filter((f) => f.type === "relation" && !("multiple" in f && f.multiple)).map((f) => f.key),
    ...(config.tabs ? [config.tabs.field] : []),
    ...Object.values(config.routeParams ?? {}),
  ]);
  const sorted = new Set<string>(["created_at", ...(config.defaultSort ? [config.defaultSort.field] : [])]);
  for (const f of config.fields) {
    const list = f.list;
    if (typeof list === "object" && list !== null && "sortable" in list && list.sortable && SORTED_TYPES.has(f.type ?? "text")) sorted.add(f.key);
  }
  const out: { name: string; on: string }[] = [];
  for (const key of filtered) {
    const c = columnOf(key);
    if (c) out.push({ name: `${table}__f__${c.column}`, on: `shop_alias, ${textOf(c)}` });
  }
  // a part of the text is no prefix a btree could find: a trigram index answers LIKE '%…%' (decision 0087)
  for (const key of new Set([...(config.keyword?.fields ?? []), ...parts])) {
    const c = columnOf(key);
    if (c) out.push({ name: `${table}__s__${c.column}`, on: trigramOn(c) });
  }
  // the tabs' counts group by the column itself (page-sql.ts): this index answers them without the rows
  const tab = config.tabs ? columnOf(config.tabs.field) : undefined;
  if (tab) out.push({ name: `${table}__t__${tab.column}`, on: `shop_alias, ${ident(tab.column)}` });
  for (const key of sorted) {
    const c = columnOf(key);
    // NULLS FIRST: read forwards it is page-sql.ts's ascending order, backwards its descending one (NULLS LAST)
    if (c) out.push({ name: `${table}__o__${c.column}`, on: `shop_alias, ${ident(c.column)} NULLS FIRST, alias` });
  }
  return out;
}

/**
 * Every table: the fixed ones, and one per resource (the configs', and any other name the
 * seeds fill, e.g. a seed-only table a handler reads). `parts`: the fields each resource's list
 * matches in part beyond its keyword (store-tables.ts partFilters), indexed as the keyword's are.
 */
export function tableSpecs(configs: readonly ResourceConfig[], otherNames: readonly string[] = [], parts: PartFilters = {}): TableSpec[] {
  const byName = new Map(configs.map((c) => [c.name, c]));
  const names = [...new Set([...byName.keys(), ...otherNames])].sort();
  const tables = [...TABLE_KEYS.map(fixedSpec), ...names.map((n) => resourceSpec(n, byName.get(n), parts[n] ?? []))];
  const clash = tables.find((t, i) => tables.findIndex((u) => u.table === t.table) !== i);
  if (clash) throw new Error(`两张表同名 ${clash.table}：改一个资源名`);
  return tables;
}

/**
 * Makes the tables of `specs` as the migrations would (schema-ops.ts), what is missing only: for
 * a test's own tables. The server's schema is the migrations' (migrations.ts, decision 0083).
 */
export async function migrate(sql: Sql, specs: readonly TableSpec[]): Promise<void> {
  const statements = opsToMake(snapshotOf(specs)).flatMap(opSql);
  await sql.exec(statements.join(";\n"));
}
