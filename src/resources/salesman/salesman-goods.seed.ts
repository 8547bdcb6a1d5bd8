import type { SeedModule } from "../../engine/seed-types";

/** Every goods item of each shop with a commission rate; most of them promoted. */
export default {
  resource: "salesmanGoods",
  rows: ({ ref, pick, random }) =>
    ref("goods").map((g, i) => ({
      shop_alias: String(g.shop_alias),
      alias: `sg_${String(g.alias)}`,
      goods_alias: g.alias,
      commission_rate: pick([5, 8, 10, 10, 12, 15, 20]),
      is_promote: random() < 0.8 ? 1 : 2,
      sort: i + 1,
      created_at: String(g.created_at),
    })),
} satisfies SeedModule;
