import { useCallback, useEffect, useState } from "react";
import { listGroups, listMaterials, type GroupList, type MaterialPage, type MaterialQuery } from "./material-api";

export const PAGE_SIZE = 24;

/**
 * The 素材库's data: the group column and one page of the grid under `query`; `reload()`
 * fetches both again (after an upload, a move, a delete). A slower old reply never
 * overwrites a newer one.
 */
export function useMaterialData(query: MaterialQuery) {
  const [groups, setGroups] = useState<GroupList | null>(null);
  const [page, setPage] = useState<MaterialPage | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    listGroups().then((g) => current && setGroups(g)).catch(() => undefined); // the toast says why
    return () => {
      current = false;
    };
  }, [version]);

  useEffect(() => {
    let current = true;
    setLoading(true);
    listMaterials(query)
      .then((p) => {
        if (!current) return;
        setPage(p);
        setError(null);
      })
      .catch((e: unknown) => current && setError(e instanceof Error ? e.message : "加载失败"))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [query, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { groups, page, loading, error, reload };
}
