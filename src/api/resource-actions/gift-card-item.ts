import { maskSecret, VOIDABLE_STATUS, type CardLog } from "../../resources/ump/gift-card.rules";
import { conflict, failWith, notFound, ok } from "../respond";
import type { Row, TableRepository } from "../repository/types";
import type { ResourceExtension } from "../resources";
import type { ShopCtx } from "../route";
import { isId } from "../resource-input";
import { rowsWhere } from "../locked-rows";
import { now } from "../util";
import { rowsByAlias } from "../output-reach";
import { patchNoted } from "../noted-patch";

const cards = (ctx: ShopCtx): TableRepository => ctx.repo.table("giftCardItem");

/** The shop's card of this 卡号 (a query of the number, not the shop's cards read whole). */
const byCardNo = async (ctx: ShopCtx, no: string): Promise<Row | null> => (await rowsWhere(cards(ctx), ctx.shop.alias, "card_no", [no]))[0] ?? null;

/**
 * 礼品卡卡片: the 卡密 leaves the server masked only; the card and batch names are looked up;
 * `record-detail` takes `{alias}` or `{card_no}` and adds the 使用记录 (`logs`, newest
 * first); `void` {alias} 作废 a card that is 未激活 or 已激活.
 */
export default {
  resource: "giftCardItem",
  output: async (rows, reach) => {
    const card = await rowsByAlias(reach, "giftCard", rows.map((r) => r.card_alias));
    const batch = await rowsByAlias(reach, "giftCardBatch", rows.map((r) => r.batch_alias));
    return (row) => ({
      card_secret: maskSecret(String(row.card_secret ?? "")),
      card_name: card(row.card_alias)?.name ?? null,
      batch_no: batch(row.batch_alias)?.batch_no ?? null,
      logs: undefined, // only record-detail sends them
    });
  },
  acts: { "record-detail": null },
  actions: {
    "record-detail": async (ctx) => {
      const { body } = ctx;
      const row = isId(body.alias) ? await cards(ctx).get(ctx.shop.alias, String(body.alias)) : isId(body.card_no) ? await byCardNo(ctx, String(body.card_no)) : null;
      if (!row) return failWith(notFound("卡片不存在"));
      const logs = Array.isArray(row.logs) ? (row.logs as CardLog[]) : [];
      return ok({ ...(await ctx.presenter([row]))(row), logs: [...logs].reverse() });
    },
    // read locked: of two 作废 at once the second finds the card 已作废
    void: async (ctx) => {
      const row = await ctx.load(ctx.body.alias);
      if (!row) return failWith(notFound("卡片不存在"));
      if (!VOIDABLE_STATUS.includes(Number(row.status))) return failWith(conflict("只有未激活或已激活的卡片可以作废"));
      const stored = await patchNoted(ctx, ctx.config.name, row, { status: 4, voided_at: now() });
      return ok({ alias: stored.alias }, "卡片已作废");
    },
  },
} satisfies ResourceExtension;
