import type { ResourceConfig } from "../engine/types";
import { asRuled } from "../engine/field-types";
import type { ResourceExtension } from "../api/resources";
import { tableKeyOfRecords, TABLE_KEYS } from "../api/db-tables";
import { tableDefOf } from "../api/repository/field-kinds";
import { ownTableDef } from "../api/own-tables";
import type { FieldKind } from "../api/repository/types";
import type { Tables } from "../api/types";
import { CODECS, type ColumnCodec } from "./repository/columns";
import { columnName, storedTableName, uniqueIndexName, uniqueOn } from "./repository/table-names";
import { ident, type Sql } from "./sql";
import { LOOKUP_INDEXES } from "./lookup-indexes";
import { opSql, opsToMake, snapshotOf } from "./schema-ops";

/**
 * The server's tables, from the same names the in-page store keeps (db-tables.ts): one SQL
 * table per fixed table (users, sessions, …) and one per config-declared resource, with a
 * column per field (decision 0053). Each column is typed by its field's kind (decision 0084:
 * field-kinds.ts kindOf, the repository's own mapping, and its codec in repository/columns.ts):
 * money numeric(12,2), integers (flags, enums of numbers, statuses, epoch ms) bigint, times
 * timestamptz, days date, text text, the rest jsonb; an enum's column is checked against its
 * options. A value reads back exactly as the handlers wrote it (table-io.ts): one the column
 * cannot hold so (a money of 3 places, "12" in a number field, a time that is no time) is kept in
 * `extra`. Every table has `pos` (the order rows were added in, which the handlers' arrays keep)
 * and `extra` (jsonb: any key a handler wrote that has no column, or a value its column cannot
 * hold), so no write is ever lost for want of a column.
 */

/** A column's SQL type: a codec's (columns.ts); `float8` only in the baseline migration, which 0003 retyped. */
export type ColumnType = "text" | "jsonb" | "float8" | "bigint" | "numeric" | "numeric(12,2)" | "timestamptz" | "date";

export interface Column {
  /** The row's key. */
  key: string;
  /** The SQL column (quoted where used). */
  column: string;
  kind: FieldKind;
  type: ColumnType;
  /** How a value is bound, read back and compared (the repository's codec of the kind). */
  codec: ColumnCodec;
  /** The values an enum's options allow (a CHECK on the column; a value outside them is kept in extra). */
  allowed?: readonly (string | number)[];
}

/** A column of `kind`. */
export function columnOfKind(key: string, column: string, kind: FieldKind, allowed?: readonly (string | number)[]): Column {
  const codec = CODECS[kind];
  return { key, column, kind, type: codec.type as ColumnType, codec, ...(allowed?.length ? { allowed } : {}) };
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
  /**
   * Indexes of a resource's list (decision 0053): per declared filter and tab, the shop and the
   * field's text (what page-sql.ts compares); per sortable column and the default sort, the shop
   * and the column (what it orders by); per field searched in part (the keyword's fields, a
   * "part" filter), a trigram index of the field's text (decision 0087), `on` then being
   * `USING gin (…)` (schema-ops.ts opSql).
   */
  listIndexes?: { name: string; on: string }[];
  /**
   * A resource's unique indexes (decision 0092): its rows by `(shop_alias, alias)`, and each
   * field the config declares `unique` by `(shop_alias, field)` without empty values; `on` is
   * `UNIQUE (…) WHERE …` (table-names.ts uniqueOn). What the repository's duplicate refusal and
   * `ON CONFLICT` rely on.
   */
  keys?: { name: string; on: string }[];
}

type Declared<T> = { [K in keyof T]-?: FieldKind };

const RECORD_META = { alias: "text", shop_alias: "text", created_at: "datetime", updated_at: "datetime" } as const;

/** The fixed tables' columns, checked against their row types by the compiler. */
const FIXED: { [K in keyof Tables]: Declared<Tables[K][number]> } = {
  users: { alias: "text", nickname: "text", mobile: "text", password_hash: "text", avatar: "text", status: "integer", created_at: "datetime" },
  shops: {
    alias: "text", user_alias: "text", name: "text", logo: "text", description: "text", contact: "text",
    verify_status: "integer", created_at: "datetime", rules: "json",
  },
  // times in epoch ms (a session's, a code's, a failure's): whole numbers
  sessions: { token: "text", user_alias: "text", employee_alias: "text", expires_at: "integer", ended: "text", signed_in_at: "integer", remember: "json" },
  sign_in_failures: { mobile: "text", at: "integer", address: "text" },
  sms: { mobile: "text", type: "text", code: "text", tries: "integer", sent_at: "integer", expires_at: "integer", address: "text" },
  certs: {
    user_alias: "text", status: "integer", account_type: "integer", id_card_name: "text", id_card_no: "text",
    license_no: "text", license: "text", created_at: "datetime",
  },
  address: { ...RECORD_META, consignee: "text", mobile: "text", region: "json", detail_address: "text", type: "integer", is_default: "integer" },
  role: { ...RECORD_META, name: "text", description: "text", permissions: "json" },
  employee: { ...RECORD_META, name: "text", mobile: "text", role_alias: "text", password_hash: "text", status: "integer" },
  audit_log: {
    ...RECORD_META, who: "text", who_type: "text", employee_alias: "text", page_name: "text", action: "text", record: "json",
    summary: "text", ip: "text",
  },
};

/** How each fixed table is looked up besides its shop (sessions by token, accounts by mobile). */
const FIXED_INDEXES: Partial<Record<keyof Tables, string[][]>> = {
  users: [["alias"], ["mobile"]],
  // an employee's session reads their employer by its alias (accounts.ts), the rules job each shop's (rules-run.ts)
  shops: [["user_alias"], ["alias"]],
  // the minute job ends the sessions past their end (account-purge.ts)
  sessions: [["token"], ["user_alias"], ["expires_at"]],
  sign_in_failures: [["mobile"], ["address"]],
  // the codes sent to one address lately (auth.ts: a caller's sends are limited)
  sms: [["mobile"], ["address"]],
  certs: [["user_alias"]],
  employee: [["alias"], ["shop_alias"], ["mobile"]],
  role: [["alias"], ["shop_alias"]],
  address: [["shop_alias"]],
  audit_log: [["shop_alias", "created_at"]],
};

/**
 * A column's value as text, as a list compares it (String(value)): a jsonb column's text. The
 * filters, the keyword and the list's indexes are all on this expression (page-sql.ts, listIndexes),
 * so a test the index is on is written the same way.
 */
export const textOf = (c: Column): string => (c.type === "jsonb" ? `(${ident(c.column)} #>> '{}')` : c.codec.text(ident(c.column)));

/** Kinds whose text an index may hold: a time's text is in the shop's zone, which no index expression may read (not immutable). */
const TRIGRAM_KINDS = new Set<FieldKind>(["text", "json"]);

/**
 * The trigram index's `on` of a column (pg_trgm): a search of part of its text (LIKE / ILIKE '%…%')
 * reads it. Without GIN's pending list (fastupdate): a search reads the list whole until a vacuum
 * empties it, and PGlite has no autovacuum (measured at 100,000 orders: 73 ms a search with the
 * list 4 MB, 5 ms vacuumed, 1–17 ms without a list; an order's insert no slower, a bulk fill 2–3×).
 */
const trigramOn = (c: Column): string => `USING gin (${textOf(c)} gin_trgm_ops) WITH (fastupdate = off)`;

/** The live table of a resource (`goodsDiscount` → `r_goodsdiscount`): the repository's own naming (table-names.ts). */
export const RECORDS_PREFIX = "r_";
export const recordsTable = (name: string): string => storedTableName(name, RECORDS_PREFIX);

function fixedSpec(key: keyof Tables): TableSpec {
  const declared = (FIXED as Record<string, Record<string, FieldKind> | undefined>)[key] ?? {};
  return {
    key,
    table: `t_${key}`,
    columns: Object.entries(declared).map(([k, kind]) => columnOfKind(k, columnName(k), kind)),
    indexes: FIXED_INDEXES[key] ?? [],
    // a shop's fixed table (地址, 角色, 员工, 操作日志) is served by the SQL repository (decision 0104):
    // its rows unique by (shop_alias, alias), as a resource's, which its inserts' ON CONFLICT rely on
    ...("shop_alias" in declared ? { keys: [{ name: uniqueIndexName(`t_${key}`, "alias"), on: uniqueOn("alias", "text") }] } : {}),
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
  const columns: Column[] = Object.entries(RECORD_META).map(([key, kind]) => columnOfKind(key, key, kind));
  // the repository's table of the config (field-kinds.ts tableDefOf): its fields, a route's parameter (a parent's alias) among them;
  // a handler-own table's are its handlers' definition (own-tables.ts); a name of neither has only `extra`
  const fields = config ? tableDefOf(config, "").fields : (ownTableDef(name)?.fields ?? []);
  for (const f of fields) columns.push(columnOfKind(f.key, columnName(f.key), f.kind, f.options));
  const table = recordsTable(name);
  const tabColumn = config?.tabs ? columns.find((c) => c.key === config.tabs?.field)?.column : undefined;
  const keys = [{ name: uniqueIndexName(table, "alias"), on: uniqueOn("alias", "text") }];
  for (const f of fields) if (f.unique) keys.push({ name: uniqueIndexName(table, f.key), on: uniqueOn(f.key, f.kind) });
  return {
    key: tableKeyOfRecords(name), table, columns, indexes: [["shop_alias"], ["alias"]],
    listIndexes: [...(config ? listIndexes(config, table, columns, parts) : []), ...lookupIndexes(name, table, columns)],
    keys,
    ...(tabColumn ? { tabColumn } : {}),
  };
}

/** The indexes of the handlers' own lookups of `name`'s rows (lookup-indexes.ts): the shop, then the columns. */
function lookupIndexes(name: string, table: string, columns: Column[]): { name: string; on: string }[] {
  return (LOOKUP_INDEXES[name] ?? []).map((keys) => {
    const named = keys.map((key) => {
      const c = columns.find((col) => col.key === key);
      if (!c) throw new Error(`${table} 没有列 ${key}：lookup-indexes.ts 的索引要改`);
      return c;
    });
    // a jsonb column is compared as its text (page-sql.ts), as a filter's index has it
    const on = named.map((c) => (c.type === "jsonb" ? `(${ident(c.column)} #>> '{}')` : ident(c.column)));
    return { name: `${table}__l__${named.map((c) => c.column).join("__")}`, on: `shop_alias, ${on.join(", ")}` };
  });
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
    // an app's type sorts as the engine type its value is like (an order's paidAmount as money)
    if (typeof list === "object" && list !== null && "sortable" in list && list.sortable && SORTED_TYPES.has(asRuled(f).type ?? "text")) sorted.add(f.key);
  }
  const out: { name: string; on: string }[] = [];
  for (const key of filtered) {
    const c = columnOf(key);
    if (!c) continue;
    // a typed column is compared as its type (page-sql.ts), a jsonb one as its text
    const text = c.type === "jsonb" ? `(${ident(c.column)} #>> '{}')` : ident(c.column);
    out.push({ name: `${table}__f__${c.column}`, on: `shop_alias, ${text}` });
  }
  // a part of the text is no prefix a btree could find: a trigram index answers LIKE '%…%' (decision 0087)
  for (const key of new Set([...(config.keyword?.fields ?? []), ...parts])) {
    const c = columnOf(key);
    if (c && TRIGRAM_KINDS.has(c.kind)) out.push({ name: `${table}__s__${c.column}`, on: trigramOn(c) });
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
