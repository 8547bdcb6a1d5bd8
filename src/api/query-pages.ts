import type { PageQuery, PageReader, StoredPage } from "./page-reader";
import type { ListQuery, RepositoryScope, Row, TableRepository } from "./repository/types";

/** A page of a query read at a time: what a rule reads is bounded by its filters, not by a page. */
const PAGE = 200;

/**
 * Every row of the shop that `filters` keep, in alias order, read page by page through the call's
 * repository: a question whose filters bound the answer (the discounts still running after a
 * date), never the table read whole (decision 0081).
 */
export async function allPagesOf(table: TableRepository, shop: string, filters: ListQuery["filters"]): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    // the rows alone, no total: a short page is the last
    const found = await table.findRows({ shop, filters, empty: [], keyword: null, sort: { field: "alias", order: "asc" }, page, pageSize: PAGE });
    rows.push(...found);
    if (found.length < PAGE) return rows;
  }
}

/**
 * A query of a resource's stored rows answered by the store's page reader where it has one (the
 * server's SQL: decision 0058), else by the call's repository (`find` of the same query): never
 * the shop's rows read from the arrays. (readStored's memory half read them whole.)
 */
export function askStore(reader: PageReader | null, repo: RepositoryScope, query: PageQuery): Promise<StoredPage> {
  if (reader) return reader(query);
  const { resource, ...list } = query;
  return repo.table(resource).find(list);
}
