import type { SeedCtx, SeedModule, SeedRow, SeededRecord } from "../../engine/seed-types";
import { couponDiscount, couponEnd } from "../ump/coupon.rules";
import { discountPriceAt } from "../ump/goods-discount.rules";
import { byRegistration, makeOrder, refundedOf, registeredBefore, type Line } from "./order-history.rules";
import { cents } from "../../engine/fields/number-format";

/** A member's claim of a coupon, and when it may pay (usableAt, worked out once: seeding stays fast). */
type Claim = { coupon: SeededRecord; member_alias: string; claimed_at: string; used: boolean; from: string; until: string };

/** The shop's members' coupon claims (coupon.seed.ts), oldest first. */
function claimsOf(ctx: SeedCtx, coupons: readonly SeededRecord[]): Claim[] {
  const all = coupons.flatMap((coupon) =>
    (Array.isArray(coupon.claims) ? (coupon.claims as { member_alias: string; claimed_at: string }[]) : []).map((c): Claim => {
      const days = Number(coupon.valid_type) === 2 ? ctx.addDays(c.claimed_at, Number(coupon.valid_days ?? 0)) : couponEnd(coupon);
      const from = Number(coupon.valid_type) === 2 ? c.claimed_at : [c.claimed_at, String(coupon.start_at)].sort()[1] ?? c.claimed_at;
      return { coupon, ...c, used: false, from, until: days };
    }),
  );
  return all.sort((a, b) => a.claimed_at.localeCompare(b.claimed_at));
}
const usable = (c: Claim, t: string): boolean => !c.used && c.from <= t && t < c.until;

/**
 * One shop's orders, simulated in time (decision 0026): each by a member who had registered,
 * of goods on sale then (at a running 限时折扣's price), a 数字藏品 within its 发行量 and
 * 每人限购; a paid order uses one of the member's claimed coupons when the coupon's rules allow.
 */
function history(ctx: SeedCtx, shop: string, count: number, since: string, stepDays: number, fresh = false): SeedRow[] {
  const { random, pick, addDays, ref } = ctx;
  const forShop = (name: string) => ref(name).filter((r) => r.shop_alias === shop);
  const members = byRegistration(forShop("member"));
  const goods = forShop("goods");
  const discounts = forShop("goodsDiscount");
  const claims = claimsOf(ctx, forShop("coupon"));
  const minted = new Map<string, number>();
  const rows: SeedRow[] = [];
  for (let i = 0; i < count; i += 1) {
    const created = addDays(since, i * stepDays + random() * stepDays);
    const joined = registeredBefore(members, created);
    // a coupon brings its holder back now and then
    const holders = claims.filter((c) => c.claimed_at < created && usable(c, created));
    const holder = holders.length && random() < 0.35 ? joined.find((m) => m.alias === pick(holders).member_alias) : undefined;
    // the first member is a regular (the member screens show someone with orders)
    const member = holder ?? (i % 40 === 0 && joined[0] ? joined[0] : joined.length ? pick(joined) : null);
    if (!member) continue;
    const mine = (g: SeededRecord) => minted.get(`${String(member.alias)}:${String(g.alias)}`) ?? 0;
    const onSale = goods.filter((g) => {
      if (String(g.created_at) > created || (g.status !== 1 && created >= String(g.updated_at))) return false;
      if (g.type !== 1) return true;
      const limit = Number(g.limit_per_user ?? 0);
      return (minted.get(String(g.alias)) ?? 0) < Number(g.issue_total) && (limit === 0 || mine(g) < limit);
    });
    // a shop of goods mostly: 实物 45 %, 藏品 30 %, 卡密 25 % (of the kinds on sale then); lately
    // 实物 60 %, so 发货 has a backlog to work through (卡密 are delivered when paid)
    const recent = i > count - 60;
    const roll = random();
    const physical = recent ? 0.6 : 0.45;
    const wanted = roll < physical ? 2 : roll < physical + 0.25 ? 1 : 3;
    const byType = [wanted, 2, 1, 3].map((t) => onSale.filter((g) => g.type === t)).filter((list) => list.length > 0);
    const kind = byType[0];
    if (!kind) continue;
    const first = pick(kind);
    const second = kind.length > 1 && random() < 0.25 ? pick(kind.filter((g) => g !== first)) : null;
    const lines: Line[] = (second ? [first, second] : [first]).map((g) => ({
      goods: g, price: discountPriceAt(discounts, g.alias, created) ?? Number(g.price), num: g.type === 1 ? 1 : ctx.int(1, 3),
    }));
    const order = makeOrder(ctx, shop, i, created, member, lines, recent);
    for (const l of lines) {
      if (l.goods.type !== 1) continue;
      minted.set(String(l.goods.alias), (minted.get(String(l.goods.alias)) ?? 0) + 1);
      minted.set(`${String(member.alias)}:${String(l.goods.alias)}`, mine(l.goods) + 1);
    }
    if (order.paid_at) applyCoupon(ctx, order, claims);
    order.refunded_amount = refundedOf(order, i);
    rows.push(order);
  }
  // a buyer is paying right now (the admin shop's last order): 待付款, its 自动关闭 counting down
  // (decision 0061), at any hour: 工作台's 今日 counts paid orders, so a night's unpaid one leaves it at 0
  const regular = members[0];
  const physical = goods.find((g) => g.type === 2 && g.status === 1 && String(g.created_at) < ctx.now);
  const placed = addDays(ctx.now, -12 / 1440);
  if (fresh && regular && physical) {
    rows.push(makeOrder(ctx, shop, count, placed, regular, [{ goods: physical, price: Number(physical.price), num: 1 }], true, "WAIT_PAY"));
  }
  // buyers who asked for 售后 in the last days (decision 0061: the rules agree a request after 7
  // days, so the open ones are recent): a 卡密 item's and two parcels', whatever the clock
  const cards = goods.find((g) => g.type === 3 && String(g.created_at) < ctx.now);
  const parcel = goods.find((g) => g.type === 2 && g.status === 1 && String(g.created_at) < ctx.now && Array.isArray(g.delivery) && !g.delivery.includes("pickup")) ?? physical;
  const asking = [cards, parcel, parcel].filter((g): g is SeededRecord => g !== undefined);
  if (fresh && regular) {
    asking.forEach((g, k) => {
      const at = addDays(ctx.now, -(3 + k * 0.3));
      rows.push(makeOrder(ctx, shop, count + 1 + k, at, regular, [{ goods: g, price: Number(g.price), num: 1 }], true, "REFUNDING"));
    });
  }
  // a 数字藏品 paid an hour ago, whatever the clock: delivered when paid by 数字藏品自动发货 (on in
  // the seeded shops, decision 0115), so no virtual order waits in 待发货
  const limit = (g: SeededRecord) => Number(g.limit_per_user ?? 0);
  const collectible = regular && goods.find((g) => g.type === 1 && g.status === 1 && String(g.created_at) < ctx.now
    && (minted.get(String(g.alias)) ?? 0) < Number(g.issue_total)
    && (limit(g) === 0 || (minted.get(`${String(regular.alias)}:${String(g.alias)}`) ?? 0) < limit(g)));
  if (fresh && regular && collectible) {
    rows.push(makeOrder(ctx, shop, count + 1 + asking.length, addDays(ctx.now, -1 / 24), regular, [{ goods: collectible, price: Number(collectible.price), num: 1 }], true, "WAIT_SEND"));
  }
  // and three parcels paid in the last hours wait for 快递 (批量发货 has a backlog), whatever the clock
  if (fresh && parcel) {
    [2, 5, 9].forEach((hours, k) => {
      const at = addDays(ctx.now, -hours / 24);
      const buyer = pick(registeredBefore(members, at));
      rows.push(makeOrder(ctx, shop, count + 2 + asking.length + k, at, buyer, [{ goods: parcel, price: Number(parcel.price), num: 1 }], true, "WAIT_SEND"));
    });
    // and a parcel paid two days ago is on its way (待收货: 确认收货 and 批量发货's refusal of it
    // need one); the history had none at some hours (23:16 in Shanghai)
    const at = addDays(ctx.now, -2);
    rows.push(makeOrder(ctx, shop, count + 5 + asking.length, at, pick(registeredBefore(members, at)), [{ goods: parcel, price: Number(parcel.price), num: 1 }], true, "WAIT_CONFIRM"));
  }
  return rows;
}

/** Applies the first of the buyer's unused claims whose coupon fits the order (most of the time). */
function applyCoupon(ctx: SeedCtx, order: SeedRow, claims: Claim[]): void {
  const lines = order.items as { goods_alias: unknown; price: number; num: number }[];
  const created = String(order.created_at);
  for (const claim of claims) {
    if (claim.claimed_at > created) break;
    if (claim.member_alias !== order.member_alias || !usable(claim, created)) continue;
    const off = couponDiscount(claim.coupon, lines);
    // a coupon takes part of the price (an exchange of the only unit would leave nothing to pay)
    if (off === null || off >= Number(order.total_amount) || ctx.random() < 0.25) continue;
    claim.used = true;
    const discount = off;
    Object.assign(order, {
      coupon_alias: claim.coupon.alias,
      discount_amount: discount,
      pay_amount: cents(Number(order.total_amount) - discount + Number(order.freight_amount)),
    });
    return;
  }
}

/** 320 orders of the admin shop over the seeded members and goods, 12 of the user shop. */
export default {
  resource: "order",
  rows: (ctx) => [
    // the admin shop's orders run up to now (工作台's today has some), the user shop's to yesterday
    ...history(ctx, ctx.shops.admin, 320, ctx.addDays(ctx.now, -320 * 0.6), 0.6, true),
    ...history(ctx, ctx.shops.user, 12, ctx.at(2026, 10, 20, 9), 2.5),
  ],
} satisfies SeedModule;
