import { describe, expect, it } from "vitest";
import { shopInstant, shopWall } from "../../src/engine/shop-clock";
import { seed } from "../../src/demo/seed";
import type { Rec } from "../../src/api/resource-input";

/**
 * The demo is seeded up to the moment it starts, so its history is the luck of that hour; what
 * the screens and the browser tests start from is there at any hour: a payment awaited, 售后
 * just asked, a 数字藏品 to send (发货 completes it) and three parcels (批量发货 picks them). The
 * history alone had no 藏品 to send at 07:00 in Shanghai, and two parcels at 02:20: the browser
 * tests of 发货 and 批量发货 failed at those hours.
 */
const today = shopWall(Date.now());
// every hour of the shop's day (Asia/Shanghai, whatever the suite's zone)
const HOURS = Array.from({ length: 24 }, (_, h) => h);

describe("the seeded shop, whatever the hour it starts", () => {
  it.each(HOURS)("at %i:00 has an order of each kind a merchant acts on now", (hour) => {
    const at = shopInstant(today.y, today.mo, today.d, hour, 7);
    const db = seed(at);
    // the owner's shop (13800000000), the one the demo signs in to first
    const owner = db.users.find((u) => u.mobile === "13800000000");
    const shop = db.shops.find((s) => s.user_alias === owner?.alias)?.alias;
    const orders = ((db.records.order ?? []) as Rec[]).filter((o) => o.shop_alias === shop);
    expect(orders.length).toBeGreaterThan(0);
    const count = (status: string, delivery?: string) =>
      orders.filter((o) => o.status === status && (delivery === undefined || o.delivery_type === delivery)).length;
    const some = (status: string, delivery?: string) => count(status, delivery) > 0;
    expect(some("WAIT_SEND", "virtual"), "a 数字藏品 to send").toBe(true);
    // 批量发货's browser test picks three
    expect(count("WAIT_SEND", "express"), "parcels to send").toBeGreaterThanOrEqual(3);
    expect(some("WAIT_CONFIRM", "express"), "a parcel on its way").toBe(true);
    expect(some("WAIT_PAY"), "a payment awaited").toBe(true);
    expect(some("REFUNDING"), "售后 asked").toBe(true);
  });
});
