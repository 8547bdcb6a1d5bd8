import type { ResourceExtension } from "../resources";
import { relatedByValue } from "../output-reach";

/**
 * 商品分类: `goods_count` (read-only in the config) is the number of the shop's goods in
 * the category or in its sub-categories; a category with goods is not deleted (the config's
 * deleteRefusedWhen).
 */
export default {
  resource: "category",
  // the one key output sets: the list and its lookups are paged by the store (decision 0053), goods_count added to the page
  computes: ["goods_count"],
  output: async (rows, reach) => {
    // the page's categories' sub-categories, and the shop's goods counted per category by the store: two queries
    const children = await relatedByValue(reach, "category", "parent_alias", rows.map((r) => r.alias));
    const counted = await reach.repo.table("goods").find({ shop: reach.shop, filters: [], empty: [], keyword: null, sort: { field: "alias", order: "asc" }, page: 1, pageSize: 0, countBy: "category_alias" });
    const counts = counted.counts ?? {};
    return (row) => ({ goods_count: [row.alias, ...children(row.alias).map((c) => c.alias)].reduce((n, alias) => n + (counts[alias] ?? 0), 0) });
  },
} satisfies ResourceExtension;
