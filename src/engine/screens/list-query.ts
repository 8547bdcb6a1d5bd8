import { parseTableParams, type GetListParams } from "@refinedev/core";
import { dataOf } from "../api-meta";
import type { ResourceConfig } from "../types";

/** What a resource's list hands refine's useTable, besides its handlers (list-screen.tsx). */
export function listTableProps(config: ResourceConfig, routeFields: Record<string, string>) {
  return {
    resource: config.name,
    syncWithLocation: true,
    ...dataOf(config, { params: routeFields }),
    // a tree lists every record at once
    pagination: config.tree ? { mode: "off" as const } : { pageSize: config.pageSize ?? 10 },
    sorters: { initial: config.defaultSort ? [config.defaultSort] : [] },
  };
}

/**
 * The list's first call at this URL, as the screen will make it (decision 0044): refine's
 * useTable with syncWithLocation takes the URL's page, page size, sorters and filters, else the
 * list's own (listTableProps). The filters as the URL has them: useListTable types them before it
 * asks (url-filters.ts), and so must the caller.
 */
export function firstListCall(config: ResourceConfig, routeFields: Record<string, string>, search: string): GetListParams {
  const props = listTableProps(config, routeFields);
  const url = parseTableParams(search.startsWith("?") ? search : `?${search}`);
  const paging = props.pagination;
  return {
    resource: props.resource,
    pagination: "mode" in paging
      ? { mode: paging.mode }
      : { mode: "server", currentPage: url.parsedCurrentPage || 1, pageSize: url.parsedPageSize || paging.pageSize },
    sorters: url.parsedSorter.length ? url.parsedSorter : props.sorters.initial,
    filters: url.parsedFilters,
    meta: props.meta,
  };
}
