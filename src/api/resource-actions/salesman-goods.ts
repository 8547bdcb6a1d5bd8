import type { ResourceExtension } from "../resources";
import { totalsOf } from "./salesman/stats";
import { rowsByAlias } from "../output-reach";
import { cents } from "../../engine/fields/number-format";

/**
 * 推广商品: cover and price come from the goods item itself (live), the expected commission
 * per item from them and the rate, 推广销量 from the promotion orders. The rate's 0-50 %
 * bound is the config's rule (checked by the generated save); at most 2 decimals here.
 */
export default {
  resource: "salesmanGoods",
  validate: (record) => {
    const rate = Number(record.commission_rate);
    return Math.round(rate * 100) / 100 === rate ? null : "佣金比例最多两位小数";
  },
  output: async (rows, reach) => {
    const aliases = rows.map((r) => r.goods_alias);
    const goodsOf = await rowsByAlias(reach, "goods", aliases);
    const totals = await totalsOf(reach, "goods_alias", aliases);
    return (row) => {
      const goods = goodsOf(row.goods_alias);
      const price = goods ? Number(goods.price) : null;
      return {
        goods_name: goods?.name ?? "（商品已删除）",
        goods_cover: goods?.cover ?? null,
        price,
        commission: price === null ? null : cents((price * Number(row.commission_rate)) / 100),
        promote_sales: totals(row.goods_alias).items,
      };
    };
  },
} satisfies ResourceExtension;
