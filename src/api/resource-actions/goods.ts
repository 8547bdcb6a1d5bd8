import { isSale } from "../../resources/order/order.rules";
import { givenOut } from "../../resources/ump/collectibles.rules";
import type { ResourceExtension } from "../resources";
import type { Db, ResourceRow } from "../types";
import { relatedRows } from "../db-reach";
import { keptSums, totalOf, type KeptBucket, type KeptSum } from "../kept-sums";
import { checkedKeyLines, insertKeys } from "../card-keys";
import { isFailure } from "../respond";

/** The units of each goods item in the shop's orders, by the order's state and whether it was paid (what isSale reads). */
const UNITS: KeptSum = { of: "order", path: "items[].goods_alias", by: ["status", "paid_at?"], sums: ["num"] };

/** Units of `goods` in the orders `which` keeps (read as `{ status, paid_at }`). */
const unitsOf = (db: Db, goods: ResourceRow, which: (order: KeptBucket) => boolean): number =>
  totalOf(keptSums(db, UNITS, goods.shop_alias, goods.alias), "num", which);

const unpaid = (order: KeptBucket) => order.status === "WAIT_PAY";

/**
 * Where a 数字藏品's 发行量 is (collectibles.rules.ts): sold, in unpaid orders, handed out by
 * exchanges, draws and gifts; what is left is its 库存, never stored, so every sale, close,
 * refund, exchange or prize keeps 发行量 = 销量 + 占用 + 已发放 + 库存 (decision 0063).
 */
function collectibleUse(db: Db, goods: ResourceRow, sales: number): { locked: number; given_out: number; stock: number } {
  const locked = unitsOf(db, goods, unpaid);
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
 *
 * A save may carry `keys: [{card_no, card_secret}]` (the 卡密 goods form's paste): checked
 * with the goods (a refusal names the line, nothing is stored), then added as its unsold keys.
 */
type Validate = NonNullable<ResourceExtension["validate"]>;

/** A save's pasted keys (the 卡密 goods form's), checked with the goods (the shop's secrets read under its lock). */
const keysRefusal: Validate = async (record, { body, repo, shop }) => {
  if (!Array.isArray(body.keys) || body.keys.length === 0) return null;
  if (record.type !== 3) return "只有卡密商品可以添加卡密";
  const keys = await checkedKeyLines(repo, shop.alias, body.keys);
  return isFailure(keys) ? keys : null;
};

/** A 发行量 lowered below what is already sold, held or handed out would leave a negative 库存. */
const issueRefusal: Validate = (record, { existing, db }) => {
  if (!existing || Number(record.type ?? existing.type) !== 1 || record.issue_total === undefined) return null;
  const sales = unitsOf(db, existing, isSale);
  const { locked, given_out } = collectibleUse(db, existing, sales);
  const used = sales + locked + given_out;
  return Number(record.issue_total) < used ? `发行量不能少于已售出、待付款占用和已发放的份数（${used}份）` : null;
};

export default {
  resource: "goods",
  reads: ["params"],
  computes: ["sales", "stock", "locked", "given_out"],
  keeps: [UNITS],
  validate: async (record, ctx) => (await keysRefusal(record, ctx)) ?? issueRefusal(record, ctx),
  afterSave: async (row, { body, repo }) => {
    if (row.type !== 3) return;
    // checked by validate before the goods was stored, under the shop's lock it still holds: the same check, so it cannot differ
    const keys = await checkedKeyLines(repo, row.shop_alias, body.keys, true);
    if (!isFailure(keys)) await insertKeys(repo, row, keys);
  },
  output: (row, db) => {
    const sales = unitsOf(db, row, isSale);
    if (row.type === 1) return { sales, ...collectibleUse(db, row, sales) };
    if (row.type !== 3) return { sales };
    const keys = relatedRows(db, "goodsKeys", row.shop_alias, "goods_alias", row.alias).filter((k) => k.status === 1);
    return { sales, stock: keys.length };
  },

} satisfies ResourceExtension;
