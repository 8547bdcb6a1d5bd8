/**
 * tree: checks over `field.treeOptions` (e.g. a role's permissions), or over a tree the app
 * gives the engine (`{ source: "menu" }`). Value: the checked leaf values (string[]); a
 * parent shows checked when all its leaves are. Detail: the checked branches only.
 */
import { Tree, type TreeDataNode } from "antd";
import { useTreeOptions } from "../engine-context";
import type { FieldConfig, TreeOption } from "../types";
import type { FieldType } from "./field-type";
import { EMPTY, toStrings } from "./shared";

const toNodes = (options: TreeOption[]): TreeDataNode[] =>
  options.map((o) => ({ key: o.value, title: o.label, children: o.children && toNodes(o.children) }));

/** The leaf values of the options. */
export function leavesOf(options: TreeOption[] | undefined): string[] {
  return (options ?? []).flatMap((o) => (o.children?.length ? leavesOf(o.children) : [o.value]));
}

/** The options pruned to the branches holding a checked leaf. */
function checkedOnly(options: TreeOption[], checked: Set<string>): TreeOption[] {
  return options.flatMap((o) => {
    if (!o.children?.length) return checked.has(o.value) ? [o] : [];
    const children = checkedOnly(o.children, checked);
    return children.length ? [{ ...o, children }] : [];
  });
}

interface TreeInputProps {
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

function TreeDetail({ field, value }: { field: FieldConfig; value: unknown }) {
  const pruned = checkedOnly(useTreeOptions(field), new Set(toStrings(value)));
  if (pruned.length === 0) return <>{EMPTY}</>;
  return <Tree selectable={false} defaultExpandAll treeData={toNodes(pruned)} />;
}

const count = (value: unknown) => {
  const n = toStrings(value).length;
  return n === 0 ? EMPTY : `${n} 项`;
};

export const tree: FieldType = {
  column: count,
  detail: (value, field) => <TreeDetail field={field} value={value} />,
  input: (field) => <TreeInput field={field} />,
  listByDefault: false,
};
