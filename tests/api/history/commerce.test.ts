import { expect, it } from "vitest";
import { now } from "../../../src/api/util";
import { setupDemoApi } from "../helpers";
import { atEachClock } from "./clocks";
import { HISTORY } from "./commerce-orders";
import { readScreens } from "./commerce-screens";
import { checkAll } from "./commerce-sums";

/**
 * The demo is one history (issue 23, decision 0026), checked at each clock: the orders,
 * members, coupons and 售后 tell it (commerce-orders.ts); the sums on the screens agree with
 * it: commerce-sums.test.ts; and still after a session of actions: commerce-actions.test.ts.
 */
setupDemoApi();

atEachClock((ctx) => {
  it("the orders, members, coupons and 售后 tell one history", async () => {
    const screens = await readScreens(ctx.token, ctx.db(), now());
    expect(screens.orders.length).toBeGreaterThan(300);
    checkAll(screens, HISTORY);
    // a return at each step the merchant takes (同意 a 退货退款, 确认收货 of one sent back): the
    // browser test picks them by status (decision 0060)
    expect(screens.refunds.some((r) => r.status === "PENDING" && r.refund_type === 2), "a 退货退款 to agree").toBe(true);
    expect(screens.refunds.some((r) => r.status === "WAIT_SELLER_RECEIVE"), "a return to receive").toBe(true);
  });
});
