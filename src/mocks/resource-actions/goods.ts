import { isSale } from "../../resources/order/order.rules";
import type { ResourceExtension } from "../resources";
import type { Db, ResourceRow } from "../types";
import { relatedRows } from "../db-reach";
import { checkKeyLines, insertKeys, shopSecrets } from "../card-keys";
import { isFailure } from "../respond";

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
 *
 * A save may carry `keys: [{card_no, card_secret}]` (the 卡密 goods form's paste): checked
 * with the goods (a refusal names the line, nothing is stored), then added as its unsold keys.
 */
export default {
  resource: "goods",
  reads: ["params"],
  computes: ["sales", "stock"],
  validate: (record, { body, db, shop }) => {
    if (!Array.isArray(body.keys) || body.keys.length === 0) return null;
    if (record.type !== 3) return "只有卡密商品可以添加卡密";
    const keys = checkKeyLines(body.keys, shopSecrets(db, shop.alias));
    return isFailure(keys) ? keys : null;
  },
  afterSave: (row, { body, db }) => {
    if (row.type !== 3) return;
    // checked by validate before the goods was stored; the same check, so it cannot differ
    const keys = checkKeyLines(body.keys, shopSecrets(db, row.shop_alias), true);
    if (!isFailure(keys)) insertKeys(db, row, keys);
  },
  output: (row, db) => {
    const sales = unitsSold(db, row);
    if (row.type !== 3) return { sales };
    const keys = relatedRows(db, "goodsKeys", row.shop_alias, "goods_alias", row.alias).filter((k) => k.status === 1);
    return { sales, stock: keys.length };
  },
} satisfies ResourceExtension;
