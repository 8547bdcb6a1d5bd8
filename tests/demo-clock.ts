import { afterEach, beforeEach, vi } from "vitest";
import { shopInstant, shopWall } from "../src/engine/shop-clock";

/**
 * The demo API's clock, held by the test: export jobs read their progress from `Date.now()`
 * and a draw order counts as paid 4 s after it was created. Only `Date` is faked, so msw,
 * React Query's polling and testing-library's waits keep their real timers; the clock
 * stands still until the test moves it, whatever the machine's load.
 */
export function demoClock(at?: () => Date): { advance(ms: number): void } {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    if (at) vi.setSystemTime(at());
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

/**
 * Today at noon: for a test that reads the seeded shop's days as a merchant sees them at some
 * hour. The history is the same at any hour (made at one instant and moved to the present,
 * decision 0086), but which of its orders fall on "today" (工作台's 今日, a day's figures) is a
 * matter of the hour: a test that counts a day holds the clock at noon, whatever hour the suite
 * runs. Noon of the shop's day (Asia/Shanghai), whatever the tests' TZ.
 */
export function todayAtNoon(): Date {
  const { y, mo, d } = shopWall(Date.now());
  return shopInstant(y, mo, d, 12, 0, 0);
}
