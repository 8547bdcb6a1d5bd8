import { isSale } from "../../resources/order/order.rules";
import { givenOut } from "../../resources/ump/collectibles.rules";
import type { ResourceExtension } from "../resources";
import type { ResourceRow } from "../types";
import { totalOf, type KeptBucket, type KeptSum } from "../kept-sums";
import { keptByValue, reachOf, relatedByValue, type OutputReach } from "../output-reach";
import { checkedKeyLines, insertKeys } from "../card-keys";
import { isFailure } from "../respond";
import { levelOf, tellIfCrossed, unsoldKeys } from "../stock-watch";

/** The units of each goods item in the shop's orders, by the order's state and whether it was paid (what isSale reads). */
const UNITS: KeptSum = { of: "order", path: "items[].goods_alias", by: ["status", "paid_at?"], sums: ["num"] };

const unpaid = (order: KeptBucket) => order.status === "WAIT_PAY";

/**
 * Where a 数字藏品's 发行量 is (collectibles.rules.ts): sold, in unpaid orders, handed out by
 * exchanges, draws and gifts; what is left is its 库存, never stored, so every sale, close,
 * refund, exchange or prize keeps 发行量 = 销量 + 占用 + 已发放 + 库存 (decision 0063).
 */
type CollectibleUse = Record<"sales" | "locked" | "given_out" | "stock", number>;

/**
 * The figures of a page of goods items (销量; a 数字藏品's 占用, 已发放 and 库存; a 卡密商品's unsold
 * keys), read for the whole page: each kept sum and each related table asked once.
 */
async function figuresOf(reach: OutputReach, rows: readonly ResourceRow[]): Promise<(row: ResourceRow) => Partial<CollectibleUse> & { sales: number }> {
  const aliasesOf = (type: number) => rows.filter((r) => r.type === type).map((r) => r.alias);
  const units = await keptByValue(reach, UNITS, rows.map((r) => r.alias));
  const collectibles = aliasesOf(1);
  const exchanges = await relatedByValue(reach, "collection", "records[].goods_alias", collectibles);
  const prizes = await relatedByValue(reach, "drawRecord", "goods_alias", collectibles);
  const gifts = await relatedByValue(reach, "giftRecord", "collectibles[].goods_alias", collectibles);
  const keys = await relatedByValue(reach, "goodsKeys", "goods_alias", aliasesOf(3));
  return (row) => {
    const sales = totalOf(units(row.alias), "num", isSale);
    if (row.type === 3) return { sales, stock: keys(row.alias).filter((k) => k.status === 1).length };
    if (row.type !== 1) return { sales };
    const locked = totalOf(units(row.alias), "num", unpaid);
    const given = givenOut(String(row.alias), exchanges(row.alias), prizes(row.alias), gifts(row.alias));
    return { sales, locked, given_out: given, stock: Number(row.issue_total ?? 0) - sales - locked - given };
  };
}

/**
 * 商品: 上架 / 下架 is the config's toggle (served generically); a goods item on sale is
 * not deleted (the config's deleteRefusedWhen). 销量 is counted from the orders when read
 * (decision 0026), so shipping, refunding or closing an order keeps it true; the stock of
 * 卡密商品 is the number of its unsold keys (domain.md), of 数字藏品 what its 发行量 has left
 * (figuresOf): neither is a stored value.
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
const issueRefusal: Validate = async (record, ctx) => {
  const { existing } = ctx;
  if (!existing || Number(record.type ?? existing.type) !== 1 || record.issue_total === undefined) return null;
  // as a 数字藏品, whatever it was stored as: the figures of the item the save makes
  const item = { ...existing, type: 1 };
  const { sales, locked = 0, given_out = 0 } = (await figuresOf(reachOf(ctx), [item]))(item);
  const used = sales + locked + given_out;
  return Number(record.issue_total) < used ? `发行量不能少于已售出、待付款占用和已发放的份数（${used}份）` : null;
};

export default {
  resource: "goods",
  computes: ["sales", "stock", "locked", "given_out"],
  keeps: [UNITS],
  validate: async (record, ctx) => (await keysRefusal(record, ctx)) ?? (await issueRefusal(record, ctx)),
  afterSave: async (row, ctx, before) => {
    const { body, repo } = ctx;
    const shop = row.shop_alias;
    const keysOf = async () => (row.type === 3 ? unsoldKeys(repo, shop, row.alias) : 0);
    // 库存预警 / 卡密不足 told once, by the save that crosses it (stock-watch.ts): the level as it was, then as saved
    const was = before ? levelOf(before, await keysOf()) : null;
    if (row.type === 3) {
      // checked by validate before the goods was stored, under the shop's lock it still holds: the same check, so it cannot differ
      const keys = await checkedKeyLines(repo, shop, body.keys, true);
      if (!isFailure(keys)) await insertKeys(repo, row, keys);
    }
    await tellIfCrossed(ctx, shop, was, levelOf(row, await keysOf()));
  },
  output: (rows, reach) => figuresOf(reach, rows),
} satisfies ResourceExtension;
