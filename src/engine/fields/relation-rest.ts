import { useList } from "@refinedev/core";
import { useEffect, useMemo, useState } from "react";
import { dataOf } from "../api-meta";
import { keyOf } from "../registry";
import type { Rec, RelationConfig, ResourceConfig } from "../types";

/**
 * The options of a relation to a REST resource (decision 0018): refine's useList on the
 * "rest" data provider, so the search goes GET {url}?q=…&_start=0&_end=20 (the keyword
 * debounced as the provider API's search is), with `relation.params` as `field=value`.
 * `target` undefined (a provider-API target) leaves the query off.
 */
export function useRestRelationOptions(target: ResourceConfig | undefined, rel: RelationConfig | undefined, keyword: string, pageSize: number, debounceMs: number) {
  const [typed, setTyped] = useState(keyword);
  useEffect(() => {
    const timer = setTimeout(() => setTyped(keyword), keyword ? debounceMs : 0);
    return () => clearTimeout(timer);
  }, [keyword, debounceMs]);
  const on = Boolean(target && rel);
  const data = target && on ? dataOf(target, { params: rel?.params ?? {} }) : { dataProviderName: "default", meta: {} };
  const { result, query } = useList<Rec>({
    resource: target?.name ?? "",
    pagination: { currentPage: 1, pageSize },
    filters: typed ? [{ field: "keyword", operator: "contains", value: typed }] : [],
    ...data,
    errorNotification: false,
    queryOptions: { enabled: on },
    // options, not the page's records: a live refetch would invalidate the resource's every query,
    // a form's record among them (form-screen.tsx; decision 0113)
    liveMode: "off",
  });
  const rows = result.data;
  const options = useMemo(() => {
    if (!target || !rel) return [];
    const value = rel.valueField ?? keyOf(target);
    return rows.map((r) => ({ value: r[value] as string | number, label: String(r[rel.labelField] ?? r[value]) }));
  }, [rows, target, rel]);
  return { on, options, loading: on && query.isFetching };
}
