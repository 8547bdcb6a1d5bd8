import type { SeedCtx, SeedRow, SeededRecord } from "../../engine/seed-types";
import { REFUND_CLOSE_REASON } from "./order.rules";
import { addMinutes, AUTO_CLOSE_REASON, DEFAULT_SHOP_RULES, type ShopRules } from "./shop-auto.rules";
import { cents } from "../../engine/fields/number-format";
import { courierOf, type Courier } from "./couriers.rules";

/* How the demo history (order.seed.ts) makes one order: a module of its own to keep the seed short (decision 0026). */

const REGIONS: [string, string, string][] = [
  ["广东省", "深圳市", "南山区"], ["广东省", "广州市", "天河区"], ["上海市", "市辖区", "浦东新区"], ["北京市", "市辖区", "朝阳区"],
  ["浙江省", "杭州市", "西湖区"], ["四川省", "成都市", "武侯区"], ["湖北省", "武汉市", "洪山区"], ["江苏省", "南京市", "鼓楼区"],
];
const STREETS = ["科技园南路 88 号", "天河路 385 号", "世纪大道 100 号", "建国路 93 号", "文三路 478 号", "天府大道 1700 号", "珞喻路 129 号", "中山北路 30 号"];
// the companies the demo's parcels go by (couriers.rules.ts), each 运单号 of its own form (issue 49: 京东物流 SF…)
export const SEED_COURIERS: readonly Courier[] = ["顺丰速运", "中通快递", "圆通速递", "韵达快递", "京东物流"].flatMap((name) => courierOf(name) ?? []);
const PICK_POINTS = ["南山科技园自提点", "福田会展中心自提点"];



/**
 * When an order placed at `created` was paid: within half an hour (`r` in [0, 1) picks when),
 * and before now, also for one placed minutes ago (then a part of the time since: issue 49 saw
 * one paid two days before it was placed, ctx.past's fallback).
 */
export function paidAfter(ctx: Pick<SeedCtx, "addDays" | "daysAgo">, created: string, r: number): string {
  const within = Math.min(r / 48, Math.max(0, ctx.daysAgo(created)) * r);
  return ctx.addDays(created, within);
}

/** A buyer's return parcel (refund.seed.ts): its company and 运单号, of that company's form. */
export function returnParcelOf(courier: Courier | null, int: SeedCtx["int"]): { return_express_company: string | null; return_express_no: string | null } {
  const { express_company, express_no } = parcelOf(courier, int);
  return { return_express_company: express_company, return_express_no: express_no };
}

/** A parcel's company and its 运单号, of that company's form (none for an order not sent by express). */
function parcelOf(courier: Courier | null, int: SeedCtx["int"]): { express_company: string | null; express_no: string | null } {
  return courier ? { express_company: courier.name, express_no: courier.sample(int(1_000_000_000, 9_999_999_999)) } : { express_company: null, express_no: null };
}

/** A pick-up order's 提货码, from its 订单号 (the demo's rule; a real shop's code is random). */
export const fetchCodeOf = (orderSn: string): string => orderSn.slice(-7, -1);
/** An order line: a goods item at the price it sold for then (a 限时折扣's, or its own). */
export interface Line {
  goods: SeededRecord;
  price: number;
  num: number;
}

/**
 * One order of `member` for `lines`, in a status that fits how old it is (decision 0020):
 * nothing after now. 卡密 goods are delivered when paid (the keys are sold to the order), and
 * 数字藏品 by the shop's 数字藏品自动发货 (on by default, decision 0115);
 * a paid order that is closed was refunded (its 售后 is in refund.seed.ts).
 */
export function makeOrder(ctx: SeedCtx, shop: string, i: number, created: string, member: SeededRecord, lines: Line[], recent: boolean, forced?: "WAIT_PAY" | "WAIT_SEND" | "WAIT_CONFIRM" | "REFUNDING"): SeedRow {
  const { int, pick, random, addDays } = ctx;
  const items = lines.map((l) => ({ goods_alias: l.goods.alias, name: l.goods.name, cover: l.goods.cover, price: l.price, num: l.num }));
  const first = lines[0]?.goods;
  const modes = Array.isArray(first?.delivery) ? (first.delivery as string[]) : [];
  const express = modes.includes("express") && (!modes.includes("pickup") || random() < 0.8);
  const delivery = first?.type !== 2 ? "virtual" : express ? "express" : "pickup";
  // 卡密 are delivered when paid, and 数字藏品 too while 数字藏品自动发货 is on (店铺规则: the seeded shops keep the defaults)
  const rules = DEFAULT_SHOP_RULES;
  const deliveredWhenPaid = first?.type === 3 || (first?.type === 1 && rules.auto_deliver);
  const total = cents(items.reduce((s, it) => s + it.price * it.num, 0));
  const freight = delivery === "express" && total < 99 ? pick([6, 8, 10]) : 0;
  // old orders are mostly done; recent ones spread over every state
  const roll = random();
  let status = recent
    ? roll < 0.15 ? "WAIT_PAY" : roll < 0.45 ? "WAIT_SEND" : roll < 0.62 ? "WAIT_CONFIRM" : roll < 0.85 ? "SUCCESS" : roll < 0.93 ? "CLOSED" : "REFUNDING"
    : roll < 0.8 ? "SUCCESS" : roll < 0.9 ? "CLOSED" : roll < 0.95 ? "REFUNDING" : "WAIT_CONFIRM";
  // the orders of what is happening now (order.seed.ts's last): a payment awaited, 售后 just asked, a 藏品 to send
  if (forced) status = forced;
  const unpaidClose = status === "CLOSED" && random() < 0.7;
  const paid = status !== "WAIT_PAY" && !unpaidClose;
  const paidAt = paid ? paidAfter(ctx, created, random()) : null;
  // an order gets only as far as the time since it was placed allows (nothing after now)
  // a parcel in 售后 just asked (forced) was shipped: its buyer may send it back
  const wantShipped = paid && (deliveredWhenPaid || ((status === "WAIT_CONFIRM" || status === "SUCCESS" || (status !== "WAIT_SEND" && random() < 0.5) || forced === "REFUNDING") && delivery !== "pickup"));
  const shipTime = wantShipped && paidAt ? (deliveredWhenPaid ? paidAt : addDays(paidAt, forced ? random() / 4 : random() * 2)) : null;
  const shippedAt = shipTime !== null && shipTime <= ctx.now ? shipTime : null;
  const shipped = shippedAt !== null;
  if (deliveredWhenPaid && paid && (status === "WAIT_SEND" || status === "WAIT_CONFIRM")) status = "SUCCESS";
  // a 卡密 order is done when paid, also one in 售后 since (refusing its 售后 returns it to 已完成)
  const finishTime = status === "SUCCESS" ? (deliveredWhenPaid ? paidAt : addDays(shippedAt ?? paidAt ?? created, 1 + random() * 5)) : deliveredWhenPaid && status === "REFUNDING" ? paidAt : null;
  let finishedAt = finishTime !== null && finishTime <= ctx.now ? finishTime : null;
  if (status === "SUCCESS" && !finishedAt) status = shipped ? "WAIT_CONFIRM" : "WAIT_SEND";
  if (status === "WAIT_CONFIRM" && !shipped) status = "WAIT_SEND";
  // a refunded order closed when its refund was paid back (refund.seed.ts dates the request before)
  if (status === "CLOSED" && paidAt) {
    const from = shippedAt ?? paidAt;
    finishedAt = addDays(from, Math.min(1 + random() * 3, ctx.daysAgo(from)));
  }
  const pay = cents(total + freight);
  const sn = created.replace(/\D/g, "") + String(i % 10_000).padStart(4, "0") + (shop === ctx.shops.admin ? "1" : "2");
  // the shop's rules (shop-auto.rules.ts; the seeded shops keep the defaults) moved on what fell due
  // before now, at the moment each rule fired (decision 0061): no to-do is older than its rule
  let closeReason: string | null = status === "CLOSED" ? (paid ? REFUND_CLOSE_REASON : null) : null;
  if (status === "WAIT_PAY" && addMinutes(created, rules.unpaid_close_minutes) <= ctx.now) {
    status = "CLOSED";
    closeReason = AUTO_CLOSE_REASON;
    finishedAt = addMinutes(created, rules.unpaid_close_minutes);
  }
  if (status === "WAIT_CONFIRM" && shippedAt && addMinutes(shippedAt, rules.auto_confirm_days * 1440) <= ctx.now) {
    status = "SUCCESS";
    finishedAt = addMinutes(shippedAt, rules.auto_confirm_days * 1440);
  }
  // a 售后 not answered in time was agreed: 仅退款 paid back then (the order closed), 退货退款 waits for the goods
  const request = paid ? refundRequestOf({ order_sn: sn, shipped_at: shippedAt, paid_at: paidAt, delivery_type: delivery }, ctx) : null;
  const agreedAt = request && addMinutes(request.created, rules.refund_auto_agree_days * 1440);
  if (status === "REFUNDING" && request && agreedAt && agreedAt <= ctx.now && request.refund_type === 1) {
    status = "CLOSED";
    closeReason = REFUND_CLOSE_REASON;
    finishedAt = agreedAt;
  }
  // a return the rule agreed went back, was signed for, and was refunded by 商家收货期限 if that came before now (decision 0115)
  const refundedBack = status === "REFUNDING" && agreedAt && agreedAt <= ctx.now ? returnPlanOf(sn, agreedAt, rules, ctx).refunded : null;
  if (refundedBack && refundedBack <= ctx.now) {
    status = "CLOSED";
    closeReason = REFUND_CLOSE_REASON;
    finishedAt = refundedBack;
  }
  const region = pick(REGIONS);
  return {
    shop_alias: shop,
    alias: `od_${sn}`,
    order_sn: sn,
    member_alias: member.alias,
    buyer_nickname: member.nickname,
    buyer_mobile: member.mobile,
    items,
    total_amount: total,
    discount_amount: 0,
    freight_amount: freight,
    pay_amount: pay,
    // what 售后 paid back (refundedOf, once a coupon has set what was paid)
    refunded_amount: 0,
    coupon_alias: null,
    pay_type: pick(["wechat", "wechat", "alipay", "balance"]),
    delivery_type: delivery,
    address: delivery === "express" ? { consignee: member.nickname, mobile: member.mobile, region: [...region], detail: pick(STREETS) } : null,
    pick_address_name: delivery === "pickup" ? pick(PICK_POINTS) : null,
    fetch_code: delivery === "pickup" ? fetchCodeOf(sn) : null,
    fetched_at: delivery === "pickup" && status === "SUCCESS" ? finishedAt : null,
    // drawn where they were (a company, then a number): the rest of the history draws as before
    ...parcelOf(shipped && delivery === "express" ? pick(SEED_COURIERS) : null, int),
    status,
    // a refund request remembers where the order goes back to when it is refused
    status_before_refund: status === "REFUNDING" ? (deliveredWhenPaid ? "SUCCESS" : shipped ? "WAIT_CONFIRM" : "WAIT_SEND") : null,
    close_reason: status === "CLOSED" ? (closeReason ?? pick(["买家要求取消", "买家取消订单", "商品库存不足"])) : null,
    remark: random() < 0.1 ? pick(["老客户，优先发货", "赠品已备注", "买家要求周末送达"]) : null,
    created_at: created,
    paid_at: paidAt,
    shipped_at: shippedAt,
    finished_at: finishedAt,
  };
}

/**
 * What 售后 paid back of the `i`th order (decision 0060; refund.seed.ts makes the requests): all
 * of a paid order that closed; of about one completed order in 19, a fifth to three fifths of
 * its 实付, chosen by the order's number so the order seed's random draws (and so the rest of
 * the history) stay as they were; else nothing.
 */
export function refundedOf(order: SeedRow, i: number): number {
  const pay = Number(order.pay_amount);
  if (order.status === "CLOSED" && order.paid_at) return pay;
  if (order.status !== "SUCCESS" || i % 19 !== 7 || pay < 1) return 0;
  return cents(pay * (0.2 + (i % 5) / 10));
}

/** Members sorted by registration, for `registeredBefore`. */
export function byRegistration(members: readonly SeededRecord[]): SeededRecord[] {
  return [...members].sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)));
}

/** The members (sorted by byRegistration) who had registered before `t`: a binary search, as the seeds ask it thousands of times. */
export function registeredBefore(sorted: readonly SeededRecord[], t: string): readonly SeededRecord[] {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (String(sorted[mid]?.created_at) < t) lo = mid + 1;
    else hi = mid;
  }
  return sorted.slice(0, lo);
}

/** A stable fraction in [0, 1) of a text and a salt (FNV-1a): the same order always asks the same way. */
function fraction(text: string, salt: number): number {
  let h = 0x811c9dc5 ^ salt;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0) / 2 ** 32;
}

/**
 * The 售后 a paid order's buyer asks for (refund.seed.ts) when the order is 售后中: its type and
 * when it was asked. Worked out from the order alone, so the order's seed (makeOrder) knows
 * whether the shop's rules agreed to it before now, and the refund's seed dates it the same.
 */
export function refundRequestOf(
  order: Readonly<Record<string, unknown>>,
  ctx: Pick<SeedCtx, "addDays" | "daysAgo">,
): { created: string; refund_type: 1 | 2 } {
  // drawn by the order number's tail (its place in the history and its shop), not its date
  // digits: the history moves with the demo's clock, the draw must not (decision 0086)
  const sn = String(order.order_sn).slice(-5);
  const from = String(order.shipped_at ?? order.paid_at);
  const refund_type = order.delivery_type === "virtual" || !order.shipped_at ? 1 : fraction(sn, 1) < 0.6 ? 2 : 1;
  const created = ctx.addDays(from, Math.min(0.5 + fraction(sn, 2) * 2, fraction(sn, 3) * ctx.daysAgo(from)));
  return { created, refund_type };
}

/**
 * What happens to a return the shop's rule agreed at `agreed` (decision 0115), from the order
 * number alone (as refundRequestOf): the buyer sends it back within 3 days (inside 买家退货期限),
 * the courier has it signed for 1 to 3 days later, and 商家收货期限 refunds it after that unless
 * the merchant confirmed it first (the seed's merchant never does: its refund is the rule's).
 * Each time may be after now: the return is at the step now has reached.
 */
export function returnPlanOf(orderSn: string, agreed: string, rules: ShopRules, ctx: Pick<SeedCtx, "addDays">): { returned: string; signed: string; refunded: string } {
  const sn = orderSn.slice(-5);
  const returned = ctx.addDays(agreed, Math.min(3, rules.return_ship_days - 0.5) * fraction(sn, 4));
  const signed = ctx.addDays(returned, 1 + 2 * fraction(sn, 5));
  return { returned, signed, refunded: addMinutes(signed, rules.return_receive_days * 1440) };
}
