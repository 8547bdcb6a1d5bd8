import { promotionOrdersBy, type PromotionOrder } from "./promotion-orders";
import { relatedByValue, type ByValue, type OutputReach } from "../../output-reach";
import { cents } from "../../../engine/fields/number-format";

/**
 * Figures of the 分销员 section, computed from the demo tables when read, so they never
 * drift: the promotion orders as they are now (promotion-orders.ts) give customers'
 * spending, promoters' sales and commission and goods' promoted sales; settled
 * settlements give each promoter's 已结算佣金.
 */

export interface Totals { orders: number; items: number; sales: number; commission: number }

const zero = (): Totals => ({ orders: 0, items: 0, sales: 0, commission: 0 });

/** 待审核, by stored field: 工作台's to-do asks the store for it as a list body (dashboard.ts), the 分销员 overview counts it. */
export const PENDING_PROMOTERS = { status: 1 } as const;
/** A promoter's 已通过: promoting. */
export const APPROVED = 2;
/** A settlement's 待结算 and 已结算. */
export const SETTLEMENT_PENDING = 1;
export const SETTLEMENT_SETTLED = 2;

/** Totals of the counted promotion orders. */
function totalsIn(orders: readonly PromotionOrder[]): Totals {
  const t = zero();
  for (const o of orders) {
    if (!o.counted) continue;
    t.orders += 1;
    t.items += o.num;
    t.sales = cents(t.sales + o.amount);
    t.commission = cents(t.commission + o.commission);
  }
  return t;
}

/** Totals of the counted promotion orders of each of a page's customers, promoters or goods items (`field` is `value`). */
export async function totalsOf(reach: OutputReach, field: "customer_alias" | "promoter_alias" | "goods_alias", values: readonly unknown[]): Promise<ByValue<Totals>> {
  const orders = await promotionOrdersBy(reach, field, values);
  return (value) => totalsIn(orders(value));
}

/** Sum of each of a page's promoters' settled commission (what 结算 adds to). */
export async function settledOf(reach: OutputReach, promoters: readonly unknown[]): Promise<ByValue<number>> {
  const settlements = await relatedByValue(reach, "salesmanSettlement", "promoter_alias", promoters);
  return (promoter) => cents(settlements(promoter).filter((s) => s.status === SETTLEMENT_SETTLED).reduce((sum, s) => sum + Number(s.commission), 0));
}
