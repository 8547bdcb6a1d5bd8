import type { SeedModule } from "../../engine/seed-types";

/** 'YYYY-MM' `n` months after `period` (n may be negative). */
function monthAfter(period: string, n: number): string {
  const [y = 2026, m = 1] = period.split("-").map(Number);
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

export default {
  resource: "salesmanSettlement",
  rows: ({ ref, addDays, random, now, past }) => {
    // this month's orders are not settled yet; last month's wait for 结算; the one before is mostly settled
    const open = now.slice(0, 7);
    const settledMonth = (period: string, roll: number) => period < monthAfter(open, -2) || (period === monthAfter(open, -2) && roll < 0.7);
    const groups = new Map<string, { shop: string; promoter: string; period: string; orders: number; sales: number; commission: number }>();
    for (const o of ref("salesmanOrder")) {
      const period = String(o.created_at).slice(0, 7);
      if (period >= open) continue;
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
        // closed on the 1st of the next month, settled around the 10th
        const closing = past(`${monthAfter(g.period, 1)}-01 09:00:00`);
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
