import { describe, expect, it } from "vitest";
import { addDays } from "../../src/api/util";
import { claimableAt, couponDiscount, usableAt } from "../../src/resources/ump/coupon.rules";

/** What a coupon takes off an order, and when it may be claimed and used (decision 0026). */
describe("coupon rules", () => {
  const lines = [{ goods_alias: "go_a", price: 80, num: 1 }, { goods_alias: "go_b", price: 30, num: 2 }];
  it.each([
    ["满减 over its threshold", { type: 1, threshold: 100, amount: 20 }, 20],
    ["满减 under its threshold", { type: 1, threshold: 200, amount: 20 }, null],
    ["九五折 of all lines, within 最高优惠", { type: 2, threshold: 0, discount: 9.5, max_discount: 50 }, 7],
    ["七折 capped by 最高优惠", { type: 2, threshold: 0, discount: 7, max_discount: 20 }, 20],
    ["折扣 of the goods it covers only", { type: 2, threshold: 50, discount: 8, max_discount: 100, goods_scope: 2, goods_aliases: ["go_b"] }, 12],
    ["折扣 whose goods miss the threshold", { type: 2, threshold: 80, discount: 8, max_discount: 100, goods_scope: 2, goods_aliases: ["go_b"] }, null],
    ["兑换 one unit of its goods", { type: 3, threshold: 0, goods_alias: "go_b" }, 30],
    ["兑换 of goods not ordered", { type: 3, threshold: 0, goods_alias: "go_c" }, null],
  ])("%s", (_, coupon, off) => {
    expect(couponDiscount(coupon, lines)).toBe(off);
  });

  it("is claimed while it runs and used within its period, or N days after the claim", () => {
    const fixed = { valid_type: 1, start_at: "2026-11-01 00:00:00", end_at: "2026-11-10 00:00:00", ended_at: "2026-11-05 00:00:00" };
    expect(claimableAt(fixed, "2026-10-31 23:59:59")).toBe(false);
    expect(claimableAt(fixed, "2026-11-04 10:00:00")).toBe(true);
    expect(claimableAt(fixed, "2026-11-06 10:00:00")).toBe(false);
    const days = { valid_type: 2, valid_days: 7, created_at: "2026-10-01 00:00:00" };
    expect(usableAt(days, "2026-11-01 10:00:00", "2026-11-08 09:59:59", addDays)).toBe(true);
    expect(usableAt(days, "2026-11-01 10:00:00", "2026-11-08 10:00:00", addDays)).toBe(false);
    expect(usableAt(days, "2026-11-01 10:00:00", "2026-10-31 10:00:00", addDays)).toBe(false);
  });
});
