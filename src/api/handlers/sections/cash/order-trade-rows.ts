import { addDays } from "../../../util";
import { toCents } from "./cash-rows";

/**
 * The trades of a shop that its orders make (decision 0027), computed from its order and
 * after-sales rows when read, so they follow every order: the payment service settles a day's
 * payments into the available balance the next day at 02:00 (T+1, one 订单结算 per day, every
 * order paid that day whatever became of it), and each refunded 售后 pays its buyer back what it
 * refunded from the balance (退款, when the refund was made: all of the order, or part of it).
 * Until its settlement an order's money is 待结算. Pure over rows: the seed (cash-seed.ts) makes
 * them of its rows, the handlers (order-trades.ts) of the store's answers: a sum per day, the refunded.
 */
export interface OrderTrade {
  alias: string;
  shop_alias: string;
  trade_no: string;
  trade_type: "settle" | "refund";
  amount_cents: number;
  created_at: string;
  remark: string;
}

type Row = Readonly<Record<string, unknown>>;

const day = (t: string): string => t.slice(0, 10);

/** When the payments of `paidAt`'s day are settled: the next day, 02:00. */
export const settledAt = (paidAt: string): string => `${addDays(`${day(paidAt)} 12:00:00`, 1).slice(0, 10)} 02:00:00`;

export const paid = (orders: readonly Row[]) => orders.filter((o): o is Row & { paid_at: string } => typeof o.paid_at === "string" && o.paid_at !== "");

/** When a refunded request's money went back: its refund, never before the order's payment. */
function refundTime(refund: Row, order: Row & { paid_at: string }): string {
  const t = typeof refund.refunded_at === "string" ? refund.refunded_at : typeof refund.audited_at === "string" ? refund.audited_at : order.paid_at;
  return t < order.paid_at ? order.paid_at : t;
}

/** The 订单结算 of the payments of day `d` ('YYYY-MM-DD': `count` orders, `cents` in all), or null when it is after `now`. */
export function settleTrade(shop: string, d: string, count: number, cents: number, now: string): OrderTrade | null {
  const at = settledAt(`${d} 00:00:00`);
  if (at > now) return null;
  const no = at.replace(/\D/g, "").slice(0, 8);
  return {
    alias: `ct_${shop}_S${no}`, shop_alias: shop, trade_no: `S${no}${shop.slice(-4)}`, trade_type: "settle",
    amount_cents: cents, created_at: at, remark: `订单结算：${d.slice(5)} 支付 ${count} 笔`,
  };
}

/** The 退款 of a refunded request of a paid order (what it paid back, a partial refund too: decision 0060), or null when it is after `now`. */
export function refundTrade(shop: string, refund: Row, order: Row & { paid_at: string }, now: string): OrderTrade | null {
  const at = refundTime(refund, order);
  if (at > now) return null;
  const no = String(refund.alias).replace(/^rf_/, "");
  return {
    alias: `ct_${shop}_R${no}`, shop_alias: shop, trade_no: `R${no}`, trade_type: "refund",
    amount_cents: toCents(Number(refund.refunded_amount ?? order.pay_amount)), created_at: at, remark: `售后退款：订单 ${String(order.order_sn)}`,
  };
}

/** Oldest first, a moment's trades by their numbers. */
export const byTime = (a: OrderTrade, b: OrderTrade): number => a.created_at.localeCompare(b.created_at) || a.trade_no.localeCompare(b.trade_no);

/** The shop's settle and refund trades up to `now`, oldest first, from its orders and 售后 (rows of that shop only). */
export function orderTradesOf(shop: string, orders: readonly Row[], refunds: readonly Row[], now: string): OrderTrade[] {
  const paidOrders = paid(orders);
  const byDay = new Map<string, { amount: number; count: number }>();
  for (const o of paidOrders) {
    const d = day(o.paid_at);
    const g = byDay.get(d) ?? { amount: 0, count: 0 };
    g.amount += toCents(Number(o.pay_amount));
    g.count += 1;
    byDay.set(d, g);
  }
  const settles = [...byDay].flatMap(([d, g]) => settleTrade(shop, d, g.count, g.amount, now) ?? []);
  const bySn = new Map(paidOrders.map((o) => [o.order_sn, o]));
  const backs = refunds.filter((r) => r.status === "REFUNDED").flatMap((r) => {
    const o = bySn.get(r.order_sn);
    return (o && refundTrade(shop, r, o, now)) ?? [];
  });
  return [...settles, ...backs].sort(byTime);
}
