/** Envelope helpers: every reply is `{ code, msg, data }` (domain.md, API conventions). */

/** The JSON text of each answer made here, for the 操作日志 (audit-log.ts), which reads a reply's `code` and `data` without reading its body again. */
const texts = new WeakMap<Response, string>();

/**
 * A JSON answer: its text made once and kept beside it. A plain `Response` of the host's (msw's
 * HttpResponse.json measured its byte length through a Blob and is a Response subclass): on the
 * server that is @hono/node-server's, which writes a text body as it is, with its Content-Length,
 * where a stream body is read chunk by chunk (decision 0110).
 */
export function json(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  const text = JSON.stringify(body);
  const response = new Response(text, { status: init.status ?? 200, headers: { "Content-Type": "application/json", ...init.headers } });
  texts.set(response, text);
  return response;
}

/** The reply `json` made, parsed again (a copy: the answer's text is what was sent); undefined for an answer made elsewhere. */
export function replyOf(response: Response): unknown {
  const text = texts.get(response);
  return text === undefined ? undefined : JSON.parse(text);
}

/** A business refusal: HTTP 200 with `code` 4xx and a Chinese `msg`. */
export interface Failure {
  code: number;
  msg: string;
}

export function ok(data: unknown = null, msg = "ok"): Response {
  return json({ code: 200, msg, data });
}

export function fail(code: number, msg: string): Response {
  return json({ code, msg, data: null });
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
  return json({ code: 413, msg: TOO_LARGE, data: null }, { status: 413 });
}

/** The words of a save over a record changed since it was read (stale-save.ts); the console shows them for any HTTP 409. */
export const STALE_SAVE = "记录已被他人修改，请刷新后重试";

/**
 * A real HTTP 409 `{code: 409, msg}`: the save carried the `updated_at` it was read with, and the
 * record has changed since (issue 48): nothing was stored, the caller reloads and saves again.
 * (A business 409 — 已存在, still in use — stays HTTP 200 with code 409: that one no reload cures.)
 */
export function staleSave(): Response {
  return json({ code: 409, msg: STALE_SAVE, data: null }, { status: 409 });
}

/** A real HTTP 401: the client logs the user out (spec section 8). */
export function unauthorized(msg = SESSION_EXPIRED): Response {
  return json({ code: 401, msg, data: null }, { status: 401 });
}
