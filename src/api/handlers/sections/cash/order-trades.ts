import { rowsWhere } from "../../../locked-rows";
import type { Transaction } from "../../../repository/types";
import { toCents } from "./cash-rows";
import { byTime, paid, refundTrade, settleTrade, type OrderTrade } from "./order-trade-rows";

/**
 * The trades a shop's orders make (order-trade-rows.ts), asked of the call's repository rather
 * than read from the shop's orders whole: the payments per day are one question (a count and a
 * sum per day of paid_at: each day's 订单结算 once settled, 待结算 until then), and the 退款 are
 * the refunded requests with the orders they name.
 */

export interface OrderMoney {
  /** The settle and refund trades up to now, oldest first. */
  trades: OrderTrade[];
  /** 待结算 in cents: the payments of the days not settled yet. */
  pendingCents: number;
}

/** Any paid_at at all: a range from the first day there is (an unset or "" paid_at is no payment). */
const EVER: [string, string] = ["1970-01-01", ""];

export async function orderMoney(repo: Transaction, shop: string, now: string): Promise<OrderMoney> {
  const payments = await repo.table("order").find({
    shop, filters: [{ field: "paid_at", kind: "range", wanted: EVER }], empty: [], keyword: null,
    sort: { field: "alias", order: "asc" }, page: 1, pageSize: 0, sum: "pay_amount", perDay: "paid_at",
  });
  const trades: OrderTrade[] = [];
  let pendingCents = 0;
  for (const [d, { count, sum }] of Object.entries(payments.days ?? {})) {
    if (d === "") continue;
    const settle = settleTrade(shop, d, count, toCents(sum), now);
    if (settle) trades.push(settle);
    else pendingCents += toCents(sum);
  }
  const refunded = await rowsWhere(repo.table("refund"), shop, "status", ["REFUNDED"]);
  const orders = paid(await rowsWhere(repo.table("order"), shop, "order_sn", [...new Set(refunded.map((r) => String(r.order_sn ?? "")))]));
  const bySn = new Map(orders.map((o) => [o.order_sn, o]));
  for (const refund of refunded) {
    const order = bySn.get(refund.order_sn);
    const back = order ? refundTrade(shop, refund, order, now) : null;
    if (back) trades.push(back);
  }
  return { trades: trades.sort(byTime), pendingCents };
}
