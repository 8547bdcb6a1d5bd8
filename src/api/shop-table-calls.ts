import type { HttpHandler } from "msw";
import { oneOf, str } from "./check";
import { namesRecord } from "./call-acts";
import { declareTables, type TableSource } from "./call-repository";
import { isEmpty, pageOf, RESERVED, sortOf, type ListPage } from "./query";
import { realDate, realDateTime } from "./repository/field-kinds";
import type { FieldKind, ListQuery, Row, TableDef, TableRepository, Values } from "./repository/types";
import { doing, type Screens } from "./serves";
import { readWith } from "./stale-save";
import { rowsWhere } from "./locked-rows";
import type { Body, Flag } from "./types";

/**
 * What the hand-written shop tables' calls (地址, 角色, 员工, 操作日志: handlers/sections/) share
 * now that they read and write through `ctx.repo` (decision 0095): a list body as the
 * repository's query, a page of rows as the list answers it, the record a body names, and the
 * screens each call serves (as crud.ts's calls serve them).
 */

const META_KINDS: Record<string, FieldKind> = { alias: "text", created_at: "datetime", updated_at: "datetime" };
const DATED = new Set<FieldKind>(["date", "datetime"]);
const SCALAR = new Set<FieldKind>(["money", "integer", "number", "date", "datetime"]);

export interface ListShape {
  def: TableDef;
  /** The stored fields the keyword searches. */
  keyword: readonly string[];
  /** Request keys matched in part (a page's title typed in part). */
  parts?: readonly string[];
  /** Stored fields no list filters by (a password's hash). */
  hidden?: readonly string[];
  defaultSort?: [string, "asc" | "desc"];
}

/** Ends of a day range: each open ("", null) or a real day or time; any other array is "one of" these values, which no date equals. */
const isDayRange = (ends: unknown[]): boolean =>
  ends.length <= 2 && ends.every((end) => end === "" || end === null || (typeof end === "string" && (end.length === 10 ? realDate(end) : realDateTime(end)) !== null));

/**
 * A list body as a query of the shop's rows: a key the table stores filters (an array on a date
 * a day range, else one of; a range naming no day matches nothing, as before, and is no fault), any other key filters nothing (as the list's output-based filter
 * skipped keys the output lacked); an order by a key the table does not store is the default one.
 */
export function listQueryOf(shape: ListShape, shop: string, body: Body): ListQuery {
  const kinds = new Map<string, FieldKind>([...Object.entries(META_KINDS), ...shape.def.fields.map((f) => [f.key, f.kind] as const)]);
  for (const key of shape.hidden ?? []) kinds.delete(key);
  const filters: ListQuery["filters"] = [];
  for (const [field, wanted] of Object.entries(body)) {
    const kind = kinds.get(field);
    if (!kind || RESERVED.has(field) || isEmpty(wanted)) continue;
    const how = shape.parts?.includes(field) ? "part" : Array.isArray(wanted) && DATED.has(kind) && isDayRange(wanted) ? "range" : "equal";
    filters.push({ field, kind: how, wanted, ...(SCALAR.has(kind) ? { scalar: true } : {}) });
  }
  const text = str(body, "keyword").toLowerCase();
  const asked = sortOf(body, shape.defaultSort);
  const sort = kinds.has(asked.field) ? asked : sortOf({}, shape.defaultSort);
  return { shop, filters, empty: [], keyword: text ? { text, fields: [...shape.keyword] } : null, sort, ...pageOf(body) };
}

/** A page of the list: the query's rows, each as `present` answers the page (one question per page, not per row). */
export async function listOf(
  table: TableRepository, query: ListQuery, present: (rows: Row[]) => Promise<Record<string, unknown>[]> | Record<string, unknown>[],
): Promise<ListPage> {
  const found = await table.find(query);
  return { list: await present(found.rows), total: found.total, page: query.page, page_size: query.pageSize };
}

/** The alias a body names its record by: undefined when it names none, "" when what it names is no alias. */
export function namedAlias(body: Body): string | undefined {
  const id = body.alias;
  if (isEmpty(id)) return undefined;
  return typeof id === "string" || typeof id === "number" ? String(id) : "";
}

/** The screens of a table's calls by what each does: reads serve them, a save creates or edits, a delete deletes. */
export function tableActs(serves: Screens) {
  return {
    read: serves,
    save: doing(serves, (body: Body) => (namesRecord(body, "alias") ? "edit" : "create")),
    remove: doing(serves, "delete"),
  };
}

/** Declares that `handlers` reach `sources` through ctx.repo, and hands them back. */
export function reaching(sources: readonly TableSource[], handlers: HttpHandler[]): HttpHandler[] {
  declareTables(handlers, sources);
  return handlers;
}

/** The shop's rows of `table` by their aliases (a page's related rows, asked at once). */
export async function rowsByAlias(table: TableRepository, shop: string, aliases: readonly unknown[]): Promise<Row[]> {
  return rowsWhere(table, shop, "alias", [...new Set(aliases.filter((a): a is string => typeof a === "string" && a !== ""))]);
}

/**
 * The record a save or delete names, read `forUpdate` (locked to the call's end: what the call
 * decides on stays as read): `named` false when the body names none, `row` null when it names
 * one the shop lacks.
 */
export async function lockedTarget(table: TableRepository, shop: string, body: Body): Promise<{ named: boolean; row: Row | null }> {
  const alias = namedAlias(body);
  if (alias === undefined) return { named: false, row: null };
  return { named: true, row: alias ? await table.get(shop, alias, { forUpdate: true }) : null };
}

/**
 * A save's fields stored: over `existing` (refused by the store when the body read another
 * version of it: decision 0082), or as a new row.
 */
export async function storeSave(table: TableRepository, shop: string, existing: Row | null, fields: Values, body: Body): Promise<Row> {
  if (!existing) return table.insert(shop, fields);
  const read = readWith(body);
  const row = await table.patch(shop, existing.alias, fields, read === undefined ? {} : { expectedUpdatedAt: read });
  // the row was read forUpdate: it is there until the call ends
  if (!row) throw new Error(`${existing.alias} 不见了`);
  return row;
}

const FLAGS = [1, 2] as const;

/** An optional 1/2 value: missing → fallback, invalid → undefined. */
export function flagOf(input: Body, key: string, fallback: Flag): Flag | undefined {
  const v = input[key];
  return v === undefined || v === null || v === "" ? fallback : oneOf(input, key, FLAGS);
}
