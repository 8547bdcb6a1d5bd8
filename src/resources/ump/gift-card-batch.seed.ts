import type { SeedModule } from "../../engine/seed-types";
import { batchNo } from "./gift-card.rules";

/**
 * Batches of the seeded 礼品卡: the first one of `total` cards when the type was created,
 * then 0-2 追加发行 batches some weeks later (gift-card-item.seed.ts makes their cards).
 */
export default {
  resource: "giftCardBatch",
  rows: ({ ref, addDays, pick }) => {
    let seq = 0; // the shop-wide batch sequence of the 批次号
    return ref("giftCard").flatMap((card, i) => {
      const created = String(card.created_at);
      const extra = card.alias === "gc_u_1" ? 0 : i % 3;
      const when = [created, ...Array.from({ length: extra }, (_, k) => addDays(created, 20 + k * 25 + pick([0, 3, 6])))];
      return when.map((at, k) => ({
        shop_alias: String(card.shop_alias),
        alias: `gb_${String(card.alias).slice(3)}_${k + 1}`,
        card_alias: card.alias,
        batch_no: batchNo(at, (seq += 1)),
        face_value: card.face_value,
        count: k === 0 ? Number(card.total) : pick([10, 12, 15, 20]),
        created_at: at,
      }));
    });
  },
} satisfies SeedModule;
