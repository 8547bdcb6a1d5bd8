import { cents } from "../../engine/fields/number-format";
/**
 * When a coupon may be claimed and used, and what it takes off an order (domain.md 营销中心 →
 * coupon), shared by the demo history (order.seed.ts picks coupons by these rules) and its
 * invariants tests. Dates are 'YYYY-MM-DD HH:mm:ss' strings (they compare as text).
 */

export interface CouponTerms {
  type?: unknown;
  threshold?: unknown;
  amount?: unknown;
  discount?: unknown;
  max_discount?: unknown;
  goods_alias?: unknown;
  goods_scope?: unknown;
  goods_aliases?: unknown;
  valid_type?: unknown;
  valid_days?: unknown;
  start_at?: unknown;
  end_at?: unknown;
  ended_at?: unknown;
}

export interface OrderLine {
  goods_alias?: unknown;
  price?: unknown;
  num?: unknown;
}

const text = (v: unknown): string => (typeof v === "string" ? v : "");

/** The end of a fixed-date coupon's period: its end, or when 结束 ended it early. */
export function couponEnd(c: CouponTerms): string {
  return [text(c.end_at), text(c.ended_at)].filter(Boolean).sort()[0] ?? "";
}

/** Whether the coupon may be claimed at `t` (a 领取后N天 coupon: from its creation until 结束). */
export function claimableAt(c: CouponTerms & { created_at?: unknown }, t: string): boolean {
  if (Number(c.valid_type) === 2) return t >= text(c.created_at) && (!text(c.ended_at) || t < text(c.ended_at));
  return t >= text(c.start_at) && t < couponEnd(c);
}

/** Whether a coupon claimed at `claimedAt` may pay for an order placed at `t`. */
export function usableAt(c: CouponTerms, claimedAt: string, t: string, addDays: (base: string, days: number) => string): boolean {
  if (t < claimedAt) return false;
  if (Number(c.valid_type) === 2) return t < addDays(claimedAt, Number(c.valid_days ?? 0));
  return t >= text(c.start_at) && t < couponEnd(c);
}

/**
 * What the coupon takes off an order of `lines` (the goods' amount, freight aside), or null
 * when the order does not meet it: 满减 its amount, 折扣 (10 - 折)/10 of the lines it covers up
 * to 最高优惠, 兑换 one unit of its goods; the lines it covers must reach the threshold.
 */
export function couponDiscount(c: CouponTerms, lines: readonly OrderLine[]): number | null {
  const scope = Number(c.goods_scope) === 2 && Array.isArray(c.goods_aliases) ? (c.goods_aliases as unknown[]).map(String) : null;
  const covered = lines.filter((l) => !scope || scope.includes(String(l.goods_alias)));
  const subtotal = cents(covered.reduce((s, l) => s + Number(l.price) * Number(l.num), 0));
  if (covered.length === 0 || subtotal < Number(c.threshold ?? 0)) return null;
  const type = Number(c.type);
  if (type === 1) return Number(c.amount) < subtotal ? Number(c.amount) : null;
  if (type === 2) return Math.min(cents((subtotal * (10 - Number(c.discount))) / 10), Number(c.max_discount));
  const line = lines.find((l) => l.goods_alias === c.goods_alias);
  return line ? Number(line.price) : null;
}
