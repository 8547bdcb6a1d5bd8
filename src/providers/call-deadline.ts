/**
 * The configured limit of one call (VITE_REQUEST_TIMEOUT, spec section 9): the time a merchant
 * waits for an answer, from the moment the call leaves to its whole body. A timer of the page's
 * own (not AbortSignal.timeout, whose clock a test cannot move) aborts the call when it runs out,
 * and says that it did: a timeout is told apart from other calls that got no answer.
 */
export interface CallDeadline {
  /** Aborts the fetch and its body when the limit is reached; none with no limit. */
  signal: AbortSignal | undefined;
  /** Whether the limit was reached (the call was aborted for it). */
  passed(): boolean;
  /** The call is over (answered or failed): the timer goes. */
  clear(): void;
}

/** A deadline `ms` from now; 0 or less: no limit (the spec's default). */
export function callDeadline(ms: number): CallDeadline {
  if (!(ms > 0)) return { signal: undefined, passed: () => false, clear: () => undefined };
  const controller = new AbortController();
  let passed = false;
  const timer = setTimeout(() => {
    passed = true;
    controller.abort(new DOMException("请求超时", "TimeoutError"));
  }, ms);
  return { signal: controller.signal, passed: () => passed, clear: () => clearTimeout(timer) };
}
