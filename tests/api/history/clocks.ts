import { afterEach, beforeEach, describe, vi } from "vitest";
import { formatShopDate, shopInstant } from "../../../src/engine/shop-clock";
import { getDb, resetDb } from "../../../src/demo/node";
import type { Db } from "../../../src/api/types";
import { login } from "../helpers";

/**
 * The clocks the demo history is checked at (issue 23): the demo is seeded relative to its
 * clock (decision 0020), so a sum that agrees at noon may not just after midnight, when
 * "today" has no orders yet, or on another day of the week. The shop's time (Asia/Shanghai),
 * whatever the tests' TZ.
 */
export const HISTORY_CLOCKS: readonly (readonly [string, Date])[] = [
  ["an early morning (00:20, before the day's first order)", shopInstant(2026, 11, 26, 0, 20, 0)],
  ["a weekday afternoon", shopInstant(2026, 11, 20, 15, 5, 0)],
  ["a spring evening a year on", shopInstant(2027, 4, 9, 21, 45, 0)],
];

export interface HistoryCtx {
  /** The admin merchant's token on the freshly seeded db. */
  token: string;
  db(): Db;
  /** The clock's 'YYYY-MM-DD'. */
  today: string;
}

/**
 * Runs `body` once per clock of HISTORY_CLOCKS, on a db seeded at that clock (Date only is
 * faked: msw keeps its real timers). Call setupDemoApi() in the file first.
 */
export function atEachClock(body: (ctx: HistoryCtx) => void): void {
  describe.each(HISTORY_CLOCKS)("the demo opened on %s", (_, clock) => {
    const ctx: HistoryCtx = {
      token: "",
      db: getDb,
      today: formatShopDate(clock),
    };
    beforeEach(async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(clock);
      resetDb();
      ctx.token = await login();
    });
    afterEach(() => {
      vi.useRealTimers();
    });
    body(ctx);
  });
}
