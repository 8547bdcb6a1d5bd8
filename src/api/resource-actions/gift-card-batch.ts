import batchConfig from "../../resources/ump/gift-card-batch";
import { fieldError } from "../../engine/validation";
import { conflict, failWith, invalid, notFound, ok } from "../respond";
import type { ResourceExtension } from "../resources";
import { activatedCount, cardsOf, countIn, issueBatch, tableOf } from "./ump/gift-card-issue";

/** The 追加发行 form's fields (发行数量), checked here with the same rules and messages. */
const ISSUE_FIELDS = batchConfig.actions?.find((a) => a.key === "issue")?.form ?? [];

/**
 * 发行批次 of a 礼品卡: the card name and the counts of each batch's cards; `issue`
 * `{card_alias, count}` issues a new batch (refused for a 停用 card type).
 */
export default {
  resource: "giftCardBatch",
  reads: ["giftCard"],
  output: (row, db) => {
    const cards = cardsOf(db, row, "batch_alias");
    const card = tableOf(db, "giftCard").find((c) => c.alias === row.card_alias);
    return { card_name: card?.name ?? null, activated: activatedCount(cards), used: countIn(cards, [3]), voided: countIn(cards, [4]) };
  },
  actions: {
    issue: ({ body, db, records, present }) => {
      const card = records("giftCard").find((c) => c.alias === body.card_alias);
      if (!card) return failWith(notFound("礼品卡不存在"));
      for (const field of ISSUE_FIELDS) {
        const problem = fieldError(field, body[field.key], body, ISSUE_FIELDS);
        if (problem) return failWith(invalid(problem));
      }
      if (Number(card.status) !== 1) return failWith(conflict("礼品卡已停用，不能追加发行"));
      const batch = issueBatch(db, card, Number(body.count));
      return ok(present(batch), `已追加发行 ${Number(body.count)} 张`);
    },
  },
} satisfies ResourceExtension;
