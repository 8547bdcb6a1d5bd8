import type { ResourceRow } from "./types";

/**
 * A list page read by the store itself (decision 0053): the server answers a resource's list
 * in SQL (filter, search, sort, page, tab counts) instead of reading its rows whole. The in-page
 * store has none: the list is cut from the rows in memory (query.ts listPage), which is what
 * the SQL must agree with. resources.ts asks only for a query every part of which reads stored
 * fields; anything else (a computed field, an extension's filter) is answered from the rows.
 */

/** How a filter key compares (query.ts matches): a day range for dates, a part of the text (holdsPart), else equality / one of. */
export type FilterKind = "range" | "part" | "equal";

export interface PageQuery {
  /** The resource (its table). */
  resource: string;
  shop: string;
  /** Filters by stored field: the wanted value as the body has it. */
  filters: { field: string; kind: FilterKind; wanted: unknown }[];
  /** Stored fields that must be empty (a tree's roots: `parent_alias: ""`). */
  empty: string[];
  /** The keyword, lower-cased, and the stored fields it searches. */
  keyword: { text: string; fields: string[] } | null;
  sort: { field: string; order: "asc" | "desc" };
  page: number;
  pageSize: number;
  /** Tab counts: per value of this field under the other filters (`countField` left out of them). */
  countBy?: string;
}

export interface StoredPage {
  rows: ResourceRow[];
  total: number;
  counts?: Record<string, number>;
}

export type PageReader = (query: PageQuery) => Promise<StoredPage>;

let reader: PageReader | null = null;

/** The store's page reader, if it has one (the server's SQL). */
export function pageReader(): PageReader | null {
  return reader;
}

export function setPageReader(next: PageReader | null): void {
  reader = next;
}

