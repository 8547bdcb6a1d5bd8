import { act, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, expect, vi } from "vitest";
import { server } from "../../src/demo/node";

/**
 * Helpers for screens whose calls fail. However many times the app's query policy retries
 * a failed call, its pauses pass on a fake clock: a test waits for the outcome, never for
 * real seconds.
 */
export function withRetryClock(): void {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());
}

/**
 * Waits for `text` (in `selector`), moving the fake clock on by 500 ms between looks (past
 * any retry's pause). waitFor's own timeout runs on that clock too: 600 looks, each at least
 * one real poll apart, leave a loaded machine its real seconds.
 */
export const seeText = (text: string | RegExp, selector = "*") =>
  waitFor(async () => {
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByText(text, { selector })).toBeInTheDocument();
  }, { timeout: 300_000 });

/** A result page's title (the HTTP client's toast may say the same words). */
export const seeResult = (title: string) => seeText(title, ".console-result-title, .ant-result-title");

/** `path` answers HTTP 500 until `repair()`, then reaches the demo API again. */
export function breakCalls(path: string): { repair(): void } {
  let broken = true;
  server.use(http.post(`*${path}`, () => (broken ? new HttpResponse(null, { status: 500 }) : undefined)));
  return { repair: () => void (broken = false) };
}
