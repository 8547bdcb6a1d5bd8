import { RepositoryValueError } from "./errors";
import { normalized, realDate, realDateTime } from "./field-kinds";
import type { FieldDef, FieldKind, ListQuery, TableDef, Where } from "./types";

/**
 * A list query checked against its table before either store answers it, and its wanted values
 * brought to the form the fields keep (field-kinds.ts), so memory and SQL read it alike: a key
 * the table lacks, a day range that is no day, a sum of text are refused (RepositoryValueError)
 * on both stores, not only where SQL would have no column for them.
 */

const META_KINDS: Record<string, FieldKind> = { alias: "text", shop_alias: "text", created_at: "datetime", updated_at: "datetime" };
const NUMERIC: ReadonlySet<FieldKind> = new Set(["money", "integer", "number"]);
const DATED: ReadonlySet<FieldKind> = new Set(["datetime", "date"]);

/** A stored key's kind: a field's, or a record column's (the times are datetimes); a key the table lacks throws. */
export function kindOfKey(table: TableDef, fields: ReadonlyMap<string, FieldDef>, key: string): FieldKind {
  const kind = fields.get(key)?.kind ?? META_KINDS[key];
  if (!kind) throw new RepositoryValueError(`${table.name} 没有字段 ${key}`);
  return kind;
}

/** A range end as page-rows.ts compares it: a real day ('YYYY-MM-DD', its whole day at the upper end) or date-time; "" is open. */
function rangeEnd(table: TableDef, key: string, value: unknown): string {
  const text = String(value ?? "");
  if (text === "") return "";
  const real = text.length === 10 ? realDate(text) : realDateTime(text);
  if (real === null) throw new RepositoryValueError(`${table.name}.${key} 的范围 ${text} 不是日期`);
  return real;
}

/** One wanted value in the field's own form (12.50 → "12.5", as the stored 12.5 reads as text); one it cannot hold stays as given and matches nothing. */
function wantedOf(table: TableDef, field: FieldDef | undefined, value: unknown): unknown {
  if (!field || !(NUMERIC.has(field.kind) || DATED.has(field.kind))) return value;
  try {
    const v = normalized(table.name, field, value);
    return v === undefined ? value : String(v);
  } catch {
    return value;
  }
}

export function checkedWhere<Q extends Where>(table: TableDef, fields: ReadonlyMap<string, FieldDef>, q: Q): Q {
  const filters = (q.filters ?? []).map((f) => {
    // a key kept beside the fields is a JSON value (an equal filter's, by its text)
    const beside = f.beyondFields === true && !fields.has(f.field) && !(f.field in META_KINDS);
    if (beside && f.kind !== "equal") throw new RepositoryValueError(`${table.name}.${f.field} 不是字段，只能按值筛选`);
    const kind = beside ? "json" : kindOfKey(table, fields, f.field);
    if (f.kind === "range") {
      if (!DATED.has(kind) || !Array.isArray(f.wanted)) throw new RepositoryValueError(`${table.name}.${f.field} 不能按范围筛选`);
      const [from, to] = f.wanted as unknown[];
      return { ...f, wanted: [rangeEnd(table, f.field, from), rangeEnd(table, f.field, to)] };
    }
    if (f.kind === "part") return f;
    if (f.element !== undefined) {
      if (f.kind !== "equal" || kind !== "json") throw new RepositoryValueError(`${table.name}.${f.field} 不是记录的列表，不能按其中的 ${f.element} 筛选`);
      return { ...f, wanted: (Array.isArray(f.wanted) ? f.wanted : [f.wanted]).map(String) };
    }
    const field = fields.get(f.field);
    const wanted = Array.isArray(f.wanted) ? f.wanted.map((w) => wantedOf(table, field, w)) : wantedOf(table, field, f.wanted);
    return { ...f, wanted };
  });
  for (const key of q.empty ?? []) kindOfKey(table, fields, key);
  for (const key of q.keyword?.fields ?? []) kindOfKey(table, fields, key);
  return { ...q, filters };
}

/** A field that can be summed: money, integer, number. */
export function summedField(table: TableDef, fields: ReadonlyMap<string, FieldDef>, key: string): FieldDef {
  const kind = kindOfKey(table, fields, key);
  const field = fields.get(key);
  if (!field || !NUMERIC.has(kind)) throw new RepositoryValueError(`${table.name}.${key} 不是数，不能求和`);
  return field;
}

export function checkedQuery(table: TableDef, fields: ReadonlyMap<string, FieldDef>, q: ListQuery): ListQuery {
  kindOfKey(table, fields, q.sort.field);
  if (q.countBy !== undefined) kindOfKey(table, fields, q.countBy);
  if (q.sum !== undefined) summedField(table, fields, q.sum);
  if (q.perDay !== undefined) kindOfKey(table, fields, q.perDay);
  if (!Number.isInteger(q.page) || q.page < 1 || !Number.isInteger(q.pageSize) || q.pageSize < 0) throw new RepositoryValueError(`${table.name} 的分页不对：${q.page} / ${q.pageSize}`);
  return checkedWhere(table, fields, q);
}

/** A Where as a count-only list query (page size 0, the default order). */
export const whereQuery = (where: Where): ListQuery => ({
  shop: where.shop, filters: where.filters ?? [], empty: where.empty ?? [], keyword: where.keyword ?? null,
  sort: { field: "alias", order: "asc" }, page: 1, pageSize: 0,
});
