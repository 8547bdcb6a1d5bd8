/**
 * Numbers as a merchant types them (issue 25): digits with an optional sign and point, and
 * nothing else, read alike by the form's rules, its number box and the demo API's input.
 * `Number()` alone took "0x10" as 16, "1e309" as Infinity and "" as 0.
 */

/** An optional sign, digits, an optional point: "12", "-3", "12.50", "12." (typing), ".5". */
const DECIMAL = /^[-+]?(\d+\.?\d*|\.\d+)$/;

/**
 * Where a number-like field without a declared bound stops (field-types.ts asRuled): past it
 * a number is no longer exact (10²⁰ + 1 is 10²⁰), so 99999999999999999999 is refused, not stored
 * as 100000000000000000000.
 */
export const SAFE_BOUND = Number.MAX_SAFE_INTEGER;

/** The number a value reads as: a finite number, or a string of one; null for anything else. */
export function readNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string" || !DECIMAL.test(value.trim())) return null;
  const n = Number(value.trim());
  return Number.isFinite(n) ? n : null;
}

/** A typed number written the shortest way ("007.50" → "7.5", "-0" → "0"), to compare with String(n). */
function shortest(text: string): string {
  const negative = text.startsWith("-");
  const [whole = "", fraction = ""] = text.replace(/^[-+]/, "").split(".");
  const digits = [whole.replace(/^0+(?=\d)/, "") || "0", fraction.replace(/0+$/, "")].filter(Boolean).join(".");
  return negative && digits !== "0" ? `-${digits}` : digits;
}

/**
 * The form's value of what was typed into a number box: null when empty; the number when the
 * text is exactly that number ("12.50" is 12.5); else the text itself (letters, a number too
 * long to be exact), which the field's rules then name. Nothing typed is turned into another value.
 */
export function typedValue(text: string): number | string | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const n = readNumber(trimmed);
  return n !== null && String(n) === shortest(trimmed) ? n : text;
}
