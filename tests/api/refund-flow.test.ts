import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "../../src/demo/node";
import { agreeRefund } from "../../src/api/refund-flow";
import { now } from "../../src/api/util";
import { REFUND_CLOSE_REASON } from "../../src/resources/order/order.rules";
import { DELIVERY_STATE_LABELS, EVIDENCE_OF } from "../../src/resources/order/refund.rules";
import type { ResourceRow } from "../../src/api/types";
import { formatMoney } from "../../src/engine/fields/number-format";
import { ADMIN, call, login, setupDemoApi, type Page } from "./helpers";
import { answer, employeeRow, loginStaff, ROLE, SERVICE } from "./staff-helpers";

/** Who the owner's steps name on the timeline, as 操作日志 names them. */
const OWNER = "王店长 · 店主";

/**
 * 售后 flows through the demo API (decision 0060): 仅退款 同意 → 已退款; 退货退款 同意 → 待买家退货
 * → (the buyer sends it back) 待商家收货 → 确认收货 → 已退款; any amount up to what the order
 * has left; the order closes only when all of it went back, else it returns to where it was;
 * every step refused out of turn, and 确认收货 needs 同意's grant.
 */
setupDemoApi();

type Row = Record<string, unknown>;
type Refund = Row & { alias: string; order_sn: string; status: string; refund_type: number; refund_amount: number; refundable: number; order: Row; timeline: { at: string; who: string; what: string }[]; delivery: { state: string; label: string } };

const R = "/merchant/order/v1/refund";
const O = "/merchant/order/v1/order";
let token = "";
beforeEach(async () => {
  token = await login();
});

async function firstRefund(filters: Row): Promise<Refund> {
  const list = (await call<Page<Refund>>(`${R}/list`, { ...filters, page_size: 100 }, { token })).body.data.list;
  const found = list[0];
  if (!found) throw new Error(`the seed has no 售后 ${JSON.stringify(filters)}`);
  return found;
}
/** The shop's default 退货 address: what a return's 同意 names (decision 0115). */
const returnAddress = async () => (await call<{ list: { alias: string }[] }>(`${R}/return-addresses`, {}, { token })).body.data.list[0]?.alias;
const detail = async (alias: string) => (await call<Refund>(`${R}/detail`, { alias }, { token })).body.data;
const orderOf = async (sn: string) => (await call<Row>(`${O}/detail`, { order_sn: sn }, { token })).body.data;
const stored = (resource: string, key: string, value: unknown) => (getDb().records[resource] ?? []).find((r) => r[key] === value) as ResourceRow;
const cents = (n: number) => Math.round(n * 100) / 100;

describe("仅退款", () => {
  it("同意 pays back the amount chosen; a partial refund returns the order where it was, with 已退款, and 资产 pays it", async () => {
    const refund = await firstRefund({ status: "PENDING", refund_type: 1 });
    const earlier = stored("order", "order_sn", refund.order_sn).status_before_refund;
    const part = cents(refund.refundable / 2);
    const res = await call(`${R}/audit`, { alias: refund.alias, result: "agree", refund_amount: part }, { token });
    expect(res.body).toMatchObject({ code: 200, msg: "退款成功", data: { status: "REFUNDED", refunded_amount: part, order_closed: false } });
    const after = await detail(refund.alias);
    expect(after).toMatchObject({ status: "REFUNDED", refunded_amount: part, refundable: 0 });
    expect(after.timeline.map((s) => s.what).at(-1)).toBe(`退款 ${formatMoney(part)} 原路退回${part < refund.refund_amount ? "（部分退款）" : ""}`);
    const order = await orderOf(refund.order_sn);
    expect([order.status, order.refunded_amount]).toEqual([earlier, part]);
    const trades = (await call<Page<Row>>("/merchant/payment/v1/trade/list", { trade_type: "refund", page_size: 100 }, { token })).body.data.list;
    expect(trades.filter((t) => t.remark === `售后退款：订单 ${refund.order_sn}`).map((t) => t.amount)).toEqual([part]);
  });

  it("defaults to what was asked, and closes the order when that is all it paid", async () => {
    const list = (await call<Page<Refund>>(`${R}/list`, { status: "PENDING", refund_type: 1, page_size: 100 }, { token })).body.data.list;
    const whole = list.find((r) => r.refund_amount === r.refundable);
    if (!whole) throw new Error("no pending 仅退款 asking for all");
    expect((await call(`${R}/audit`, { alias: whole.alias, result: "agree" }, { token })).body.data).toMatchObject({ status: "REFUNDED", order_closed: true });
    expect(await orderOf(whole.order_sn)).toMatchObject({ status: "CLOSED", close_reason: REFUND_CLOSE_REASON, refunded_amount: whole.refund_amount });
  });

  it("a later request refunds only what earlier ones left, and then the order closes", async () => {
    const first = await firstRefund({ status: "PENDING", refund_type: 1 });
    const pay = Number(first.order.pay_amount);
    const part = cents(pay / 4);
    await call(`${R}/audit`, { alias: first.alias, result: "agree", refund_amount: part }, { token });
    // the buyer asks again (as a buyer's app would: the order goes 售后中)
    const order = stored("order", "order_sn", first.order_sn);
    const again = { ...stored("refund", "alias", first.alias), alias: `${first.alias}_2`, status: "PENDING", refund_amount: pay, refunded_amount: null, refunded_at: null, audited_at: null, created_at: now() };
    getDb().records.refund?.push(again as ResourceRow);
    Object.assign(order, { status_before_refund: order.status, status: "REFUNDING" });
    const left = cents(pay - part);
    expect((await detail(again.alias)).refundable).toBe(left);
    expect((await call(`${R}/audit`, { alias: again.alias, result: "agree", refund_amount: pay }, { token })).body).toMatchObject({ code: 422, msg: `退款金额不能超过可退金额 ${formatMoney(left)}` });
    expect((await call(`${R}/audit`, { alias: again.alias, result: "agree", refund_amount: left }, { token })).body.data).toMatchObject({ status: "REFUNDED", order_closed: true });
    expect(await orderOf(first.order_sn)).toMatchObject({ status: "CLOSED", refunded_amount: pay });
  });
});

describe("退货退款", () => {
  it("同意 waits for the goods (待买家退货): nothing is paid, and 确认收货 is refused until they are sent back", async () => {
    const refund = await firstRefund({ status: "PENDING", refund_type: 2 });
    expect((await call(`${R}/audit`, { alias: refund.alias, result: "agree", reason: "请附上订单号寄回", return_address_alias: await returnAddress() }, { token })).body)
      .toMatchObject({ code: 200, msg: "已同意，等待买家退货", data: { status: "AGREED", refunded_amount: 0 } });
    const after = await detail(refund.alias);
    expect(after.timeline.map((s) => `${s.who}:${s.what}`).at(-1)).toBe(`${OWNER}:同意退货，等待买家寄回：请附上订单号寄回`);
    expect(after.refundable).toBe(refund.refundable);
    expect((await orderOf(refund.order_sn)).status).toBe("REFUNDING");
    expect((await call(`${R}/confirm-return`, { alias: refund.alias, refund_amount: 1 }, { token })).body).toMatchObject({ code: 409, msg: "买家尚未寄回商品，不能确认收货" });
  });

  it("确认收货 of a parcel sent back pays back part, the order returns where it was; the timeline has every step", async () => {
    const refund = await firstRefund({ status: "WAIT_SELLER_RECEIVE" });
    const earlier = stored("order", "order_sn", refund.order_sn).status_before_refund;
    const part = cents(refund.refundable * 0.6);
    expect((await call(`${R}/confirm-return`, { alias: refund.alias, refund_amount: part }, { token })).body.data).toMatchObject({ status: "REFUNDED", refunded_amount: part, order_closed: false });
    const after = await detail(refund.alias);
    // agreed by the merchant, or by the shop's rule (系统) when it was not answered in time
    // who received the goods back paid: the owner here, named as the log names them (issue 49)
    const agreedBy = typeof refund.audited_by === "string" && refund.audited_by ? refund.audited_by : "商家";
    // the parcel signed for (its courier's step, decision 0115) once it has arrived
    const signed = refund.return_signed_at ? ["快递"] : [];
    expect(after.timeline.map((s) => s.who)).toEqual(["买家", agreedBy, "买家", ...signed, OWNER, OWNER]);
    expect(after.timeline[2]?.what).toMatch(/^寄回商品：\S+ \S+$/);
    expect(after.timeline.at(-2)?.what).toBe("确认收到退货");
    expect(after.received_at).toBe(after.refunded_at);
    expect(await orderOf(refund.order_sn)).toMatchObject({ status: earlier, refunded_amount: part });
  });
});

describe("what is refused", () => {
  it("refunds more than is left, none, or in part-cents, and changes nothing", async () => {
    const refund = await firstRefund({ status: "PENDING", refund_type: 1 });
    const before = JSON.stringify([stored("refund", "alias", refund.alias), stored("order", "order_sn", refund.order_sn)]);
    const over = cents(refund.refundable + 0.01);
    expect((await call(`${R}/audit`, { alias: refund.alias, result: "agree", refund_amount: over }, { token })).body).toMatchObject({ code: 422, msg: `退款金额不能超过可退金额 ${formatMoney(refund.refundable)}` });
    expect((await call(`${R}/audit`, { alias: refund.alias, result: "agree", refund_amount: 0 }, { token })).body).toMatchObject({ code: 422, msg: "退款金额应大于 0" });
    expect((await call(`${R}/audit`, { alias: refund.alias, result: "agree", refund_amount: 1.005 }, { token })).body).toMatchObject({ code: 422, msg: "退款金额最多两位小数" });
    expect((await call(`${R}/audit`, { alias: refund.alias, result: "agree", refund_amount: "十元" }, { token })).body).toMatchObject({ code: 422, msg: "请填写退款金额" });
    const parcel = await firstRefund({ status: "WAIT_SELLER_RECEIVE" });
    expect((await call(`${R}/confirm-return`, { alias: parcel.alias, refund_amount: cents(parcel.refundable + 1) }, { token })).body.code).toBe(422);
    expect(JSON.stringify([stored("refund", "alias", refund.alias), stored("order", "order_sn", refund.order_sn)])).toBe(before);
    expect(stored("refund", "alias", parcel.alias).status).toBe("WAIT_SELLER_RECEIVE");
  });

  it("takes each step only in its turn: no 同意 or 拒绝 after 同意, no 确认收货 of a pending request, nothing after 已退款", async () => {
    const agreed = await firstRefund({ status: "AGREED" }).catch(async () => {
      const r = await firstRefund({ status: "PENDING", refund_type: 2 });
      await call(`${R}/audit`, { alias: r.alias, result: "agree", return_address_alias: await returnAddress() }, { token });
      return r;
    });
    for (const result of ["agree", "refuse"]) {
      expect((await call(`${R}/audit`, { alias: agreed.alias, result, reason: "x" }, { token })).body).toMatchObject({ code: 409, msg: "该售后申请已处理" });
    }
    const pending = await firstRefund({ status: "PENDING" });
    expect((await call(`${R}/confirm-return`, { alias: pending.alias }, { token })).body).toMatchObject({ code: 409, msg: "该售后申请不是待收货状态" });
    const refunded = await firstRefund({ status: "REFUNDED" });
    expect((await call(`${R}/confirm-return`, { alias: refunded.alias }, { token })).body).toMatchObject({ code: 409, msg: "该售后申请已处理" });
    expect((await call(`${R}/audit`, { alias: refunded.alias, result: "refuse", reason: "x" }, { token })).body).toMatchObject({ code: 409, msg: "该售后申请已处理" });
  });

  it("拒绝 needs a reason, which the buyer sees on the detail and its timeline", async () => {
    const refund = await firstRefund({ status: "PENDING" });
    expect((await call(`${R}/audit`, { alias: refund.alias, result: "refuse", reason: " " }, { token })).body).toMatchObject({ code: 422, msg: "请填写拒绝原因" });
    expect((await call(`${R}/audit`, { alias: refund.alias, result: "refuse", reason: "商品已影响二次销售" }, { token })).body.data).toMatchObject({ status: "REFUSED" });
    const after = await detail(refund.alias);
    expect(after.audit_reason).toBe("商品已影响二次销售");
    expect(after.timeline.at(-1)).toMatchObject({ who: OWNER, what: "拒绝申请：商品已影响二次销售" });
  });

  it("确认收货 pays money back, so it is 同意's grant: a role with only 拒绝 is refused it", async () => {
    const owner = await login(ADMIN);
    const { role } = employeeRow(SERVICE.mobile);
    expect((await answer(`${ROLE}/save`, { alias: role.alias, name: role.name, permissions: ["/order/refund:view", "/order/refund:refuse"] }, owner)).code).toBe(200);
    const staff = await loginStaff(SERVICE);
    const parcel = await firstRefund({ status: "WAIT_SELLER_RECEIVE" });
    expect(await answer(`${R}/confirm-return`, { alias: parcel.alias }, staff)).toMatchObject({ code: 403, msg: "无权限" });
    const pending = await firstRefund({ status: "PENDING" });
    expect(await answer(`${R}/audit`, { alias: pending.alias, result: "agree" }, staff)).toMatchObject({ code: 403 });
    expect((await answer(`${R}/audit`, { alias: pending.alias, result: "refuse", reason: "已发货" }, staff)).code).toBe(200);
  });
});

describe("the detail", () => {
  it("carries the order's money, where the goods were, the evidence and the timeline", async () => {
    const list = (await call<Page<Refund>>(`${R}/list`, { page_size: 100 }, { token })).body.data.list;
    for (const r of list) {
      const order = stored("order", "order_sn", r.order_sn);
      expect(r.order).toMatchObject({ pay_amount: order.pay_amount, freight_amount: order.freight_amount });
      expect(Object.values(DELIVERY_STATE_LABELS)).toContain(r.delivery.label);
      expect(r.timeline[0]?.who).toBe("买家");
      expect((r.images as unknown[]).length, `${r.order_sn} ${String(r.reason)}`).toBe(EVIDENCE_OF[String(r.reason)] ? 2 : 0);
    }
    expect(list.some((r) => (r.images as unknown[]).length > 0)).toBe(true);
  });
});

describe("agreeRefund (what an automatic rule calls)", () => {
  it("agrees a request with the amount asked, saying who decided", () => {
    const db = getDb();
    const refund = (db.records.refund ?? []).find((r) => r.status === "PENDING" && r.refund_type === 2);
    if (!refund) throw new Error("no pending 退货退款");
    const order = (db.records.order ?? []).find((o) => o.order_sn === refund.order_sn);
    expect(agreeRefund([], refund, order, now(), { by: "系统" })).toMatchObject({ ok: true, status: "AGREED" });
    expect(refund).toMatchObject({ status: "AGREED", audited_by: "系统" });
    expect(agreeRefund([], refund, order, now())).toMatchObject({ ok: false, code: 409 });
  });
});
