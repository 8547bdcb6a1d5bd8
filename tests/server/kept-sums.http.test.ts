import { describe, expect, it } from "vitest";
import { REMOTE } from "../../src/demo/node";
import type { Rec } from "../../src/engine/types";
import { ask, seedBoth, sorted } from "./two-stores";

/**
 * Figures the database keeps summed (a goods item's 销量 and 待付款占用, a coupon's 已使用: a
 * trigger on the orders, decision 0066) answer what the in-page store counts from its rows,
 * seeded on one clock, then again after the same writes on both: an unpaid order closed (its
 * units leave 待付款占用) and a 仅退款 agreed in full (its order closes, its units leave 销量).
 * Only over HTTP (npm run test:server).
 */

const GOODS = "/merchant/goods/v1/goods/list";
const COUPONS = "/merchant/ump/v1/coupon/list";
const ORDERS = "/merchant/order/v1/order/list";
const REFUNDS = "/merchant/order/v1/refund";

describe.skipIf(!REMOTE).sequential("sums the database keeps answer as the in-page store counts", () => {
  const tokens = { mine: "", theirs: "" };
  const onBoth = async (path: string, body: object) => [await ask(false, path, body, tokens.mine), await ask(true, path, body, tokens.theirs)];
  /** Every goods item's and coupon's figures, on both. */
  const compared = async () => {
    for (const path of [GOODS, COUPONS]) {
      const [mine, theirs] = await onBoth(path, { page_size: 100 });
      expect(mine?.code, path).toBe(200);
      expect((mine?.data.list as Rec[]).length, path).toBeGreaterThan(0);
      expect(sorted(theirs?.data.list), path).toEqual(sorted(mine?.data.list));
    }
  };
  const salesOf = async (goods: unknown) => ((await ask(true, GOODS, { page_size: 100 }, tokens.theirs)).data.list as Rec[]).find((g) => g.alias === goods);

  it("seeds the server and this test's store on one clock", async () => {
    ({ mine: tokens.mine, theirs: tokens.theirs } = await seedBoth());
  });

  it("answers the goods' and the coupons' figures alike", async () => {
    await compared();
  });

  it("answers them alike after an unpaid order is closed and a 仅退款 is agreed in full", async () => {
    const unpaid = ((await ask(false, ORDERS, { status: "WAIT_PAY" }, tokens.mine)).data.list as Rec[])[0];
    const pending = ((await ask(false, `${REFUNDS}/list`, { status: "PENDING", refund_type: 1, page_size: 100 }, tokens.mine)).data.list as Rec[])
      .find((r) => r.refund_amount === r.refundable);
    expect(unpaid && pending).toBeTruthy();
    const refunded = ((await ask(false, `${ORDERS.replace("list", "detail")}`, { order_sn: pending?.order_sn }, tokens.mine)).data.items as Rec[])[0];
    const before = await salesOf(refunded?.goods_alias);
    for (const reply of await onBoth("/merchant/order/v1/order/close", { order_sn: unpaid?.order_sn, reason: "买家不要了" })) expect(reply?.code, reply?.msg).toBe(200);
    for (const reply of await onBoth(`${REFUNDS}/audit`, { alias: pending?.alias, result: "agree" })) expect(reply?.code, reply?.msg).toBe(200);
    await compared();
    // the refund took its units out of the server's kept 销量
    expect(Number((await salesOf(refunded?.goods_alias))?.sales)).toBe(Number(before?.sales) - Number(refunded?.num));
  });
});
