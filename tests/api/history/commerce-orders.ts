import { expect } from "vitest";
import { addDays } from "../../../src/api/util";
import { ORDER_STATUS_LABELS, orderSteps, REFUND_CLOSE_REASON, isSale, type OrderStatus } from "../../../src/resources/order/order.rules";
import { deliveryState, isOpenRefund, refundReasonsFor } from "../../../src/resources/order/refund.rules";
import { claimableAt, couponDiscount, usableAt } from "../../../src/resources/ump/coupon.rules";
import { discountPriceAt } from "../../../src/resources/ump/goods-discount.rules";
import { cents, groupBy, itemsOf, text, type Row } from "./commerce-api";
import type { Screens } from "./commerce-screens";

/**
 * The demo is one history (issue 23, decision 0026): what the order, member, goods, coupon
 * and 售后 screens show agrees with the orders: nothing before its cause, orders of goods on
 * sale then with coupons used by their rules, 售后 of real orders, statuses that agree with
 * their steps. Sums across screens: commerce-sums.ts.
 */
const byAlias = (rows: Row[]): Map<unknown, Row> => new Map(rows.map((r) => [r.alias, r]));

/** Members register, then order; 最近登录 after registering and the latest order, not after now. */
function membersComeFirst(s: Screens): void {
  const members = byAlias(s.members);
  for (const o of s.orders) {
    const m = members.get(o.member_alias);
    expect(m, `order ${text(o.order_sn)}'s member`).toBeDefined();
    expect(text(m?.created_at) < text(o.created_at), `${text(m?.nickname)} registered ${text(m?.created_at)}, ordered ${text(o.created_at)}`).toBe(true);
  }
  const latest = groupBy(s.orders, (o) => o.member_alias);
  for (const m of s.members) {
    const login = text(m.last_login_at);
    expect(login >= text(m.created_at) && login <= s.now, `${text(m.nickname)}: 最近登录 ${login}`).toBe(true);
    for (const o of latest.get(m.alias) ?? []) expect(login >= text(o.created_at)).toBe(true);
  }
}

/** Every line is of a goods item on sale when ordered, at its price or a running 限时折扣's. */
function ordersOfGoodsOnSale(s: Screens): void {
  const goods = byAlias(s.goods);
  const discounts = s.stored("goodsDiscount");
  const minted = new Map<string, number>();
  for (const o of s.orders) {
    const t = text(o.created_at);
    for (const it of itemsOf(o)) {
      const g = goods.get(it.goods_alias);
      expect(g, `${text(o.order_sn)}: ${it.name}`).toBeDefined();
      const onSale = text(g?.created_at) <= t && (g?.status === 1 || t < text(g?.updated_at));
      expect(onSale, `${text(o.order_sn)} (${t}) of ${it.name}, not on sale then`).toBe(true);
      expect(it.price, `${text(o.order_sn)}: ${it.name}'s price`).toBe(discountPriceAt(discounts, it.goods_alias, t) ?? Number(g?.price));
      if (g?.type === 1) minted.set(`${text(o.member_alias)}:${it.goods_alias}`, (minted.get(`${text(o.member_alias)}:${it.goods_alias}`) ?? 0) + 1);
      if (g?.type === 1) minted.set(it.goods_alias, (minted.get(it.goods_alias) ?? 0) + 1);
    }
  }
  for (const g of s.stored("goods").filter((x) => x.type === 1)) {
    expect(minted.get(String(g.alias)) ?? 0, `${text(g.name)} within 发行量`).toBeLessThanOrEqual(Number(g.issue_total));
    const limit = Number(g.limit_per_user);
    if (limit > 0) for (const [key, n] of minted) if (key.endsWith(`:${String(g.alias)}`)) expect(n, `${key} within 每人限购`).toBeLessThanOrEqual(limit);
  }
}

/** A coupon pays only for its claimer's order, while usable, meeting its rules; the discount is the coupon's. */
function couponsUsedByTheirRules(s: Screens): void {
  const coupons = byAlias(s.stored("coupon"));
  const claimsUsed = new Map<string, number>();
  for (const o of s.orders) {
    const money = cents(Number(o.total_amount) - Number(o.discount_amount) + Number(o.freight_amount));
    expect(Number(o.pay_amount), `${text(o.order_sn)}: 实付`).toBe(money);
    if (!o.coupon_alias) {
      expect(Number(o.discount_amount), `${text(o.order_sn)}: a discount without a coupon`).toBe(0);
      continue;
    }
    const c = coupons.get(o.coupon_alias);
    expect(c, `${text(o.order_sn)}'s coupon`).toBeDefined();
    const t = text(o.created_at);
    const claims = (c?.claims as { member_alias: string; claimed_at: string }[]).filter((k) => k.member_alias === o.member_alias);
    expect(claims.some((k) => usableAt(c ?? {}, k.claimed_at, t, addDays)), `${text(o.order_sn)}: ${text(c?.name)} not usable then`).toBe(true);
    expect(Number(o.discount_amount), `${text(o.order_sn)}: ${text(c?.name)}`).toBe(couponDiscount(c ?? {}, itemsOf(o)));
    const key = `${text(o.member_alias)}:${text(o.coupon_alias)}`;
    claimsUsed.set(key, (claimsUsed.get(key) ?? 0) + 1);
    expect(claimsUsed.get(key), `${key}: used more than claimed`).toBeLessThanOrEqual(claims.length);
  }
  const members = byAlias(s.members);
  for (const c of s.stored("coupon")) {
    for (const k of c.claims as { member_alias: string; claimed_at: string }[]) {
      expect(claimableAt(c, k.claimed_at) && k.claimed_at <= s.now, `${text(c.name)} claimed ${k.claimed_at}`).toBe(true);
      expect(text(members.get(k.member_alias)?.created_at) < k.claimed_at, `${text(c.name)} claimed before registering`).toBe(true);
    }
  }
}

/**
 * A 售后 is of a real order, after it was paid; statuses agree both ways; what the requests paid
 * back is the order's 已退款 and never more than it paid; the order closed when all of it went
 * back (decision 0060).
 */
function refundsOfRealOrders(s: Screens): void {
  const orders = new Map(s.orders.map((o) => [o.order_sn, o]));
  const open = groupBy(s.refunds.filter((r) => isOpenRefund(r.status)), (r) => r.order_sn);
  const paidBack = new Map<unknown, number>();
  for (const r of s.refunds) {
    const o = orders.get(r.order_sn);
    expect(o, `refund of ${text(r.order_sn)}`).toBeDefined();
    expect(Number(r.refund_amount)).toBeLessThanOrEqual(Number(o?.pay_amount));
    expect(text(o?.paid_at) && text(r.created_at) >= text(o?.paid_at) && text(r.created_at) <= s.now, `${text(r.order_sn)}: asked ${text(r.created_at)}`).toBeTruthy();
    if (r.audited_at) expect(text(r.audited_at) >= text(r.created_at)).toBe(true);
    if (isOpenRefund(r.status)) expect(o?.status, `${text(r.order_sn)}: open refund`).toBe("REFUNDING");
    if (r.status === "REFUNDED") {
      expect(Number(r.refunded_amount), `${text(r.order_sn)}: refunded`).toBeGreaterThan(0);
      paidBack.set(r.order_sn, cents((paidBack.get(r.order_sn) ?? 0) + Number(r.refunded_amount)));
      if (o?.status === "CLOSED") expect(o.close_reason, `${text(r.order_sn)}: refunded`).toBe(REFUND_CLOSE_REASON);
    }
  }
  for (const o of s.orders) {
    const back = paidBack.get(o.order_sn) ?? 0;
    expect(Number(o.refunded_amount ?? 0), `${text(o.order_sn)}: 已退款 is what its 售后 paid back`).toBe(back);
    expect(back, `${text(o.order_sn)}: refunded more than paid`).toBeLessThanOrEqual(Number(o.pay_amount));
    if (o.paid_at) expect(o.status === "CLOSED", `${text(o.order_sn)}: closed ⇔ refunded in full (${back} of ${Number(o.pay_amount)})`).toBe(back === Number(o.pay_amount) && back > 0);
    if (o.status === "REFUNDING") expect(open.get(o.order_sn)?.length, `${text(o.order_sn)} 售后中 without one open refund`).toBe(1);
  }
}

/**
 * Each request's steps follow each other up to now, as its status and type say (a return is
 * sent back before it is received, and received before it is refunded), and its reason fits
 * the goods and where they were (no 发货太慢 or 未收到货 for 卡密 or 数字藏品).
 */
function refundStepsInOrder(s: Screens): void {
  const types = new Map(s.goods.map((g) => [g.alias, g.type]));
  const orders = new Map(s.orders.map((o) => [o.order_sn, o]));
  for (const r of s.refunds) {
    const name = `${text(r.order_sn)} ${text(r.status)}`;
    const times = [r.created_at, r.audited_at, r.returned_at, r.return_signed_at, r.received_at, r.refunded_at, r.closed_at].map(text).filter(Boolean);
    expect([...times].sort(), `${name}: steps out of order`).toEqual(times);
    expect(times.every((t) => t <= s.now), `${name}: a step after now`).toBe(true);
    const returned = Boolean(r.returned_at && r.return_express_company && r.return_express_no);
    if (r.status === "AGREED" || r.status === "WAIT_SELLER_RECEIVE" || r.status === "CLOSED") expect(r.refund_type, `${name}: a return`).toBe(2);
    expect(returned, `${name}: the parcel back`).toBe(r.status === "WAIT_SELLER_RECEIVE" || (r.status === "REFUNDED" && r.refund_type === 2));
    expect(Boolean(r.received_at), `${name}: received`).toBe(r.status === "REFUNDED" && r.refund_type === 2);
    expect(Boolean(r.refunded_at), `${name}: refunded`).toBe(r.status === "REFUNDED");
    expect((r.timeline as unknown[]).length, `${name}: its timeline`).toBe(times.length);
    const type = types.get(itemsOf(orders.get(r.order_sn) ?? {})[0]?.goods_alias);
    const state = (r.delivery as { state: string } | null)?.state;
    expect(refundReasonsFor(type, deliveryState(r.order_status, orders.get(r.order_sn)?.delivery_type), r.refund_type), `${name}: ${text(r.reason)}`).toContain(r.reason);
    if (type !== 2) expect(["卖家发货太慢", "未收到货"], `${name}: ${text(r.reason)} of goods delivered when paid`).not.toContain(r.reason);
    expect(state, `${name}: where the goods were`).toBe(deliveryState(r.order_status, orders.get(r.order_sn)?.delivery_type));
  }
}

/** Times follow each other up to now, and the detail's steps name what the status names. */
function statusesAgreeWithSteps(s: Screens): void {
  for (const o of s.orders) {
    const times = [o.created_at, o.paid_at, o.shipped_at ?? o.fetched_at, o.finished_at].map(text).filter(Boolean);
    expect([...times].sort(), `${text(o.order_sn)}: times out of order`).toEqual(times);
    expect(times.every((t) => t <= s.now)).toBe(true);
    const status = String(o.status) as OrderStatus;
    expect(Boolean(o.paid_at), `${text(o.order_sn)} ${status}: paid?`).toBe(status === "CLOSED" ? Boolean(o.paid_at) : status !== "WAIT_PAY");
    if (status === "WAIT_CONFIRM") expect(o.shipped_at).toBeTruthy();
    if (status === "SUCCESS") expect(o.finished_at).toBeTruthy();
    if (o.delivery_type === "pickup") expect(Boolean(o.fetched_at), `${text(o.order_sn)}: 自提 ${status}`).toBe(status === "SUCCESS");
    const steps = orderSteps(o);
    if (status === "WAIT_SEND") expect(ORDER_STATUS_LABELS[status]).toContain(steps[2]?.title.slice(-2));
    expect(steps.map((x) => x.title).join(), `${text(o.order_sn)}'s steps`).not.toContain("提货");
    expect(isSale(o)).toBe(Boolean(o.paid_at) && status !== "CLOSED");
  }
}

/** How a 运单号 of each company the demo ships by starts (couriers.rules.ts samples them; a merchant's own typed ones too). */
const PARCEL_FORMS: Record<string, RegExp> = {
  顺丰速运: /^SF\d/, 中通快递: /^75\d/, 圆通速递: /^YT\d/, 韵达快递: /^43\d/, 京东物流: /^JD\d/,
};

/** A parcel's number is of its company's form (issue 49: 京东物流 SF…), the buyers' returns too. */
function parcelsOfTheirCompany(s: Screens): void {
  const parcels = [
    ...s.orders.map((o) => [o.order_sn, o.express_company, o.express_no]),
    ...s.refunds.map((r) => [r.alias, r.return_express_company, r.return_express_no]),
  ].filter(([, , no]) => no);
  expect(parcels.length).toBeGreaterThan(10);
  for (const [id, company, no] of parcels) expect(text(no), `${text(id)}: ${text(company)}`).toMatch(PARCEL_FORMS[text(company)] ?? /^$/);
}

export const HISTORY: [string, (s: Screens) => void][] = [
  ["members register, then order", membersComeFirst],
  ["orders are of goods on sale then, at their price then", ordersOfGoodsOnSale],
  ["coupons are used by their rules", couponsUsedByTheirRules],
  ["售后 are of real orders, and agree with them", refundsOfRealOrders],
  ["售后 steps follow each other, with reasons that fit the goods", refundStepsInOrder],
  ["statuses agree with their steps", statusesAgreeWithSteps],
  ["parcels' numbers are of their company's form", parcelsOfTheirCompany],
];

