import promoterConfig from "../../../resources/salesman/promoter";
import { appSeeds, seedResource } from "../../resource-seeds";
import { shopRecords } from "../../shop-records";
import type { Db, ResourceRow } from "../../types";

/**
 * Figures of the 分销员 section, computed from the demo tables rather than stored, so
 * they never drift: promotion orders (`salesmanOrder`, a seeded table with no screen)
 * give customers' spending, promoters' sales and commission and goods' promoted sales;
 * settled settlements give each promoter's 已结算佣金.
 */

export interface Totals { orders: number; items: number; sales: number; commission: number }

const zero = (): Totals => ({ orders: 0, items: 0, sales: 0, commission: 0 });
const cents = (n: number) => Math.round(n * 100) / 100;

/** The rows of a table of the section (seeded first if a stored db predates it); an unknown name throws. */
export function table(db: Db, name: string): ResourceRow[] {
  if (!Object.hasOwn(appSeeds, name)) throw new Error(`演示数据没有表 ${name}`);
  return seedResource(db, appSeeds, name);
}

/** A shop's 待审核 promoters: the 分销员 overview's 待审核 and 工作台's to-do count these. */
export function pendingPromoters(db: Db, shop: string): ResourceRow[] {
  return shopRecords(db, promoterConfig, shop).filter((p) => Number(p.status) === 1);
}

/** Promotion orders never change in the demo: their sums are kept per table (array) instance. */
const cache = new WeakMap<ResourceRow[], Map<string, Totals>>();

/** Order totals by `${field}:${value}` (customer_alias, promoter_alias, goods_alias). */
function totalsIndex(db: Db): Map<string, Totals> {
  const orders = table(db, "salesmanOrder");
  const hit = cache.get(orders);
  if (hit) return hit;
  const index = new Map<string, Totals>();
  for (const o of orders) {
    for (const field of ["customer_alias", "promoter_alias", "goods_alias"]) {
      const key = `${field}:${String(o[field])}`;
      const t = index.get(key) ?? zero();
      t.orders += 1;
      t.items += Number(o.num ?? 1);
      t.sales = cents(t.sales + Number(o.amount));
      t.commission = cents(t.commission + Number(o.commission));
      index.set(key, t);
    }
  }
  cache.set(orders, index);
  return index;
}

export function totalsOf(db: Db, field: "customer_alias" | "promoter_alias" | "goods_alias", value: unknown): Totals {
  return totalsIndex(db).get(`${field}:${String(value)}`) ?? zero();
}

/** Sum of a promoter's settled commission (what 结算 adds to). */
export function settledOf(db: Db, promoter: string): number {
  return cents(
    table(db, "salesmanSettlement")
      .filter((s) => s.promoter_alias === promoter && s.status === 2)
      .reduce((sum, s) => sum + Number(s.commission), 0),
  );
}

export { cents };
