/** The antd Trees of tree (rc-tree): a chunk of its own, drawn through lazyControl (tree.tsx). */
import { Tree, type TreeDataNode } from "antd";
import { useTreeOptions } from "../engine-context";
import type { FieldConfig, TreeOption } from "../types";
import { leavesOf } from "./tree";
import { EMPTY, toStrings } from "./shared";

const toNodes = (options: TreeOption[]): TreeDataNode[] =>
  options.map((o) => ({ key: o.value, title: o.label, children: o.children && toNodes(o.children) }));

/** The options pruned to the branches holding a checked leaf. */
function checkedOnly(options: TreeOption[], checked: Set<string>): TreeOption[] {
  return options.flatMap((o) => {
    if (!o.children?.length) return checked.has(o.value) ? [o] : [];
    const children = checkedOnly(o.children, checked);
    return children.length ? [{ ...o, children }] : [];
  });
}

export interface TreeInputProps {
  field: FieldConfig;
  value?: unknown;
  onChange?: (value: string[]) => void;
  disabled?: boolean;
}

export function TreeInput({ field, value, onChange, disabled }: TreeInputProps) {
  const options = useTreeOptions(field);
  const leaves = new Set(leavesOf(options));
  return (
    <Tree
      checkable
      selectable={false}
      defaultExpandAll
      disabled={disabled}
      treeData={toNodes(options)}
      checkedKeys={toStrings(value).filter((v) => leaves.has(v))}
      onCheck={(checked) => {
        const keys = Array.isArray(checked) ? checked : checked.checked;
        onChange?.(keys.map(String).filter((k) => leaves.has(k)));
      }}
    />
  );
}

export interface TreeDetailProps {
  field: FieldConfig;
  value: unknown;
}

export function TreeDetail({ field, value }: TreeDetailProps) {
  const pruned = checkedOnly(useTreeOptions(field), new Set(toStrings(value)));
  if (pruned.length === 0) return <>{EMPTY}</>;
  return <Tree selectable={false} defaultExpandAll treeData={toNodes(pruned)} />;
}

