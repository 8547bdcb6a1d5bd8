/**
 * relation to a resource whose records are a tree (its config's `tree`: 商品分类's parents and
 * children): a TreeSelect of the records, each under its parent, any of them picked (issue 49:
 * the goods form's 分类 was one flat list mixing 一级 and 二级). Drawn by the relation type for
 * every such field (relation.tsx's RelationControl), a form's and a filter's alike. The records
 * come from the field's lookup, which answers their parent field too (engine/lookups.ts), all
 * pages of it up to TREE_MOST, and are searched in the page by their label.
 */
import { TreeSelect } from "antd";
import { useEffect, useMemo, useState } from "react";
import { request } from "../../providers/http";
import type { LookupRef } from "../lookups";
import type { FieldConfig, Rec, RelationConfig } from "../types";
import { useRequiredOnCombobox, type SelectControlProps } from "./form-select";
import { relationCall } from "./relation-call";
import { fullWidth, selectPlaceholder, toArray } from "./shared";

/** The most records a tree select reads (pages of the lookup's largest page); a shop's categories are far fewer. */
export const TREE_MOST = 500;
const PAGE = 100;

type Value = string | number;
export interface TreeNode {
  value: Value;
  title: string;
  children?: TreeNode[];
}

/**
 * The records as a tree: each under the record its `parent` names (by the records' `key`), a
 * record whose parent is empty or not among them a root, in the order read. `value` and `label`
 * are what a node carries and shows.
 */
export function treeOf(rows: readonly Rec[], { key, value, label, parent }: { key: string; value: string; label: string; parent: string }): TreeNode[] {
  const keys = new Set(rows.map((r) => String(r[key])));
  const under = new Map<string, Rec[]>();
  for (const row of rows) {
    const p = row[parent];
    const at = p !== null && p !== undefined && p !== "" && keys.has(String(p)) && String(p) !== String(row[key]) ? String(p) : "";
    under.set(at, [...(under.get(at) ?? []), row]);
  }
  const drawn = new Set<string>();
  const nodes = (at: string): TreeNode[] =>
    (under.get(at) ?? []).flatMap((row) => {
      const k = String(row[key]);
      // a loop in the stored parents draws each record once
      if (drawn.has(k)) return [];
      drawn.add(k);
      const children = nodes(k);
      return [{ value: row[value] as Value, title: String(row[label] ?? row[value]), ...(children.length ? { children } : {}) }];
    });
  return nodes("");
}

/** Whether `nodes` hold a node of `value`. */
const holds = (nodes: readonly TreeNode[], value: unknown): boolean =>
  nodes.some((n) => String(n.value) === String(value) || holds(n.children ?? [], value));

export interface RelationTreeSelectProps extends SelectControlProps {
  field: FieldConfig;
  /** The related records' API: the lookup, else their list. */
  lookup: LookupRef | undefined;
  api: { base: string; list: string; key: string };
  parent: string;
  /** Labels of the record's own values, for a value not (yet) among the records read. */
  known: ReadonlyMap<string, string>;
}

export function RelationTreeSelect({ field, lookup, api, parent, known, value, onChange, disabled, allowClear = true, style = fullWidth, ...labelling }: RelationTreeSelectProps) {
  const [rows, setRows] = useState<Rec[] | null>(null);
  const rel = field.relation;
  const valueKey = rel?.valueField ?? api.key;
  const callKey = JSON.stringify({ rel: rel ?? null, api, lookup: lookup ?? null });
  useEffect(() => {
    const asked = JSON.parse(callKey) as { rel: RelationConfig | null; api: { base: string; list: string }; lookup: LookupRef | null };
    const { rel: relation } = asked;
    if (!relation) return;
    let live = true;
    (async () => {
      const read: Rec[] = [];
      for (let page = 1; read.length < TREE_MOST; page += 1) {
        const [path, body] = relationCall(relation, asked.api, asked.lookup, { page, page_size: PAGE });
        const data = await request<{ list?: Rec[]; total?: number }>(path, body);
        read.push(...(data.list ?? []));
        if (!data.list?.length || read.length >= Number(data.total ?? 0)) break;
      }
      if (live) setRows(read);
    })().catch(() => live && setRows([]));
    return () => {
      live = false;
    };
  }, [callKey]);

  const tree = useMemo(() => treeOf(rows ?? [], { key: api.key, value: valueKey, label: rel?.labelField ?? valueKey, parent }), [rows, api.key, valueKey, rel?.labelField, parent]);
  // a value not among the records read keeps its label (the record's displayField), as a root
  const missing = toArray<Value>(value).filter((v) => v !== null && v !== "" && !holds(tree, v)).map((v) => ({ value: v, title: known.get(String(v)) ?? String(v) }));
  useRequiredOnCombobox(labelling.id, labelling["aria-required"]);
  return (
    <TreeSelect
      {...labelling}
      // on the combobox itself (useRequiredOnCombobox), not on TreeSelect's outer <div>
      aria-required={undefined}
      style={style}
      value={(value ?? undefined) as Value | undefined}
      onChange={(v: Value | undefined) => onChange?.(v ?? null)}
      treeData={[...tree, ...missing]}
      treeDefaultExpandAll
      showSearch
      treeNodeFilterProp="title"
      loading={rows === null}
      placeholder={selectPlaceholder(field)}
      allowClear={allowClear}
      disabled={disabled}
    />
  );
}
