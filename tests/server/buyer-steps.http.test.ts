import { describe, expect, it } from "vitest";
import { getDb, REMOTE } from "../../src/demo/node";
import { addMinutes, DEFAULT_SHOP_RULES, RETURN_LATE_REASON } from "../../src/resources/order/shop-auto.rules";
import { parseDateTime } from "../../src/api/util";
import { call, login, setupDemoApi, USER, type Page } from "../api/helpers";

/**
 * The buyer's steps on the server (issue 49, decision 0115): the test harness's
 * `POST /__test/buyer/{order,pay,refund,return,sign}` (ALLOW_RESET only) takes each on the shop it
 * names, as one transaction of the server's store; the merchant's 同意 of a return names a 退货地址
 * of type 退货 of the shop (refused: none, a 发货 address, another shop's); the rules job, run on
 * a clock past 买家退货期限 (`/__test/rules-job {at}`), closes a return not sent back. Over HTTP
 * (npm run test:server) on PGlite and on Postgres.
 */
setupDemoApi();

const base = process.env.API_URL ?? "";
const O = "/merchant/order/v1/order";
const R = "/merchant/order/v1/refund";
const ADDRESSES = "/merchant/shop/v1/address/list";
const M = "/merchant/shop/v1/message";
type Row = Record<string, unknown>;
type Envelope = { code: number; msg: string; data: Row | null };

async function harness(path: string, body: Row): Promise<Envelope> {
  const res = await fetch(`${base}/__test/${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  return (await res.json()) as Envelope;
}
const shopOf = async (token: string) => String((await call<Row>("/merchant/shop/v1/account/info", {}, { token })).body.data.alias);
/** A parcel shipped and not in 售后 (待收货, else 已完成 with something left to refund): its buyer may send it back. */
async function shippedParcel(token: string): Promise<Row | undefined> {
  for (const status of ["WAIT_CONFIRM", "SUCCESS"]) {
    const list = (await call<Page<Row>>(`${O}/list`, { status, delivery_type: "express", page: 1, page_size: 20 }, { token })).body.data.list;
    const found = list.find((o) => Number(o.pay_amount) > Number(o.refunded_amount ?? 0));
    if (found) return found;
  }
  return undefined;
}
const addressesOf = async (token: string, type: number) => (await call<Page<Row>>(ADDRESSES, { type, page: 1, page_size: 50 }, { token })).body.data.list;

describe.skipIf(!REMOTE).sequential("the buyer's steps through the test harness", () => {
  it("下单 and 付款 of a 数字藏品: delivered on payment by 数字藏品自动发货; a parcel waits in 待发货; a second payment is refused", async () => {
    const token = await login();
    const shop = await shopOf(token);
    const goods = (await call<Page<Row>>("/merchant/goods/v1/goods/list", { page: 1, page_size: 100, status: 1 }, { token })).body.data.list;
    const collectible = goods.find((g) => g.type === 1);
    const parcel = goods.find((g) => g.type === 2);
    for (const [item, status] of [[collectible, "SUCCESS"], [parcel, "WAIT_SEND"]] as const) {
      const placed = await harness("buyer/order", { shop, goods_alias: item?.alias });
      expect(placed.code, placed.msg).toBe(200);
      expect(placed.data).toMatchObject({ status: "WAIT_PAY" });
      const paid = await harness("buyer/pay", { shop, order_sn: placed.data?.order_sn });
      expect(paid.data, paid.msg).toMatchObject({ status });
      expect((await call<Row>(`${O}/detail`, { order_sn: placed.data?.order_sn }, { token })).body.data).toMatchObject({ status });
      expect(await harness("buyer/pay", { shop, order_sn: placed.data?.order_sn })).toMatchObject({ code: 409, msg: "订单不是待付款状态" });
    }
    expect(await harness("buyer/pay", { shop: "sh_none", order_sn: "1" })).toMatchObject({ code: 404, msg: "店铺不存在" });
  });

  it("寄回 and 签收 of a return agreed: 待商家收货, then signed for (once)", async () => {
    const token = await login();
    const shop = await shopOf(token);
    const shipped = await shippedParcel(token);
    const unread = async () => Number((await call<{ count: number }>(`${M}/unread-count`, {}, { token })).body.data.count);
    const before = await unread();
    const asked = await harness("buyer/refund", { shop, order_sn: shipped?.order_sn, refund_type: 2 });
    expect(asked.code, asked.msg).toBe(200);
    const alias = asked.data?.alias;
    // the owner's bell counts the new 售后 (消息中心 refund.created), linking to it
    expect(await unread()).toBe(before + 1);
    const newest = (await call<Page<Row>>(`${M}/list`, { read: 0, page: 1, page_size: 1 }, { token })).body.data.list[0];
    expect(newest).toMatchObject({ type: "refund.created", record: { resource: "refund", alias } });
    expect(await harness("buyer/return", { shop, alias, express_company: "顺丰速运", express_no: "SF1234567890" })).toMatchObject({ code: 409, msg: "该售后申请不是待买家退货状态" });
    const mine = (await addressesOf(token, 1))[0];
    expect((await call(`${R}/audit`, { alias, result: "agree", return_address_alias: mine?.alias }, { token })).body.code).toBe(200);
    expect((await harness("buyer/return", { shop, alias, express_company: "顺丰速运", express_no: "SF1234567890" })).data).toMatchObject({ status: "WAIT_SELLER_RECEIVE" });
    const signed = await harness("buyer/sign", { shop, alias });
    expect(signed.data?.return_signed_at).toEqual(expect.any(String));
    expect(await harness("buyer/sign", { shop, alias })).toMatchObject({ code: 409, msg: "退货包裹已签收" });
    const detail = (await call<Row & { timeline: Row[] }>(`${R}/detail`, { alias }, { token })).body.data;
    expect(detail.timeline.map((s) => s.who)).toEqual(["买家", expect.stringMatching(/ · 店主$/), "买家", "快递"]);
  });

  it("申请售后 → 同意 with a 退货地址 (refused without one, with a 发货 address, another shop's) → the rules job closes it when 买家退货期限 runs out", async () => {
    const token = await login();
    const shop = await shopOf(token);
    const shipped = await shippedParcel(token);
    const asked = await harness("buyer/refund", { shop, order_sn: shipped?.order_sn, refund_type: 2, reason: "商品与描述不符" });
    expect(asked.code, asked.msg).toBe(200);
    const alias = asked.data?.alias;
    expect(await harness("buyer/refund", { shop, order_sn: shipped?.order_sn })).toMatchObject({ code: 409, msg: "该订单已有进行中的售后申请" });

    // the other demo shop's 退货 address, as the server's database was seeded (getDb: its seed, read only)
    const db = getDb();
    const other = db.shops.find((s) => s.user_alias === db.users.find((u) => u.mobile === USER.mobile)?.alias)?.alias;
    const theirs = db.address.find((a) => a.shop_alias === other && a.type === 1);
    expect(theirs).toBeDefined();
    const shipping = (await addressesOf(token, 2))[0];
    const mine = (await addressesOf(token, 1)).find((a) => a.is_default === 1);
    const agree = async (extra: Row) => (await call(`${R}/audit`, { alias, result: "agree", ...extra }, { token })).body;
    expect(await agree({})).toMatchObject({ code: 422, msg: "请选择退货地址" });
    expect(await agree({ return_address_alias: shipping?.alias })).toMatchObject({ code: 422, msg: "所选地址不是退货地址" });
    expect(await agree({ return_address_alias: theirs?.alias })).toMatchObject({ code: 422, msg: "退货地址不存在" });
    expect(await agree({ return_address_alias: mine?.alias })).toMatchObject({ code: 200, data: { status: "AGREED" } });
    const agreed = (await call<Row>(`${R}/detail`, { alias }, { token })).body.data;
    expect(String(agreed.return_address)).toContain(String(mine?.detail_address));

    // a minute before the limit the job leaves it; at the limit it closes, at the moment the rule fired
    const closesAt = addMinutes(String(agreed.audited_at), DEFAULT_SHOP_RULES.return_ship_days * 1440);
    await harness("rules-job", { at: parseDateTime(addMinutes(closesAt, -1)).toISOString() });
    expect((await call<Row>(`${R}/detail`, { alias }, { token })).body.data.status).toBe("AGREED");
    await harness("rules-job", { at: parseDateTime(addMinutes(closesAt, 1)).toISOString() });
    const closed = (await call<Row>(`${R}/detail`, { alias }, { token })).body.data;
    expect([closed.status, closed.close_reason, closed.closed_at]).toEqual(["CLOSED", RETURN_LATE_REASON, closesAt]);
    // the order is back where it was when its buyer asked (the rules may have confirmed it since: 自动确认收货)
    expect(["WAIT_CONFIRM", "SUCCESS"]).toContain((await call<Row>(`${O}/detail`, { order_sn: shipped?.order_sn }, { token })).body.data.status);
  });
});
