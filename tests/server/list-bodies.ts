import type { Rec, ResourceConfig } from "../../src/engine/types";

/** Bodies to try on a resource's list, from its config and its first rows. */
export function bodiesOf(c: ResourceConfig, rows: Rec[]): object[] {
  const bodies: object[] = [{}, { page: 2, page_size: 5 }];
  for (const f of c.fields.filter((x) => x.filter)) {
    const value = rows.map((r) => r[f.key]).find((v) => v !== null && v !== undefined && v !== "" && !Array.isArray(v) && typeof v !== "object");
    if (value !== undefined && f.type !== "date" && f.type !== "datetime") bodies.push({ [f.key]: value });
    // part of a text (a filter that matches part of it answers rows, one that wants all of it none), with spaces around
    if (typeof value === "string" && value.length > 3) bodies.push({ [f.key]: ` ${value.slice(1, -1)} ` });
  }
  if (c.tabs) for (const value of new Set(rows.map((r) => r[c.tabs?.field ?? ""]))) if (value !== null && value !== undefined) bodies.push({ [c.tabs.field]: value });
  const kw = c.keyword?.fields[0];
  const text = kw ? rows.map((r) => r[kw]).find((v): v is string => typeof v === "string" && v.length > 1) : undefined;
  if (text) bodies.push({ keyword: text.slice(0, 2) });
  const sortable = c.fields.filter((f) => typeof f.list === "object" && f.list !== null && "sortable" in f.list && f.list.sortable).map((f) => f.key);
  for (const field of sortable) for (const order of ["asc", "desc"]) bodies.push({ sort_field: field, sort_order: order, page_size: 20 });
  bodies.push({ created_at: ["2026-01-01", "2026-12-31"] });
  return bodies;
}
