import batchConfig from "../../resources/ump/gift-card-batch";
import { fieldError } from "../../engine/validation";
import { omitShop } from "../crud";
import { isId } from "../resource-input";
import { conflict, failWith, invalid, notFound, ok } from "../respond";
import type { ResourceExtension } from "../resources";
import { cardsOf, figuresOf, issueBatch } from "./ump/gift-card-issue";
import { rowsByAlias } from "../output-reach";

/** The 追加发行 form's fields (发行数量), checked here with the same rules and messages. */
const ISSUE_FIELDS = batchConfig.actions?.find((a) => a.key === "issue")?.form ?? [];

/**
 * 发行批次 of a 礼品卡: the card name and the counts of each batch's cards; `issue`
 * `{card_alias, count}` issues a new batch (refused for a 停用 card type). The card type is read
 * locked, so a 停用 saved meanwhile comes before the issue (refused) or after it.
 */
export default {
  resource: "giftCardBatch",
  output: async (rows, reach) => {
    const card = await rowsByAlias(reach, "giftCard", rows.map((r) => r.card_alias));
    const cards = await cardsOf(reach, rows, "batch_alias");
    return (row) => ({ card_name: card(row.card_alias)?.name ?? null, ...figuresOf(cards(row.alias)) });
  },
  actions: {
    issue: async (ctx) => {
      const { body } = ctx;
      const card = isId(body.card_alias) ? await ctx.repo.table("giftCard").get(ctx.shop.alias, String(body.card_alias), { forUpdate: true }) : null;
      if (!card) return failWith(notFound("礼品卡不存在"));
      for (const field of ISSUE_FIELDS) {
        const problem = fieldError(field, body[field.key], body, ISSUE_FIELDS);
        if (problem) return failWith(invalid(problem));
      }
      if (Number(card.status) !== 1) return failWith(conflict("礼品卡已停用，不能追加发行"));
      const batch = await issueBatch(ctx.repo, card, Number(body.count));
      ctx.audit.writes.push({ after: batch });
      // as the list shows it, from what this call wrote: every card of a new batch is 未激活
      return ok({ ...omitShop(batch), card_name: card.name ?? null, ...figuresOf([]) }, `已追加发行 ${Number(body.count)} 张`);
    },
  },
} satisfies ResourceExtension;
