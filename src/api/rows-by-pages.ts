import type { StoredPage } from "./page-reader";
import { allPagesOf } from "./query-pages";
import type { ListQuery, Row, TableRepository } from "./repository/types";

/**
 * Rows read by pages of a query, never a table whole: a REST list's span (rest-resource.ts:
 * json-server's `_start`/`_end` name any span, cut from the fewest pages of that span's size that
 * hold it), an 导出's rows and jobs (export-rows.ts, export-jobs.ts).
 */

/** The pages of the list's query: page (from 1) of `pageSize` rows. */
export type AskPage = (page: number, pageSize: number) => Promise<StoredPage>;

/** A page when the span names no end (every row from `_start`). */
const OPEN_PAGE = 100;

/** The rows `start` to `end` (not included; none: to the last) of the query's order, and the query's total. */
export async function rowsBetween(ask: AskPage, start: number, end?: number): Promise<{ rows: Row[]; total: number }> {
  const want = end === undefined ? Infinity : end - start;
  if (want === 0) return { rows: [], total: (await ask(1, 0)).total };
  const size = end === undefined ? OPEN_PAGE : want;
  const rows: Row[] = [];
  let skip = start % size;
  for (let page = Math.floor(start / size) + 1; ; page += 1) {
    const found = await ask(page, size);
    rows.push(...found.rows.slice(skip));
    skip = 0;
    if (rows.length >= want || found.rows.length < size || page * size >= found.total) return { rows: rows.slice(0, want), total: found.total };
  }
}

/** Every row of the shop (that `filters` keep) in alias order, by pages: a list cut in memory, a filter the store cannot answer. */
export function rowsByPages(table: TableRepository, shop: string, filters: ListQuery["filters"] = []): Promise<Row[]> {
  return allPagesOf(table, shop, filters);
}
