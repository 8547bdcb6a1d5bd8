/**
 * The tree field's input (a role's 权限): a search box and the count checked above an antd
 * Tree whose branches check their leaves (a section's checkbox is its 全选). The rules of a
 * click (requires, disabled) are tree-logic.ts's; this draws them. An `all` option (全部权限)
 * is a switch above the tree; a `whole` branch checked whole is stored as its one value.
 */
import { SearchOutlined } from "@ant-design/icons";
import { Alert, Button, Input, Switch, Tree, Typography, type TreeDataNode } from "antd";
import { useMemo, useState, type ReactNode } from "react";
import { useTreeOptions } from "../engine-context";
import type { FieldConfig, TreeOption } from "../types";
import {
  allOptionOf, applyCheck, branchesOf, checkedLeaves, compactChecked, drawnOptions, filterOptions, innerBranchesOf, knownValues, leafOptions, leavesOf,
} from "./tree-logic";
import { toStrings } from "./shared";

/** A tree with more leaves than this opens folded to its top level, which shows its counts. */
export const LONG_TREE = 20;

/** A top-level branch's count, "checked/all" of its leaves (all of them, whatever a search shows). */
type Counts = ReadonlyMap<string, string>;

function countsOf(options: readonly TreeOption[], checked: ReadonlySet<string>): Counts {
  return new Map(options.filter((o) => o.children?.length).map((o) => {
    const leaves = leavesOf(o.children);
    return [o.value, `${leaves.filter((v) => checked.has(v)).length}/${leaves.length}`];
  }));
}

function nodeTitle(o: TreeOption, counts?: Counts): ReactNode {
  const label = o.hint ? <span title={o.hint}>{o.label}</span> : o.label;
  const count = counts?.get(o.value);
  return count ? <>{label} <Typography.Text type="secondary">{count}</Typography.Text></> : label;
}

const toNodes = (options: TreeOption[], counts?: Counts): TreeDataNode[] =>
  options.map((o) => ({
    key: o.value,
    title: nodeTitle(o, counts),
    // a branch is disabled when nothing below it may change (rc-tree conducts past disabled nodes)
    disabled: o.children?.length ? leafOptions(o.children).every((l) => l.disabled) : o.disabled,
    children: o.children && toNodes(o.children),
  }));

export interface TreeInputProps {
  field: FieldConfig;
  value?: unknown;
  onChange?: (value: string[]) => void;
  disabled?: boolean;
}

export function TreeInput({ field, value, onChange, disabled }: TreeInputProps) {
  const given = useTreeOptions(field);
  const everything = allOptionOf(given);
  const options = useMemo(() => drawnOptions(given), [given]);
  const known = useMemo(() => knownValues(given), [given]);
  const all = useMemo(() => leafOptions(options), [options]);
  const [query, setQuery] = useState("");
  const [expanded, setExpanded] = useState<string[]>(() => (all.length > LONG_TREE ? innerBranchesOf(options) : branchesOf(options)));
  const values = toStrings(value);
  const allOn = everything !== undefined && values.includes(everything.value);
  // the leaves the value checks: named, in a whole branch's value, or all of them with 全部
  const checked = checkedLeaves(given, values);
  // values no option has (a page or action renamed since): kept, and said, until removed
  const stale = values.filter((v) => !known.has(v));
  const shown = useMemo(() => filterOptions(options, query), [options, query]);
  // new tree data on every draw would make rc-tree redo its lists (and their motion) each time
  const checkedKey = checked.join("\n");
  const treeData = useMemo(() => toNodes(shown, countsOf(options, new Set(checkedKey.split("\n")))), [options, shown, checkedKey]);
  const shownLeaves = new Set(leavesOf(shown));
  const hint = [...(everything ? [everything] : []), ...all].find((o) => o.disabled && o.hint)?.hint;

  const onCheck = (proposed: string[]) => {
    // a click changes what the search shows only; the hidden leaves keep their state
    const next = [...proposed.filter((v) => shownLeaves.has(v)), ...checked.filter((v) => !shownLeaves.has(v))];
    onChange?.([...compactChecked(given, applyCheck(options, checked, next)), ...stale]);
  };

  return (
    <div style={{ maxWidth: "100%" }}>
      <div style={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 8, marginBottom: 8 }}>
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={`搜索${field.label}`}
          aria-label={`搜索${field.label}`}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          // Enter would submit the form
          onPressEnter={(e) => e.preventDefault()}
          style={{ flex: "1 1 160px", minWidth: 0 }}
        />
        <Typography.Text type="secondary" style={{ whiteSpace: "nowrap" }}>{`已选 ${checked.length} / 共 ${all.length}`}</Typography.Text>
      </div>
      {everything && (
        <label style={{ display: "flex", alignItems: "center", gap: 8, marginBottom: 8 }}>
          <Switch
            // the default size, as every switch of the console: on a phone the small one is under a finger's 32×32
            checked={allOn}
            disabled={disabled || everything.disabled}
            aria-label={everything.label}
            // off: nothing checked, to choose from (on again gives everything back)
            onChange={(on) => onChange?.([...(on ? [everything.value] : []), ...stale])}
          />
          <span title={everything.hint}>{everything.label}</span>
          {allOn && <Typography.Text type="secondary">含以后新增的页面和操作</Typography.Text>}
        </label>
      )}
      {hint && <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>{`灰色项：${hint}`}</Typography.Paragraph>}
      {stale.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 8, wordBreak: "break-all" }}
          message={`${stale.length} 个${field.label}已失效（已更名或删除）`}
          description={stale.join("、")}
          action={<Button size="small" type="link" disabled={disabled} onClick={() => onChange?.(values.filter((v) => known.has(v)))}>移除</Button>}
        />
      )}
      {shown.length === 0 ? (
        <Typography.Text type="secondary">{`没有匹配的${field.label}`}</Typography.Text>
      ) : (
        <Tree
          checkable
          selectable={false}
          // 全部 on: every leaf shows checked, and none can change
          disabled={disabled || allOn}
          treeData={treeData}
          checkedKeys={checked.filter((v) => shownLeaves.has(v))}
          expandedKeys={query.trim() ? [...new Set([...expanded, ...branchesOf(shown)])] : expanded}
          // the pages stay open inside a folded section (rc-tree would open the parents of open nodes)
          defaultExpandParent={false}
          autoExpandParent={false}
          onExpand={(keys) => setExpanded(keys.map(String))}
          onCheck={(keys) => onCheck((Array.isArray(keys) ? keys : keys.checked).map(String))}
        />
      )}
    </div>
  );
}
