import type { SeedModule } from "../../engine/seed-types";
import { settlementClosing, settlementPeriod } from "./settlement.rules";
import { cents } from "../../engine/fields/number-format";

/**
 * 结算单: per promoter and month, the commissions of the promotion orders whose order was
 * finished and fell due that month (settlement.rules.ts), once the month is closed. Months
 * before last are settled (around the 10th of the next month), last month's mostly wait
 * for 结算.
 */
export default {
  resource: "salesmanSettlement",
  rows: ({ ref, addDays, random, now }) => {
    const orders = new Map(ref("order").map((o) => [o.order_sn, o]));
    const groups = new Map<string, { shop: string; promoter: string; period: string; orders: number; sales: number; commission: number }>();
    for (const po of ref("salesmanOrder")) {
      const order = orders.get(po.order_sn);
      if (order?.status !== "SUCCESS" || typeof order.finished_at !== "string") continue;
      const period = settlementPeriod(order.finished_at);
      if (settlementClosing(period) > now) continue;
      const key = `${String(po.promoter_alias)}|${period}`;
      const g = groups.get(key) ?? { shop: String(po.shop_alias), promoter: String(po.promoter_alias), period, orders: 0, sales: 0, commission: 0 };
      g.orders += 1;
      g.sales += Number(po.amount);
      g.commission += Number(po.commission);
      groups.set(key, g);
    }
    const lastMonth = [...groups.values()].reduce((max, g) => (g.period > max ? g.period : max), "");
    return [...groups.values()]
      .sort((a, b) => a.period.localeCompare(b.period) || a.promoter.localeCompare(b.promoter))
      .map((g) => {
        const closing = settlementClosing(g.period);
        const settledAt = addDays(closing, 8 + random() * 4);
        const settled = settledAt <= now && (g.period < lastMonth || random() < 0.3);
        return {
          shop_alias: g.shop,
          promoter_alias: g.promoter,
          period: g.period,
          order_count: g.orders,
          sales_amount: cents(g.sales),
          commission: cents(g.commission),
          status: settled ? 2 : 1,
          settled_at: settled ? settledAt : null,
          created_at: closing,
        };
      });
  },
} satisfies SeedModule;
