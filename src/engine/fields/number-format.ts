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
/** An amount of money rounded to the cent (sums of prices drift in binary floating point). */
export const cents = (n: number): number => Math.round(n * 100) / 100;

export const formatMoney = (n: number, decimals = 2) => `${n < 0 ? "-" : ""}¥${grouped(Math.abs(n), decimals)}`;
/** Money where space is short (chart axes, tags of face values): whole yuan without decimals (¥14,000, ¥2.50). */
export const formatMoneyBrief = (n: number) => formatMoney(n, Number.isInteger(n) ? 0 : 2);
/** A count with thousands separators and its unit (1,200人). */
export const formatCount = (n: number, unit = "") => `${grouped(n)}${unit}`;
/** A rate as merchants say it: 0.92 → 9.2折, 0.855 → 8.55折, 1 → 不打折. */
export const formatDiscount = (rate: number) => (rate >= 1 ? "不打折" : `${Number((rate * 10).toFixed(2))}折`);
export const formatPercent = (n: number) => `${n}%`;
