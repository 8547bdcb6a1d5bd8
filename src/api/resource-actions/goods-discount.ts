import { discountEditError, discountGoodsError, discountOverlapError, type DiscountGoods } from "../../resources/ump/goods-discount.rules";
import { conflict, failWith, notFound, ok } from "../respond";
import type { ResourceExtension } from "../resources";
import type { Db, ResourceRow } from "../types";
import { now } from "../util";
import { activityStatus, ENDED, periodError, RUNNING, yuan } from "./ump/activity";

/**
 * 限时折扣 beyond the field rules (domain.md 营销中心 → goodsDiscount): goods once each, every
 * discount price below its goods' price, the end after the start, no goods item in two of the
 * shop's discounts over overlapping times (409, naming the other); status from the dates,
 * or 已结束 after POST goods-discount/end {alias}. Ended discounts are not edited, running ones
 * change only their end time (not to the past: 结束 is for that) and are not deleted.
 */
const goodsOf = (db: Db, shop: string): ResourceRow[] => (db.records.goods ?? []).filter((g) => g.shop_alias === shop);
const rowsOf = (v: unknown): DiscountGoods[] => (Array.isArray(v) ? (v as DiscountGoods[]) : []);

function goodsText(row: ResourceRow, db: Db): string {
  const goods = goodsOf(db, row.shop_alias);
  return rowsOf(row.goods)
    .map((r) => `${String(goods.find((g) => g.alias === r.goods_alias)?.name ?? "已删除的商品")} ${yuan(r.discount_price)}`)
    .join("、");
}

export default {
  resource: "goodsDiscount",
  reads: ["goods"],
  actions: {
    end: ({ body, find }) => {
      const row = find(body.alias);
      if (!row) return failWith(notFound("限时折扣不存在"));
      if (activityStatus(row) === ENDED) return failWith(conflict("限时折扣已结束"));
      row.ended_at = now();
      row.updated_at = now();
      return ok({ alias: row.alias, status: ENDED }, "限时折扣已结束");
    },
  },
  output: (row, db) => ({ status: activityStatus(row), goods_text: goodsText(row, db), ended_at: undefined }),
  validate: (record, { existing, db, shop }) => {
    const status = existing ? activityStatus(existing) : null;
    if (existing && status) {
      const edit = discountEditError(status, existing, record);
      if (edit) return conflict(edit);
    }
    // a running discount keeps its goods as they are (checked when it was saved)
    if (status === RUNNING) return String(record.end_at) <= now() ? "结束时间不能早于当前时间，提前结束请使用“结束”" : null;
    const goods = discountGoodsError(rowsOf(record.goods), goodsOf(db, shop.alias));
    if (goods) return goods;
    const period = periodError(record, "开始时间", "结束时间");
    if (period) return period;
    // one discount price per goods item at a time: another of the shop's discounts over the same time refuses it
    const others = (db.records.goodsDiscount ?? [])
      .filter((d) => d.shop_alias === shop.alias && d.alias !== existing?.alias)
      .map((d) => ({ name: d.name, goods: d.goods, start_at: d.start_at, end_at: d.end_at, ended_at: d.ended_at }));
    const overlap = discountOverlapError(record, others, goodsOf(db, shop.alias));
    return overlap ? conflict(overlap) : null;
  },
} satisfies ResourceExtension;
