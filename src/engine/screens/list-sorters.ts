import type { CrudSort } from "@refinedev/core";
import type { SorterResult } from "antd/es/table/interface";

/**
 * antd's sort state → the list's sorters, as refine's antd useTable mapped it: a column's key
 * (else its field path), ascend → asc, descend → desc; a column whose sort was cleared drops out.
 */
export function antdSorters<T>(sorter: SorterResult<T> | SorterResult<T>[]): CrudSort[] {
  const all = Array.isArray(sorter) ? sorter : [sorter];
  return all.flatMap((s) => {
    if (!s.order || s.field === undefined) return [];
    const field = Array.isArray(s.field) ? s.field.join(".") : String(s.field);
    return [{ field: String(s.columnKey ?? field), order: s.order === "descend" ? "desc" : "asc" }];
  });
}
