import { maskSecret, VOIDABLE_STATUS, type CardLog } from "../../resources/ump/gift-card.rules";
import { conflict, failWith, notFound, ok } from "../respond";
import type { ResourceExtension } from "../resources";
import { isId } from "../resource-input";
import { now } from "../util";
import { tableOf } from "./ump/gift-card-issue";

/**
 * 礼品卡卡片: the 卡密 leaves the server masked only; the card and batch names are looked up;
 * `record-detail` takes `{alias}` or `{card_no}` and adds the 使用记录 (`logs`, newest
 * first); `void` {alias} 作废 a card that is 未激活 or 已激活.
 */
export default {
  resource: "giftCardItem",
  reads: ["giftCard", "giftCardBatch"],
  output: (row, db) => ({
    card_secret: maskSecret(String(row.card_secret ?? "")),
    card_name: tableOf(db, "giftCard").find((c) => c.alias === row.card_alias)?.name ?? null,
    batch_no: tableOf(db, "giftCardBatch").find((b) => b.alias === row.batch_alias)?.batch_no ?? null,
    logs: undefined, // only record-detail sends them
  }),
  acts: { "record-detail": null },
  actions: {
    "record-detail": ({ body, rows, find, present }) => {
      const row = isId(body.alias) ? find(body.alias) : isId(body.card_no) ? rows.find((r) => r.card_no === String(body.card_no)) : undefined;
      if (!row) return failWith(notFound("卡片不存在"));
      const logs = Array.isArray(row.logs) ? (row.logs as CardLog[]) : [];
      return ok({ ...present(row), logs: [...logs].reverse() });
    },
    void: ({ body, find }) => {
      const row = find(body.alias);
      if (!row) return failWith(notFound("卡片不存在"));
      if (!VOIDABLE_STATUS.includes(Number(row.status))) return failWith(conflict("只有未激活或已激活的卡片可以作废"));
      const time = now();
      Object.assign(row, { status: 4, voided_at: time, updated_at: time });
      return ok({ alias: row.alias }, "卡片已作废");
    },
  },
} satisfies ResourceExtension;
