import { HttpResponse } from "msw";

/** Envelope helpers: every reply is `{ code, msg, data }` (domain.md, API conventions). */

/** A business refusal: HTTP 200 with `code` 4xx and a Chinese `msg`. */
export interface Failure {
  code: number;
  msg: string;
}

export function ok(data: unknown = null, msg = "ok"): Response {
  return HttpResponse.json({ code: 200, msg, data });
}

export function fail(code: number, msg: string): Response {
  return HttpResponse.json({ code, msg, data: null });
}

export function failWith(failure: Failure): Response {
  return fail(failure.code, failure.msg);
}

/** Bad input: 422 with a message naming the field. */
export const invalid = (msg: string): Failure => ({ code: 422, msg });
/** The request clashes with the current state (duplicate, still in use, ...). */
export const conflict = (msg: string): Failure => ({ code: 409, msg });
export const notFound = (msg = "记录不存在"): Failure => ({ code: 404, msg });

export function isFailure(value: unknown): value is Failure {
  return typeof value === "object" && value !== null && "code" in value && "msg" in value;
}

export const SESSION_EXPIRED = "登录已失效，请重新登录";

/** The words of a body over its call's limit (body-limits.ts); the console shows them for any HTTP 413. */
export const TOO_LARGE = "请求内容过大";

/** A real HTTP 413 `{code: 413, msg}`: the body is over the call's limit, and was not read. */
export function tooLarge(): Response {
  return HttpResponse.json({ code: 413, msg: TOO_LARGE, data: null }, { status: 413 });
}

/** The words of a save over a record changed since it was read (stale-save.ts); the console shows them for any HTTP 409. */
export const STALE_SAVE = "记录已被他人修改，请刷新后重试";

/**
 * A real HTTP 409 `{code: 409, msg}`: the save carried the `updated_at` it was read with, and the
 * record has changed since (issue 48): nothing was stored, the caller reloads and saves again.
 * (A business 409 — 已存在, still in use — stays HTTP 200 with code 409: that one no reload cures.)
 */
export function staleSave(): Response {
  return HttpResponse.json({ code: 409, msg: STALE_SAVE, data: null }, { status: 409 });
}

/** A real HTTP 401: the client logs the user out (spec section 8). */
export function unauthorized(msg = SESSION_EXPIRED): Response {
  return HttpResponse.json({ code: 401, msg, data: null }, { status: 401 });
}
