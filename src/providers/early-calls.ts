import { callKey } from "./call-key";

/**
 * The calls index.html's first script sent before any of the app's code was there (decision
 * 0126, src/build/static-frame.ts): the guard's user info and, on a list's plain URL, the list's
 * first page. They wait on `window[EARLY_CALLS]` as the fetches' answers; the HTTP client takes
 * one instead of sending its call again when the path, the body and the token are the same
 * (http.ts request), so the answer is read and said as any call's. Each is taken once; what the
 * first screen did not take is dropped with the calls ahead (calls-ahead.ts forgetAhead).
 */
export const EARLY_CALLS = "__firstCalls";

/** One call the page's script sent: what it sent, with which token, and the fetch's answer. */
export interface EarlyCall {
  path: string;
  body: object;
  token: string;
  answer: Promise<Response>;
}

const waiting = (): EarlyCall[] | undefined => (globalThis as Record<string, unknown>)[EARLY_CALLS] as EarlyCall[] | undefined;

/** The answer of the call the page sent with this path, body and token, if any (taken once). */
export function takeEarly(path: string, body: object, token: string | undefined): Promise<Response> | undefined {
  const calls = waiting();
  if (!calls?.length || token === undefined) return undefined;
  const key = callKey(path, body);
  const at = calls.findIndex((c) => c.token === token && callKey(c.path, c.body) === key);
  return at < 0 ? undefined : calls.splice(at, 1)[0]?.answer;
}

/** Drops what no call took: a later read must ask the API again. */
export function forgetEarly(): void {
  delete (globalThis as Record<string, unknown>)[EARLY_CALLS];
}
