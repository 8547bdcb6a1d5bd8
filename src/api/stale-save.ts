import type { Body } from "./types";
import { formatDateTime, hashString, now, parseDateTime } from "./util";

/**
 * No lost update (issue 48, decision 0082): a save names the version of the record it was
 * read with by the record's `updated_at`, as the detail answered it ('YYYY-MM-DD HH:mm:ss');
 * a save over a record whose `updated_at` is another one now is refused (respond.ts
 * staleSave, HTTP 409) and stores nothing. A save that sends no `updated_at` (an API
 * integrator's, a client older than this) is not checked: it writes over what is stored, as
 * every save did before.
 *
 * The stamp is to the second, as it is shown; so that two saves within one second still
 * differ, every save moves it on by at least a second (`savedAt`): the stamp is the record's
 * version as well as its time, and runs ahead of the clock only while one record is saved
 * more than once a second.
 */

/** The body's `updated_at`: what the caller read; undefined when it sent none. */
export function readWith(body: Body): string | undefined {
  const sent = body.updated_at;
  if (sent === undefined || sent === null || sent === "") return undefined;
  return String(sent).trim();
}

/** Was the record changed since the caller read it? (false when the body names no version.) */
export function isStale(body: Body, stored: string | undefined): boolean {
  const sent = readWith(body);
  return sent !== undefined && sent !== (stored ?? "");
}

/** The `updated_at` of a record written at `time` (now): `time`, or a second past `previous` when `time` is not later. */
export function savedAt(previous: unknown, time: string = now()): string {
  if (typeof previous !== "string" || !previous) return time;
  const before = parseDateTime(previous).getTime();
  if (Number.isNaN(before) || time > previous) return time;
  return formatDateTime(new Date(before + 1000));
}

/**
 * The version of what a form of the shop's own row edits (商户信息's name, contact and
 * description; 店铺规则): the shop has no `updated_at` of its own, so its version is a digest of
 * those values, answered as `version` beside them and sent back with the save. A save over
 * values changed since is refused as a stale `updated_at` is; a change back to what was read
 * loses nothing, and is not refused.
 */
export function contentVersion(values: unknown): string {
  return hashString(JSON.stringify(values)).toString(36);
}

/** Was what the body's `version` names changed since? (false when it names none.) */
export function isStaleVersion(body: Body, current: string): boolean {
  const sent = body.version;
  return typeof sent === "string" && sent !== "" && sent !== current;
}
