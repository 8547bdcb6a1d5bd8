import { fieldTypeOf } from "../fields";
import type { TableColumnsType } from "antd";
import type { FieldConfig, Rec, ResourceConfig } from "../types";

export interface ListColumn {
  key: string;
  title: string;
  field: FieldConfig;
  width?: number;
  sortable: boolean;
  fixed: boolean;
  hiddenByDefault: boolean;
}

/** The list's columns from the fields: `list` as said, else the type's default. */
export function listColumns(c: ResourceConfig): ListColumn[] {
  return c.fields
    .filter((f) => (f.list === undefined ? fieldTypeOf(f).listByDefault !== false : f.list !== false))
    .map((f) => {
      const o = typeof f.list === "object" ? f.list : {};
      return { key: f.key, title: f.label, field: f, width: o.width, sortable: Boolean(o.sortable), fixed: Boolean(o.fixed), hiddenByDefault: Boolean(o.hidden) };
    });
}

/** Two-level tree for tree tables: roots have an empty parent; children under their parent. */
export function toTree(rows: readonly Rec[], parentField: string, key: string): Rec[] {
  const byParent = new Map<string, Rec[]>();
  for (const r of rows) {
    const parent = String(r[parentField] ?? "");
    byParent.set(parent, [...(byParent.get(parent) ?? []), r]);
  }
  const roots = rows.filter((r) => !r[parentField] || !rows.some((p) => p[key] === r[parentField]));
  return roots.map((r) => {
    const children = byParent.get(String(r[key])) ?? [];
    return children.length ? { ...r, children } : r;
  });
}

/** The table columns of the shown list columns: each cell drawn by its field type. */
export function dataColumns(columns: ListColumn[], hidden: string[]): TableColumnsType<Rec> {
  return columns
    .filter((c) => !hidden.includes(c.key))
    .map((c) => ({
      key: c.key,
      dataIndex: c.key,
      title: c.title,
      width: c.width,
      fixed: c.fixed ? ("left" as const) : undefined,
      sorter: c.sortable,
      // one line: a title wrapped over an empty table and then unwrapped by the rows moved the
      // whole body as it painted (CLS, issue 12)
      onHeaderCell: () => ({ style: { whiteSpace: "nowrap" } }),
      render: (value: unknown, record: Rec) => fieldTypeOf(c.field).column(value, c.field, { record, mode: "list" }),
    }));
}

const PICTURES = new Set(["image", "images"]);

/**
 * The list on a phone (issue 14): the title column (the field with `mobile: "title"`, else the
 * first shown that is not a picture: a card is named in words) and the others, less those with
 * `mobile: "hide"`. `shown`: after the column chooser.
 */
export function phoneColumns(shown: ListColumn[]): { title: ListColumn | undefined; rest: ListColumn[] } {
  const candidates = shown.filter((c) => c.field.mobile !== "hide");
  const title = shown.find((c) => c.field.mobile === "title") ?? candidates.find((c) => !PICTURES.has(c.field.type ?? "text")) ?? candidates[0];
  return { title, rest: shown.filter((c) => c !== title && c.field.mobile !== "hide") };
}
