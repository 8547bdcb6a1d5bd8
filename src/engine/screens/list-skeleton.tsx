/**
 * A list's first page on its way (decision 0129): the real table, its header and its columns'
 * widths, with skeleton rows of the page's size in place of the rows, each as high as a row of
 * the list will be. The rows are records of no data (skeletonRecords) that the table's row
 * component (held-rows.tsx) draws as blocks, one per cell, of the cell's content height: a line of
 * text and one of the smaller lines under it per column shown under it, a picture's thumbnail,
 * the row's small buttons. The rows then replace them in the same box, and nothing below moves.
 */
import type { TableProps } from "antd";
import { Children, createContext, useContext, useEffect, useState } from "react";
import { readStoredJson, writeStoredJson } from "../../providers/stored-json";
import { fieldTypeOf } from "../fields";
import type { Rec } from "../types";
import { withBelow, type ListColumn } from "./list-columns";
import { barWidth, SkeletonBlock } from "./skeletons";

/** A skeleton row's key: no record has it. */
const SKELETON_KEY = "__skeleton-";
export const isSkeletonKey = (key: unknown): boolean => String(key).startsWith(SKELETON_KEY);

/** The most rows drawn while the first page loads: more than a screen shows under a list's head (20 × 47 px). */
const MOST_ROWS = 20;
/** Rows drawn while the first page loads: the page's size, up to MOST_ROWS. */
export const skeletonRowCount = (pageSize: number | undefined): number => Math.min(pageSize ?? MOST_ROWS, MOST_ROWS);

/** `count` records of no data for the table, keyed so the row component knows them. */
export function skeletonRecords(count: number, rowKey: string): Rec[] {
  return Array.from({ length: count }, (_, i) => ({ [rowKey]: `${SKELETON_KEY}${i}` }));
}

/** A text line's height in a cell (antd's 14 px at its line height). */
export const LINE = 22;
/** A line shown under a column's value (list-columns.tsx UNDER). */
const UNDER_LINE = 18;
/** A row's buttons: antd's small link buttons (link-button.tsx). */
const BUTTON = 24;
/** antd's row-selection checkbox. */
const CHECKBOX = 16;

/** One cell of a skeleton row: its content's height, its bar's width, the whole box or a text bar. */
export interface SkeletonCell {
  height: number;
  width: string | number;
  fill: boolean;
}

/** The height of a list cell's content: its type's, and a line for each column shown under it. */
export function cellHeight(c: ListColumn, below: readonly ListColumn[]): number {
  return (fieldTypeOf(c.field).listPicture ?? LINE) + below.length * UNDER_LINE;
}

/** The cells of a skeleton row, in the table's order: the selection, the shown columns, 操作. */
export function skeletonCells(shown: readonly ListColumn[], { selection, actions }: { selection: boolean; actions: boolean }): SkeletonCell[] {
  return [
    ...(selection ? [{ height: CHECKBOX, width: CHECKBOX, fill: true }] : []),
    ...withBelow(shown).map(({ c, below }, i) => {
      const picture = fieldTypeOf(c.field).listPicture;
      return { height: cellHeight(c, below), width: picture ?? barWidth(i), fill: picture !== undefined };
    }),
    ...(actions ? [{ height: BUTTON, width: "70%", fill: true }] : []),
  ];
}

const SkeletonCells = createContext<readonly SkeletonCell[]>([]);
export const SkeletonCellsProvider = SkeletonCells.Provider;

/** A skeleton row in the table (the row component draws it for a skeleton key): `cells` tds, as the table's own. */
export function SkeletonRow({ rowKey, children }: { rowKey: string | number; children: React.ReactNode }) {
  const cells = useContext(SkeletonCells);
  const count = Children.count(children);
  return (
    <tr data-row-key={rowKey} data-skeleton="" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => {
        const cell = cells[i] ?? { height: LINE, width: "60%", fill: false };
        return (
          <td key={i} className="ant-table-cell">
            <SkeletonBlock height={cell.height} width={cell.width} fill={cell.fill} style={cell.fill && typeof cell.width === "number" ? { width: cell.width } : undefined} />
          </td>
        );
      })}
    </tr>
  );
}

/**
 * Table props while a list's first page is on its way: skeleton rows of the page's size in the
 * table (no spinner, no 暂无数据), drawn by the row component from SkeletonCellsProvider's cells.
 * Spread after the table's own props and before listErrorProps.
 */
export function listPendingProps(query: { isLoading: boolean }, rowKey: string, pageSize: number | undefined): Partial<TableProps<Rec>> {
  if (!query.isLoading) return {};
  return { dataSource: skeletonRecords(skeletonRowCount(pageSize), rowKey), loading: false };
}

const widthsKey = (resource: string) => `merchant-list-widths-${resource}`;
const local = () => localStorage;
const isString = (value: unknown): value is string => typeof value === "string";
/** The column keys of a fittedWidths string, in order ("" when it is not one). */
function columnKeys(widths: string): string {
  try {
    const entries: unknown = JSON.parse(widths);
    return Array.isArray(entries) ? entries.map((e) => (Array.isArray(e) ? String(e[0]) : "")).join("|") : "";
  } catch {
    return "";
  }
}

/**
 * The columns' widths for the table (list-columns.tsx fittedWidths): the rows' own once they are
 * on show; while the first page loads, those its rows were last fitted to (kept per resource in
 * localStorage), when the same columns are shown. The free-text columns are fitted to the page's
 * values (issue 37), which the skeleton cannot know: without this the header moved sideways as the
 * rows came (a layout shift). A first visit has none kept: the declared widths, then the rows'.
 */
export function useSkeletonWidths(resource: string, fitted: string, loading: boolean, rows: number): string {
  const [kept] = useState(() => readStoredJson(local, widthsKey(resource), isString));
  useEffect(() => {
    if (!loading && rows > 0) writeStoredJson(local, widthsKey(resource), fitted);
  }, [resource, fitted, loading, rows]);
  return loading && kept !== undefined && columnKeys(kept) === columnKeys(fitted) ? kept : fitted;
}
