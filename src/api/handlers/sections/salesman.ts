import type { HttpHandler } from "msw";
import { promotionOrders, type PromotionOrder } from "../../resource-actions/salesman/promotion-orders";
import { pendingPromoters, table } from "../../resource-actions/salesman/stats";
import { ok } from "../../respond";
import { shopRoute } from "../../route";
import type { ResourceRow } from "../../types";
import { addDays, now } from "../../util";
import { screens } from "../../serves";
import { cents } from "../../../engine/fields/number-format";

/**
 * POST /merchant/salesman/v1/overview: the 分销概况 KPIs and a 30-day trend, computed from
 * the shop's promoters, customers, promotion orders and settlements. Sales and commission
 * are the counted promotion orders' (not refunded or closed) by the day they were paid,
 * like 工作台's sales: 推广销售额 is a part of the shop's sales (decision 0027).
 *
 * The 30 days end today (the demo is seeded up to now: decision 0020).
 */
const DAYS = 30;
const day = (t: unknown) => String(t ?? "").slice(0, 10);

export interface TrendPoint { date: string; sales: number; commission: number; customers: number; promoters: number }

export default [
  shopRoute("/merchant/salesman/v1/overview", screens("/salesman", "/salesman/overview"), ({ db, shop }) => {
    const mine = (name: string) => table(db, name).filter((r) => r.shop_alias === shop.alias);
    const promoters = mine("salesmanPromoter");
    const customers = mine("salesmanCustomer");
    const orders = promotionOrders(db, shop.alias).filter((o) => o.counted);
    const settlements = mine("salesmanSettlement");

    const end = day(now());
    const start = day(addDays(`${end} 12:00:00`, -(DAYS - 1)));
    const trend: TrendPoint[] = Array.from({ length: DAYS }, (_, i) => ({
      date: day(addDays(`${start} 12:00:00`, i)), sales: 0, commission: 0, customers: 0, promoters: 0,
    }));
    const at = new Map(trend.map((p) => [p.date, p]));
    for (const o of orders) {
      const p = at.get(day(o.paid_at));
      if (p) {
        p.sales = cents(p.sales + o.amount);
        p.commission = cents(p.commission + o.commission);
      }
    }
    for (const c of customers) {
      const p = at.get(day(c.bound_at));
      if (p) p.customers += 1;
    }
    for (const r of promoters) {
      const p = at.get(day(r.created_at));
      if (p) p.promoters += 1;
    }
    const sum = (rows: readonly ResourceRow[] | readonly PromotionOrder[], key: "amount" | "commission") =>
      cents(rows.reduce((s, r) => s + Number(r[key] ?? 0), 0));
    const inWindow = (points: TrendPoint[], key: "sales" | "commission" | "customers" | "promoters") =>
      cents(points.reduce((s, p) => s + p[key], 0));

    return ok({
      start_date: start,
      end_date: end,
      promoter_count: promoters.filter((p) => p.status === 2).length,
      pending_promoter_count: pendingPromoters(db, shop.alias).length,
      customer_count: customers.length,
      sales_amount: sum(orders, "amount"),
      commission_total: sum(orders, "commission"),
      commission_pending: sum(settlements.filter((s) => s.status === 1), "commission"),
      commission_settled: sum(settlements.filter((s) => s.status === 2), "commission"),
      recent: {
        sales: inWindow(trend, "sales"),
        commission: inWindow(trend, "commission"),
        customers: inWindow(trend, "customers"),
        promoters: inWindow(trend, "promoters"),
      },
      trend,
    });
  }),
] satisfies HttpHandler[];
