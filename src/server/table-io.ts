import { realDate, realDateTime, scaled, unscaled } from "../api/repository/field-kinds";
import type { Column, TableSpec } from "./schema";
import { ident, type Sql } from "./sql";

/**
 * Rows in and out of a table (schema.ts), for what writes and reads rows outside the repository
 * (the seed's fill, the accounts' store, the list pages' SQL, the rules job, the benches): a row's key goes to its column when the column holds
 * the value so that it reads back the same (fits: text a string, money a number of at most two
 * places, integer a safe whole number, number a finite number, datetime a real
 * 'YYYY-MM-DD HH:mm:ss', date a real 'YYYY-MM-DD', an enum one of its options, jsonb any JSON but
 * null), bound and read back by the column's codec (repository/columns.ts, decision 0084), else
 * to `extra` (null included), so every row reads back as it was written: a column left NULL is a
 * key the row does not have, or one whose value extra holds.
 */

export type Row = Record<string, unknown>;

/** A stored row: its `pos` and its values. */
export interface Stored {
  pos: number;
  row: Row;
}

/** numeric(12,2)'s range: 10 digits before the point (field-kinds.ts). */
const MAX_CENTS = 10n ** 12n;

/** Whether the column holds `value` so that it reads back as the same value (same type, same digits). */
export function fits(column: Column, value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (column.allowed && !column.allowed.includes(value as string | number)) return false;
  switch (column.kind) {
    case "text":
      return typeof value === "string";
    case "json":
      return true;
    case "integer":
      return Number.isSafeInteger(value);
    case "number":
      return typeof value === "number" && Number.isFinite(value);
    case "money": {
      if (typeof value !== "number") return false;
      const cents = scaled(value, 2);
      return cents !== null && cents < MAX_CENTS && cents > -MAX_CENTS && unscaled(cents, 2) === value;
    }
    case "datetime":
      return typeof value === "string" && realDateTime(value) === value;
    case "date":
      return typeof value === "string" && realDate(value) === value;
  }
}

/**
 * The values among `texts` the column holds as themselves (each a text that is its value's
 * text, String() of a number, a time as written): `col = ANY(these)` is then `text = ANY(texts)`
 * over the column's values, and is served by an index on the column (page-sql.ts's filters).
 */
export function heldValues(column: Column, texts: readonly string[]): unknown[] {
  const numeric = column.kind === "integer" || column.kind === "money" || column.kind === "number";
  return texts.flatMap((text) => {
    const value = numeric ? (text.trim() === "" ? NaN : Number(text)) : text;
    return fits(column, value) && String(value) === text ? [column.codec.encode(value)] : [];
  });
}

/** The parameter values of a row: one per column, then `extra`. */
function rowParams(spec: TableSpec, row: Row): unknown[] {
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
    return fits(c, value) ? c.codec.encode(value) : null;
  });
  return [...values, JSON.stringify(extra)];
}

/** The placeholders of one row's values, `$1::text, $2::jsonb, …` (each its codec's cast), numbered from `from`. */
function placeholders(spec: TableSpec, from: number): string {
  return [...spec.columns.map((c, i) => `$${from + i}${c.codec.cast}`), `$${from + spec.columns.length}::jsonb`].join(", ");
}

/** The columns as written to. */
const columnList = (spec: TableSpec): string => [...spec.columns.map((c) => ident(c.column)), "extra"].join(", ");

/** The columns as read: each as its codec reads it back (a number as text, a time as the shop's wall time), under its own name. */
export const selectList = (spec: TableSpec): string =>
  [...spec.columns.map((c) => (c.type === "jsonb" || c.type === "text" ? ident(c.column) : `${c.codec.select(ident(c.column))} AS ${ident(c.column)}`)), "extra"].join(", ");

export function rowOf(spec: TableSpec, stored: Row): Row {
  const row: Row = {};
  for (const c of spec.columns) {
    const value = stored[c.column];
    if (value !== null && value !== undefined) row[c.key] = c.codec.decode(value);
  }
  const extra = stored.extra;
  if (typeof extra === "object" && extra !== null) Object.assign(row, extra);
  return row;
}

/** The rows `where` keeps (a condition over `params`; none: all), in the order they were added. */
async function selectRows(sql: Sql, spec: TableSpec, where: string, params: unknown[] = []): Promise<Stored[]> {
  const rows = await sql.query<Row>(`SELECT pos, ${selectList(spec)} FROM ${ident(spec.table)} ${where ? `WHERE ${where}` : ""} ORDER BY pos`, params);
  return rows.map((r) => ({ pos: Number(r.pos), row: rowOf(spec, r) }));
}

/** Every row of a table (of one shop's, when `shop` is given) in the order they were added. */
export function loadRows(sql: Sql, spec: TableSpec, shop?: string): Promise<Stored[]> {
  return shop === undefined ? selectRows(sql, spec, "") : selectRows(sql, spec, "shop_alias = $1", [shop]);
}

/**
 * A shop's rows in one state (the `status` column's text) whose time field `field` is at or
 * before `before` (the rules' due rows, src/server/rules-job.ts): read by the (shop, status) index
 * the list's tabs have, so it costs the shop's rows in that state, never the table.
 */
export function loadDueRows(sql: Sql, spec: TableSpec, shop: string, status: string, field: string, before: string): Promise<Stored[]> {
  const column = spec.columns.find((c) => c.key === field);
  const state = spec.columns.find((c) => c.key === "status");
  if (!state) throw new Error(`${spec.table} 没有列 status`);
  // a time the config does not declare (an order's shipped_at) is kept in extra
  const at = !column ? `(extra ->> ${quoteText(field)})` : column.codec.text(ident(column.column));
  return selectRows(sql, spec, `shop_alias = $1 AND ${state.codec.text(ident(state.column))} = $2 AND ${at} <= $3`, [shop, status, before]);
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
