import { normalized } from "../../api/repository/field-kinds";
import type { FieldDef, ListQuery, Where } from "../../api/repository/types";
import { CODECS } from "./columns";
import type { SqlColumn, SqlTable } from "./sql-tables";

/**
 * A list query's WHERE over a repository table's typed columns, rule for rule as page-rows.ts
 * reads the kept values (the memory store's evaluator), and as src/server/page-sql.ts reads
 * today's jsonb columns: equal is one of the wanted values (an array field: one of its elements),
 * part holds the text, a range takes a bare day's end in whole, empty is unset or "" or [], the
 * keyword is a lower-cased part of one of its fields. A scalar column compares typed (an index
 * on it serves), which is the text comparison for the values the field can keep: query-check.ts
 * brought the wanted values to that form.
 */

export class Params {
  readonly values: unknown[] = [];
  bind(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** `test(expr)` on the value as text, or on each element's text when the value is a JSON array. */
function onValueOrElements(c: SqlColumn, test: (expr: string) => string): string {
  if (c.codec.type !== "jsonb") return test(c.codec.text(c.column));
  const col = c.column;
  return `(CASE WHEN jsonb_typeof(${col}) = 'array' THEN EXISTS (SELECT 1 FROM jsonb_array_elements_text(${col}) AS e(v) WHERE ${test("e.v")}) ELSE ${test(c.codec.text(col))} END)`;
}

const likeText = (text: string): string => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** The wanted values a scalar column can hold, bound as its type; the others match nothing. */
function kept(table: SqlTable, c: SqlColumn, wanted: unknown[]): unknown[] {
  const field: FieldDef = { key: c.key, label: c.key, kind: c.kind };
  return wanted.flatMap((w) => {
    try {
      const v = normalized(table.def.name, field, field.kind === "text" ? String(w) : w);
      return v === undefined ? [] : [v];
    } catch {
      return [];
    }
  });
}

export function whereSql(table: SqlTable, q: Where | ListQuery, p: Params, leaveOut?: string): string {
  const column = (key: string): SqlColumn => table.columns.get(key) as SqlColumn;
  // a key kept beside the fields (query-check.ts let it through): its JSON value in `extra`
  const besideFields = (key: string): SqlColumn => ({ key, kind: "json", column: `(extra -> ${p.bind(key)})`, codec: CODECS.json });
  const parts = [`shop_alias = ${p.bind(q.shop)}`];
  for (const f of q.filters ?? []) {
    if (f.field === leaveOut) continue;
    const c = table.columns.get(f.field) ?? (f.beyondFields ? besideFields(f.field) : column(f.field));
    if (f.kind === "range") {
      const [from = "", to = ""] = f.wanted as string[];
      const bound = (end: string) => (c.codec.type === "timestamptz" ? `${p.bind(c.codec.encode(end))}::timestamptz` : p.bind(end));
      const expr = c.codec.type === "timestamptz" ? c.column : c.codec.text(c.column);
      if (from) parts.push(`${expr} >= ${bound(from)}`);
      if (to) parts.push(`${expr} <= ${bound(to.length === 10 ? `${to} 23:59:59` : to)}`);
      continue;
    }
    if (f.kind === "part") {
      const part = p.bind(String(f.wanted).trim());
      parts.push(onValueOrElements(c, (expr) => `strpos(${expr}, ${part}) > 0`));
      continue;
    }
    const wanted = Array.isArray(f.wanted) ? f.wanted : [f.wanted];
    if (f.element !== undefined) {
      // a list of records, one of which holds a wanted value under `element` (page-rows.ts holdsElement)
      const key = p.bind(f.element);
      const list = p.bind(wanted.map(String));
      const col = c.column;
      parts.push(c.codec.type !== "jsonb" ? "FALSE"
        : `(jsonb_typeof(${col}) = 'array' AND EXISTS (SELECT 1 FROM jsonb_array_elements(${col}) AS e(v) WHERE jsonb_typeof(e.v) = 'object' AND e.v ->> ${key} = ANY(${list}::text[])))`);
      continue;
    }
    if (c.codec.type === "jsonb") {
      const list = p.bind(wanted.map(String));
      parts.push(onValueOrElements(c, (expr) => `${expr} = ANY(${list}::text[])`));
      continue;
    }
    const values = kept(table, c, wanted);
    parts.push(values.length ? `${c.column} = ANY(${p.bind(values.map((v) => c.codec.encode(v)))}${c.codec.cast}[])` : "FALSE");
  }
  for (const key of q.empty ?? []) {
    const c = column(key);
    const col = c.column;
    parts.push(
      c.codec.type === "jsonb" ? `(${col} IS NULL OR ${col} IN ('""'::jsonb, '[]'::jsonb))` : c.codec.type === "text" ? `(${col} IS NULL OR ${col} = '')` : `${col} IS NULL`,
    );
  }
  if (q.keyword) {
    const like = p.bind(likeText(q.keyword.text));
    parts.push(`(${q.keyword.fields.map((k) => onValueOrElements(column(k), (expr) => `lower(${expr}) LIKE ${like}`)).join(" OR ")})`);
  }
  return `WHERE ${parts.join(" AND ")}`;
}
