import { afterEach, beforeEach, vi } from "vitest";

/**
 * The demo API's clock, held by the test: export jobs read their progress from `Date.now()`
 * and a draw order counts as paid 4 s after it was created. Only `Date` is faked, so msw,
 * React Query's polling and testing-library's waits keep their real timers; the clock
 * stands still until the test moves it, whatever the machine's load.
 */
export function demoClock(): { advance(ms: number): void } {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  return {
    advance(ms) {
      vi.setSystemTime(Date.now() + ms);
    },
  };
}
