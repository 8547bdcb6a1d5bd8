import { discountEditError, discountGoodsError, discountOverlapError, type DiscountGoods } from "../../resources/ump/goods-discount.rules";
import { conflict, failWith, notFound, ok } from "../respond";
import type { ResourceExtension } from "../resources";
import type { ResourceRow } from "../types";
import { rowsByAlias, type ByValue } from "../output-reach";
import { now } from "../util";
import { rowsWhere } from "../locked-rows";
import { allPagesOf } from "../query-pages";
import { activityStatus, ENDED, periodError, RUNNING, yuan } from "./ump/activity";

/**
 * 限时折扣 beyond the field rules (domain.md 营销中心 → goodsDiscount): goods once each, every
 * discount price below its goods' price, the end after the start, no goods item in two of the
 * shop's discounts over overlapping times (409, naming the other); status from the dates,
 * or 已结束 after POST goods-discount/end {alias}. Ended discounts are not edited, running ones
 * change only their end time (not to the past: 结束 is for that) and are not deleted.
 *
 * The overlap spans the shop's discounts, so a save checks it under the shop's lock (two saves
 * putting one goods item in two discounts at once: the second sees the first), asking the
 * repository for the discounts still running after this one starts and the goods it names,
 * not the tables read whole. 结束 reads its discount locked and patches `ended_at`.
 */
const rowsOf = (v: unknown): DiscountGoods[] => (Array.isArray(v) ? (v as DiscountGoods[]) : []);

function goodsText(row: ResourceRow, goods: ByValue<ResourceRow | undefined>): string {
  return rowsOf(row.goods)
    .map((r) => `${String(goods(r.goods_alias)?.name ?? "已删除的商品")} ${yuan(r.discount_price)}`)
    .join("、");
}

export default {
  resource: "goodsDiscount",
  actions: {
    end: async ({ body, load, repo, shop, audit }) => {
      const row = await load(body.alias);
      if (!row) return failWith(notFound("限时折扣不存在"));
      if (activityStatus(row) === ENDED) return failWith(conflict("限时折扣已结束"));
      const stored = await repo.table("goodsDiscount").patch(shop.alias, row.alias, { ended_at: now() });
      if (!stored) throw new Error(`goodsDiscount ${row.alias} 在写入前消失了`);
      audit.writes.push({ before: row, after: stored });
      return ok({ alias: stored.alias, status: ENDED }, "限时折扣已结束");
    },
  },
  output: async (rows, reach) => {
    // the goods the page's discounts name, asked once
    const goods = await rowsByAlias(reach, "goods", rows.flatMap((r) => rowsOf(r.goods).map((g) => g.goods_alias)));
    return (row) => ({ status: activityStatus(row), goods_text: goodsText(row, goods), ended_at: undefined });
  },
  validate: async (record, { existing, repo, shop }) => {
    const status = existing ? activityStatus(existing) : null;
    if (existing && status) {
      const edit = discountEditError(status, existing, record);
      if (edit) return conflict(edit);
    }
    // a running discount keeps its goods as they are (checked when it was saved)
    if (status === RUNNING) return String(record.end_at) <= now() ? "结束时间不能早于当前时间，提前结束请使用“结束”" : null;
    const lines = rowsOf(record.goods);
    const goods = await rowsWhere(repo.table("goods"), shop.alias, "alias", lines.map((r) => String(r.goods_alias ?? "")).filter(Boolean));
    const refused = discountGoodsError(lines, goods);
    if (refused) return refused;
    const period = periodError(record, "开始时间", "结束时间");
    if (period) return period;
    // one discount price per goods item at a time: another of the shop's discounts over the same time refuses it
    await repo.lockShop(shop.alias);
    // only a discount ending after this one starts can overlap it (its 结束 ends it earlier still)
    const after = [{ field: "end_at", kind: "range" as const, wanted: [String(record.start_at ?? ""), ""] }];
    const others = (await allPagesOf(repo.table("goodsDiscount"), shop.alias, after))
      .filter((d) => d.alias !== existing?.alias)
      .map((d) => ({ name: d.name, goods: d.goods, start_at: d.start_at, end_at: d.end_at, ended_at: d.ended_at }));
    const overlap = discountOverlapError(record, others, goods);
    return overlap ? conflict(overlap) : null;
  },
} satisfies ResourceExtension;
