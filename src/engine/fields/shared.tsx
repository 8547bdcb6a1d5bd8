/**
 * Small helpers shared by the field-type modules: the empty placeholder, value coercion,
 * default placeholders and a few display components.
 */
import type { CSSProperties, ReactElement, ReactNode } from "react";
import { isEmpty } from "../validation";
import type { FieldConfig } from "../types";

/** What an empty value shows in list cells and detail rows. */
export const EMPTY = "-";

/** `render(value)` unless the value is empty, then '-'. */
export function orEmpty<T>(value: unknown, render: (value: T) => ReactNode): ReactNode {
  return isEmpty(value) ? EMPTY : render(value as T);
}

/** The value as an array (one value → [value], empty → []). */
export function toArray<T = unknown>(value: unknown): T[] {
  if (Array.isArray(value)) return value as T[];
  return isEmpty(value) ? [] : [value as T];
}

/** The value as a list of strings (for images / tags / region). */
export function toStrings(value: unknown): string[] {
  return toArray(value).filter((v) => !isEmpty(v)).map(String);
}

/** A finite number, or null (empty / not a number). */
export function toNumber(value: unknown): number | null {
  if (isEmpty(value)) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

export const inputPlaceholder = (field: FieldConfig) => field.placeholder ?? `请输入${field.label}`;
export const selectPlaceholder = (field: FieldConfig) => field.placeholder ?? `请选择${field.label}`;

export const fullWidth: CSSProperties = { width: "100%" };
/** Controls of the list's filter bar (an inline form: no 100% widths there). */
export const filterWidth: CSSProperties = { width: 180 };
export const wideFilterWidth: CSSProperties = { width: 260 };

const ellipsis: CSSProperties = {
  display: "inline-block",
  maxWidth: "100%",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  verticalAlign: "bottom",
};

/**
 * One line, cut with an ellipsis; the whole text in the tooltip (the browser's, `title`). A plain
 * element, no component: a list draws one in every row (issue 26).
 */
export const oneLine = (text: string): ReactNode => (
  <span style={ellipsis} title={text}>
    {text}
  </span>
);

/**
 * Items beside each other as antd's Space lays them out (`size` its gaps; each item in a box of
 * its own, whose line sets its height), without its components: list cells draw these in every
 * row (issue 26). `items` are keyed.
 */
export function spaced(items: ReactElement[], columnGap: number, rowGap: number, wrap = true): ReactNode {
  const style: CSSProperties = { display: "inline-flex", alignItems: "center", flexWrap: wrap ? "wrap" : undefined, columnGap, rowGap };
  return (
    <div style={style}>
      {items.map((item) => (
        <div key={item.key}>{item}</div>
      ))}
    </div>
  );
}

/** Text keeping its line breaks. */
export function MultiLine({ text }: { text: string }) {
  return <span style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>{text}</span>;
}

export const MASK = "******";
