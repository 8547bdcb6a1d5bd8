import type { DayFigures, PageQuery, PageReader, StoredPage } from "./page-reader";
import { shopRecords } from "./shop-records";
import type { Db, ResourceRow } from "./types";

/**
 * A PageQuery answered over a shop's rows in memory, as src/server/page-sql.ts answers it in
 * SQL, and only as it does: the store the page and the tests run on gets the same figures as
 * the server (decision 0058). Each rule below is the SQL's, in the SQL's terms:
 * - a record's alias, shop, created_at and updated_at are text columns (a value not a string is
 *   NULL there); every field is a jsonb column read as text (`col #>> '{}'`): a string as is, a
 *   number or a flag as JSON writes it, null or unset as NULL, which matches no filter;
 * - equal: the text is one of the wanted values' texts (String); an array field matches when
 *   one of its elements does; part: the text (or an element) holds the wanted text trimmed;
 *   range: from ≤ text ≤ to, a bare 'YYYY-MM-DD' end taking in that whole day;
 * - empty: unset, null, "" or [] (for a text column: not a string, or "");
 * - keyword: one of the fields' texts (or elements), lower-cased, holds the keyword;
 * - order: the field, unset first going up and last going down, then the alias the same way;
 *   values of one kind compare as numbers or by their characters (jsonb's order of kinds:
 *   text < number < flag < array < object);
 * - sum: the numbers only; per day: the text's first 10 characters, "" when unset.
 * The rows are read whole here: that is the in-page store, never the server's.
 */

const TEXT_COLUMNS = new Set(["alias", "shop_alias", "created_at", "updated_at"]);

/** A jsonb value written as Postgres writes it (`#>> '{}'` of an array or an object). */
function jsonbText(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map((x) => (x === null || x === undefined ? "null" : jsonbText(x))).join(", ")}]`;
  if (v && typeof v === "object") {
    // jsonb keeps an object's keys shorter first, then by their bytes
    const keys = Object.keys(v).filter((k) => (v as Record<string, unknown>)[k] !== undefined).sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
    return `{${keys.map((k) => `${JSON.stringify(k)}: ${jsonbText((v as Record<string, unknown>)[k] ?? null)}`).join(", ")}}`;
  }
  return typeof v === "string" ? JSON.stringify(v) : String(v);
}

/** A scalar's text as `#>> '{}'` (or an array element's as jsonb_array_elements_text) gives it; null for NULL. */
function scalarText(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  if (typeof v === "string") return v;
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  return jsonbText(v);
}

/** The field's value as its column reads as text. */
function textOf(row: ResourceRow, field: string): string | null {
  const v = row[field];
  if (TEXT_COLUMNS.has(field)) return typeof v === "string" ? v : null;
  return scalarText(v);
}

/** `test` on the value's text, or on each element's when it is an array (page-sql.ts onValueOrElements). */
function onValueOrElements(row: ResourceRow, field: string, test: (text: string) => boolean): boolean {
  const v = row[field];
  if (Array.isArray(v) && !TEXT_COLUMNS.has(field)) return v.some((e) => {
    const t = scalarText(e);
    return t !== null && test(t);
  });
  const t = textOf(row, field);
  return t !== null && test(t);
}

/** Whether `v` is a list with a record whose `key` reads as one of `wanted` (sql-where.ts's jsonb_array_elements test). */
function holdsElement(v: unknown, key: string, wanted: readonly string[]): boolean {
  if (!Array.isArray(v)) return false;
  return v.some((e) => {
    if (typeof e !== "object" || e === null || Array.isArray(e)) return false;
    const t = scalarText((e as Record<string, unknown>)[key]);
    return t !== null && wanted.includes(t);
  });
}

function isEmptyValue(row: ResourceRow, field: string): boolean {
  const v = row[field];
  if (TEXT_COLUMNS.has(field)) return typeof v !== "string" || v === "";
  return v === undefined || v === null || v === "" || (Array.isArray(v) && v.length === 0);
}

function kept(row: ResourceRow, q: PageQuery, leaveOut?: string): boolean {
  for (const f of q.filters) {
    if (f.field === leaveOut) continue;
    if (f.kind === "range") {
      const [from, to] = (f.wanted as unknown[]).map((x) => String(x ?? ""));
      const t = textOf(row, f.field);
      if ((from || to) && t === null) return false;
      if (t === null) continue;
      if (from && t < from) return false;
      if (to && t > (to.length === 10 ? `${to} 23:59:59` : to)) return false;
      continue;
    }
    if (f.kind === "part") {
      const part = String(f.wanted).trim();
      if (!onValueOrElements(row, f.field, (t) => t.includes(part))) return false;
      continue;
    }
    const wanted = (Array.isArray(f.wanted) ? f.wanted : [f.wanted]).map(String);
    if (f.element !== undefined) {
      if (!holdsElement(row[f.field], f.element, wanted)) return false;
      continue;
    }
    if (!onValueOrElements(row, f.field, (t) => wanted.includes(t))) return false;
  }
  for (const field of q.empty) if (!isEmptyValue(row, field)) return false;
  if (q.keyword) {
    const { text, fields } = q.keyword;
    if (!fields.some((field) => onValueOrElements(row, field, (t) => t.toLowerCase().includes(text)))) return false;
  }
  return true;
}

/** jsonb's order of kinds (a text column holds only text). */
function kindRank(v: unknown): number {
  if (typeof v === "string") return 0;
  if (typeof v === "number") return 1;
  if (typeof v === "boolean") return 2;
  return Array.isArray(v) ? 3 : 4;
}

const byChars = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function compareValues(a: unknown, b: unknown): number {
  const rank = kindRank(a) - kindRank(b);
  if (rank) return rank;
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (typeof a === "boolean" && typeof b === "boolean") return Number(a) - Number(b);
  return byChars(typeof a === "string" ? a : jsonbText(a), typeof b === "string" ? b : jsonbText(b));
}

/** ORDER BY field DIR NULLS FIRST|LAST, alias DIR. */
function order(q: PageQuery): (a: ResourceRow, b: ResourceRow) => number {
  const { field } = q.sort;
  const dir = q.sort.order === "asc" ? 1 : -1;
  const valueOf = (row: ResourceRow): unknown => {
    const v = row[field];
    if (TEXT_COLUMNS.has(field)) return typeof v === "string" ? v : null;
    return v === undefined ? null : v;
  };
  return (a, b) => {
    const [x, y] = [valueOf(a), valueOf(b)];
    // NULLS FIRST going up, NULLS LAST going down: null is the smallest either way
    const unset = Number(y === null) - Number(x === null);
    const byField = unset || (x === null ? 0 : compareValues(x, y));
    return dir * (byField || byChars(String(a.alias ?? ""), String(b.alias ?? "")));
  };
}

function numberIn(row: ResourceRow, field: string): number {
  if (TEXT_COLUMNS.has(field)) throw new Error(`${field} 是文本列，不能求和`);
  const v = row[field];
  return typeof v === "number" ? v : 0;
}

/** The query over rows already of its shop. */
export function answerFromRows(rows: readonly ResourceRow[], q: PageQuery): StoredPage {
  const matching = rows.filter((row) => kept(row, q));
  const page: StoredPage = { rows: [], total: matching.length };
  if (q.pageSize > 0) {
    const start = (q.page - 1) * q.pageSize;
    // copies: a page of the server's rows is never the db's own (a handler writing one changes nothing)
    page.rows = [...matching].sort(order(q)).slice(start, start + q.pageSize).map((row) => structuredClone(row));
  }
  const sumField = q.sum;
  if (sumField) page.sum = matching.reduce((s, row) => s + numberIn(row, sumField), 0);
  if (q.countBy) {
    const countBy = q.countBy;
    page.counts = {};
    for (const row of rows.filter((r) => kept(r, q, countBy))) {
      const value = textOf(row, countBy) ?? "";
      page.counts[value] = (page.counts[value] ?? 0) + 1;
    }
  }
  if (q.perDay) {
    const days: Record<string, DayFigures> = {};
    for (const row of matching) {
      const d = (textOf(row, q.perDay) ?? "").slice(0, 10);
      const figures = (days[d] ??= { count: 0, sum: 0 });
      figures.count += 1;
      if (sumField) figures.sum += numberIn(row, sumField);
    }
    page.days = days;
  }
  return page;
}

/** Queries answered over `db`'s rows (the in-page store; tests install it as the page reader). */
export function rowsReader(db: Db): PageReader {
  return (q) => Promise.resolve(answerFromRows(shopRecords(db, { name: q.resource }, q.shop), q));
}
