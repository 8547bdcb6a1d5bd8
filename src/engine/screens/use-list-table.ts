import { keys, unionFilters, unionSorters, useDataProvider, useOnError, type CrudFilter, type CrudSort, type GetListResponse, type HttpError } from "@refinedev/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLiveList } from "../use-live-refetch";
import { Form, type FormProps, type TableProps } from "antd";
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { useLocation } from "react-router";
import { dataOf } from "../api-meta";
import { rememberListUrl } from "../list-memory";
import { showUrl } from "../shown-url";
import type { Rec, ResourceConfig } from "../types";
import { listQueryAt, listSearch, type ListQuery } from "./list-query";
import { markPending } from "./list-pending";
import { antdSorters } from "./list-sorters";
import { typedFilters } from "./url-filters";

/**
 * A page the list read for a switch is shown without asking again: react-query would otherwise
 * take the page it just read for stale (staleTime 0) as the list moves onto it, and read it a
 * second time. A switch itself always reads (a page come back to is asked for afresh).
 */
const SWITCHED_FRESH_MS = 2_000;

/**
 * Handed to react-query as `select`: a selected result shares what did not change with the list's
 * previous result, whatever page it was (react-query's structural sharing), so the tab counts of
 * page 2, the same as page 1's, are the same object and the tabs are not drawn again.
 */
const sharedWithLastPage = (reply: GetListResponse<Rec>) => reply;

/** What a list shows, and the router location it was read from (its key). */
interface Shown {
  over: string;
  query: ListQuery;
  /** Its call failed: the list shows the failure, and does not ask again by itself. */
  failed: boolean;
}

/** The query at the router's URL, its filters typed as each field's type reads them. */
function shownAt(config: ResourceConfig, over: string, search: string): Shown {
  const query = listQueryAt(config, search);
  return { over, query: { ...query, filters: typedFilters(config, query.filters) ?? query.filters }, failed: false };
}

interface ListTableOptions {
  routeFields: Record<string, string>;
  /** The filter form's values as the list's filters. */
  onSearch: (values: Rec) => CrudFilter[];
  /** The list's box, marked busy while a switch waits for its rows (list-pending.ts). */
  box: RefObject<HTMLElement | null>;
}

/**
 * A list's query state and its rows (issue 38, item 2), in place of refine's useTable:
 * - read from the URL (the page, the page size, the sorters, the filters typed at once), again
 *   when the router moves;
 * - a change (the pager, a sort, a tab, the filter bar) first reads the new rows, then shows
 *   them, the pager and the address in one commit: the rows' commit is the switch's only one.
 *   The address is written without the router (shown-url.ts). While the rows are on their way,
 *   the list is marked busy, drawn by CSS after a moment, without a render;
 * - the call's query key is refine's, so refine's mutations (delete, save, an action) refresh it.
 * A tab or filter change lists from page 1: page 2 of the old filter may be past the end of the
 * new one (an empty table under a pager of 22).
 */
export function useListTable(config: ResourceConfig, { routeFields, onSearch, box }: ListTableOptions) {
  const location = useLocation();
  const [held, setShown] = useState(() => shownAt(config, location.key, location.search));
  // the router's own move (a link, the menu, back): its URL rules again, in this same render
  const shown = held.over === location.key ? held : shownAt(config, location.key, location.search);
  if (shown !== held) setShown(shown);

  const { dataProviderName, meta } = dataOf(config, { params: routeFields });
  const dataProvider = useDataProvider();
  const queryOf = useCallback(
    (query: ListQuery) => ({
      queryKey: keys().data(dataProviderName).resource(config.name).action("list").params({ ...meta, ...query }).get(),
      queryFn: () => dataProvider(dataProviderName).getList<Rec>({ resource: config.name, ...query, meta }),
      staleTime: SWITCHED_FRESH_MS,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `meta` is the config and the route's fields
    [config, dataProviderName, dataProvider, JSON.stringify(routeFields)],
  );
  const tableQuery = useQuery<GetListResponse<Rec>, HttpError>({ ...queryOf(shown.query), enabled: !shown.failed, select: sharedWithLastPage });
  if (shown.failed && tableQuery.isSuccess) setShown({ ...shown, failed: false }); // 重试 brought it: it follows changes again
  // the server's changes of the resource refetch the page on show (decision 0113)
  useLiveList(config.name, dataProviderName);

  // a 401 signs out, as refine's own hooks do
  const { mutate: checkError } = useOnError();
  useEffect(() => {
    if (tableQuery.error) checkError(tableQuery.error);
  }, [tableQuery.error, checkError]);

  // the address says the list's query in full (refine's useTable wrote it too), the first time quietly
  useEffect(() => {
    const url = location.pathname + listSearch(location.search, shown.query);
    showUrl(url, location, true);
    rememberListUrl(config.name, url);
    // once per router location: a change writes its own (`change` below)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  const queryClient = useQueryClient();
  const latest = useRef(0);
  const change = useCallback(
    (next: ListQuery) => {
      const mine = ++latest.current;
      markPending(box.current, true);
      const ask = queryOf(next);
      // read afresh, even a page seen a moment ago; prefetchQuery never rejects: a failure is
      // the query's state, which the list then shows
      void queryClient.prefetchQuery({ ...ask, staleTime: 0 }).then(() => {
        if (mine !== latest.current) return; // a later change took over
        markPending(box.current, false);
        const to = location.pathname + listSearch(location.search, next);
        showUrl(to, location);
        rememberListUrl(config.name, to);
        setShown({ over: location.key, query: next, failed: queryClient.getQueryState(ask.queryKey)?.status === "error" });
      });
    },
    [queryOf, queryClient, box, location, config.name],
  );
  useEffect(() => () => void (latest.current += 1), []); // a list gone shows nothing it asked for

  const { query } = shown;
  const { pagination } = query;
  const setPage = (page: number, pageSize: number) => {
    if (pagination.mode !== "off") change({ ...query, pagination: { ...pagination, currentPage: page, pageSize } });
  };
  const setFilters = (filters: CrudFilter[], behavior: "merge" | "replace" = "merge") => {
    const merged = unionFilters([], filters, behavior === "merge" ? query.filters : []);
    change({ ...query, filters: merged, pagination: pagination.mode === "off" ? pagination : { ...pagination, currentPage: 1 } });
  };
  const setSorters = (sorters: CrudSort[]) => change({ ...query, sorters: unionSorters([], sorters) });

  const [form] = Form.useForm();
  // a column's sort (the pager is the list's own: pager.tsx ListPager)
  const onChange: TableProps<Rec>["onChange"] = (_pager, _filters, sorter, extra) => {
    if (extra.action === "sort") setSorters(antdSorters(sorter));
  };
  const rows = tableQuery.data;
  return {
    tableProps: { dataSource: rows?.data, loading: tableQuery.isLoading, onChange },
    /** The page on show, for the list's pager (none for a tree, which lists every record). */
    page: pagination.mode === "off" ? null : { current: pagination.currentPage, pageSize: pagination.pageSize, total: rows?.total },
    searchFormProps: { form, onFinish: (values: Rec) => setFilters(onSearch(values)) } satisfies FormProps,
    filters: query.filters,
    setFilters,
    setPage,
    tableQuery,
  };
}
