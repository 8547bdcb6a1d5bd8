import type { Db, ResourceRow } from "../../types";
import { appSeeds, seedResource } from "../../resource-seeds";
import { relatedRows } from "../../db-reach";
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

const rows = (db: Db, name: string) => seedResource(db, appSeeds, name);

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
 * A shop's promotion orders, oldest first: each with its order read by its 订单号 (relatedRows),
 * so the server reads the shop's promotion orders and those orders, not every order (decision 0057).
 */
export function promotionOrders(db: Db, shop: string): PromotionOrder[] {
  return rows(db, "salesmanOrder")
    .filter((po) => po.shop_alias === shop)
    .flatMap((po) => promotionOf(po, relatedRows(db, "order", shop, "order_sn", po.order_sn)[0]));
}

/**
 * The promotion orders of one customer, promoter or goods item of a shop, for a figure of its
 * row: the server reads those promotion orders and their orders, not the tables (relatedRows,
 * decision 0057).
 */
export function promotionOrdersBy(db: Db, shop: unknown, field: "customer_alias" | "promoter_alias" | "goods_alias", value: unknown): PromotionOrder[] {
  return relatedRows(db, "salesmanOrder", shop, field, value).flatMap((po) =>
    promotionOf(po, relatedRows(db, "order", shop, "order_sn", po.order_sn)[0]),
  );
}
