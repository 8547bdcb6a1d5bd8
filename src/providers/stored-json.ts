import { announceStorageNotice, SETTINGS_RESET_NOTICE } from "./storage-notice";

/**
 * JSON kept in localStorage/sessionStorage is input like any other: it is checked when
 * read. A value that is not JSON or fails its check is removed and the caller gets
 * nothing (and uses its defaults); the merchant is told once: 界面设置已恢复默认.
 * Storage that cannot be used at all (blocked, full) is not an error: nothing is kept.
 */

export type Check<T> = (value: unknown) => value is T;

export function readStoredJson<T>(storage: () => Storage, key: string, check: Check<T>): T | undefined {
  let raw: string | null;
  try {
    raw = storage().getItem(key);
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (check(value)) return value;
  } catch {
    // not JSON: dropped below like a value of the wrong shape
  }
  removeStored(storage, key);
  announceStorageNotice(SETTINGS_RESET_NOTICE);
  return undefined;
}

export function writeStoredJson(storage: () => Storage, key: string, value: unknown): void {
  try {
    storage().setItem(key, JSON.stringify(value));
  } catch {
    // blocked or full: the value lives in memory for this page only
  }
}

export function removeStored(storage: () => Storage, key: string): void {
  try {
    storage().removeItem(key);
  } catch {
    // blocked: nothing to remove
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

/** A path inside this app ('/goods?page=2'), never another origin ('//host', 'https:'). */
export const isAppPath = (value: unknown): value is string =>
  typeof value === "string" && value.startsWith("/") && !value.startsWith("//");
