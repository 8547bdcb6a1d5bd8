import { tableKeyOfRecords } from "../api/db-tables";
import type { PageQuery, PageReader, StoredPage } from "../api/page-reader";
import { realDateTime } from "../api/repository/field-kinds";
import type { ResourceRow } from "../api/types";
import { pageOfCall } from "./call-pages";
import { callTransaction } from "./files";
import { textOf, type Column, type TableSpec } from "./schema";
import { ident, type Sql } from "./sql";
import { keptTabCounts } from "./tab-counts";
import { heldValues, rowOf, selectList } from "./table-io";

/**
 * A resource's list page answered in SQL (decision 0053): the filters, the keyword, the order
 * and the page of query.ts's listPage, written as a WHERE, an ORDER BY and a LIMIT over the
 * resource's table, with the count and the tab counts beside it, so a list reads only its page.
 * A value is compared as its text, as listPage compares it (String(value)): a jsonb column's
 * `col #>> '{}'` (an array field matches when one of its elements does), a typed column's codec
 * text (repository/columns.ts: 12.5 for a numeric(12,2)'s 12.50, a time as the shop's wall time,
 * decision 0084); one of some values and a time's range are asked of a typed column in its own
 * type, which its index serves and which means the same. A query may ask for
 * figures instead of (page size 0) or beside a page: the sum of a field, counts and sums per day
 * (decision 0058); src/api/page-rows.ts answers the same query in memory, the same way.
 */

class Where {
  readonly params: unknown[] = [];
  readonly parts: string[] = [];
  bind(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
  get sql(): string {
    return this.parts.length ? `WHERE ${this.parts.join(" AND ")}` : "";
  }
}

/** A range's end as a time a timestamptz column compares with (null: not a time, compared as text). */
const timeEnd = (end: string): string | null => (realDateTime(end.length === 10 ? `${end} 00:00:00` : end) ? end : null);

/** `test(expr)` on the value, or on each element when the value is an array. */
function onValueOrElements(c: Column, test: (expr: string) => string): string {
  if (c.type !== "jsonb") return test(textOf(c));
  const col = ident(c.column);
  return `(CASE WHEN jsonb_typeof(${col}) = 'array' THEN EXISTS (SELECT 1 FROM jsonb_array_elements_text(${col}) AS e(v) WHERE ${test("e.v")}) ELSE ${test(textOf(c))} END)`;
}

const likeText = (text: string): string => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/**
 * A search of part of a text (`op`: LIKE, or ILIKE for the keyword) as its trigram index can
 * answer it (schema.ts listIndexes, decision 0087): `textOf(c) LIKE pattern` on the expression
 * the index is on, then on a jsonb column the exact test on the value or each of its elements.
 * A jsonb array's text is its JSON, which holds each element's text as is unless it has a quote,
 * a backslash or a control character (JSON escapes them): a search for such a text is answered
 * by the exact test alone (over the rows).
 */
function searchedInPart(c: Column, text: string, op: "LIKE" | "ILIKE", pattern: string, exact: (expr: string) => string): string {
  // a text column is its text: the index's own test is the exact one
  if (c.type !== "jsonb") return `${ident(c.column)} ${op} ${pattern}`;
  const whole = onValueOrElements(c, exact);
  // eslint-disable-next-line no-control-regex -- what JSON escapes
  return /["\\\u0000-\u001f]/.test(text) ? whole : `(${textOf(c)} ${op} ${pattern} AND ${whole})`;
}

function whereOf(spec: TableSpec, q: PageQuery, leaveOut?: string): Where {
  const column = (key: string): Column => {
    const c = spec.columns.find((col) => col.key === key);
    if (!c) throw new Error(`${spec.table} 没有列 ${key}`);
    return c;
  };
  const w = new Where();
  w.parts.push(`shop_alias = ${w.bind(q.shop)}`);
  for (const f of q.filters) {
    if (f.field === leaveOut) continue;
    // a list's records by a key of theirs: the repository's query (sql-where.ts), never a list page's
    if (f.element !== undefined) throw new Error(`${q.resource}.${f.field}[].${f.element}：列表页不按列表中记录的字段筛选`);
    const c = column(f.field);
    if (f.kind === "range") {
      const [from, to] = (f.wanted as unknown[]).map((x) => String(x ?? ""));
      const bound = (op: string, end: string) => {
        // a time column against a time: compared as instants (its index serves), which orders as the wall times' text does
        const typed = c.type === "timestamptz" && timeEnd(end) !== null;
        w.parts.push(typed ? `${ident(c.column)} ${op} ${w.bind(c.codec.encode(end))}::timestamptz` : `${textOf(c)} ${op} ${w.bind(end)}`);
      };
      if (from) bound(">=", from);
      if (to) bound("<=", to.length === 10 ? `${to} 23:59:59` : to);
      continue;
    }
    if (f.kind === "part") {
      const part = String(f.wanted).trim();
      const like = w.bind(likeText(part));
      w.parts.push(searchedInPart(c, part, "LIKE", like, (expr) => `${expr} LIKE ${like}`));
      continue;
    }
    const wanted = (Array.isArray(f.wanted) ? f.wanted : [f.wanted]).map(String);
    if (c.type !== "jsonb") {
      // the column's own values whose text is wanted: the same rows, found by the column's index
      const held = heldValues(c, wanted);
      w.parts.push(held.length ? `${ident(c.column)} = ANY(${w.bind(held)}${c.codec.cast}[])` : "FALSE");
      continue;
    }
    const list = w.bind(wanted);
    const oneOf = (expr: string) => `${expr} = ANY(${list}::text[])`;
    // one value: the test as the filter's index has it (schema.ts listIndexes), which a CASE would hide
    w.parts.push(f.scalar ? oneOf(textOf(c)) : onValueOrElements(c, oneOf));
  }
  for (const key of q.empty) {
    const c = column(key);
    const col = ident(c.column);
    // "" in a typed column other than text is kept in extra: the column is NULL
    w.parts.push(c.type === "jsonb" ? `(${col} IS NULL OR ${col} IN ('""'::jsonb, '[]'::jsonb))` : c.type === "text" ? `(${col} IS NULL OR ${col} = '')` : `${col} IS NULL`);
  }
  if (q.keyword) {
    const { text } = q.keyword;
    const like = w.bind(likeText(text));
    w.parts.push(`(${q.keyword.fields.map((k) => searchedInPart(column(k), text, "ILIKE", like, (expr) => `lower(${expr}) LIKE ${like}`)).join(" OR ")})`);
  }
  return w;
}

/** The sum of a field's numbers (a value not a number adds nothing), exact: summed as numeric, read as its text. */
function numbersOf(c: Column): string {
  const col = ident(c.column);
  if (c.kind === "money" || c.kind === "integer" || c.kind === "number") return `trim_scale(coalesce(sum(${col}), 0)::numeric)::text`;
  if (c.type !== "jsonb") throw new Error(`${c.key} 不是数字列，不能求和`);
  return `trim_scale(coalesce(sum(CASE WHEN jsonb_typeof(${col}) = 'number' THEN (${col} #>> '{}')::numeric END), 0))::text`;
}

export async function readPage(sql: Sql, spec: TableSpec, q: PageQuery): Promise<StoredPage> {
  const table = ident(spec.table);
  const columnOf = (key: string | undefined) => spec.columns.find((c) => c.key === key);
  const sumColumn = q.sum === undefined ? undefined : columnOf(q.sum);
  if (q.sum !== undefined && !sumColumn) throw new Error(`${spec.table} 没有列 ${q.sum}`);
  const summed = sumColumn ? numbersOf(sumColumn) : "'0'";
  let rows: Record<string, unknown>[] = [];
  // a page size of 0 asks for the figures only
  if (q.pageSize > 0) {
    const where = whereOf(spec, q);
    const sortColumn = columnOf(q.sort.field);
    const dir = q.sort.order === "asc" ? "ASC" : "DESC";
    // the table's column, not the select list's text of it (a bare name in ORDER BY is the output column: 100 before 19.9)
    const order = `${table}.${sortColumn ? ident(sortColumn.column) : "alias"} ${dir} NULLS ${dir === "ASC" ? "FIRST" : "LAST"}, ${table}.alias ${dir}`;
    const limit = where.bind(q.pageSize);
    const offset = where.bind((q.page - 1) * q.pageSize);
    rows = await sql.query<Record<string, unknown>>(`SELECT ${selectList(spec)} FROM ${table} ${where.sql} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`, where.params);
  }
  const counts = q.countBy ? ((await keptTabCounts(sql, spec, q)) ?? (await tabCounts(sql, spec, q, q.countBy))) : undefined;
  let total = counts && !sumColumn ? totalOfTabs(q, counts) : null;
  let sum: number | undefined;
  if (total === null) {
    const counted = whereOf(spec, q);
    const [found] = await sql.query<{ n: number; s: string }>(`SELECT count(*)::float8 AS n, ${summed} AS s FROM ${table} ${counted.sql}`, counted.params);
    total = Number(found?.n ?? 0);
    sum = Number(found?.s ?? 0);
  }
  const page: StoredPage = { rows: rows.map((r) => rowOf(spec, r) as ResourceRow), total };
  if (sumColumn) page.sum = sum ?? 0;
  if (counts) page.counts = counts;
  if (q.perDay) {
    const c = columnOf(q.perDay);
    if (!c) throw new Error(`${spec.table} 没有列 ${q.perDay}`);
    const where = whereOf(spec, q);
    const days = await sql.query<{ d: string; n: number; s: string }>(
      `SELECT coalesce(substr(${textOf(c)}, 1, 10), '') AS d, count(*)::float8 AS n, ${summed} AS s FROM ${table} ${where.sql} GROUP BY 1 ORDER BY 1`, where.params);
    page.days = Object.fromEntries(days.map((g) => [g.d, { count: Number(g.n), sum: Number(g.s) }]));
  }
  return page;
}

/**
 * The tabs' counts: per value of `field` (as text) under the other filters, grouped by the column
 * itself, which its tab index holds (schema.ts), so they are counted from the index; values of
 * one text (1 and "1") are added together.
 */
async function tabCounts(sql: Sql, spec: TableSpec, q: PageQuery, field: string): Promise<Record<string, number>> {
  const c = spec.columns.find((col) => col.key === field);
  if (!c) throw new Error(`${spec.table} 没有列 ${field}`);
  const others = whereOf(spec, q, field);
  const groups = await sql.query<{ v: string; n: number }>(
    `SELECT coalesce(${textOf(c)}, '') AS v, count(*)::float8 AS n FROM ${ident(spec.table)} ${others.sql} GROUP BY ${ident(c.column)} ORDER BY 1`, others.params);
  const counts: Record<string, number> = {};
  for (const g of groups) counts[g.v] = (counts[g.v] ?? 0) + Number(g.n);
  return counts;
}

/**
 * The list's total from its tabs' counts, which are taken under every other filter: all of them
 * when the tab field is not filtered, those of the wanted values when it is filtered by one value
 * of a one-value field; null when it cannot be told (a range, a part, a list field): counted then.
 */
function totalOfTabs(q: PageQuery, counts: Record<string, number>): number | null {
  const on = q.filters.filter((f) => f.field === q.countBy);
  const all = Object.values(counts).reduce((a, b) => a + b, 0);
  if (on.length === 0 && !q.empty.includes(q.countBy ?? "")) return all;
  const [f] = on;
  if (on.length !== 1 || !f || f.kind !== "equal" || !f.scalar || q.empty.includes(q.countBy ?? "")) return null;
  const wanted = new Set((Array.isArray(f.wanted) ? f.wanted : [f.wanted]).map(String));
  return [...wanted].reduce((n, v) => n + (counts[v] ?? 0), 0);
}

/** The server's API's `pageReader` port: lists of the call's transaction answered in SQL (store.ts runs each call inside one). */
export function sqlPageReader(specs: readonly TableSpec[], fallback: Sql): PageReader {
  const byKey = new Map(specs.map((s) => [s.key, s]));
  return async (q) => {
    const spec = byKey.get(tableKeyOfRecords(q.resource));
    if (!spec) throw new Error(`没有资源 ${q.resource} 的表`);
    const tx = callTransaction.getStore();
    return tx ? pageOfCall(tx, q, () => readPage(tx, spec, q)) : readPage(fallback, spec, q);
  };
}
