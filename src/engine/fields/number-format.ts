/**
 * How numbers read wherever they show: cells, details, tooltips, chart axes, messages of the
 * demo API. Plain functions (no React), so the demo API and charts share them with the fields.
 */
import type { FieldConfig } from "../types";

// One formatter per precision: toLocaleString builds a new one per call, which was a visible
// part of drawing a 100-row page (issue 12's benchmark).
const formatters = new Map<number | undefined, Intl.NumberFormat>();
function grouped(n: number, digits?: number): string {
  let f = formatters.get(digits);
  if (!f) {
    f = new Intl.NumberFormat("en-US", digits === undefined ? { maximumFractionDigits: 20 } : { minimumFractionDigits: digits, maximumFractionDigits: digits });
    formatters.set(digits, f);
  }
  return f.format(n);
}

export const formatNumber = (n: number, field: FieldConfig) => `${grouped(n)}${field.unit ?? ""}`;
export const formatInteger = (n: number, field: FieldConfig) => `${grouped(Math.round(n), 0)}${field.unit ?? ""}`;
/** Money everywhere it shows (cells, details, tooltips, chart axes): ¥1,234.50; `decimals` 0 for whole yuan. */
export const formatMoney = (n: number, decimals = 2) => `${n < 0 ? "-" : ""}¥${grouped(Math.abs(n), decimals)}`;
/** A count with thousands separators and its unit (1,200人). */
export const formatCount = (n: number, unit = "") => `${grouped(n)}${unit}`;
export const formatPercent = (n: number) => `${n}%`;
