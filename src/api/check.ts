import type { Body } from "./types";

/** Readers and rules for request bodies (values arrive as `unknown`). */

/** A trimmed string, or '' when the value is missing or not a string/number. */
export function str(body: Body, key: string): string {
  const v = body[key];
  if (typeof v === "string") return v.trim();
  if (typeof v === "number" && Number.isFinite(v)) return String(v);
  return "";
}

/** A finite number (numeric strings accepted), or undefined. */
export function num(body: Body, key: string): number | undefined {
  const v = body[key];
  if (typeof v === "number") return Number.isFinite(v) ? v : undefined;
  if (typeof v === "string" && v.trim() !== "") {
    const n = Number(v);
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

/** The value when it is one of `allowed`, else undefined. */
export function oneOf<T extends number>(body: Body, key: string, allowed: readonly T[]): T | undefined {
  const n = num(body, key);
  return allowed.find((a) => a === n);
}

/** A string array (every element a non-empty string), or undefined. */
export function strList(body: Body, key: string): string[] | undefined {
  const v = body[key];
  if (!Array.isArray(v)) return undefined;
  const out: string[] = [];
  for (const item of v) {
    if (typeof item !== "string" || item.trim() === "") return undefined;
    out.push(item.trim());
  }
  return out;
}

/** 11-digit mainland mobile number. */
export function isMobile(value: string): boolean {
  return /^1[3-9]\d{9}$/.test(value);
}

/** Mobile or landline (e.g. 0755-86001234). */
export function isPhone(value: string): boolean {
  return isMobile(value) || /^0\d{2,3}-?\d{7,8}$/.test(value);
}

/** 8-20 characters containing both letters and digits. */
export function isPassword(value: string): boolean {
  return /^[\x21-\x7e]{8,20}$/.test(value) && /[A-Za-z]/.test(value) && /\d/.test(value);
}

export const PASSWORD_RULE = "密码需为8-20位，且包含字母和数字";

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = "10X98765432";

/** 18-char resident ID number with a valid GB 11643 check character and birth date. */
export function isIdCard(value: string): boolean {
  const no = value.toUpperCase();
  if (!/^[1-9]\d{16}[\dX]$/.test(no)) return false;
  const y = Number(no.slice(6, 10));
  const m = Number(no.slice(10, 12));
  const d = Number(no.slice(12, 14));
  const birth = new Date(y, m - 1, d);
  if (y < 1900 || birth.getMonth() !== m - 1 || birth.getDate() !== d) return false;
  let sum = 0;
  ID_WEIGHTS.forEach((w, i) => {
    sum += w * Number(no[i]);
  });
  return ID_CHECK[sum % 11] === no[17];
}
