import { expect, it } from "vitest";
import { now } from "../../../src/api/util";
import orderConfig from "../../../src/resources/order/order";
import refundConfig from "../../../src/resources/order/refund";
import { call, setupDemoApi } from "../helpers";
import { atEachClock, type HistoryCtx } from "./clocks";
import { act, listAll, type Row } from "./commerce-api";
import { HISTORY } from "./commerce-orders";
import { readScreens, type Screens } from "./commerce-screens";
import { checkAll, SUMS } from "./commerce-sums";

/**
 * After a session in the demo (ship, 核销 a pickup, close an unpaid order, agree a 售后 — a
 * 卡密 order's when there is one — refuse another, agree a return, receive one sent back and
 * refund part of it), the history still agrees with itself:
 * the sums are counted from the orders, so they follow (issue 23, decision 0026).
 */
setupDemoApi();

const FETCH_SAVE = "/merchant/order/v1/fetch/save";

/** What the session starts from: the order and 售后 lists. */
type Before = Pick<Screens, "orders" | "refunds">;

async function session(ctx: HistoryCtx, s: Before): Promise<string[]> {
  const done: string[] = [];
  const first = (rows: Row[], ok: (r: Row) => boolean) => rows.find(ok);
  const toShip = first(s.orders, (o) => o.status === "WAIT_SEND" && o.delivery_type === "express");
  if (toShip) {
    await act(orderConfig, ctx.token, "ship", { order_sn: toShip.order_sn, express_company: "顺丰速运", express_no: "SF1234567890" });
    done.push("ship");
  }
  const pickup = first(s.orders, (o) => o.status === "WAIT_SEND" && o.delivery_type === "pickup");
  if (pickup) {
    // the buyer shows the code (the API never sends an unused one)
    const code = ctx.db().records.order?.find((o) => o.order_sn === pickup.order_sn)?.fetch_code;
    const res = await call(FETCH_SAVE, { alias: pickup.alias, fetch_code: code }, { token: ctx.token });
    expect(res.body.code, res.body.msg).toBe(200);
    done.push("pickup");
  }
  const unpaid = first(s.orders, (o) => o.status === "WAIT_PAY");
  if (unpaid) {
    await act(orderConfig, ctx.token, "close", { order_sn: unpaid.order_sn, reason: "买家取消订单" });
    done.push("close");
  }
  const pending = s.refunds.filter((r) => r.status === "PENDING" && r.refund_type === 1);
  const cardKeys = new Set((ctx.db().records.goodsKeys ?? []).map((k) => k.order_sn));
  const agree = pending.find((r) => cardKeys.has(r.order_sn)) ?? pending[0];
  if (agree) {
    // all the order has left, so it closes
    await act(refundConfig, ctx.token, "audit", { alias: agree.alias, result: "agree", reason: "", refund_amount: agree.refundable });
    done.push(cardKeys.has(agree.order_sn) ? "agree (卡密)" : "agree");
  }
  const toReturn = s.refunds.find((r) => r.status === "PENDING" && r.refund_type === 2);
  const refuse = s.refunds.find((r) => r.status === "PENDING" && r !== agree && r !== toReturn);
  if (refuse) {
    await act(refundConfig, ctx.token, "audit", { alias: refuse.alias, result: "refuse", reason: "商品已签收" });
    done.push("refuse");
  }
  // a return agreed (待买家退货), and one sent back received and refunded in part (decision 0060)
  if (toReturn) {
    const addresses = await call<{ list: { alias: string }[] }>("/merchant/order/v1/refund/return-addresses", {}, { token: ctx.token });
    await act(refundConfig, ctx.token, "audit", { alias: toReturn.alias, result: "agree", reason: "请寄回并附上订单号", return_address_alias: addresses.body.data.list[0]?.alias });
    done.push("agree a return");
  }
  const received = s.refunds.find((r) => r.status === "WAIT_SELLER_RECEIVE");
  if (received) {
    const left = Number((received.order as Row).pay_amount) - Number((received.order as Row).refunded_amount);
    await act(refundConfig, ctx.token, "confirm-return", { alias: received.alias, refund_amount: Math.round(left * 50) / 100 });
    done.push("receive a return, refund part");
  }
  return done;
}

atEachClock((ctx) => {
  it("still agrees after shipping, 核销, closing and auditing 售后", async () => {
    const before = { orders: await listAll(orderConfig, ctx.token), refunds: await listAll(refundConfig, ctx.token) };
    const sold = (ctx.db().records.goodsKeys ?? []).filter((k) => k.status === 2).length;
    const done = await session(ctx, before);
    expect(done.length, `did ${done.join(", ")}`).toBeGreaterThanOrEqual(6);
    const after = await readScreens(ctx.token, ctx.db(), now());
    const soldAfter = after.keys.filter((k) => k.status === 2).length;
    if (done.includes("agree (卡密)")) expect(soldAfter, "a refunded 卡密 order's keys are no longer sold").toBeLessThan(sold);
    else expect(soldAfter).toBe(sold);
    checkAll(after, [...HISTORY.filter(([name]) => !name.startsWith("orders are of goods")), ...SUMS]);
  });
});
