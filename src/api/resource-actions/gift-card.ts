import { deleteRefusal } from "../../engine/registry";
import { rowsWhere } from "../locked-rows";
import type { Row } from "../repository/types";
import { conflict, failWith, notFound, ok } from "../respond";
import type { ResourceActionCtx, ResourceExtension } from "../resources";
import type { ShopCtx } from "../route";
import { activatedCount, cardsOf, issueBatch } from "./ump/gift-card-issue";

/**
 * 礼品卡 card types: `issued` / `activated` counted from the cards, `valid_text` said in words; a new card type issues
 * its first batch of `total` cards on save; usage and face value are fixed once issued;
 * delete is refused once a member has activated one of its cards (the config's deleteRefusedWhen), else it takes its
 * batches and cards with it. Every write goes through the call's repository (batches and cards: gift-card-issue.ts).
 */

/**
 * The card type's batches and their cards, as the repository finds them: a batch names its card
 * type (`card_alias`), a card its batch (`batch_alias`: the card's `card_alias` is kept on it but is
 * no column of the table, so cards are asked for by their batches).
 */
async function issuedOf(ctx: ShopCtx, card: Row): Promise<{ batches: Row[]; cards: Row[] }> {
  const shop = card.shop_alias;
  const batches = await rowsWhere(ctx.repo.table("giftCardBatch"), shop, "card_alias", [card.alias]);
  const cards = await rowsWhere(ctx.repo.table("giftCardItem"), shop, "batch_alias", batches.map((b) => b.alias));
  return { batches, cards };
}

/** Removes rows of `name` read by this call; one gone meanwhile undoes the call (its transaction): all are deleted, or none. */
async function removeAll(ctx: ShopCtx, name: string, rows: readonly Row[]): Promise<void> {
  const table = ctx.repo.table(name);
  for (const r of rows) if (!(await table.remove(r.shop_alias, r.alias))) throw new Error(`${name} ${r.alias} 在删除前消失了`);
}

/** Deletes the card type the body names, read locked (a 追加发行 of it meanwhile goes before or after), with its batches and cards. */
async function del(ctx: ResourceActionCtx): Promise<Response> {
  const row = await ctx.load(ctx.body.alias);
  if (!row) return failWith(notFound("礼品卡不存在"));
  const { batches, cards } = await issuedOf(ctx, row);
  // the config's rule, on the card type as listed (its `activated` count)
  const refused = deleteRefusal(ctx.config, { ...row, activated: activatedCount(cards) });
  if (refused) return failWith(conflict(refused));
  await removeAll(ctx, "giftCardItem", cards);
  await removeAll(ctx, "giftCardBatch", batches);
  await ctx.removeRecord(row);
  ctx.audit.writes.push({ before: row });
  return ok(null, "删除成功");
}

export default {
  resource: "giftCard",
  output: async (rows, reach) => {
    const cardsBy = await cardsOf(reach, rows, "card_alias");
    return (row) => {
      const cards = cardsBy(row.alias);
      const days = Number(row.valid_days ?? 0);
      return { issued: cards.length, activated: activatedCount(cards), valid_text: days > 0 ? `激活后${days}天` : "永久有效" };
    };
  },
  validate: (record, { existing }) => {
    if (!existing) return null;
    if (Number(record.usage) !== Number(existing.usage)) return "礼品卡已发行，不能修改卡片用途";
    if (Number(record.face_value) !== Number(existing.face_value)) return "礼品卡已发行，不能修改面值";
    return null;
  },
  afterSave: async (row, ctx) => {
    // a card type without batches was just created: issue its first batch (the save holds its row)
    const batches = await ctx.repo.table("giftCardBatch").count({ shop: row.shop_alias, filters: [{ field: "card_alias", kind: "equal", wanted: [row.alias] }] });
    if (batches === 0) await issueBatch(ctx.repo, row, Number(row.total));
  },
  actions: { del },
} satisfies ResourceExtension;
