import { config } from "../config";
import { apiReady } from "./api-ready";
import { callDeadline } from "./call-deadline";
import { takeEarly } from "./early-calls";
import { toastError } from "./notify";
import { getToken } from "./token";

/** The provider API's envelope (domain.md: API conventions). */
export interface Envelope<T = unknown> {
  code: number;
  msg?: string;
  data: T;
}

/**
 * A rejected call: `code` is the business code, or the HTTP status for transport errors.
 * `kind` says whether the server answered (business, http) or not (network: offline,
 * dropped, timed out or aborted), which decides whether a session ends.
 */
export class ApiError extends Error {
  constructor(message: string, readonly code: number, readonly kind: "business" | "http" | "network") {
    super(message);
    this.name = "ApiError";
  }
}

/** The server answered (a business code or an HTTP status): retrying cannot change it. */
export const isAnswered = (error: unknown): error is ApiError => error instanceof ApiError && error.kind !== "network";

export const NETWORK_ERROR = "网络错误";
/** No answer within VITE_REQUEST_TIMEOUT: the merchant waited the configured time (issue 25). */
export const TIMEOUT_ERROR = "请求超时";
export const OFFLINE_ERROR = "网络已断开，请检查网络后重试";
/** HTTP 413: the body was over the call's limit (decision 0055); said as such, not as 网络错误. */
export const TOO_LARGE_ERROR = "请求内容过大";

/**
 * HTTP 409: a save over a record someone changed since it was read (issue 48, decision 0082);
 * the answer's msg is shown (this when it has none), and the form offers to reload the record.
 */
export const STALE_SAVE_ERROR = "记录已被他人修改，请刷新后重试";
export const STALE_SAVE_STATUS = 409;

/** Was this call refused because the record changed since it was read (HTTP 409, of either provider)? */
export function isStaleSave(error: unknown): boolean {
  if (error instanceof ApiError) return error.kind === "http" && error.code === STALE_SAVE_STATUS;
  // the REST provider's failure: refine's HttpError shape (rest-provider.ts)
  return typeof error === "object" && error !== null && (error as { statusCode?: unknown }).statusCode === STALE_SAVE_STATUS;
}

/**
 * What an HTTP 401 does: the session logs out (`sentToken`: the token the refused call
 * carried; `reason`: the answer's msg, e.g. 账号已被禁用 when an employee was disabled).
 */
type UnauthorizedHandler = (sentToken: string | undefined, reason?: string) => void;
let onUnauthorized: UnauthorizedHandler = () => undefined;
/**
 * The session registers what an HTTP 401 does (log out); kept apart to avoid an import cycle.
 * Returns what puts the handler before it back (a test's own handler must not outlive the test:
 * the shared test pool keeps session.ts loaded for the files after it).
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): () => void {
  const before = onUnauthorized;
  onUnauthorized = handler;
  return () => {
    onUnauthorized = before;
  };
}

/** An HTTP 401 from another client of the console's (the REST provider): the same logout. */
export function reportUnauthorized(sentToken: string | undefined, reason?: string): void {
  onUnauthorized(sentToken, reason);
}

/** What a `{code: 403}` answer does: an employee's grants may have changed (the session reloads them). */
type ForbiddenHandler = (sentToken: string | undefined) => void;
let onForbidden: ForbiddenHandler = () => undefined;
/** The session registers what a 403 answer does; kept apart like the 401 handler. */
export function setForbiddenHandler(handler: ForbiddenHandler): void {
  onForbidden = handler;
}

/** The business code of a call refused for want of a grant (domain.md: 无权限). */
export const FORBIDDEN_CODE = 403;

export function urlFor(path: string): string {
  const base = config.apiBaseUrl || globalThis.location?.origin || "http://localhost";
  return `${base}${path}`;
}

interface RequestOptions {
  /** No toast and no logout on failure (the logout call, fire-and-forget). */
  silent?: boolean;
  /**
   * The caller's form shows why the call failed, in place (sign-in, register): no toast, so
   * a failure is said once. A 401 or 403 is still handled as for any call.
   */
  shownInForm?: boolean;
  /**
   * The caller says the failure later (a call read ahead, calls-ahead.ts: once a screen takes
   * it, under the shell's toasts; toastFailure): no toast now. A 401 or 403 is handled at once.
   */
  saidLater?: boolean;
}

/**
 * POSTs JSON to the provider API and returns `data` (spec section 8 error catalogue):
 * code !== 200 → toast msg (or 'Error') for 5 s and reject; HTTP 401 → log out; HTTP 413
 * → toast '请求内容过大'; HTTP 409 → toast its msg (记录已被他人修改，请刷新后重试); other HTTP errors → toast '网络错误' for 5 s and reject. No answer at all (offline,
 * dropped, aborted, timed out) rejects with kind "network" and toasts at once: nothing
 * retries it (decisions 0007, 0038); offline and a timeout say so. Every call first waits
 * for the API to be ready (the demo API's start, api-ready.ts); the timeout counts from then.
 */
export async function request<T = unknown>(path: string, body: object = {}, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    Application: path === config.collectionQueryPath ? config.collectionApplication : config.application,
  };
  const token = getToken();
  if (token) headers.Authorization = token;
  // the same call sent by index.html's script as the page arrived (early-calls.ts): its answer
  const early = takeEarly(path, body, token);
  const quiet = options.silent || options.shownInForm || options.saidLater;
  const toast = quiet ? () => undefined : toastError;
  // demo mode: not before the demo API controls the page (api-ready.ts); the token is read
  // first, as 退出登录 sends its call and clears the token at once
  try {
    await apiReady();
  } catch {
    throw noAnswer(quiet); // it never started: no answer, so no session ends
  }

  const deadline = callDeadline(config.requestTimeout);
  try {
    const sent = early ? withinDeadline(early, deadline.signal) : fetch(urlFor(path), { method: "POST", headers, body: JSON.stringify(body), signal: deadline.signal });
    return await exchange<T>(sent, token, options, toast);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // no answer, or a body that broke off (a reload, a dropped connection, the deadline)
    throw noAnswer(quiet, deadline.passed());
  } finally {
    deadline.clear();
  }
}

/** An answer sent without this call's signal (index.html's, early-calls.ts) still ends at the call's deadline. */
function withinDeadline(answer: Promise<Response>, signal: AbortSignal | undefined): Promise<Response> {
  if (!signal) return answer;
  return new Promise((resolve, reject) => {
    signal.addEventListener("abort", () => reject(signal.reason as Error), { once: true });
    answer.then(resolve, reject);
  });
}

/**
 * One call and its answer, as the catalogue says (401, other HTTP errors, business codes).
 * Throws an ApiError for an answer; anything else thrown means there was none.
 */
async function exchange<T>(sent: Promise<Response>, token: string | undefined, options: RequestOptions, toast: (text: string) => void): Promise<T> {
  const response = await sent;
  if (response.status === 401) {
    if (!options.silent) onUnauthorized(token, await reasonOf(response));
    throw new ApiError("登录已失效", 401, "http");
  }
  if (response.status === STALE_SAVE_STATUS) {
    const message = (await reasonOf(response)) ?? STALE_SAVE_ERROR;
    toast(message);
    throw new ApiError(message, STALE_SAVE_STATUS, "http");
  }
  if (!response.ok) {
    const message = response.status === 413 ? TOO_LARGE_ERROR : NETWORK_ERROR;
    toast(message);
    throw new ApiError(message, response.status, "http");
  }
  const envelope = parseEnvelope<T>(await response.text());
  if (!envelope || envelope.code !== 200) {
    const message = envelope?.msg || "Error";
    toast(message);
    if (envelope?.code === FORBIDDEN_CODE && !options.silent) onForbidden(token);
    throw new ApiError(message, envelope?.code ?? 0, "business");
  }
  return envelope.data;
}

/** The toast request() held back for a call `saidLater`: the same one it shows for this failure. */
export function toastFailure(error: unknown): void {
  // a 401 says nothing here: the session's end says it (登录已过期 on /login)
  if (error instanceof ApiError && !(error.kind === "http" && error.code === 401)) toastError(error.message);
}

/** No answer at all; offline and a timeout say so. */
function noAnswer(silent: boolean | undefined, timedOut = false): ApiError {
  const message = timedOut ? TIMEOUT_ERROR : globalThis.navigator?.onLine === false ? OFFLINE_ERROR : NETWORK_ERROR;
  if (!silent) toastError(message);
  return new ApiError(message, 0, "network");
}

/** The msg of a 401's or 409's JSON body (why the session ended, why a save was refused), if it has one. */
async function reasonOf(response: Response): Promise<string | undefined> {
  try {
    const msg = parseEnvelope(await response.text())?.msg;
    return typeof msg === "string" && msg.trim() ? msg.trim() : undefined;
  } catch {
    return undefined; // the body never arrived whole: the session still ends, for no stated reason
  }
}

function parseEnvelope<T>(text: string): Envelope<T> | null {
  try {
    return JSON.parse(text) as Envelope<T>;
  } catch {
    return null;
  }
}
