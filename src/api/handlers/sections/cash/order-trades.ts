import orderConfig from "../../../../resources/order/order";
import refundConfig from "../../../../resources/order/refund";
import { shopRecords } from "../../../shop-records";
import type { Db } from "../../../types";
import { orderTradesOf, pendingSettleCentsOf, type OrderTrade } from "./order-trade-rows";

/** The shop's settle and refund trades up to `now` from its stored orders (order-trade-rows.ts). */
export function orderTrades(db: Db, shop: string, now: string): OrderTrade[] {
  return orderTradesOf(shop, shopRecords(db, orderConfig, shop), shopRecords(db, refundConfig, shop), now);
}

/** 待结算 in cents at `now`. */
export function pendingSettleCents(db: Db, shop: string, now: string): number {
  return pendingSettleCentsOf(shopRecords(db, orderConfig, shop), now);
}
