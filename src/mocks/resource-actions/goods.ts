import { isSale } from "../../resources/order/order.rules";
import { givenOut, unitsIn } from "../../resources/ump/collectibles.rules";
import type { ResourceExtension } from "../resources";
import type { Db, ResourceRow } from "../types";
import { relatedRows } from "../db-reach";

/** The shop's orders holding `goods`. */
const ordersOf = (db: Db, goods: ResourceRow) => relatedRows(db, "order", goods.shop_alias, "items[].goods_alias", goods.alias);

/**
 * Where a 数字藏品's 发行量 is (collectibles.rules.ts): sold, in unpaid orders, handed out by
 * exchanges, draws and gifts; what is left is its 库存, never stored, so every sale, close,
 * refund, exchange or prize keeps 发行量 = 销量 + 占用 + 已发放 + 库存 (decision 0063).
 */
function collectibleUse(db: Db, goods: ResourceRow, sales: number): { locked: number; given_out: number; stock: number } {
  const locked = unitsIn(ordersOf(db, goods).filter((o) => o.status === "WAIT_PAY"), String(goods.alias));
  const rel = (name: string, path: string) => relatedRows(db, name, goods.shop_alias, path, goods.alias);
  const given = givenOut(String(goods.alias), rel("collection", "records[].goods_alias"), rel("drawRecord", "goods_alias"), rel("giftRecord", "collectibles[].goods_alias"));
  return { locked, given_out: given, stock: Number(goods.issue_total ?? 0) - sales - locked - given };
}

/**
 * 商品: 上架 / 下架 is the config's toggle (served generically); a goods item on sale is
 * not deleted (the config's deleteRefusedWhen). 销量 is counted from the orders when read
 * (decision 0026), so shipping, refunding or closing an order keeps it true; the stock of
 * 卡密商品 is the number of its unsold keys (domain.md), of 数字藏品 what its 发行量 has left
 * (collectibleUse): neither is a stored value.
 */
export default {
  resource: "goods",
  reads: ["params"],
  computes: ["sales", "stock", "locked", "given_out"],
  output: (row, db) => {
    const sales = unitsIn(ordersOf(db, row).filter(isSale), String(row.alias));
    if (row.type === 1) return { sales, ...collectibleUse(db, row, sales) };
    if (row.type !== 3) return { sales };
    const keys = relatedRows(db, "goodsKeys", row.shop_alias, "goods_alias", row.alias).filter((k) => k.status === 1);
    return { sales, stock: keys.length };
  },
  validate: (record, { existing, db }) => {
    // a 发行量 lowered below what is already sold, held or handed out would leave a negative 库存
    if (!existing || Number(record.type ?? existing.type) !== 1 || record.issue_total === undefined) return null;
    const sales = unitsIn(ordersOf(db, existing).filter(isSale), String(existing.alias));
    const { locked, given_out } = collectibleUse(db, existing, sales);
    const used = sales + locked + given_out;
    return Number(record.issue_total) < used ? `发行量不能少于已售出、待付款占用和已发放的份数（${used}份）` : null;
  },
} satisfies ResourceExtension;
