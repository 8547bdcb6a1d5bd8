import type { ResourceExtension } from "../resources";

/**
 * 商品分类: `goods_count` (read-only in the config) is the number of the shop's goods in
 * the category or in its sub-categories; a category with goods is not deleted (the config's
 * deleteRefusedWhen).
 */
export default {
  resource: "category",
  reads: ["goods"],
  // the one key output sets: the list and its lookups are paged by the store (decision 0053), goods_count added to the page
  computes: ["goods_count"],
  output: (row, db) => {
    const shopCategories = (db.records.category ?? []).filter((c) => c.shop_alias === row.shop_alias);
    const mine = new Set([row.alias, ...shopCategories.filter((c) => c.parent_alias === row.alias).map((c) => c.alias)]);
    const goods = (db.records.goods ?? []).filter((g) => g.shop_alias === row.shop_alias && mine.has(String(g.category_alias)));
    return { goods_count: goods.length };
  },
} satisfies ResourceExtension;
