import { describe, expect, it } from "vitest";
import { daysBetween } from "../../src/api/seed-clock";
import { addDays } from "../../src/api/util";
import { paidAfter } from "../../src/resources/order/order-history.rules";

/** The demo's orders are paid after they were placed and before now, at any hour the seed runs (issue 49). */
describe("a seeded order's payment", () => {
  const now = "2026-12-07 20:00:00";
  const ctx = { addDays, daysAgo: (t: string) => daysBetween(t, now) };

  it("comes within half an hour of the order", () => {
    expect(paidAfter(ctx, "2026-12-06 10:00:00", 0.5)).toBe("2026-12-06 10:15:00");
  });

  it("of an order placed minutes ago comes after it and not after now", () => {
    for (const r of [0, 0.3, 0.99]) {
      const paid = paidAfter(ctx, "2026-12-07 19:50:00", r);
      expect(paid >= "2026-12-07 19:50:00" && paid <= now, `${r}: ${paid}`).toBe(true);
    }
  });
});
