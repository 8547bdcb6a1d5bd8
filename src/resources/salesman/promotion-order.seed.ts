import type { SeedModule } from "../../engine/seed-types";

/**
 * 推广订单: orders of bound customers on promoted goods, with the commission they earned.
 * No screen of the spec lists them, so there is no resource config: they are a table of
 * the demo API from which it computes customers' spending, promoters' sales and
 * commission, the monthly settlements and the overview's trend.
 */
const ms = (t: string) => Date.parse(t.replace(" ", "T"));

export default {
  resource: "salesmanOrder",
  rows: ({ ref, addDays, int, pick, random, now }) => {
    const goods = ref("goods");
    const promoted = ref("salesmanGoods").filter((g) => g.is_promote === 1);
    const promoters = new Map(ref("salesmanPromoter").map((p) => [p.alias, p]));
    let n = 0;
    return ref("salesmanCustomer").flatMap((c) => {
      const promoter = promoters.get(c.promoter_alias);
      const mine = promoted.filter((g) => g.shop_alias === c.shop_alias);
      if (!promoter || mine.length === 0) return [];
      const from = String(c.bound_at);
      const until = typeof promoter.cleared_at === "string" ? promoter.cleared_at : now;
      const span = Math.max(0, (ms(until) - ms(from)) / 86400_000);
      return Array.from({ length: int(0, 7) }, () => {
        const item = pick(mine);
        const price = Number(goods.find((g) => g.alias === item.goods_alias)?.price ?? 0);
        const num = random() < 0.8 ? 1 : int(2, 3);
        const amount = Math.round(price * num * 100) / 100;
        const rate = Number(item.commission_rate);
        const created = addDays(from, random() * span);
        n += 1;
        return {
          shop_alias: String(c.shop_alias),
          order_sn: `TG${created.slice(0, 10).replace(/-/g, "")}${String(n).padStart(5, "0")}`,
          customer_alias: c.alias,
          promoter_alias: c.promoter_alias,
          goods_alias: item.goods_alias,
          num,
          amount,
          commission_rate: rate,
          commission: Math.round(amount * rate) / 100,
          created_at: created,
        };
      });
    });
  },
} satisfies SeedModule;
