/**
 * How wide a field's column is (issue 15): a list's cells and a nested list's inputs take the
 * width their type declares (FieldType.columnWidth), from what the type shows, so a date-time
 * is never cut or wrapped, a price has room for its largest value and a status for its longest
 * label. Free text has a minimum instead and is cut with an ellipsis and a tooltip below it.
 * Widths are estimated from sample text at the tables' 14 px font, with the wider digits of the
 * fonts a merchant may have (measuring in the DOM would draw every list twice).
 */
import type { FieldConfig } from "../types";
import type { FieldType } from "./field-type";

/** Where the column is: a list's cell (list and detail tables) or a nested list's input. */
export type ColumnPlace = "list" | "input";

/**
 * A column's width in px, its cell's padding included: `width` for values of one format, never
 * cut; `minWidth` for free text, which takes what the table has left and is cut past it.
 */
export type ColumnWidth = { width: number; align?: "right" } | { minWidth: number };

/**
 * px of a text at 14 px, a little over what the usual UI fonts take (SF, Segoe UI, Roboto,
 * PingFang, YaHei): CJK and full-width 14, digits and latin 8.5, punctuation 6, a space 4.
 */
export function textWidth(text: string): number {
  let px = 0;
  for (const ch of text) px += /[\u2e80-\uffef]/u.test(ch) ? 14 : ch === " " ? 4 : /[.,:;\-/'|]/.test(ch) ? 6 : 8.5;
  return Math.ceil(px);
}

/** A cell's padding, left and right: the engine's tables are antd's "middle" (lists) or "small" size. */
export const CELL_PADDING = 16;
/** An input's own padding and border around its text. */
export const INPUT_CHROME = 24;
/** A select's arrow or a picker's calendar icon. */
export const INPUT_ICON = 20;
/** A sort button after a column title. */
const SORTER = 18;
/** A required mark before a nested list's column title. */
const REQUIRED_MARK = 12;
/** Free text of a type that declares nothing (an app's own type). */
const DEFAULT: ColumnWidth = { minWidth: 120 };

/** A column exactly as wide as `sample` shown in it (inputs add their chrome and `extra`). */
export function fits(sample: string, place: ColumnPlace, extra = 0, align?: "right"): ColumnWidth {
  const chrome = place === "input" ? INPUT_CHROME + extra : extra;
  return { width: textWidth(sample) + CELL_PADDING + chrome, ...(align ? { align } : {}) };
}

/** The longest of some labels. */
export const longest = (labels: readonly string[]): string => labels.reduce((a, b) => (textWidth(b) > textWidth(a) ? b : a), "");

export interface ColumnTitle {
  title: string;
  sortable?: boolean;
  required?: boolean;
}

/** What a column sizes by: its width, whether it takes the table's spare room, how it aligns. */
export interface ColumnSize {
  width: number;
  /** Free text: `width` is its minimum; the free-text columns share what the others leave. */
  flexible: boolean;
  align?: "right";
}

/**
 * An antd column's width props: a one-format column exactly its width; a free-text column none
 * (the table lays out fixed: the columns without a width share the room left) and its minimum
 * as `minWidth`, which the table's scroll width counts (columnsWidth).
 */
export const widthProps = ({ width, flexible, align }: ColumnSize) =>
  flexible ? { minWidth: width } : { width, ...(align ? { align } : {}) };

/** A column's title on one line, with its sort button or required mark. */
const titleWidth = (head: ColumnTitle): number => textWidth(head.title) + CELL_PADDING + (head.sortable ? SORTER : 0) + (head.required ? REQUIRED_MARK : 0);

/**
 * A field's column size: its type's width (or exactly the config's `list.width`), never
 * narrower than its title on one line.
 */
export function columnSize(field: FieldConfig, type: FieldType, place: ColumnPlace, head: ColumnTitle, siblings: readonly FieldConfig[] = []): ColumnSize {
  const own = type.columnWidth?.(field, place, siblings) ?? DEFAULT;
  const override = typeof field.list === "object" ? field.list.width : undefined;
  // the config's width is the column's, exactly: a code or a period of one format it knows
  const flexible = override === undefined && "minWidth" in own;
  const width = override ?? ("minWidth" in own ? own.minWidth : own.width);
  const title = titleWidth(head);
  const align = "align" in own && !flexible ? own.align : undefined;
  return { width: Math.max(width, title), flexible, ...(align ? { align } : {}) };
}

/**
 * A table's scroll width (antd `scroll.x`): its columns' widths (free text's minimum). A wider
 * box gives the free-text columns its spare room; a narrower one scrolls the table inside it
 * instead of squeezing them.
 */
export const columnsWidth = (columns: readonly { width?: unknown; minWidth?: number }[]): number =>
  columns.reduce((sum: number, c) => sum + (typeof c.width === "number" ? c.width : (c.minWidth ?? 0)), 0);

/** The items of a list said in words (text `format: "lines"`): split at 、 or a comma, not one between digits (¥1,050.00). */
export const listItems = (text: string): string[] => text.split(/[、，]\s*|,(?!\d)\s*/);

/** The types whose cell shows cellText's words, nothing more. */
const SAID = new Set(["text", "relation", "enum"]);

/** A free-text column takes at most this many times its minimum when another one takes the rest. */
const FREE_CAP = 2;

/** The text a cell of `field` shows for `record`, for its width: a string, a relation's name, an array's items, enum labels. */
export function cellText(field: FieldConfig, record: Readonly<Record<string, unknown>>): string {
  const raw = field.relation?.displayField ? (record[field.relation.displayField] ?? record[field.key]) : record[field.key];
  const labelOf = (v: unknown): string => {
    const option = field.options?.find((o) => o.value === v);
    if (option) return option.label;
    return typeof v === "string" || typeof v === "number" ? String(v) : "";
  };
  return Array.isArray(raw) ? raw.map(labelOf).join("、") : labelOf(raw);
}

/**
 * The free-text columns fitted to the rows on show (issue 37: at 1440 px a goods name and a
 * discount's 参与商品 were cut while 分类 and 活动名称 beside them kept half the room for short
 * values). Every free-text column but one is as wide as its longest value on the page needs
 * (estimated as textWidth, no DOM measure), at least its title and at most FREE_CAP times its
 * minimum (the minimum is a guess made before the values are known: a 分类 of four characters
 * kept 120 px while the goods name beside it was cut);
 * the one that needs the most gets no width, so the fixed layout gives it all the room the
 * others leave. Columns of one format keep their width. `sizes`: by column key; returns the
 * fitted ones by key.
 */
export function fitFreeColumns(
  columns: readonly ({ key: string; field: FieldConfig; size: ColumnSize } & ColumnTitle)[],
  rows: readonly Readonly<Record<string, unknown>>[],
): Map<string, ColumnSize> {
  const free = columns.filter((c) => c.size.flexible);
  const fitted = new Map<string, ColumnSize>(columns.map((c) => [c.key, c.size]));
  if (free.length < 2 || rows.length === 0) return fitted;
  // a list said in words (format "lines") shows one item a line: its widest item is what it needs
  const widthOf = (field: FieldConfig, text: string) =>
    field.format === "lines" ? Math.max(0, ...listItems(text).map(textWidth)) : textWidth(text);
  // below its minimum only by values cellText reads whole (a list's items are drawn, not said)
  const least = (c: (typeof free)[number]) => (SAID.has(c.field.type ?? "text") ? titleWidth(c) : c.size.width);
  const need = new Map(free.map((c) => [c.key, Math.max(least(c), ...rows.map((r) => widthOf(c.field, cellText(c.field, r)) + CELL_PADDING))]));
  const widest = free.reduce((a, b) => ((need.get(b.key) ?? 0) - b.size.width > (need.get(a.key) ?? 0) - a.size.width ? b : a));
  for (const c of free) {
    // the widest takes the room left, from what its values need if that is less than its minimum
    if (c === widest) {
      fitted.set(c.key, { ...c.size, width: Math.min(c.size.width, need.get(c.key) ?? c.size.width) });
      continue;
    }
    fitted.set(c.key, { width: Math.min(need.get(c.key) ?? c.size.width, c.size.width * FREE_CAP), flexible: false });
  }
  return fitted;
}
