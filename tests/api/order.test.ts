import { beforeEach, describe, expect, it } from "vitest";
import { demoClock, todayAtNoon } from "../demo-clock";
import { getDb, resetDb } from "../../src/demo/node";
import { EXPRESS_NO_RULE } from "../../src/resources/order/ship.rules";
import { DEFAULT_SHOP_RULES } from "../../src/resources/order/shop-auto.rules";
import { buyer, unpaidOrderOf } from "./buyer-helpers";
import { call, login, loginOtherAdmin, setupDemoApi, type Page } from "./helpers";

setupDemoApi();
// the seeded orders that wait depend on the hour the demo starts (demo-clock.ts): seeded at noon
demoClock(todayAtNoon);
beforeEach(() => resetDb());

type Order = Record<string, unknown> & { order_sn: string; status: string; delivery_type: string; items: { name: string }[] };
type ListReply = Page<Order> & { counts: Record<string, number> };

const O = "/merchant/order/v1/order";
const R = "/merchant/order/v1/refund";
let token = "";
beforeEach(async () => {
  token = await login();
});

async function first(filters: object): Promise<Order> {
  const res = await call<ListReply>(`${O}/list`, filters, { token });
  const order = res.body.data.list[0];
  if (!order) throw new Error(`no seeded order for ${JSON.stringify(filters)}`);
  return order;
}

describe("orders (订单)", () => {
  it("pages hundreds of orders with status counts that add up, under the other filters", async () => {
    const all = (await call<ListReply>(`${O}/list`, { page_size: 20 }, { token })).body.data;
    expect(all.total).toBeGreaterThanOrEqual(300);
    expect(all.list).toHaveLength(20);
    expect(Object.values(all.counts).reduce((s, n) => s + n, 0)).toBe(all.total);
    expect(Object.keys(all.counts).sort()).toEqual(["CLOSED", "REFUNDING", "SUCCESS", "WAIT_CONFIRM", "WAIT_PAY", "WAIT_SEND"]);
    const waiting = (await call<ListReply>(`${O}/list`, { status: "WAIT_SEND", delivery_type: "express" }, { token })).body.data;
    expect(waiting.list.every((o) => o.status === "WAIT_SEND" && o.delivery_type === "express")).toBe(true);
    expect(waiting.counts.WAIT_SEND).toBe(waiting.total);
  });

  it("filters by part of the order number, goods name and buyer mobile", async () => {
    const order = await first({});
    const bySn = (await call<ListReply>(`${O}/list`, { order_sn: order.order_sn.slice(-8) }, { token })).body.data;
    expect(bySn.list.map((o) => o.order_sn)).toContain(order.order_sn);
    const name = order.items[0]?.name.slice(0, 4) ?? "";
    const byGoods = (await call<ListReply>(`${O}/list`, { goods_name: name, page_size: 100 }, { token })).body.data;
    expect(byGoods.total).toBeGreaterThan(0);
    expect(byGoods.list.every((o) => o.items.some((it) => it.name.includes(name)))).toBe(true);
    const mobile = String(order.buyer_mobile);
    const byMobile = (await call<ListReply>(`${O}/list`, { buyer_mobile: mobile.slice(0, 7), page_size: 100 }, { token })).body.data;
    expect(byMobile.list.every((o) => String(o.buyer_mobile).startsWith(mobile.slice(0, 7)))).toBe(true);
  });

  it("ships an express order with a tracking number, then refuses shipping it again", async () => {
    const order = await first({ status: "WAIT_SEND", delivery_type: "express" });
    const bad = await call(`${O}/ship`, { order_sn: order.order_sn, express_company: "顺丰速运", express_no: "12" }, { token });
    expect(bad.body).toMatchObject({ code: 422, msg: EXPRESS_NO_RULE });
    expect((await call(`${O}/ship`, { order_sn: order.order_sn, express_no: "SF1234567890" }, { token })).body.msg).toBe("请选择快递公司");
    const ok = await call(`${O}/ship`, { order_sn: order.order_sn, express_company: "顺丰速运", express_no: "SF1234567890" }, { token });
    expect(ok.body).toMatchObject({ code: 200, data: { status: "WAIT_CONFIRM" } });
    const detail = (await call<Order>(`${O}/detail`, { order_sn: order.order_sn }, { token })).body.data;
    expect(detail).toMatchObject({ status: "WAIT_CONFIRM", express_company: "顺丰速运", express_no: "SF1234567890" });
    expect((await call(`${O}/ship`, { order_sn: order.order_sn, express_company: "顺丰速运", express_no: "SF1234567890" }, { token })).body)
      .toMatchObject({ code: 409, msg: "当前订单状态不能发货" });
  });

  it("completes virtual goods on 发货 and refuses 发货 of a pickup order", async () => {
    // a 数字藏品 waits for 发货 only where 数字藏品自动发货 is off (decision 0115)
    expect((await call("/merchant/shop/v1/rules/save", { ...DEFAULT_SHOP_RULES, auto_deliver: false }, { token })).body.code).toBe(200);
    const unpaid = await unpaidOrderOf(1);
    expect((await buyer("pay", { order_sn: unpaid.order_sn })).data).toMatchObject({ status: "WAIT_SEND" });
    const virtual = await first({ status: "WAIT_SEND", delivery_type: "virtual" });
    expect((await call(`${O}/ship`, { order_sn: virtual.order_sn }, { token })).body.data).toMatchObject({ status: "SUCCESS" });
    const pickup = await first({ status: "WAIT_SEND", delivery_type: "pickup" });
    expect((await call(`${O}/ship`, { order_sn: pickup.order_sn }, { token })).body.code).toBe(409);
  });

  it("closes only unpaid orders, with a reason", async () => {
    const unpaid = await first({ status: "WAIT_PAY" });
    expect((await call(`${O}/close`, { order_sn: unpaid.order_sn, reason: " " }, { token })).body).toMatchObject({ code: 422, msg: "请填写关闭原因" });
    expect((await call(`${O}/close`, { order_sn: unpaid.order_sn, reason: "买家要求取消" }, { token })).body.code).toBe(200);
    const closed = (await call<Order>(`${O}/detail`, { order_sn: unpaid.order_sn }, { token })).body.data;
    expect(closed).toMatchObject({ status: "CLOSED", close_reason: "买家要求取消" });
    const paid = await first({ status: "WAIT_SEND" });
    expect((await call(`${O}/close`, { order_sn: paid.order_sn, reason: "x" }, { token })).body).toMatchObject({ code: 409, msg: "当前订单状态不能关闭" });
  });

  it("keeps a merchant remark of at most 200 characters, and hides orders of other shops", async () => {
    const order = await first({});
    expect((await call(`${O}/remark`, { order_sn: order.order_sn, remark: "字".repeat(201) }, { token })).body.code).toBe(422);
    expect((await call(`${O}/remark`, { order_sn: order.order_sn, remark: "周末送达" }, { token })).body.code).toBe(200);
    expect((await call<Order>(`${O}/detail`, { order_sn: order.order_sn }, { token })).body.data.remark).toBe("周末送达");
    const other = await loginOtherAdmin();
    expect((await call(`${O}/detail`, { order_sn: order.order_sn }, { token: other })).body.code).toBe(404);
    expect((await call(`${O}/remark`, { order_sn: order.order_sn, remark: "x" }, { token: other })).body.code).toBe(404);
  });
});

describe("after-sales (售后)", () => {
  it("refuses with a reason and returns the order to its earlier status", async () => {
    const list = (await call<Page<Record<string, unknown>>>(`${R}/list`, { status: "PENDING" }, { token })).body.data;
    const refund = list.list[0];
    if (!refund) throw new Error("no pending refund in the seed");
    expect((await call<Order>(`${O}/detail`, { order_sn: refund.order_sn }, { token })).body.data.status).toBe("REFUNDING");
    const earlier = getDb().records.order?.find((o) => o.order_sn === refund.order_sn)?.status_before_refund;
    expect((await call(`${R}/audit`, { alias: refund.alias, result: "refuse", reason: "" }, { token })).body).toMatchObject({ code: 422, msg: "请填写拒绝原因" });
    expect((await call(`${R}/audit`, { alias: refund.alias, result: "refuse", reason: "商品已签收" }, { token })).body.code).toBe(200);
    expect((await call<Record<string, unknown>>(`${R}/detail`, { alias: refund.alias }, { token })).body.data).toMatchObject({ status: "REFUSED", audit_reason: "商品已签收" });
    const order = (await call<Order>(`${O}/detail`, { order_sn: refund.order_sn }, { token })).body.data;
    // where it was: 待发货 / 待收货, or 已完成 for a 卡密 order (delivered when paid)
    expect(["WAIT_SEND", "WAIT_CONFIRM", "SUCCESS"]).toContain(order.status);
    expect(order.status).toBe(earlier);
    expect((await call(`${R}/audit`, { alias: refund.alias, result: "agree" }, { token })).body).toMatchObject({ code: 409, msg: "该售后申请已处理" });
  });

  it("agreeing to 仅退款 of all the order has left refunds at once and closes the order", async () => {
    const pending = (await call<Page<Record<string, unknown>>>(`${R}/list`, { status: "PENDING", refund_type: 1 }, { token })).body.data.list[0];
    if (!pending) throw new Error("no pending 仅退款 in the seed");
    expect((await call(`${R}/audit`, { alias: pending.alias, result: "agree", refund_amount: pending.refundable }, { token })).body.data).toMatchObject({ status: "REFUNDED" });
    expect((await call<Order>(`${O}/detail`, { order_sn: pending.order_sn }, { token })).body.data.status).toBe("CLOSED");
  });

  it("matches every 售后中 order with one open request", () => {
    const db = getDb();
    const refunds = db.records.refund ?? [];
    for (const o of (db.records.order ?? []).filter((x) => x.status === "REFUNDING")) {
      const open = refunds.filter((r) => r.order_sn === o.order_sn && ["PENDING", "AGREED", "WAIT_SELLER_RECEIVE"].includes(String(r.status)));
      expect(open).toHaveLength(1);
    }
  });
});

describe("members (会员)", () => {
  it("pages hundreds of members whose order counts and spend are their sales (paid, not refunded: decision 0026)", async () => {
    const res = (await call<Page<Record<string, unknown>>>("/merchant/member/v1/member/list", { sort_field: "order_count", sort_order: "desc" }, { token })).body.data;
    expect(res.total).toBeGreaterThanOrEqual(250);
    const top = res.list[0];
    if (!top) throw new Error("no members");
    const orders = (await call<ListReply>(`${O}/list`, { member_alias: top.alias, page_size: 100 }, { token })).body.data;
    const paid = orders.list.filter((o) => ["WAIT_SEND", "WAIT_CONFIRM", "SUCCESS", "REFUNDING"].includes(o.status));
    expect(top.order_count).toBe(paid.length);
    // 实付 less what 售后 paid back of it (decision 0060)
    expect(top.total_spent).toBeCloseTo(paid.reduce((s, o) => s + Number(o.pay_amount) - Number(o.refunded_amount ?? 0), 0), 2);
  });

  it("disables and enables a member, refusing other values", async () => {
    const M = "/merchant/member/v1/member";
    const member = (await call<Page<Record<string, unknown>>>(`${M}/list`, { status: 1 }, { token })).body.data.list[0];
    expect((await call(`${M}/status`, { alias: member?.alias, status: 3 }, { token })).body.code).toBe(422);
    expect((await call(`${M}/status`, { alias: member?.alias, status: 2 }, { token })).body.code).toBe(200);
    expect((await call<Record<string, unknown>>(`${M}/detail`, { alias: member?.alias }, { token })).body.data.status).toBe(2);
  });
});
