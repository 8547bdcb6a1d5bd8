import type { FieldConfig, ResourceConfig } from "../engine/types";
import { typeOf } from "../engine/validation";
import { str } from "./check";
import type { PageQuery } from "./page-reader";
import { isEmpty, pageOf, RESERVED, sortOf } from "./query";
import type { Body } from "./types";

/**
 * The list body of a config resource as a PageQuery the store can answer itself, or null when
 * any part of it reads what is not stored as is (a computed field, a relation's display name, an
 * extension's filter, text sorted by the reader's collation): that list is cut from the rows.
 */

/** Field types whose stored values order in SQL as compare() orders them (numbers, ISO dates, codes). */
const SORTABLE = new Set(["number", "integer", "money", "percent", "date", "datetime", "enum", "flag"]);
const DATED = new Set(["date", "datetime"]);
const META = ["alias", "created_at", "updated_at"];

export interface ListShape {
  config: ResourceConfig;
  /** Keys the output computes (the extensions' `computes`); null: unknown (an output without it). */
  computed: ReadonlySet<string> | null;
  /** Request keys an extension filters by itself. */
  customFilters: ReadonlySet<string>;
  /** Request keys that match part of a stored field (an extension's "part" filters). */
  partFilters: ReadonlySet<string>;
  /** Keys where "" asks for empty values (a tree's parent). */
  emptyKeys: ReadonlySet<string>;
  defaultSort?: [string, "asc" | "desc"];
  maxPageSize: number;
}

export function pageQueryOf(shape: ListShape, shop: string, body: Body): PageQuery | null {
  const { config, computed } = shape;
  if (!computed) return null;
  const fields = new Map<string, FieldConfig | null>(config.fields.map((f) => [f.key, f]));
  for (const p of Object.values(config.routeParams ?? {})) if (!fields.has(p)) fields.set(p, null);
  const stored = (key: string) => (fields.has(key) || META.includes(key)) && !computed.has(key);
  const typeOfKey = (key: string) => (META.includes(key) ? (key === "alias" ? "text" : "datetime") : fields.get(key) ? typeOf(fields.get(key) as FieldConfig) : "text");
  // a display field is in the output, not stored: a filter on it cannot be answered here
  const shown = new Set(config.fields.flatMap((f) => (f.relation?.displayField ? [f.relation.displayField] : [])));

  const filters: PageQuery["filters"] = [];
  const empty: string[] = [];
  for (const [key, wanted] of Object.entries(body)) {
    if (shape.emptyKeys.has(key) && (wanted === "" || wanted === null)) {
      if (!stored(key)) return null;
      empty.push(key);
      continue;
    }
    if (RESERVED.has(key) || isEmpty(wanted)) continue;
    if (shape.customFilters.has(key) || computed.has(key) || shown.has(key)) return null;
    if (!stored(key)) continue; // a key the output lacks filters nothing (query.ts)
    const kind = shape.partFilters.has(key) ? "part" : Array.isArray(wanted) && DATED.has(typeOfKey(key)) ? "range" : "equal";
    // a number, date, enum or flag is one value, never a list: its SQL test can use the filter's index
    filters.push({ field: key, kind, wanted, ...(SORTABLE.has(typeOfKey(key)) ? { scalar: true } : {}) });
  }
  const text = str(body, "keyword").toLowerCase();
  let keyword: PageQuery["keyword"] = null;
  if (text) {
    const searched = config.keyword?.fields;
    if (!searched || !searched.every((k) => stored(k))) return null;
    keyword = { text, fields: [...searched] };
  }
  const sort = sortOf(body, shape.defaultSort);
  if (!stored(sort.field) || !(SORTABLE.has(typeOfKey(sort.field)) || sort.field === "alias")) return null;
  const countBy = config.tabs?.field;
  if (countBy && !stored(countBy)) return null;
  return { resource: config.name, shop, filters, empty, keyword, sort, ...pageOf(body, shape.maxPageSize), countBy };
}

/**
 * A query of a config resource's stored fields, by the same body its list takes (an array on a
 * date field is a day range, else "one of"; an empty value filters nothing), for a handler's
 * figures (readStored): by default the count only (page size 0), newest first. `more` adds a
 * page, a sum or counts per day. A key the config does not store is a mistake, told at once on
 * every store (the SQL would have no column for it).
 */
export function storedQuery(config: Pick<ResourceConfig, "name" | "fields">, shop: string, where: Body, more: Partial<PageQuery> = {}): PageQuery {
  const fields = new Map(config.fields.map((f) => [f.key, f]));
  const typeOfKey = (key: string): string => {
    const f = fields.get(key);
    if (f) return typeOf(f);
    if (META.includes(key)) return key === "alias" ? "text" : "datetime";
    throw new Error(`${config.name} 没有字段 ${key}`);
  };
  for (const key of [more.sum, more.perDay, more.countBy, more.sort?.field, ...(more.empty ?? [])]) if (key !== undefined) typeOfKey(key);
  const filters: PageQuery["filters"] = Object.entries(where).flatMap(([field, wanted]) => {
    const kind = Array.isArray(wanted) && DATED.has(typeOfKey(field)) ? "range" : "equal";
    return isEmpty(wanted) ? [] : [{ field, kind, wanted }];
  });
  return { resource: config.name, shop, filters, empty: [], keyword: null, sort: { field: "created_at", order: "desc" }, page: 1, pageSize: 0, ...more };
}
