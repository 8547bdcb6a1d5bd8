import { beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "../../src/demo/node";
import { parseDateTime } from "../../src/api/util";
import { addMinutes, countdownText, DEFAULT_SHOP_RULES, refundAutoStep, RETURN_LATE_REASON } from "../../src/resources/order/shop-auto.rules";
import { demoClock, todayAtNoon } from "../demo-clock";
import { buyer, shopOf, unpaidOrderOf } from "./buyer-helpers";
import { call, login, setupDemoApi, USER } from "./helpers";

/**
 * The buyer's steps and what the shop does with them (issue 49 items 3 and 4, decision 0115), in
 * the demo's store on a held clock: a 数字藏品 is delivered on payment by 数字藏品自动发货 (off: it
 * waits for 发货, in the row's call and 批量发货); a 卡密 order gets its keys; a 退货退款 is agreed
 * with a 退货地址 of type 退货 (refused without one, with a 发货 address, with another shop's); the
 * return waits with its countdown and closes when 买家退货期限 runs out; a parcel signed for and
 * not confirmed within 商家收货期限 is refunded by 系统.
 */
setupDemoApi();
const clock = demoClock(todayAtNoon);

const O = "/merchant/order/v1/order";
const R = "/merchant/order/v1/refund";
const RULES = "/merchant/shop/v1/rules/save";
type Row = Record<string, unknown>;

let token = "";
beforeEach(async () => {
  token = await login();
});

const orderOf = async (sn: unknown) => (await call<Row>(`${O}/detail`, { order_sn: sn }, { token })).body.data;
const refundOf = async (alias: unknown) => (await call<Row & { timeline: { who: string; what: string }[] }>(`${R}/detail`, { alias }, { token })).body.data;
const systemEntry = (alias: unknown, action: string) => getDb().audit_log.find((e) => e.who_type === "system" && e.action === action && e.record[0]?.alias === alias);
const addressesOf = (shop: string, type: number) => getDb().address.filter((a) => a.shop_alias === shop && a.type === type);
/** Moves the held clock to `t` (the shop's 'YYYY-MM-DD HH:mm:ss') and signs in again (a session idles out). */
async function clockAt(t: string): Promise<void> {
  vi.setSystemTime(parseDateTime(t));
  token = await login();
}

describe("付款 and delivery", () => {
  it("delivers a 数字藏品 on payment while 数字藏品自动发货 is on: the order completes, 系统 logs 自动发货, no 待发货", async () => {
    const order = await unpaidOrderOf(1);
    const paid = await buyer("pay", { order_sn: order.order_sn });
    expect(paid.code).toBe(200);
    const after = await orderOf(order.order_sn);
    expect([after.status, after.paid_at, after.shipped_at, after.finished_at]).toEqual(["SUCCESS", after.paid_at, after.paid_at, after.paid_at]);
    expect(systemEntry(order.alias, "自动发货")).toMatchObject({ who: "系统", created_at: after.paid_at });
    // paid once: a second payment is refused
    expect(await buyer("pay", { order_sn: order.order_sn })).toMatchObject({ code: 409, msg: "订单不是待付款状态" });
    const waiting = (await call<{ total: number }>(`${O}/list`, { status: "WAIT_SEND", delivery_type: "virtual" }, { token })).body.data;
    expect(waiting.total).toBe(0);
  });

  it("with the rule off, a paid 数字藏品 waits in 待发货; the row's 发货 and 批量发货 (no 运单号) complete it", async () => {
    expect((await call(RULES, { ...DEFAULT_SHOP_RULES, auto_deliver: false }, { token })).body.code).toBe(200);
    const [one, two] = [await unpaidOrderOf(1), await unpaidOrderOf(1)];
    for (const o of [one, two]) expect((await buyer("pay", { order_sn: o.order_sn })).data).toMatchObject({ status: "WAIT_SEND" });
    expect(systemEntry(one?.alias, "自动发货")).toBeUndefined();
    expect((await call(`${O}/ship`, { order_sn: one?.order_sn }, { token })).body.data).toMatchObject({ status: "SUCCESS" });
    const batch = await call<{ shipped: Row[]; failed: Row[] }>(`${O}/batchShip`, { items: [{ order_sn: two?.order_sn, express_company: "", express_no: "" }] }, { token });
    expect(batch.body).toMatchObject({ code: 200, data: { shipped: [{ order_sn: two?.order_sn, status: "SUCCESS" }], failed: [] } });
    const shipped = await orderOf(two?.order_sn);
    expect([shipped.status, shipped.express_no ?? null]).toEqual(["SUCCESS", null]);
  });

  it("sells a 卡密 order its keys on payment, whatever the rule", async () => {
    expect((await call(RULES, { ...DEFAULT_SHOP_RULES, auto_deliver: false }, { token })).body.code).toBe(200);
    const order = await unpaidOrderOf(3);
    const goods = (order.items as { goods_alias: string }[])[0]?.goods_alias;
    const unsold = () => (getDb().records.goodsKeys ?? []).filter((k) => k.goods_alias === goods && k.status === 1).length;
    const before = unsold();
    const paid = await buyer("pay", { order_sn: order.order_sn });
    if (before === 0) {
      expect(paid).toMatchObject({ code: 409, msg: expect.stringContaining("卡密库存不足") });
      return;
    }
    expect(paid.data).toMatchObject({ status: "SUCCESS" });
    expect(unsold()).toBe(before - 1);
    expect((getDb().records.goodsKeys ?? []).filter((k) => k.order_sn === order.order_sn).map((k) => k.status)).toEqual([2]);
  });
});

describe("申请售后 and the return", () => {
  /** A 退货退款 asked now of a shipped parcel without an open request. */
  async function askReturn(): Promise<Row> {
    const shipped = (getDb().records.order ?? []).find((o) => o.shop_alias === shopOf() && o.status === "WAIT_CONFIRM" && o.delivery_type === "express");
    const asked = await buyer("refund", { order_sn: shipped?.order_sn, refund_type: 2, reason: "商品与描述不符" });
    expect(asked.code, asked.msg).toBe(200);
    expect(await orderOf(shipped?.order_sn)).toMatchObject({ status: "REFUNDING", status_before_refund: "WAIT_CONFIRM" });
    return asked.data ?? {};
  }

  it("asks once per order: a second request of an order in 售后 is refused, and 退货退款 only of a shipped parcel", async () => {
    const refund = await askReturn();
    expect(refund).toMatchObject({ status: "PENDING", refund_type: 2 });
    expect(await buyer("refund", { order_sn: refund.order_sn })).toMatchObject({ code: 409 });
    const unsent = (getDb().records.order ?? []).find((o) => o.shop_alias === shopOf() && o.status === "WAIT_SEND" && o.delivery_type === "express");
    expect(await buyer("refund", { order_sn: unsent?.order_sn, refund_type: 2 })).toMatchObject({ code: 422, msg: "该订单未发货，只能申请仅退款" });
    expect(await buyer("refund", { order_sn: "2099000000000000000" })).toMatchObject({ code: 404, msg: "订单不存在" });
  });

  it("同意 of a return names a 退货地址 of type 退货 of the shop: none, a 发货 address or another shop's is refused", async () => {
    const refund = await askReturn();
    const shop = shopOf();
    const shipping = addressesOf(shop, 2)[0];
    const theirs = addressesOf(shopOf(USER.mobile), 1)[0];
    const mine = addressesOf(shop, 1).find((a) => a.is_default === 1);
    if (!shipping || !theirs || !mine) throw new Error("the seed has 退货 and 发货 addresses in both shops");
    const agree = (extra: Row) => call(`${R}/audit`, { alias: refund.alias, result: "agree", ...extra }, { token }).then((r) => r.body);
    expect(await agree({})).toMatchObject({ code: 422, msg: "请选择退货地址" });
    expect(await agree({ return_address_alias: shipping.alias })).toMatchObject({ code: 422, msg: "所选地址不是退货地址" });
    expect(await agree({ return_address_alias: theirs.alias })).toMatchObject({ code: 422, msg: "退货地址不存在" });
    expect((await refundOf(refund.alias)).status).toBe("PENDING");
    // the form's options: the shop's 退货 addresses, the default first
    const options = (await call<{ list: Row[] }>(`${R}/return-addresses`, {}, { token })).body.data.list;
    expect(options[0]).toMatchObject({ alias: mine.alias, is_default: true });
    expect(options.every((o) => addressesOf(shop, 1).some((a) => a.alias === o.alias))).toBe(true);
    expect(await agree({ return_address_alias: mine.alias })).toMatchObject({ code: 200, data: { status: "AGREED" } });
    const agreed = await refundOf(refund.alias);
    expect(agreed.return_address).toContain(mine.detail_address);
    expect(agreed.return_address).toContain(mine.mobile);
  });

  it("a return waits with its countdown and closes when 买家退货期限 runs out; the order goes back to 待收货", async () => {
    const refund = await askReturn();
    const mine = addressesOf(shopOf(), 1)[0];
    expect((await call(`${R}/audit`, { alias: refund.alias, result: "agree", return_address_alias: mine?.alias }, { token })).body.code).toBe(200);
    const agreed = await refundOf(refund.alias);
    const closesAt = addMinutes(String(agreed.audited_at), DEFAULT_SHOP_RULES.return_ship_days * 1440);
    const step = refundAutoStep(agreed, DEFAULT_SHOP_RULES);
    expect(step).toEqual({ at: closesAt, action: "自动关闭" });
    expect(countdownText(step ?? { at: "", action: "自动关闭" }, Date.now())).toBe("7 天后自动关闭");
    await clockAt(addMinutes(closesAt, -1));
    expect((await refundOf(refund.alias)).status).toBe("AGREED");
    await clockAt(addMinutes(closesAt, 5));
    const closed = await refundOf(refund.alias);
    expect([closed.status, closed.close_reason, closed.closed_at]).toEqual(["CLOSED", RETURN_LATE_REASON, closesAt]);
    expect(closed.timeline.at(-1)).toMatchObject({ who: "系统", what: RETURN_LATE_REASON });
    expect((await orderOf(refund.order_sn)).status).toBe("WAIT_CONFIRM");
    expect(systemEntry(refund.alias, "自动关闭")).toMatchObject({ created_at: closesAt });
    // closed: the merchant's 确认收货 and the buyer's parcel are refused
    expect(await buyer("return", { alias: refund.alias, express_company: "顺丰速运", express_no: "SF1234567890" })).toMatchObject({ code: 409 });
  });

  it("a parcel sent back and signed for is refunded by 系统 when 商家收货期限 runs out, its countdown counting from the signing", async () => {
    const refund = await askReturn();
    const mine = addressesOf(shopOf(), 1)[0];
    await call(`${R}/audit`, { alias: refund.alias, result: "agree", return_address_alias: mine?.alias }, { token });
    expect(await buyer("return", { alias: refund.alias, express_company: "无名快递", express_no: "SF1234567890" })).toMatchObject({ code: 422, msg: "未知的快递公司：无名快递" });
    expect((await buyer("return", { alias: refund.alias, express_company: "顺丰速运", express_no: "SF1234567890" })).data).toMatchObject({ status: "WAIT_SELLER_RECEIVE" });
    // on its way: no countdown yet
    expect(refundAutoStep(await refundOf(refund.alias), DEFAULT_SHOP_RULES)).toBeNull();
    clock.advance(2 * 86_400_000);
    token = await login();
    expect((await buyer("sign", { alias: refund.alias })).code).toBe(200);
    expect(await buyer("sign", { alias: refund.alias })).toMatchObject({ code: 409, msg: "退货包裹已签收" });
    const signed = await refundOf(refund.alias);
    const refundsAt = addMinutes(String(signed.return_signed_at), DEFAULT_SHOP_RULES.return_receive_days * 1440);
    expect(refundAutoStep(signed, DEFAULT_SHOP_RULES)).toEqual({ at: refundsAt, action: "自动退款" });
    await clockAt(addMinutes(refundsAt, -1));
    expect((await refundOf(refund.alias)).status).toBe("WAIT_SELLER_RECEIVE");
    await clockAt(addMinutes(refundsAt, 1));
    const done = await refundOf(refund.alias);
    expect([done.status, done.received_at, done.refunded_at, done.refunded_amount]).toEqual(["REFUNDED", refundsAt, refundsAt, refund.refund_amount]);
    // the 同意 is the owner's by name, as the log says it (王店长 · 店主: decision 0118)
    expect(done.timeline.map((s) => s.who)).toEqual(["买家", expect.stringMatching(/ · 店主$/), "买家", "快递", "系统", "系统"]);
    expect(systemEntry(refund.alias, "自动退款")).toMatchObject({ created_at: refundsAt });
    expect(await orderOf(refund.order_sn)).toMatchObject({ status: "CLOSED", refunded_amount: refund.refund_amount });
  });
});
