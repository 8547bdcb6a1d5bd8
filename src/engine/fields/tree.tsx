/**
 * tree: checks over `field.treeOptions` (e.g. a role's permissions), or over a tree the app
 * gives the engine (`{ source: "grants" }`). Value: the checked leaf values (string[]); a
 * parent shows checked when all its leaves are, and checks them all. The input has a search
 * box and the count checked, and follows the options' `requires` and `disabled`
 * (tree-logic.ts). Detail: the checked leaves as lines (商品管理 › 商品列表：查看、编辑).
 * A value may also hold an `all` option's value (全部权限: the column and detail say so) and a
 * `whole` branch's (a section held whole, pages added later included).
 */
import { Spin } from "antd";
import { useTreeOptions } from "../engine-context";
import type { FieldConfig } from "../types";
import { fits } from "./column-width";
import type { FieldType } from "./field-type";
import { lazyModule } from "./lazy-control";
import type { TreeDetailProps, TreeInputProps } from "./tree-views";
import { allOptionOf, checkedLeaves, knownValues } from "./tree-logic";
import { EMPTY, toStrings } from "./shared";

const count = (value: unknown) => {
  const n = toStrings(value).length;
  return n === 0 ? EMPTY : `${n} 项`;
};

/** The column: the `all` option's label when the value holds it, else the leaves it checks (a whole branch's all counted). */
function TreeCount({ field, value }: { field: FieldConfig; value: unknown }) {
  const options = useTreeOptions(field);
  const values = toStrings(value);
  const all = allOptionOf(options);
  if (all && values.includes(all.value)) return <>{all.label}</>;
  // the leaves it checks, and the values no option has (stale) as they are
  const known = knownValues(options);
  const n = checkedLeaves(options, values).length + values.filter((v) => !known.has(v)).length;
  return <>{n === 0 ? EMPTY : `${n} 项`}</>;
}

const views = lazyModule(() => import("./tree-views"));
const TreeInput = views.control<TreeInputProps>((m) => m.TreeInput, () => <Spin size="small" />);
const TreeDetail = views.control<TreeDetailProps>((m) => m.TreeDetail, ({ value }) => count(value));

export const tree: FieldType = {
  column: (value, field) => <TreeCount field={field} value={value} />,
  detail: (value, field) => <TreeDetail field={field} value={value} />,
  input: (field) => <TreeInput field={field} />,
  preload: views.preload,
  columnWidth: (_field, place) => (place === "list" ? fits("999 项", place) : { minWidth: 240 }),
  listByDefault: false,
};
