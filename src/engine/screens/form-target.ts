import { keyOf, operationsOf } from "../registry";
import type { Rec, ResourceConfig } from "../types";

/**
 * What the modal is open on: `{ id }` edits that record (fetched fresh by the detail call),
 * `{ id, record }` edits the given record (no `detail` operation), `{}` creates one.
 */
export interface FormTarget {
  id?: string;
  record?: Rec;
}

/** 编辑 from a list row: fetched fresh when the resource offers a detail, else the row as listed. */
export const editTarget = (config: ResourceConfig, record: Rec): FormTarget => ({
  id: String(record[keyOf(config)]),
  record: operationsOf(config).has("detail") ? undefined : record,
});
