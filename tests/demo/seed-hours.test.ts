import { describe, expect, it } from "vitest";
import { shopInstant, shopWall } from "../../src/engine/shop-clock";
import { seed } from "../../src/demo/seed";
import type { Rec } from "../../src/api/resource-input";

/**
 * What the screens and the browser tests start from is in the seeded shop: a payment awaited, 售后
 * just asked, a 数字藏品 to send (发货 completes it), three parcels (批量发货 picks them) and one on
 * its way. The history is made at one fixed instant and moved to the present (decision 0086;
 * seed-fixed-clock.test.ts proves it the same at any hour), so three hours stand for all: before
 * it, the history was cut at the hour it started, and had no 藏品 to send at 07:00 in Shanghai,
 * two parcels at 02:20 and none on its way at 23:16.
 */
const today = shopWall(Date.now());
// hours of the shop's day (Asia/Shanghai, whatever the suite's zone): [hour, minute]
const HOURS: readonly (readonly [number, number])[] = [[0, 5], [7, 59], [23, 55]];

describe("the seeded shop, whatever the hour it starts", () => {
  it.each(HOURS)("at %i:%i has an order of each kind a merchant acts on now", (hour, minute) => {
    const at = shopInstant(today.y, today.mo, today.d, hour, minute);
    const db = seed(at);
    // the owner's shop (13800000000), the one the demo signs in to first
    const owner = db.users.find((u) => u.mobile === "13800000000");
    const shop = db.shops.find((s) => s.user_alias === owner?.alias)?.alias;
    const orders = ((db.records.order ?? []) as Rec[]).filter((o) => o.shop_alias === shop);
    expect(orders.length).toBeGreaterThan(0);
    const count = (status: string, delivery?: string) =>
      orders.filter((o) => o.status === status && (delivery === undefined || o.delivery_type === delivery)).length;
    const some = (status: string, delivery?: string) => count(status, delivery) > 0;
    // 数字藏品自动发货 is on in the seeded shops (decision 0115): every virtual order was delivered when paid
    expect(count("WAIT_SEND", "virtual"), "no virtual order waits for 发货").toBe(0);
    // 批量发货's browser test picks three
    expect(count("WAIT_SEND", "express"), "parcels to send").toBeGreaterThanOrEqual(3);
    expect(some("WAIT_CONFIRM", "express"), "a parcel on its way").toBe(true);
    expect(some("WAIT_PAY"), "a payment awaited").toBe(true);
    expect(some("REFUNDING"), "售后 asked").toBe(true);
  });
});
