import { num, str } from "./check";
import type { Body } from "./types";

/**
 * The list query every list call understands (domain.md): `page` (from 1), `page_size`
 * (default 10, at most 100 unless `maxPageSize` says more), `sort_field` + `sort_order` ('asc'|'desc'), `keyword`, and
 * any other non-empty key as a filter on the field of the same name in the output.
 */

export interface ListOptions<T> {
  /** The record as sent to the client; filters and sorting read these fields. */
  present(row: T): Record<string, unknown>;
  /** Texts searched by `keyword` (the stored row and its output); default: the string fields of the output. */
  search?(row: T, out: Record<string, unknown>): string[];
  /** Extra filtering on the stored row. */
  filter?(row: T, body: Body): boolean;
  /** Filters by request key that are not "equals the output field" (e.g. goods name within an order's items). */
  customFilters?: Record<string, (row: T, wanted: unknown) => boolean>;
  /** Refuses a query (the list answers 422 with the message), e.g. a date range naming no real day. */
  refuse?(body: Body): string | null;
  /** Default order; default `['created_at', 'desc']`. */
  defaultSort?: [string, "asc" | "desc"];
  /** Largest `page_size` accepted; default 100 (tree resources list everything at once). */
  maxPageSize?: number;
  /**
   * Status tabs: the reply's `counts` gives, per value of this field, how many records the
   * other filters leave (so each tab shows what clicking it would list).
   */
  countBy?: string;
}

export interface ListPage {
  list: Record<string, unknown>[];
  total: number;
  page: number;
  page_size: number;
  /** With `countBy`: records per value of that field, under the other filters. */
  counts?: Record<string, number>;
}

/** The keys of a list body that are not filters. */
export const RESERVED = new Set(["page", "page_size", "sort_field", "sort_order", "keyword"]);

/** The page a list body asks for: from 1, `page_size` 10 by default, at most `maxPageSize`. */
export function pageOf(body: Body, maxPageSize = 100): { page: number; pageSize: number } {
  const page = Math.max(1, Math.floor(num(body, "page") ?? 1));
  const pageSize = Math.min(maxPageSize, Math.max(1, Math.floor(num(body, "page_size") ?? 10)));
  return { page, pageSize };
}

/** The order a list body asks for (`ascend` / `descend` as antd says them), else the default. */
export function sortOf(body: Body, defaultSort: [string, "asc" | "desc"] = ["created_at", "desc"]): { field: string; order: "asc" | "desc" } {
  const order = str(body, "sort_order") || defaultSort[1];
  return { field: str(body, "sort_field") || defaultSort[0], order: order === "asc" || order === "ascend" ? "asc" : "desc" };
}

export function isEmpty(v: unknown): boolean {
  return v === undefined || v === null || v === "" || (Array.isArray(v) && v.length === 0);
}

const DATE = /^\d{4}-\d{2}-\d{2}/;

/** A filter that matches part of a text (an order number typed in part): the value, or one of its elements, holds the wanted text trimmed. */
export function holdsPart(value: unknown, wanted: unknown): boolean {
  const part = String(wanted).trim();
  return Array.isArray(value) ? value.some((v) => String(v ?? "").includes(part)) : String(value ?? "").includes(part);
}

/**
 * Equality (numbers and numeric strings compare equal); a list filter on a date field is a
 * range `[from, to]` (a bare 'YYYY-MM-DD' end includes that day), on other fields "one of";
 * an array field matches when it contains the wanted value (or one of the wanted values).
 */
function matches(field: unknown, wanted: unknown): boolean {
  if (Array.isArray(field)) {
    const want = Array.isArray(wanted) ? wanted.map(String) : [String(wanted)];
    return field.some((f) => want.includes(String(f)));
  }
  if (Array.isArray(wanted)) {
    const value = String(field);
    if (!DATE.test(value)) return wanted.some((w) => String(w) === value);
    const [from, to] = wanted.map((w) => String(w ?? ""));
    if (from && value < from) return false;
    return !to || value <= (to.length === 10 ? `${to} 23:59:59` : to);
  }
  return String(field) === String(wanted);
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  return String(a ?? "").localeCompare(String(b ?? ""), "zh-CN");
}

/** Filters, searches, sorts and pages `rows` by the request body. */
export function listPage<T extends { alias: string }>(rows: T[], body: Body, opts: ListOptions<T>): ListPage {
  const all = rows.map((row) => ({ row, out: opts.present(row) }));
  const items = narrow(all, body, opts);
  const { field, order } = sortOf(body, opts.defaultSort);
  const dir = order === "asc" ? 1 : -1;
  items.sort((a, b) => dir * (compare(a.out[field], b.out[field]) || compare(a.row.alias, b.row.alias)));
  const { page, pageSize } = pageOf(body, opts.maxPageSize);
  const list = items.slice((page - 1) * pageSize, page * pageSize).map((it) => it.out);
  const result: ListPage = { list, total: items.length, page, page_size: pageSize };
  const countBy = opts.countBy;
  if (countBy) {
    const others = Object.fromEntries(Object.entries(body).filter(([k]) => k !== countBy));
    result.counts = {};
    for (const { out } of narrow(all, others, opts)) {
      const value = String(out[countBy] ?? "");
      result.counts[value] = (result.counts[value] ?? 0) + 1;
    }
  }
  return result;
}

type Item<T> = { row: T; out: Record<string, unknown> };

/** The items the body's filters and keyword keep. */
function narrow<T extends { alias: string }>(all: Item<T>[], body: Body, opts: ListOptions<T>): Item<T>[] {
  const keyword = str(body, "keyword").toLowerCase();
  let items = all;
  for (const [key, wanted] of Object.entries(body)) {
    if (RESERVED.has(key) || isEmpty(wanted)) continue;
    const custom = opts.customFilters?.[key];
    if (custom) {
      items = items.filter(({ row }) => custom(row, wanted));
      continue;
    }
    // keys the output lacks (unknown or secret fields) filter nothing
    items = items.filter(({ out }) => !(key in out) || matches(out[key], wanted));
  }
  if (keyword) {
    const texts = (it: Item<T>): string[] =>
      opts.search ? opts.search(it.row, it.out) : Object.values(it.out).filter((v): v is string => typeof v === "string");
    items = items.filter((it) => texts(it).some((t) => t.toLowerCase().includes(keyword)));
  }
  const { filter } = opts;
  if (filter) items = items.filter(({ row }) => filter(row, body));
  return items === all ? [...all] : items;
}
