import type { Db, ResourceRow } from "../../types";
import { aliasPrefix, appSeeds, seedResource } from "../../resource-seeds";
import { relatedByValue, type ByValue, type OutputReach } from "../../output-reach";
import { allPagesOf } from "../../query-pages";
import type { TableSource } from "../../call-repository";
import { keptAmount } from "../../../resources/order/refund.rules";
import { cents } from "../../../engine/fields/number-format";

/**
 * The promotion orders as they are now (decision 0027): the stored rows (what was agreed:
 * amount, rate, commission) joined with their real order, whose status and dates they
 * follow. An order refunded or closed earns nothing: only `counted` rows add to 推广销售额,
 * commissions, customers' spending and promoted sales, so those can never exceed the shop's
 * sales (counted = the statuses 工作台 counts as sales).
 */
export type PromotionStatus = "paid" | "finished" | "closed";

export interface PromotionOrder {
  order_sn: string;
  shop_alias: string;
  customer_alias: string;
  promoter_alias: string;
  goods_alias: string;
  num: number;
  amount: number;
  commission: number;
  created_at: string;
  paid_at: string;
  finished_at: string | null;
  status: PromotionStatus;
  counted: boolean;
}

const statusOf = (order: ResourceRow): PromotionStatus =>
  order.status === "SUCCESS" ? "finished" : order.status === "CLOSED" ? "closed" : "paid";

type Row = Readonly<Record<string, unknown>>;

/** The share of `value` the buyer kept paying for: all of it, less what a partial refund took back. */
const kept = (value: unknown, order: Row): number =>
  Number(order.pay_amount) > 0 ? cents((Number(value) * keptAmount(order)) / Number(order.pay_amount)) : Number(value);

/** A stored promotion order joined with its real order; none when the order is gone or unpaid. */
function promotionOf(po: Row, order: Row | undefined): PromotionOrder[] {
  if (!order || typeof order.paid_at !== "string") return [];
  const status = statusOf(order as ResourceRow);
  return [{
    order_sn: String(po.order_sn),
    shop_alias: String(po.shop_alias),
    customer_alias: String(po.customer_alias),
    promoter_alias: String(po.promoter_alias),
    goods_alias: String(po.goods_alias),
    num: Number(po.num ?? 1),
    // 推广销售额 is what the buyer kept paying, and the commission is earned on it: a partial
    // refund takes its share of both back (decision 0060)
    amount: kept(po.amount, order),
    commission: kept(po.commission, order),
    created_at: String(order.created_at),
    paid_at: order.paid_at,
    finished_at: typeof order.finished_at === "string" ? order.finished_at : null,
    status,
    counted: status !== "closed",
  }];
}

/**
 * The stored promotion orders' table as the repository reaches it: seeded, written by no handler,
 * every key kept beside its (no) fields (the server's `r_salesmanorder` holds them in `extra`), so
 * it is asked by keys kept so (output-reach.ts).
 */
export const PROMOTION_ORDERS: TableSource = {
  def: { name: "salesmanOrder", aliasPrefix: aliasPrefix("salesmanOrder"), fields: [] },
  rows: (db: Db) => seedResource(db, appSeeds, "salesmanOrder"),
};

/** The stored promotion orders joined with their orders (read by their 订单号 at once: one query). */
async function joined(reach: OutputReach, stored: readonly Row[]): Promise<PromotionOrder[]> {
  const orders = await relatedByValue(reach, "order", "order_sn", stored.map((po) => po.order_sn));
  return stored.flatMap((po) => promotionOf(po, orders(po.order_sn)[0]));
}

/**
 * A shop's promotion orders, each with its order (the shop's promotion orders read by pages, and
 * those orders by their 订单号, not every order: decision 0057).
 */
export async function promotionOrders(reach: OutputReach): Promise<PromotionOrder[]> {
  return joined(reach, await allPagesOf(reach.repo.table(PROMOTION_ORDERS.def.name), reach.shop, []));
}

/**
 * The promotion orders of a page's customers, promoters or goods items, for a figure of each row:
 * those promotion orders and their orders read by one query each, not the tables (decision 0057).
 */
export async function promotionOrdersBy(reach: OutputReach, field: "customer_alias" | "promoter_alias" | "goods_alias", values: readonly unknown[]): Promise<ByValue<PromotionOrder[]>> {
  const stored = await relatedByValue(reach, PROMOTION_ORDERS.def.name, field, values);
  const all = await joined(reach, [...new Set(values.map(String))].flatMap((v) => stored(v)));
  return (value) => all.filter((o) => o[field] === String(value));
}
