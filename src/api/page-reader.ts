import type { Db, ResourceRow } from "./types";
import { rowsReader } from "./page-rows";

/**
 * A query of a resource's stored rows answered by the store itself (decisions 0053, 0058): the
 * server answers it in SQL (filter, search, sort, page, tab counts, sums, counts per day)
 * instead of reading the rows whole. The in-page store has none: a list is cut from the rows in
 * memory (query.ts listPage), which is what the SQL must agree with; a figure (readStored) is
 * answered by page-rows.ts over the shop's rows, with the SQL's semantics. resources.ts asks only
 * for a query every part of which reads stored fields; anything else (a computed field, an
 * extension's filter) is answered from the rows.
 */

/** How a filter key compares (query.ts matches): a day range for dates, a part of the text (holdsPart), else equality / one of. */
export type FilterKind = "range" | "part" | "equal";

export interface PageQuery {
  /** The resource (its table). */
  resource: string;
  shop: string;
  /** Filters by stored field: the wanted value as the body has it. */
  /** `scalar`: the field holds one value, never a list (a number, date, enum or flag). */
  /**
   * `element` (an equal filter only): the field holds a list of records, and a row is kept when
   * one of them has this key's text among the wanted values (an order's `items` by `goods_alias`:
   * the orders holding a page's goods items, read by one query).
   */
  /**
   * `beyondFields` (the repository's queries only): the key may be none of the table's fields but
   * kept on its rows beside them (`extra` on SQL, a JSON value): a relation some rows hold that
   * way (a 中奖记录's member, a 礼品卡's card type on its cards), asked of one query all the same.
   */
  filters: { field: string; kind: FilterKind; wanted: unknown; scalar?: boolean; element?: string; beyondFields?: boolean }[];
  /** Stored fields that must be empty (a tree's roots: `parent_alias: ""`). */
  empty: string[];
  /** The keyword, lower-cased, and the stored fields it searches. */
  keyword: { text: string; fields: string[] } | null;
  sort: { field: string; order: "asc" | "desc" };
  page: number;
  /** 0: no rows, only the figures (total, sum, counts, days). */
  pageSize: number;
  /** Tab counts: per value of this field under the other filters (`countField` left out of them). */
  countBy?: string;
  /** The sum of this stored field's numbers over every row the query keeps (a value not a number adds nothing). */
  sum?: string;
  /** Count (and `sum`) per day of this stored date field: its first 10 characters, "" when unset. */
  perDay?: string;
}

export interface DayFigures {
  count: number;
  sum: number;
}

export interface StoredPage {
  rows: ResourceRow[];
  total: number;
  counts?: Record<string, number>;
  /** With `sum`: exact in SQL, added up in row order in memory; round it to what is shown (cents). */
  sum?: number;
  /** With `perDay`: the days that have rows. */
  days?: Record<string, DayFigures>;
}

export type PageReader = (query: PageQuery) => Promise<StoredPage>;

/**
 * A query answered by the store's reader (the API's `pageReader` port: the server's SQL), or over
 * `db`'s rows of the shop in memory when it has none: a handler's figures (工作台's counts and
 * sums) never read a table whole on the server.
 */
export function readStored(reader: PageReader | null, db: Db, query: PageQuery): Promise<StoredPage> {
  return (reader ?? rowsReader(db))(query);
}
