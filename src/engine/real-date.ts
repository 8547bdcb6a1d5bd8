/**
 * Whether a date / datetime value names a moment that exists: 2026-02-30, 2026-13-01 and
 * 25:00 do not. Shared by the form rules and the demo API (through validation.ts), so
 * it reads both API strings and the pickers' dayjs values, without importing dayjs.
 */

const PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

const isLeap = (y: number) => y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
const daysIn = (y: number, m: number) => [31, isLeap(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1] ?? 0;

/** A picker's value (dayjs): it says itself whether it is valid. */
function isDateObject(value: unknown): value is { isValid(): boolean } {
  return typeof value === "object" && value !== null && "isValid" in value && typeof value.isValid === "function";
}

/**
 * 'YYYY-MM-DD' with an optional ' HH:mm[:ss]' (API strings), or a valid dayjs. With
 * `withTime` false the time part is refused: a date field holds a day only.
 */
export function isRealDate(value: unknown, withTime: boolean): boolean {
  if (isDateObject(value)) return value.isValid();
  if (typeof value !== "string") return false;
  const m = PATTERN.exec(value.trim());
  if (!m) return false;
  const [y, mo, d, h = 0, mi = 0, s = 0] = m.slice(1).map((part) => Number(part ?? 0));
  if (!withTime && m[4] !== undefined) return false;
  if (y === undefined || mo === undefined || d === undefined) return false;
  return mo >= 1 && mo <= 12 && d >= 1 && d <= daysIn(y, mo) && h <= 23 && mi <= 59 && s <= 59;
}
