import { fieldTypeOf } from "../fields";
import { CELL_PADDING, columnSize, columnsWidth, fitFreeColumns, longest, textWidth, widthProps, type ColumnSize } from "../fields/column-width";
import { operationsOf } from "../registry";
import { buttonWidth, lineWidth, MORE_WIDTH, splitRow } from "./row-offer";
import type { TableColumnsType } from "antd";
import type { CSSProperties, ReactNode } from "react";
import type { FieldConfig, Rec, ResourceConfig } from "../types";

export interface ListColumn {
  key: string;
  title: string;
  field: FieldConfig;
  /** From the field's type (or the config's `list.width`) and its title: column-width.ts. */
  size: ColumnSize;
  sortable: boolean;
  fixed: boolean;
  hiddenByDefault: boolean;
  /** The column whose cell shows this one under its value (ColumnOptions.under). */
  under?: string;
}

/** The list's columns from the fields: `list` as said, else the type's default. */
export function listColumns(c: ResourceConfig): ListColumn[] {
  return c.fields
    .filter((f) => (f.list === undefined ? fieldTypeOf(f).listByDefault !== false : f.list !== false))
    .map((f) => {
      const o = typeof f.list === "object" ? f.list : {};
      const sortable = Boolean(o.sortable);
      const size = columnSize(f, fieldTypeOf(f), "list", { title: f.label, sortable }, c.fields);
      return { key: f.key, title: f.label, field: f, size, sortable, fixed: Boolean(o.fixed), hiddenByDefault: Boolean(o.hidden), ...(o.under ? { under: o.under } : {}) };
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

/**
 * The sizes of the shown columns fitted to the page's rows (fitFreeColumns), as a string: what a
 * list keeps its columns by, so a page whose values need the same widths draws no new columns.
 */
export function fittedWidths(columns: ListColumn[], hidden: string[], rows: readonly Rec[]): string {
  const sizes = fitFreeColumns(columns.filter((c) => !hidden.includes(c.key)), rows);
  return JSON.stringify([...sizes]);
}

/**
 * The table columns of the shown list columns: each cell drawn by its field type. `fitted`:
 * fittedWidths of the page's rows; without it the free-text columns share the room alike.
 */
export function dataColumns(columns: ListColumn[], hidden: string[], fitted?: string): TableColumnsType<Rec> {
  const shown = columns.filter((c) => !hidden.includes(c.key));
  const sizes = new Map<string, ColumnSize>(fitted ? (JSON.parse(fitted) as [string, ColumnSize][]) : []);
  return withBelow(shown)
    .map(({ c, below }) => ({
      key: c.key,
      dataIndex: c.key,
      title: c.title,
      // the table lays out fixed from these: a long value is cut in its own column (free text,
      // with its tooltip) and never pushes the others under 操作
      ...widthProps(hostSize(sizes.get(c.key) ?? c.size, below)),
      fixed: c.fixed ? ("left" as const) : undefined,
      sorter: c.sortable,
      // one line: a title wrapped over an empty table and then unwrapped by the rows moved the
      // whole body as it painted (CLS, issue 12)
      onHeaderCell: () => ({ style: { whiteSpace: "nowrap" } }),
      // a cell shows its record's value by its field's type, and nothing else: drawn again only
      // for another record (a list's loading state and its URL's update redrew every cell twice)
      shouldCellUpdate: (record: Rec, previous: Rec) => record !== previous,
      render: (_value: unknown, record: Rec) => cellWithBelow(c, below, record),
    }));
}

/**
 * The shown columns that stand on their own, each with those shown under its value
 * (ColumnOptions.under): one under a column that is not shown is a column of its own again.
 */
export function withBelow(shown: readonly ListColumn[]): { c: ListColumn; below: ListColumn[] }[] {
  const hosted = (c: ListColumn) => c.under !== undefined && shown.some((h) => h.key === c.under);
  return shown.filter((c) => !hosted(c)).map((c) => ({ c, below: shown.filter((b) => hosted(b) && b.under === c.key) }));
}

/** A list cell (a table's or a phone card's): its field's value, and what is shown under it. */
export function cellWithBelow(c: ListColumn, below: readonly ListColumn[], record: Rec): ReactNode {
  const own = fieldTypeOf(c.field).column(record[c.key], c.field, { record, mode: "list" });
  if (below.length === 0) return own;
  return (
    <>
      {own}
      {below.map((b) => (
        <div key={b.key} style={UNDER}>
          {fieldTypeOf(b.field).column(record[b.key], b.field, { record, mode: "list" })}
        </div>
      ))}
    </>
  );
}

/** What a column shows under another's value: smaller, wrapping in the host's width. */
const UNDER: CSSProperties = { fontSize: 12, lineHeight: "18px", whiteSpace: "normal", overflowWrap: "anywhere" };

/**
 * A host column's size: its own, or room for what it shows under its value on two lines at
 * UNDER's 12 px (a 14 px line's width, its padding aside, × 12/14 ÷ 2), and one character
 * more: a line breaks before a word that does not fit.
 */
function hostSize(own: ColumnSize, below: readonly ListColumn[]): ColumnSize {
  const twoLines = (w: number) => Math.ceil(((w - CELL_PADDING) * 12) / 14 / 2) + textWidth("字") + CELL_PADDING;
  return below.reduce((size, b) => ({ ...size, width: Math.max(size.width, twoLines(b.size.width)) }), own);
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

/** The list's scroll width: its columns' (column-width.ts) and the row selection's. */
export const scrollWidth = (columns: TableColumnsType<Rec>, selection: boolean): number =>
  columnsWidth(columns) + (selection ? SELECTION_WIDTH : 0);

/** antd's row-selection column (a checkbox and its padding). */
const SELECTION_WIDTH = 48;

/**
 * The 操作 column's width, from every button a row may show (row-actions.tsx), each toggle by
 * its longer label, on one line: past ROW_LINE the first ones and 更多 (row-offer.ts), so no
 * row wraps.
 */
export function actionsWidth(config: ResourceConfig): number {
  const ops = operationsOf(config);
  const actions = (config.actions ?? []).filter((a) => (a.scope ?? "row") === "row");
  const plain = (w: number) => ({ w, stays: false });
  const all = [
    ...(ops.has("detail") ? [plain(buttonWidth("查看", "plain"))] : []),
    ...(ops.has("edit") ? [plain(buttonWidth("编辑", "plain"))] : []),
    ...actions.map((a) => ({
      w: buttonWidth(a.kind === "toggle" ? longest(a.labels) : a.label, a.kind === "link" ? "link" : "button"),
      stays: a.kind === "toggle",
    })),
    ...(ops.has("delete") ? [plain(buttonWidth("删除", "button"))] : []),
  ];
  const { inline, more } = splitRow(all, (b) => b.w, (b) => b.stays);
  const widths = inline.map((b) => b.w);
  return Math.max(lineWidth(more.length > 0 ? [...widths, MORE_WIDTH] : widths), textWidth("操作")) + CELL_PADDING;
}
