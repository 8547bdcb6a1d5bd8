import { deleteRefusal } from "../../engine/registry";
import { conflict, failWith, notFound, ok } from "../respond";
import type { ResourceExtension } from "../resources";
import { activatedCount, cardsOf, issueBatch, tableOf } from "./ump/gift-card-issue";

/**
 * 礼品卡 card types: `issued` / `activated` counted from the cards, `valid_text` said in words; a new card type issues
 * its first batch of `total` cards on save; usage and face value are fixed once issued;
 * delete is refused once a member has activated one of its cards (the config's deleteRefusedWhen), else it takes its
 * batches and cards with it.
 */
export default {
  resource: "giftCard",
  output: (row, db) => {
    const cards = cardsOf(db, row, "card_alias");
    const days = Number(row.valid_days ?? 0);
    return { issued: cards.length, activated: activatedCount(cards), valid_text: days > 0 ? `激活后${days}天` : "永久有效" };
  },
  validate: (record, { existing }) => {
    if (!existing) return null;
    if (Number(record.usage) !== Number(existing.usage)) return "礼品卡已发行，不能修改卡片用途";
    if (Number(record.face_value) !== Number(existing.face_value)) return "礼品卡已发行，不能修改面值";
    return null;
  },
  afterSave: (row, { db }) => {
    // a card type without batches was just created: issue its first batch
    if (!tableOf(db, "giftCardBatch").some((b) => b.card_alias === row.alias)) issueBatch(db, row, Number(row.total));
  },
  actions: {
    del: ({ body, db, find, remove, config, present }) => {
      const row = find(body.alias);
      if (!row) return failWith(notFound("礼品卡不存在"));
      // the config's rule, on the card type as listed (its `activated` count)
      const refused = deleteRefusal(config, present(row));
      if (refused) return failWith(conflict(refused));
      for (const name of ["giftCardItem", "giftCardBatch"] as const) {
        const rows = tableOf(db, name);
        for (let i = rows.length - 1; i >= 0; i -= 1) if (rows[i]?.card_alias === row.alias) rows.splice(i, 1);
      }
      remove(row);
      return ok(null, "删除成功");
    },
  },
} satisfies ResourceExtension;
