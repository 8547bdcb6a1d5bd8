import type { Column, TableSpec } from "./schema";
import { ident, type Sql } from "./sql";

/**
 * Rows in and out of a table (schema.ts): a row's key goes to its column when the column's
 * type holds the value (text a string, float8 a finite number, jsonb any JSON but null),
 * else to `extra` (null included), so every row reads back as it was written: a column left
 * NULL is a key the row does not have, or one whose value extra holds.
 */

export type Row = Record<string, unknown>;

/** A stored row: its `pos` and its values. */
export interface Stored {
  pos: number;
  row: Row;
}

function fits(column: Column, value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (column.type === "text") return typeof value === "string";
  if (column.type === "float8") return typeof value === "number" && Number.isFinite(value);
  return true;
}

/** The parameter values of a row: one per column, then `extra`. */
export function rowParams(spec: TableSpec, row: Row): unknown[] {
  const extra: Row = {};
  const byKey = new Map(spec.columns.map((c) => [c.key, c]));
  for (const [key, value] of Object.entries(row)) {
    if (value === undefined) continue;
    const column = byKey.get(key);
    // null goes to extra too: a NULL column is a key the row does not have, and null must read back as null
    if (!column || !fits(column, value)) extra[key] = value;
  }
  const values = spec.columns.map((c) => {
    const value = row[c.key];
    if (!fits(c, value)) return null;
    return c.type === "jsonb" ? JSON.stringify(value) : value;
  });
  return [...values, JSON.stringify(extra)];
}

/** The placeholders of one row's values, `$1, $2::jsonb, …`, numbered from `from`. */
function placeholders(spec: TableSpec, from: number): string {
  const cast = (t: string) => (t === "jsonb" ? "::jsonb" : "");
  return [...spec.columns.map((c, i) => `$${from + i}${cast(c.type)}`), `$${from + spec.columns.length}::jsonb`].join(", ");
}

export const columnList = (spec: TableSpec): string => [...spec.columns.map((c) => ident(c.column)), "extra"].join(", ");

export function rowOf(spec: TableSpec, stored: Row): Row {
  const row: Row = {};
  for (const c of spec.columns) {
    const value = stored[c.column];
    if (value !== null && value !== undefined) row[c.key] = value;
  }
  const extra = stored.extra;
  if (typeof extra === "object" && extra !== null) Object.assign(row, extra);
  return row;
}

/** The rows `where` keeps (a condition over `params`; none: all), in the order they were added. */
async function selectRows(sql: Sql, spec: TableSpec, where: string, params: unknown[] = []): Promise<Stored[]> {
  const rows = await sql.query<Row>(`SELECT pos, ${columnList(spec)} FROM ${ident(spec.table)} ${where ? `WHERE ${where}` : ""} ORDER BY pos`, params);
  return rows.map((r) => ({ pos: Number(r.pos), row: rowOf(spec, r) }));
}

/** Every row of a table (of one shop's, when `shop` is given) in the order they were added. */
export function loadRows(sql: Sql, spec: TableSpec, shop?: string): Promise<Stored[]> {
  return shop === undefined ? selectRows(sql, spec, "") : selectRows(sql, spec, "shop_alias = $1", [shop]);
}

/** The rows whose text column `column` is `value`, in the order they were added (a session by its token). */
export function loadRowsWhere(sql: Sql, spec: TableSpec, column: Column, value: string): Promise<Stored[]> {
  return selectRows(sql, spec, `${ident(column.column)} = $1`, [value]);
}

/**
 * A shop's rows related to any of `values` by `path` (db-reach.ts relatesBy): the jsonb column
 * `column` is the value, or for `list[].field` an array of objects one of which has it; with no
 * column (null), the key is kept in `extra` (rowParams), and its value there is tested the same way.
 */
export async function loadRelatedRows(sql: Sql, spec: TableSpec, column: Column | null, shop: string, path: string, values: readonly string[]): Promise<Stored[]> {
  if (!values.length) return [];
  const col = column ? ident(column.column) : `(extra -> ${quoteText(path.split("[].")[0] ?? path)})`;
  const field = path.split("[].")[1];
  const test =
    field === undefined
      ? `jsonb_typeof(${col}) = 'string' AND (${col} #>> '{}') = ANY($2::text[])`
      : `jsonb_typeof(${col}) = 'array' AND EXISTS (SELECT 1 FROM jsonb_array_elements(${col}) AS it(v) WHERE jsonb_typeof(it.v -> $3) = 'string' AND (it.v ->> $3) = ANY($2::text[]))`;
  return selectRows(sql, spec, `shop_alias = $1 AND ${test}`, field === undefined ? [shop, values] : [shop, values, field]);
}

/**
 * A shop's rows in one state (a jsonb `status` column's text) whose text field `field` is at or
 * before `before` (the rules' due rows, src/server/rules-job.ts): read by the (shop, status) index
 * the list's tabs have, so it costs the shop's rows in that state, never the table.
 */
export function loadDueRows(sql: Sql, spec: TableSpec, shop: string, status: string, field: string, before: string): Promise<Stored[]> {
  const column = spec.columns.find((c) => c.key === field);
  // a time the config does not declare (an order's shipped_at) is kept in extra
  const at = !column ? `(extra ->> ${quoteText(field)})` : column.type === "jsonb" ? `(${ident(column.column)} #>> '{}')` : ident(column.column);
  return selectRows(sql, spec, `shop_alias = $1 AND (status #>> '{}') = $2 AND ${at} <= $3`, [shop, status, before]);
}

const quoteText = (text: string): string => `'${text.replace(/'/g, "''")}'`;

/** Adds rows (in their order), a few hundred per statement. */
export async function insertRows(sql: Sql, spec: TableSpec, rows: readonly Row[]): Promise<void> {
  const width = spec.columns.length + 1;
  const perStatement = Math.max(1, Math.floor(60000 / width));
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    const values = chunk.map((_, i) => `(${placeholders(spec, i * width + 1)})`).join(", ");
    await sql.query(`INSERT INTO ${ident(spec.table)} (${columnList(spec)}) VALUES ${values}`, chunk.flatMap((r) => rowParams(spec, r)));
  }
}

export async function updateRow(sql: Sql, spec: TableSpec, pos: number, row: Row): Promise<void> {
  const sets = [...spec.columns.map((c) => ident(c.column)), "extra"];
  const params = rowParams(spec, row);
  const marks = placeholders(spec, 1).split(", ");
  const assignments = sets.map((col, i) => `${col} = ${marks[i]}`).join(", ");
  await sql.query(`UPDATE ${ident(spec.table)} SET ${assignments} WHERE pos = $${params.length + 1}`, [...params, pos]);
}

export async function deleteRows(sql: Sql, spec: TableSpec, positions: readonly number[]): Promise<void> {
  if (positions.length) await sql.query(`DELETE FROM ${ident(spec.table)} WHERE pos = ANY($1::bigint[])`, [positions]);
}
