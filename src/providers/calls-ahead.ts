import type { QueryClient } from "@tanstack/react-query";
import { callKey } from "./call-key";
import { forgetEarly } from "./early-calls";
import { request, toastFailure } from "./http";
import { getToken } from "./token";

/**
 * Reads started ahead of the screen that makes them (decision 0044): a route's loader starts
 * its screen's first call as soon as the guard lets the page open, while the screen's code
 * still loads; when the screen then asks for the same path and body, it takes that call (in
 * flight or answered) instead of sending it again. So a list's rows wait for the API and the
 * screen's code side by side, not one after the other.
 *
 * Each call started ahead is taken once, by the same session's token. What no screen took is
 * dropped when another screen is entered, by any write of the data provider, and whenever an
 * answer is marked stale (forgetAheadOnInvalidate), so a later read (a refetch after a save or
 * a row's action) always asks the API again.
 */

interface Ahead {
  token: string | undefined;
  answer: Promise<unknown>;
}

const ahead = new Map<string, Ahead>();

/**
 * Sends the call now. Its failure is said when a screen takes it, as any call's would be
 * (http.ts): the shell's toasts are there by then (one message however many calls fail), and a
 * failure no screen asked for says nothing. A 401 or 403 is handled at once, as always.
 */
export function callAhead(path: string, body: object): void {
  const answer = request(path, body, { saidLater: true });
  answer.catch(() => undefined);
  ahead.set(callKey(path, body), { token: getToken(), answer });
}

/** The call started ahead with this path and body, if any and still this session's (taken once). */
export function takeAhead<T>(path: string, body: object): Promise<T> | undefined {
  const key = callKey(path, body);
  const hit = ahead.get(key);
  if (!hit) return undefined;
  ahead.delete(key);
  if (hit.token !== getToken()) return undefined;
  return (hit.answer as Promise<T>).catch((error: unknown) => {
    toastFailure(error);
    throw error;
  });
}

/**
 * Drops every call started ahead that no screen took (another screen entered, a write), and
 * those index.html's script started for the first screen (early-calls.ts), but when the page's
 * first screen is entered (`keepFirstCalls`): they were sent for it.
 */
export function forgetAhead({ keepFirstCalls = false } = {}): void {
  ahead.clear();
  if (!keepFirstCalls) forgetEarly();
}

/**
 * Drops what no screen took whenever the client marks an answer stale: every write (the data
 * provider's, a row action's own call, a page's) ends by invalidating the lists it changed, and
 * their refetch must not take an answer read before it. A screen that had its data cached when
 * it opened did not take its call read ahead; after a row's 上架 the list's refetch took that
 * older answer and the row stayed 下架 (the goods browser test, under load). Returns the
 * unsubscribe.
 */
export function forgetAheadOnInvalidate(client: QueryClient): () => void {
  return client.getQueryCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "invalidate") forgetAhead();
  });
}
