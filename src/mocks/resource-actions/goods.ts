import { isSale } from "../../resources/order/order.rules";
import type { ResourceExtension } from "../resources";
import type { Db, ResourceRow } from "../types";
import { relatedRows } from "../db-reach";

/** Units of `goods` in the shop's orders that are sales (paid, not refunded: order.rules.ts isSale). */
function unitsSold(db: Db, goods: ResourceRow): number {
  let units = 0;
  for (const o of relatedRows(db, "order", goods.shop_alias, "items[].goods_alias", goods.alias)) {
    if (!isSale(o) || !Array.isArray(o.items)) continue;
    for (const it of o.items as { goods_alias?: unknown; num?: unknown }[]) if (it.goods_alias === goods.alias) units += Number(it.num ?? 0);
  }
  return units;
}

/**
 * 商品: 上架 / 下架 is the config's toggle (served generically); a goods item on sale is
 * not deleted (the config's deleteRefusedWhen). 销量 is counted from the orders when read
 * (decision 0026), so shipping, refunding or closing an order keeps it true; the stock of
 * 卡密商品 is the number of its unsold keys (domain.md), not a stored value.
 */
export default {
  resource: "goods",
  reads: ["params"],
  computes: ["sales", "stock"],
  output: (row, db) => {
    const sales = unitsSold(db, row);
    if (row.type !== 3) return { sales };
    const keys = relatedRows(db, "goodsKeys", row.shop_alias, "goods_alias", row.alias).filter((k) => k.status === 1);
    return { sales, stock: keys.length };
  },
} satisfies ResourceExtension;
