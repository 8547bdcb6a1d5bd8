import type { CrudFilter, HttpError } from "@refinedev/core";
import { useParsed } from "@refinedev/core";
import { useTable, type useTableProps } from "@refinedev/antd";
import { useCallback, useEffect, useState } from "react";
import type { Rec, ResourceConfig } from "../types";
import { typedFilters } from "./url-filters";

/**
 * refine's useTable, with the filters a list opens with typed first: read back from the
 * URL every value is a string ("2"), and the API, the filter form, the tabs and 导出 all
 * need the field's own value (the option's 2). The first list call waits until then,
 * so it is made once, with typed values. A tab or filter change lists from page 1: page 2 of
 * the old filter may be past the end of the new one (an empty table under a pager of 22).
 */
export function useListTable(config: ResourceConfig, props: useTableProps<Rec, HttpError, Rec, Rec>) {
  const { params } = useParsed();
  const [typed, setTyped] = useState(() => typedFilters(config, params?.filters ?? []) === null);
  const table = useTable<Rec, HttpError, Rec>({ ...props, queryOptions: { ...props.queryOptions, enabled: typed } });
  const { filters, setFilters, setCurrentPage } = table;
  useEffect(() => {
    // the same filters, typed: the page the URL names stays
    const next = typedFilters(config, filters);
    if (next) setFilters(next, "replace");
    else setTyped(true);
  }, [config, filters, setFilters]);
  const setFiltersFromPageOne = useCallback(
    (next: CrudFilter[], behavior?: "merge" | "replace") => {
      setFilters(next, behavior);
      setCurrentPage(1);
    },
    [setFilters, setCurrentPage],
  );
  return { ...table, setFilters: setFiltersFromPageOne };
}
