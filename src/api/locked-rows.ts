import { RECORD_KEYS } from "./repository/field-kinds";
import { isId } from "./resource-input";
import type { ListQuery, Row, TableRepository, Values } from "./repository/types";

/**
 * How the order and 售后 actions reach their rows through the call's repository (issue 48 step
 * 3, decision 0096): the rows a body names are found by a query of their key, never by reading
 * the shop's table whole; the ones a write decides on are locked (`forUpdate`), so two calls on
 * one order or one request run one after the other and the second decides on what the first
 * wrote; a row a step changed is written back as the fields that changed.
 */

/** A page of a key's rows: an order's card keys are at most its units (999 a line), read by pages. */
const PAGE = 200;

type Filters = ListQuery["filters"];


/** Every row of the shop whose `field` is one of `values` (and that `more` keeps), in alias order. */
export async function rowsWhere(table: TableRepository, shop: string, field: string, values: readonly string[], more: Filters = []): Promise<Row[]> {
  if (values.length === 0) return [];
  const filters: Filters = [{ field, kind: "equal", wanted: [...values] }, ...more];
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    // the rows alone, no total: a short page is the last
    const found = await table.findRows({ shop, filters, empty: [], keyword: null, sort: { field: "alias", order: "asc" }, page, pageSize: PAGE });
    rows.push(...found);
    if (found.length < PAGE) return rows;
  }
}

/** The shop's first row whose `field` is `value`, locked to the call's end (null: none). */
export async function lockedWhere(table: TableRepository, shop: string, field: string, value: string): Promise<Row | null> {
  const [found] = await rowsWhere(table, shop, field, [value]);
  return found ? table.get(shop, found.alias, { forUpdate: true }) : null;
}

/**
 * The record a body names by `key` (or, failing that, by its alias, as crud.ts finds one),
 * locked to the call's end; null when there is none.
 */
export async function lockedByKey(table: TableRepository, shop: string, key: string, id: unknown): Promise<Row | null> {
  if (!isId(id)) return null;
  if (key !== "alias") {
    const row = await lockedWhere(table, shop, key, String(id));
    if (row) return row;
  }
  return table.get(shop, String(id), { forUpdate: true });
}

/** What changed from `before` to `after`, as a patch: each field whose value differs (one removed: null); the record columns are the store's. */
export function changesOf(before: Readonly<Row>, after: Readonly<Row>): Values {
  const changes: Values = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (RECORD_KEYS.has(key)) continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changes[key] = after[key] ?? null;
  }
  return changes;
}

/**
 * Stores what a step changed of a row read from `table`, when it changed anything (a step that
 * moved `updated_at` alone, as a repeated 备注 does, still writes: its time moves on): the row as
 * stored.
 */
export async function writeBack(table: TableRepository, before: Readonly<Row>, after: Readonly<Row>): Promise<Row> {
  const changes = changesOf(before, after);
  if (Object.keys(changes).length === 0 && after.updated_at === before.updated_at) return before;
  const stored = await table.patch(before.shop_alias, before.alias, changes);
  // the row is locked (or was just read) by this call: gone only if the call itself removed it
  if (!stored) throw new Error(`没有记录 ${before.alias}`);
  return stored;
}
