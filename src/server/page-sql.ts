import { tableKeyOfRecords } from "../api/db-tables";
import { setPageReader, type PageQuery, type StoredPage } from "../api/page-reader";
import type { ResourceRow } from "../api/types";
import { pageOfCall } from "./call-pages";
import { callTransaction } from "./files";
import type { Column, TableSpec } from "./schema";
import { ident, type Sql } from "./sql";
import { keptTabCounts } from "./tab-counts";
import { columnList, rowOf } from "./table-io";

/**
 * A resource's list page answered in SQL (decision 0053): the filters, the keyword, the order
 * and the page of query.ts's listPage, written as a WHERE, an ORDER BY and a LIMIT over the
 * resource's table, with the count and the tab counts beside it, so a list reads only its page.
 * Field columns are jsonb: `col #>> '{}'` is the value as text, as listPage compares it
 * (String(value)); an array field matches when one of its elements does. A query may ask for
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

const textOf = (c: Column): string => (c.type === "jsonb" ? `(${ident(c.column)} #>> '{}')` : ident(c.column));

/** `test(expr)` on the value, or on each element when the value is an array. */
function onValueOrElements(c: Column, test: (expr: string) => string): string {
  if (c.type !== "jsonb") return test(ident(c.column));
  const col = ident(c.column);
  return `(CASE WHEN jsonb_typeof(${col}) = 'array' THEN EXISTS (SELECT 1 FROM jsonb_array_elements_text(${col}) AS e(v) WHERE ${test("e.v")}) ELSE ${test(textOf(c))} END)`;
}

const likeText = (text: string): string => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

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
    const c = column(f.field);
    if (f.kind === "range") {
      const [from, to] = (f.wanted as unknown[]).map((x) => String(x ?? ""));
      if (from) w.parts.push(`${textOf(c)} >= ${w.bind(from)}`);
      if (to) w.parts.push(`${textOf(c)} <= ${w.bind(to.length === 10 ? `${to} 23:59:59` : to)}`);
      continue;
    }
    if (f.kind === "part") {
      const part = w.bind(String(f.wanted).trim());
      w.parts.push(onValueOrElements(c, (expr) => `strpos(${expr}, ${part}) > 0`));
      continue;
    }
    const wanted = (Array.isArray(f.wanted) ? f.wanted : [f.wanted]).map(String);
    const list = w.bind(wanted);
    const oneOf = (expr: string) => `${expr} = ANY(${list}::text[])`;
    // one value: the test as the filter's index has it (schema.ts listIndexes), which a CASE would hide
    w.parts.push(f.scalar ? oneOf(textOf(c)) : onValueOrElements(c, oneOf));
  }
  for (const key of q.empty) {
    const c = column(key);
    w.parts.push(c.type === "jsonb" ? `(${ident(c.column)} IS NULL OR ${ident(c.column)} IN ('""'::jsonb, '[]'::jsonb))` : `(${ident(c.column)} IS NULL OR ${ident(c.column)} = '')`);
  }
  if (q.keyword) {
    const like = w.bind(likeText(q.keyword.text));
    w.parts.push(`(${q.keyword.fields.map((k) => onValueOrElements(column(k), (expr) => `lower(${expr}) LIKE ${like}`)).join(" OR ")})`);
  }
  return w;
}

/** The sum of a field's numbers (a value not a number adds nothing), exact: summed as numeric. */
function numbersOf(c: Column): string {
  if (c.type !== "jsonb") throw new Error(`${c.key} 是文本列，不能求和`);
  const col = ident(c.column);
  return `coalesce(sum(CASE WHEN jsonb_typeof(${col}) = 'number' THEN (${col} #>> '{}')::numeric END), 0)::float8`;
}

export async function readPage(sql: Sql, spec: TableSpec, q: PageQuery): Promise<StoredPage> {
  const table = ident(spec.table);
  const columnOf = (key: string | undefined) => spec.columns.find((c) => c.key === key);
  const sumColumn = q.sum === undefined ? undefined : columnOf(q.sum);
  if (q.sum !== undefined && !sumColumn) throw new Error(`${spec.table} 没有列 ${q.sum}`);
  const summed = sumColumn ? numbersOf(sumColumn) : "0";
  let rows: Record<string, unknown>[] = [];
  // a page size of 0 asks for the figures only
  if (q.pageSize > 0) {
    const where = whereOf(spec, q);
    const sortColumn = columnOf(q.sort.field);
    const dir = q.sort.order === "asc" ? "ASC" : "DESC";
    const order = `${sortColumn ? ident(sortColumn.column) : "alias"} ${dir} NULLS ${dir === "ASC" ? "FIRST" : "LAST"}, alias ${dir}`;
    const limit = where.bind(q.pageSize);
    const offset = where.bind((q.page - 1) * q.pageSize);
    rows = await sql.query<Record<string, unknown>>(`SELECT ${columnList(spec)} FROM ${table} ${where.sql} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`, where.params);
  }
  const counts = q.countBy ? ((await keptTabCounts(sql, spec, q)) ?? (await tabCounts(sql, spec, q, q.countBy))) : undefined;
  let total = counts && !sumColumn ? totalOfTabs(q, counts) : null;
  let sum: number | undefined;
  if (total === null) {
    const counted = whereOf(spec, q);
    const [found] = await sql.query<{ n: number; s: number }>(`SELECT count(*)::float8 AS n, ${summed} AS s FROM ${table} ${counted.sql}`, counted.params);
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
    const days = await sql.query<{ d: string; n: number; s: number }>(
      `SELECT coalesce(substr(${textOf(c)}, 1, 10), '') AS d, count(*)::float8 AS n, ${summed} AS s FROM ${table} ${where.sql} GROUP BY 1`, where.params);
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
    `SELECT coalesce(${textOf(c)}, '') AS v, count(*)::float8 AS n FROM ${ident(spec.table)} ${others.sql} GROUP BY ${ident(c.column)}`, others.params);
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

/** Lists of the call's transaction answered in SQL (store.ts runs each call inside one). */
export function readPagesIn(specs: readonly TableSpec[], fallback: Sql): void {
  const byKey = new Map(specs.map((s) => [s.key, s]));
  setPageReader(async (q) => {
    const spec = byKey.get(tableKeyOfRecords(q.resource));
    if (!spec) throw new Error(`没有资源 ${q.resource} 的表`);
    const tx = callTransaction.getStore();
    return tx ? pageOfCall(tx, q, () => readPage(tx, spec, q)) : readPage(fallback, spec, q);
  });
}
