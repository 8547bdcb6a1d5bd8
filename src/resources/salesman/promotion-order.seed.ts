import type { SeedModule, SeededRecord } from "../../engine/seed-types";
import { cents } from "../../engine/fields/number-format";

/**
 * 推广订单: the real orders a bound customer paid after binding (and before the promoter was
 * cleared) that hold a promoted goods item. A row keeps what was agreed when the order was
 * placed: the order's pay_amount and the commission rate of its first promoted item; the
 * order's status and dates are read from the order itself (salesman/promotion-orders.ts),
 * so a refund or a delivery shows in the commission. No screen lists them (no config).
 */

export default {
  resource: "salesmanOrder",
  rows: ({ ref }) => {
    const rates = new Map(ref("salesmanGoods").filter((g) => g.is_promote === 1).map((g) => [`${String(g.shop_alias)}|${String(g.goods_alias)}`, g]));
    const customers = new Map(ref("salesmanCustomer").map((c) => [c.member_alias, c]));
    const promoters = new Map(ref("salesmanPromoter").map((p) => [p.alias, p]));
    const rows = ref("order").flatMap((o) => {
      const c = customers.get(o.member_alias);
      const p = c && promoters.get(c.promoter_alias);
      if (!c || !p || !o.paid_at || String(o.created_at) <= String(c.bound_at)) return [];
      if (typeof p.cleared_at === "string" && String(o.created_at) >= p.cleared_at) return [];
      const items = Array.isArray(o.items) ? (o.items as SeededRecord[]) : [];
      const item = items.find((it) => rates.has(`${String(o.shop_alias)}|${String(it.goods_alias)}`));
      const goods = item && rates.get(`${String(o.shop_alias)}|${String(item.goods_alias)}`);
      if (!item || !goods) return [];
      const amount = Number(o.pay_amount);
      const rate = Number(goods.commission_rate);
      return [{
        shop_alias: String(o.shop_alias),
        order_sn: String(o.order_sn),
        customer_alias: String(c.alias),
        promoter_alias: String(p.alias),
        goods_alias: String(item.goods_alias),
        num: Number(item.num ?? 1),
        amount,
        commission_rate: rate,
        commission: cents((amount * rate) / 100),
        created_at: String(o.created_at),
      }];
    });
    return rows.sort((a, b) => a.created_at.localeCompare(b.created_at));
  },
} satisfies SeedModule;
