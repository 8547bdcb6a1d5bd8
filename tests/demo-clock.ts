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
 * Today at noon: for a test that reads the seeded shop as a merchant sees it at some hour. The
 * demo is seeded up to the moment it starts (seed-clock.ts), so which orders still wait depends
 * on the time of day; a test that needs one (a virtual order not yet shipped) holds the clock
 * at an hour where the seeded history has it, whatever hour the suite runs. Noon of the shop's
 * day (Asia/Shanghai), whatever the tests' TZ.
 */
export function todayAtNoon(): Date {
  const { y, mo, d } = shopWall(Date.now());
  return shopInstant(y, mo, d, 12, 0, 0);
}
