import { parseTableParams, stringifyTableParams, type CrudFilter, type CrudSort, type GetListParams, type Pagination } from "@refinedev/core";
import type { ResourceConfig } from "../types";

/** What a list shows: its page (or every record, a tree), its order and its filters. */
export interface ListQuery {
  pagination: Pagination;
  sorters: CrudSort[];
  filters: CrudFilter[];
}

const TABLE_KEYS = new Set(["currentPage", "pageSize", "current", "sorters", "sorter", "filters"]);

/**
 * The list's query at this URL, as refine's useTable with syncWithLocation read it: the URL's
 * page, page size, sorters and filters, else the list's own (its page size, its default sort).
 * The filters as the URL has them, strings: the list types them (url-filters.ts).
 */
export function listQueryAt(config: ResourceConfig, search: string): ListQuery {
  const url = parseTableParams(search.startsWith("?") ? search : `?${search}`);
  const initial = config.defaultSort ? [config.defaultSort] : [];
  return {
    // a tree lists every record at once
    pagination: config.tree
      ? { mode: "off" }
      : { mode: "server", currentPage: url.parsedCurrentPage || 1, pageSize: url.parsedPageSize || (config.pageSize ?? 10) },
    sorters: url.parsedSorter.length ? url.parsedSorter : initial,
    filters: url.parsedFilters,
  };
}

/**
 * The list's first call at this URL, as the screen makes it (decision 0044): its query and the
 * resource's API (api-meta.ts dataOf). The filters as the URL has them: the caller types them.
 */
export function firstListCall(config: ResourceConfig, search: string, meta: GetListParams["meta"]): GetListParams {
  return { resource: config.name, ...listQueryAt(config, search), meta };
}

// stringifyTableParams writes values as they are (refine's own links do): a keyword with "&" or
// "#" would end its value there. Encoded here, read back by qs's parse as typed.
const encoded = (value: unknown): unknown =>
  typeof value === "string" ? encodeURIComponent(value) : Array.isArray(value) ? value.map(encoded) : value;

/**
 * The query `search` with the list's query written in, in refine's format (`?pageSize=10&
 * currentPage=2&sorters[0][field]=…&filters[0][field]=…`); the URL's other parameters stay first.
 */
export function listSearch(search: string, query: ListQuery): string {
  const rest: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    if (!TABLE_KEYS.has(key.split("[")[0] ?? key)) rest[key] = encodeURIComponent(value);
  }
  const { pagination } = query;
  const paging = pagination.mode === "off" ? undefined : { pageSize: pagination.pageSize, currentPage: pagination.currentPage };
  const filters = query.filters.map((f) => ({ ...f, value: encoded(f.value) }) as CrudFilter);
  const written = stringifyTableParams({ ...rest, pagination: paging, sorters: query.sorters, filters });
  return written ? `?${written}` : "";
}
