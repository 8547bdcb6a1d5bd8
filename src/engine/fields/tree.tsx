/**
 * tree: checks over `field.treeOptions` (e.g. a role's permissions), or over a tree the app
 * gives the engine (`{ source: "menu" }`). Value: the checked leaf values (string[]); a
 * parent shows checked when all its leaves are. Detail: the checked branches only.
 */
import { Spin } from "antd";
import type { TreeOption } from "../types";
import { fits } from "./column-width";
import type { FieldType } from "./field-type";
import { lazyModule } from "./lazy-control";
import type { TreeDetailProps, TreeInputProps } from "./tree-views";
import { EMPTY, toStrings } from "./shared";

/** The leaf values of the options. */
export function leavesOf(options: TreeOption[] | undefined): string[] {
  return (options ?? []).flatMap((o) => (o.children?.length ? leavesOf(o.children) : [o.value]));
}

const count = (value: unknown) => {
  const n = toStrings(value).length;
  return n === 0 ? EMPTY : `${n} 项`;
};

const views = lazyModule(() => import("./tree-views"));
const TreeInput = views.control<TreeInputProps>((m) => m.TreeInput, () => <Spin size="small" />);
const TreeDetail = views.control<TreeDetailProps>((m) => m.TreeDetail, ({ value }) => count(value));

export const tree: FieldType = {
  column: count,
  detail: (value, field) => <TreeDetail field={field} value={value} />,
  input: (field) => <TreeInput field={field} />,
  preload: views.preload,
  columnWidth: (_field, place) => (place === "list" ? fits("999 项", place) : { minWidth: 240 }),
  listByDefault: false,
};
