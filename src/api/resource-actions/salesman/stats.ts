import { appSeeds, seedResource } from "../../resource-seeds";
import type { Db, ResourceRow } from "../../types";
import { promotionOrdersBy } from "./promotion-orders";
import { relatedRows } from "../../db-reach";
import { cents } from "../../../engine/fields/number-format";

/**
 * Figures of the 分销员 section, computed from the demo tables when read, so they never
 * drift: the promotion orders as they are now (promotion-orders.ts) give customers'
 * spending, promoters' sales and commission and goods' promoted sales; settled
 * settlements give each promoter's 已结算佣金.
 */

export interface Totals { orders: number; items: number; sales: number; commission: number }

const zero = (): Totals => ({ orders: 0, items: 0, sales: 0, commission: 0 });

/** The rows of a table of the section (seeded first if a stored db predates it); an unknown name throws. */
export function table(db: Db, name: string): ResourceRow[] {
  if (!Object.hasOwn(appSeeds, name)) throw new Error(`演示数据没有表 ${name}`);
  return seedResource(db, appSeeds, name);
}

/** 待审核, by stored field: 工作台's to-do asks the store for it as a list body (dashboard.ts), the 分销员 overview counts it. */
export const PENDING_PROMOTERS = { status: 1 } as const;
/** A promoter's 已通过: promoting. */
export const APPROVED = 2;
/** A settlement's 待结算 and 已结算. */
export const SETTLEMENT_PENDING = 1;
export const SETTLEMENT_SETTLED = 2;

/** Totals of the counted promotion orders whose `field` is `value` (customer, promoter or goods). */
export function totalsOf(db: Db, shop: unknown, field: "customer_alias" | "promoter_alias" | "goods_alias", value: unknown): Totals {
  const t = zero();
  for (const o of promotionOrdersBy(db, shop, field, value)) {
    if (!o.counted) continue;
    t.orders += 1;
    t.items += o.num;
    t.sales = cents(t.sales + o.amount);
    t.commission = cents(t.commission + o.commission);
  }
  return t;
}

/** Sum of a promoter's settled commission (what 结算 adds to). */
export function settledOf(db: Db, shop: unknown, promoter: string): number {
  return cents(
    relatedRows(db, "salesmanSettlement", shop, "promoter_alias", promoter)
      .filter((s) => s.status === SETTLEMENT_SETTLED)
      .reduce((sum, s) => sum + Number(s.commission), 0),
  );
}

