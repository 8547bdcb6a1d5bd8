/** The tree field's views (antd's Tree, rc-tree): a chunk of its own, drawn through lazyControl (tree.tsx). */
import { Typography } from "antd";
import { useTreeOptions } from "../engine-context";
import type { FieldConfig } from "../types";
import { checkedLines, knownValues } from "./tree-logic";
import { EMPTY, toStrings } from "./shared";

export { TreeInput, type TreeInputProps } from "./tree-input";

export interface TreeDetailProps {
  field: FieldConfig;
  value: unknown;
}

/**
 * The checked leaves read as lines, one per branch holding some: 商品管理 › 商品列表：查看、编辑
 * (not a list of keys), a whole branch as one (商品管理：全部（含以后新增）), the `all` option
 * as its label (全部权限); values no option has are counted.
 */
export function TreeDetail({ field, value }: TreeDetailProps) {
  const options = useTreeOptions(field);
  const values = toStrings(value);
  const known = knownValues(options);
  const lines = checkedLines(options, new Set(values));
  const stale = values.filter((v) => !known.has(v)).length;
  if (lines.length === 0 && stale === 0) return <>{EMPTY}</>;
  return (
    <div>
      {lines.map((l) => (
        <div key={l.path.join("›")}>{l.path.join(" › ") + (l.leaves.length ? `：${l.leaves.join("、")}` : "")}</div>
      ))}
      {stale > 0 && <Typography.Text type="warning">{`另有 ${stale} 个已失效（已更名或删除）`}</Typography.Text>}
    </div>
  );
}
