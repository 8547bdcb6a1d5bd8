import { describe, expect, it } from "vitest";
import { seed } from "../../src/mocks/seed";
import type { Rec } from "../../src/mocks/resource-input";

/**
 * The demo is seeded up to the moment it starts, so its history is the luck of that hour; what
 * the screens and the browser tests start from is there at any hour: a payment awaited, 售后
 * just asked, and a 数字藏品 to send (发货 completes it; the history alone had none at 07:00 in Shanghai, and the browser test of 发货 failed).
 */
const today = new Date();
// every hour of the day (the browser tests run in Asia/Shanghai, the suite in the machine's zone)
const HOURS = Array.from({ length: 24 }, (_, h) => h);

describe("the seeded shop, whatever the hour it starts", () => {
  it.each(HOURS)("at %i:00 has an order of each kind a merchant acts on now", (hour) => {
    const at = new Date(today.getFullYear(), today.getMonth(), today.getDate(), hour, 7);
    const db = seed(at);
    // the owner's shop (13800000000), the one the demo signs in to first
    const owner = db.users.find((u) => u.mobile === "13800000000");
    const shop = db.shops.find((s) => s.user_alias === owner?.alias)?.alias;
    const orders = ((db.records.order ?? []) as Rec[]).filter((o) => o.shop_alias === shop);
    expect(orders.length).toBeGreaterThan(0);
    const some = (status: string, delivery?: string) =>
      orders.some((o) => o.status === status && (delivery === undefined || o.delivery_type === delivery));
    expect(some("WAIT_SEND", "virtual"), "a 数字藏品 to send").toBe(true);
    expect(some("WAIT_SEND", "express"), "a parcel to send").toBe(true);
    expect(some("WAIT_PAY"), "a payment awaited").toBe(true);
    expect(some("REFUNDING"), "售后 asked").toBe(true);
  });
});
