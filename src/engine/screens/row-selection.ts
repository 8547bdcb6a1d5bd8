import type { TableProps } from "antd";
import type { Key } from "react";
import { refusalOf } from "../registry";
import type { ResourceConfig, Rec } from "../types";
import { isSkeletonKey } from "./list-skeleton";

/**
 * The list table's batch selection (批量删除): a row the resource refuses to delete (for this
 * session too: refusedBy) cannot be picked, and every checkbox has a name (axe label; antd leaves a row's unnamed and calls the
 * header's "Select all"): 选择 and the row's title, as a phone's card says it (list-cards.tsx).
 * The skeleton's rows while the first page loads (list-skeleton.tsx) are no records: their boxes
 * are disabled, and 全选本页 pressed then picks none of their keys.
 */
export function rowSelection(
  config: ResourceConfig,
  titleKey: string | undefined,
  rowKey: string,
  selected: Key[],
  onChange: (keys: Key[]) => void,
  /** The rows the page's own batch tools take (list-extras.ts); others cannot be picked. */
  selectable?: (record: Rec) => boolean,
): TableProps<Rec>["rowSelection"] {
  const name = (r: Rec) => String((titleKey ? r[titleKey] : undefined) ?? r[rowKey] ?? "");
  const pickable = (r: Rec) => !isSkeletonKey(r[rowKey]) && (selectable ? selectable(r) : refusalOf(config, r, "delete") === null);
  return {
    selectedRowKeys: selected,
    onChange: (keys) => onChange(keys.filter((key) => !isSkeletonKey(key))),
    getCheckboxProps: (r) => ({ disabled: !pickable(r), "aria-label": `选择 ${name(r)}` }),
    getTitleCheckboxProps: () => ({ "aria-label": "全选本页" }),
  };
}
