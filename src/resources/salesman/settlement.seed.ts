import type { SeedModule } from "../../engine/seed-types";

/** Months before this one are settled (or waiting); this month's orders are not yet. */
const OPEN_MONTH = "2026-11";
/** Settled: before September; September mostly; October waits for 结算. */
const settledMonth = (period: string, roll: number) => period < "2026-09" || (period === "2026-09" && roll < 0.7);

/** One row per promoter and month of its promotion orders, summed from those orders. */
export default {
  resource: "salesmanSettlement",
  rows: ({ ref, addDays, random, at }) => {
    const groups = new Map<string, { shop: string; promoter: string; period: string; orders: number; sales: number; commission: number }>();
    for (const o of ref("salesmanOrder")) {
      const period = String(o.created_at).slice(0, 7);
      if (period >= OPEN_MONTH) continue;
      const key = `${String(o.promoter_alias)}|${period}`;
      const g = groups.get(key) ?? { shop: String(o.shop_alias), promoter: String(o.promoter_alias), period, orders: 0, sales: 0, commission: 0 };
      g.orders += 1;
      g.sales += Number(o.amount);
      g.commission += Number(o.commission);
      groups.set(key, g);
    }
    return [...groups.values()]
      .sort((a, b) => a.period.localeCompare(b.period) || a.promoter.localeCompare(b.promoter))
      .map((g) => {
        const settled = settledMonth(g.period, random());
        const [y, m] = g.period.split("-").map(Number);
        // settled around the 10th of the next month
        const closing = at(y ?? 2026, (m ?? 1) + 1, 1, 9);
        return {
          shop_alias: g.shop,
          promoter_alias: g.promoter,
          period: g.period,
          order_count: g.orders,
          sales_amount: Math.round(g.sales * 100) / 100,
          commission: Math.round(g.commission * 100) / 100,
          status: settled ? 2 : 1,
          settled_at: settled ? addDays(closing, 8 + random() * 4) : null,
          created_at: closing,
        };
      });
  },
} satisfies SeedModule;
