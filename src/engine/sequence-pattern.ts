import { shopWall } from "./shop-clock";

/**
 * A field's `sequence` pattern (issue 50; decision 0120): `PO{yyyyMMdd}{0000}`, text with parts
 * in braces, each the shop's date (yyyy, MM, dd, HH, mm: Asia/Shanghai) or the counter (zeros,
 * as many as its digits). Read here for the API (src/api/sequences.ts numbers the records) and
 * for the start-up check (check-computed.ts), which refuses a pattern it could not number by.
 */

const TOKEN = /\{([^{}]+)\}/g;
const DATE_PARTS = /yyyy|MM|dd|HH|mm/g;

/** A pattern at an instant: the text with its date parts filled in, the counter left as `{0000}`; and the counter's width. */
export function sequenceParts(pattern: string, at: Date): { text: string; width: number } {
  const wall = shopWall(at);
  const parts: Record<string, number> = { yyyy: wall.y, MM: wall.mo, dd: wall.d, HH: wall.h, mm: wall.mi };
  let width = 0;
  const text = pattern.replace(TOKEN, (whole, inner: string) => {
    if (/^0+$/.test(inner)) {
      width = inner.length;
      return whole;
    }
    return inner.replace(DATE_PARTS, (part) => String(parts[part] ?? "").padStart(part.length, "0"));
  });
  return { text, width };
}

/** What a pattern may hold: date parts and one counter of zeros, in braces (check-config.ts says so at start). */
export function sequencePatternError(pattern: string): string | null {
  const tokens = [...pattern.matchAll(TOKEN)].map((m) => m[1] ?? "");
  const counters = tokens.filter((t) => /^0+$/.test(t));
  if (counters.length !== 1) return `sequence "${pattern}" 需要恰好一个计数位，如 {0000}`;
  // between date parts, separators only ({yyyy-MM-dd})
  const bad = tokens.find((t) => !/^0+$/.test(t) && /[A-Za-z0-9]/.test(t.replace(DATE_PARTS, "")));
  return bad === undefined ? null : `sequence "${pattern}" 的 {${bad}} 不是日期（可用 yyyy、MM、dd、HH、mm）或计数位`;
}
