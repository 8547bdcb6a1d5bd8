import { expect } from "vitest";
import { isSale } from "../../../src/resources/order/order.rules";
import { cents, groupBy, itemsOf, text } from "./commerce-api";
import { checkActivities } from "./commerce-activities";
import type { Screens } from "./commerce-screens";
import { campaignNamesFitTheirDates } from "./campaign-names";
import { holdingsAgree, issuesAddUp, orderCountSaysWhat } from "./commerce-collectibles";

/**
 * Sums that agree across screens (issue 23, decision 0026): goods 销量 and the card keys sold,
 * member 订单数 / 累计消费, coupon 已领取 / 已使用 — each against the orders that are sales
 * (paid, not refunded: isSale); activities (draws, gifts, gift cards, exchanges) against their
 * records (commerce-activities.ts). Run at each clock (commerce-sums.test.ts) and after a
 * session of actions (commerce-actions.test.ts).
 */

/** What a sale's buyer kept paying: 实付 less what 售后 paid back (decision 0060). */
const kept = (o: Record<string, unknown>): number => cents(Number(o.pay_amount) - Number(o.refunded_amount ?? 0));

/** Units of each goods item in the orders that are sales. */
export function unitsSold(s: Screens): Map<string, number> {
  const units = new Map<string, number>();
  for (const o of s.orders.filter(isSale)) for (const it of itemsOf(o)) units.set(it.goods_alias, (units.get(it.goods_alias) ?? 0) + it.num);
  return units;
}

/** 销量 = units sold; a 卡密 goods' 销量 = its sold keys, each naming a sale of that goods, one per unit. */
export function salesAgree(s: Screens): void {
  const units = unitsSold(s);
  for (const g of s.goods) expect(g.sales, `${text(g.name)}: 销量`).toBe(units.get(String(g.alias)) ?? 0);
  const total = [...units.values()].reduce((a, b) => a + b, 0);
  expect(s.goods.reduce((a, g) => a + Number(g.sales), 0), "Σ 销量").toBe(total);
  const orders = new Map(s.orders.map((o) => [o.order_sn, o]));
  for (const g of s.goods.filter((x) => x.type === 3)) {
    const keys = s.keys.filter((k) => k.goods_alias === g.alias);
    expect(keys.filter((k) => k.status === 2).length, `${text(g.name)}: sold keys`).toBe(g.sales);
    expect(keys.filter((k) => k.status === 1).length, `${text(g.name)}: 库存`).toBe(g.stock);
    for (const [sn, sold] of groupBy(keys.filter((k) => k.order_sn), (k) => k.order_sn)) {
      const o = orders.get(sn);
      const line = o ? itemsOf(o).find((it) => it.goods_alias === g.alias) : undefined;
      expect(line, `${text(g.name)}: key of ${text(sn)}, not an order of it`).toBeDefined();
      expect(sold.length, `${text(sn)}: keys per unit`).toBe(line?.num);
      expect(sold.every((k) => k.status === (isSale(o ?? {}) ? 2 : 3)), `${text(sn)}: keys of a refunded order are void`).toBe(true);
      expect(sold.every((k) => text(k.created_at) <= text(k.sold_at) && k.sold_at === o?.paid_at)).toBe(true);
    }
  }
}

/** A member's 订单数 and 累计消费 are their sales (实付 less 已退款); both add up to the shop's. */
export function memberTotalsAgree(s: Screens): void {
  const byMember = groupBy(s.orders.filter(isSale), (o) => o.member_alias);
  for (const m of s.members) {
    const mine = byMember.get(m.alias) ?? [];
    expect([m.order_count, m.total_spent], `${text(m.nickname)}: 订单数, 累计消费`).toEqual([mine.length, cents(mine.reduce((a, o) => a + kept(o), 0))]);
  }
  const sales = s.orders.filter(isSale);
  expect(s.members.reduce((a, m) => a + Number(m.order_count), 0)).toBe(sales.length);
  expect(cents(s.members.reduce((a, m) => a + Number(m.total_spent), 0))).toBe(cents(sales.reduce((a, o) => a + kept(o), 0)));
}

/** 折 in a name is the coupon's 折: 九五折 9.5, 八折 8, 8.5折 8.5. */
const DIGITS: Record<string, string> = { 一: "1", 二: "2", 三: "3", 四: "4", 五: "5", 六: "6", 七: "7", 八: "8", 九: "9" };
export function namedDiscount(name: string): number | null {
  const m = /([0-9.]+|[一二三四五六七八九]{1,2})折/.exec(name);
  if (!m?.[1]) return null;
  const digits = [...m[1]].map((ch) => DIGITS[ch] ?? ch).join("");
  return /^[0-9]{2}$/.test(digits) ? Number(`${digits[0]}.${digits[1]}`) : Number(digits);
}

/** 已领取 = claims, 已使用 = paid orders with it; used ≤ claimed ≤ issued; 未开始 untouched; names say their 折. */
export function couponCountsAgree(s: Screens): void {
  const stored = new Map(s.stored("coupon").map((c) => [c.alias, c]));
  for (const c of s.coupons) {
    const used = s.orders.filter((o) => o.coupon_alias === c.alias && o.paid_at).length;
    const claims = (stored.get(c.alias)?.claims as unknown[]).length;
    expect([c.received, c.used], `${text(c.name)}: 已领取/已使用`).toEqual([claims, used]);
    expect(used <= claims && claims <= Number(c.total), `${text(c.name)}: ${used} ≤ ${claims} ≤ ${Number(c.total)}`).toBe(true);
    if (c.status === 1) expect([c.received, c.used], `${text(c.name)} 未开始`).toEqual([0, 0]);
    const named = namedDiscount(text(c.name));
    if (named !== null) expect(c.discount, `${text(c.name)}`).toBe(named);
    expect(c.claims, "claims are never sent").toBeUndefined();
  }
}

export const SUMS: [string, (s: Screens) => void][] = [
  ["销量 are the units sold, and the card keys sold", salesAgree],
  ["members' 订单数 and 累计消费 are their orders", memberTotalsAgree],
  ["coupons' 已领取 and 已使用 are their claims and orders", couponCountsAgree],
  ["activities' counts are their records", checkActivities],
  ["数字藏品: 发行量 = 销量 + 占用 + 已发放 + 库存", issuesAddUp],
  ["members' 持有藏品 are their sales, exchanges, prizes and gifts", holdingsAgree],
  ["members' order count says what it counts", orderCountSaysWhat],
  ["campaign names fit their dates", campaignNamesFitTheirDates],
];

/** Runs the invariants, each failure named. */
export function checkAll(s: Screens, invariants: [string, (s: Screens) => void][] = SUMS): void {
  for (const [name, check] of invariants) {
    try {
      check(s);
    } catch (e) {
      if (e instanceof Error) e.message = `${name}: ${e.message}`;
      throw e;
    }
  }
}

