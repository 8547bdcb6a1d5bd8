import type { HttpHandler } from "msw";
import { promotionOrders, PROMOTION_ORDERS, type PromotionOrder } from "../../resource-actions/salesman/promotion-orders";
import { reachOf } from "../../output-reach";
import { declareTables } from "../../call-repository";
import { APPROVED, PENDING_PROMOTERS, SETTLEMENT_PENDING, SETTLEMENT_SETTLED } from "../../resource-actions/salesman/stats";
import type { TableRepository } from "../../repository/types";
import { ok } from "../../respond";
import { shopRoute } from "../../route";
import { addDays, now } from "../../util";
import { screens } from "../../serves";
import { cents } from "../../../engine/fields/number-format";

/**
 * POST /merchant/salesman/v1/overview: the 分销概况 KPIs and a 30-day trend, computed from
 * the shop's promoters, customers, promotion orders and settlements. Sales and commission
 * are the counted promotion orders' (not refunded or closed) by the day they were paid,
 * like 工作台's sales: 推广销售额 is a part of the shop's sales (decision 0027).
 *
 * The 30 days end today (the demo is seeded up to now: decision 0020). The promoters, customers
 * and settlements are asked of the call's repository (counts, exact sums, counts per day: no
 * table read whole); the promotion orders are joined with their orders (promotion-orders.ts).
 */
const DAYS = 30;
const day = (t: unknown) => String(t ?? "").slice(0, 10);

export interface TrendPoint { date: string; sales: number; commission: number; customers: number; promoters: number }

/** A status filter of the section's tables (promoters, settlements): a scalar enum field. */
const statusIs = (status: number) => ({ field: "status", kind: "equal" as const, wanted: [status], scalar: true });

/** Rows per day of a date-time field within the window (its first 10 characters), asked of the store: no rows read. */
async function perDay(table: TableRepository, shop: string, field: string, start: string, end: string): Promise<Record<string, number>> {
  const found = await table.find({
    shop, filters: [{ field, kind: "range", wanted: [start, end] }], empty: [], keyword: null,
    sort: { field: "alias", order: "asc" }, page: 1, pageSize: 0, perDay: field,
  });
  return Object.fromEntries(Object.entries(found.days ?? {}).map(([d, f]) => [d, f.count]));
}

const handlers = [
  shopRoute("/merchant/salesman/v1/overview", screens("/salesman", "/salesman/overview"), async ({ shop, repo, ports }) => {
    const promoters = repo.table("salesmanPromoter");
    const customers = repo.table("salesmanCustomer");
    const settlements = repo.table("salesmanSettlement");
    const orders = (await promotionOrders(reachOf({ repo, shop, ports }))).filter((o) => o.counted);

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
    const [bound, applied] = [await perDay(customers, shop.alias, "bound_at", start, end), await perDay(promoters, shop.alias, "created_at", start, end)];
    for (const p of trend) {
      p.customers = bound[p.date] ?? 0;
      p.promoters = applied[p.date] ?? 0;
    }
    const sum = (rows: readonly PromotionOrder[], key: "amount" | "commission") => cents(rows.reduce((s, r) => s + r[key], 0));
    const inWindow = (points: TrendPoint[], key: "sales" | "commission" | "customers" | "promoters") =>
      cents(points.reduce((s, p) => s + p[key], 0));
    const mine = { shop: shop.alias };

    return ok({
      start_date: start,
      end_date: end,
      promoter_count: await promoters.count({ ...mine, filters: [statusIs(APPROVED)] }),
      pending_promoter_count: await promoters.count({ ...mine, filters: [statusIs(PENDING_PROMOTERS.status)] }),
      customer_count: await customers.count(mine),
      sales_amount: sum(orders, "amount"),
      commission_total: sum(orders, "commission"),
      commission_pending: await settlements.sum("commission", { ...mine, filters: [statusIs(SETTLEMENT_PENDING)] }),
      commission_settled: await settlements.sum("commission", { ...mine, filters: [statusIs(SETTLEMENT_SETTLED)] }),
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

// the stored promotion orders, which the overview and the 分销员 lists' figures read through the call's repository
declareTables(handlers, [PROMOTION_ORDERS]);

export default handlers;
