/**
 * tree: checks over `field.treeOptions` (e.g. a role's permissions), or over a tree the app
 * gives the engine (`{ source: "grants" }`). Value: the checked leaf values (string[]); a
 * parent shows checked when all its leaves are, and checks them all. The input has a search
 * box and the count checked, and follows the options' `requires` and `disabled`
 * (tree-logic.ts). Detail: the checked leaves as lines (商品管理 › 商品列表：查看、编辑).
 */
import { Spin } from "antd";
import { fits } from "./column-width";
import type { FieldType } from "./field-type";
import { lazyModule } from "./lazy-control";
import type { TreeDetailProps, TreeInputProps } from "./tree-views";
import { EMPTY, toStrings } from "./shared";

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
