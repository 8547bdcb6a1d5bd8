/**
 * 限时折扣 rules (domain.md 营销中心 → goodsDiscount), shared by the config, the demo API and
 * the tests: each goods item once, its discount price below its price, and what an edit may
 * change once the discount has started.
 */
import { formatMoney } from "../../engine/fields/number-format";

export interface DiscountGoods {
  goods_alias?: unknown;
  discount_price?: unknown;
}

/** A goods item as the rules need it. */
export interface PricedGoods {
  alias: unknown;
  name?: unknown;
  price?: unknown;
}

const yuan = (n: unknown): string => formatMoney(Number(n ?? 0));

/** The first problem of a discount's goods (empty, repeated, price not lowered), or null. */
export function discountGoodsError(rows: DiscountGoods[], goods: PricedGoods[]): string | null {
  if (rows.length === 0) return "请添加参与商品";
  const seen = new Set<string>();
  for (const row of rows) {
    const alias = String(row.goods_alias ?? "");
    const item = goods.find((g) => String(g.alias) === alias);
    const name = String(item?.name ?? "已删除的商品");
    if (seen.has(alias)) return `商品「${name}」重复添加`;
    seen.add(alias);
    if (item && Number(row.discount_price) >= Number(item.price)) {
      return `商品「${name}」的折扣价必须低于售价 ${yuan(item.price)}`;
    }
  }
  return null;
}

/** Fields the merchant edits; once running only `end_at` of them may change. */
export const DISCOUNT_EDITABLE = ["name", "start_at", "end_at", "goods", "per_limit"] as const;

const sameGoods = (a: unknown, b: unknown): boolean => {
  const rows = (v: unknown) => (Array.isArray(v) ? (v as DiscountGoods[]) : []).map((r) => `${String(r.goods_alias ?? "")}@${Number(r.discount_price ?? 0)}`);
  return JSON.stringify(rows(a)) === JSON.stringify(rows(b));
};

/**
 * What an edit may change by status (1 未开始 / 2 进行中 / 3 已结束): an ended discount nothing;
 * a running one only its end time (buyers are already paying the discounted prices).
 */
export function discountEditError(status: number, before: Record<string, unknown>, after: Record<string, unknown>): string | null {
  if (status === 3) return "限时折扣已结束，不能编辑";
  if (status !== 2) return null;
  const changed = DISCOUNT_EDITABLE.filter((k) => k !== "end_at").some((k) =>
    k === "goods" ? !sameGoods(before.goods, after.goods) : String(before[k] ?? "") !== String(after[k] ?? ""),
  );
  return changed ? "进行中的限时折扣只能修改结束时间" : null;
}

/** A discount as the price of an order line needs it. */
export interface DatedDiscount {
  goods?: unknown;
  start_at?: unknown;
  end_at?: unknown;
  ended_at?: unknown;
}

/** When a discount stops: its end, or when 结束 ended it earlier. */
const stopOf = (d: DatedDiscount): string => [String(d.end_at ?? ""), String(d.ended_at ?? "")].filter(Boolean).sort()[0] ?? "";

/** A discount's goods lines (none when it holds no list). */
const linesOf = (d: DatedDiscount): DiscountGoods[] => (Array.isArray(d.goods) ? (d.goods as DiscountGoods[]) : []);

const aliasesOf = (d: DatedDiscount): unknown[] => linesOf(d).map((r) => r.goods_alias);

/**
 * A goods item of `record` that another of the shop's discounts (`others`, this one left out by
 * the caller) already has over an overlapping time, named with that discount and its time, or
 * null: one goods item has one discount price at a time (issue 37).
 */
export function discountOverlapError(
  record: DatedDiscount,
  others: readonly (DatedDiscount & { name?: unknown })[],
  goods: readonly PricedGoods[],
): string | null {
  const start = String(record.start_at ?? "");
  const stop = stopOf(record);
  const mine = aliasesOf(record);
  for (const other of others) {
    const otherStop = stopOf(other);
    if (!(String(other.start_at ?? "") < stop && start < otherStop)) continue;
    const shared = aliasesOf(other).find((alias) => mine.includes(alias));
    if (shared === undefined) continue;
    const name = String(goods.find((g) => g.alias === shared)?.name ?? "已删除的商品");
    const when = `${String(other.start_at ?? "").slice(0, 16)} 至 ${otherStop.slice(0, 16)}`;
    return `商品「${name}」已参加限时折扣「${String(other.name ?? "")}」（${when}），同一商品的折扣时间不能重叠`;
  }
  return null;
}

/**
 * The price of `goodsAlias` under the discounts running at `t` (the lowest, when several
 * are), or null: an order line placed while a 限时折扣 ran is sold at its discount price.
 */
export function discountPriceAt(discounts: readonly DatedDiscount[], goodsAlias: unknown, t: string): number | null {
  let best: number | null = null;
  for (const d of discounts) {
    const end = stopOf(d);
    if (t < String(d.start_at ?? "") || (end && t >= end)) continue;
    const row = linesOf(d).find((g) => g.goods_alias === goodsAlias);
    if (row && (best === null || Number(row.discount_price) < best)) best = Number(row.discount_price);
  }
  return best;
}
