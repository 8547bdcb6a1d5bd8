import type { SeedModule, SeedRow, SeededRecord } from "../../engine/seed-types";

const aliasesOf = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);
const text = (v: unknown): string => (typeof v === "string" ? v : "");

/** Does a paid order of the activity's period meet its condition (the goods, or the threshold)? */
function qualifies(order: SeededRecord, gift: SeededRecord): boolean {
  const paid = text(order.paid_at);
  if (!paid || order.status === "CLOSED" || order.shop_alias !== gift.shop_alias) return false;
  // until the end, or until it was ended early by 结束
  const until = [text(gift.end_at), text(gift.ended_at)].filter(Boolean).sort()[0] ?? "";
  if (paid < text(gift.start_at) || paid >= until) return false;
  if (gift.condition_type === 2) return Number(order.pay_amount) >= Number(gift.threshold);
  const wanted = aliasesOf(gift.goods_aliases);
  return Array.isArray(order.items) && (order.items as { goods_alias?: unknown }[]).some((it) => wanted.includes(String(it.goods_alias)));
}

/**
 * Who received what: one record per seeded paid order that met an activity's condition in
 * its period, within 每人限领 and the stock; the gifts as they were named when received.
 */
export default {
  resource: "giftRecord",
  rows: ({ ref }) => {
    const orders = [...ref("order")].sort((a, b) => text(a.paid_at).localeCompare(text(b.paid_at)));
    const names = new Map<string, string>([...ref("goods"), ...ref("coupon")].map((r) => [String(r.alias), String(r.name)]));
    const rows: SeedRow[] = [];
    for (const gift of ref("gift")) {
      const lines = gift.gifts as { type: number; alias: string; num: number }[];
      const gifts = lines.map((g) => `${names.get(g.alias) ?? "赠品"} ×${g.num}`).join("、");
      // the 藏品 given: units out of their 库存, the member's (collectibles.rules.ts)
      const collectibles = lines.filter((g) => g.type === 1).map((g) => ({ goods_alias: g.alias, num: g.num }));
      const perMember = new Map<string, number>();
      let given = 0;
      for (const order of orders) {
        if (given >= Number(gift.stock) || !qualifies(order, gift)) continue;
        const member = String(order.member_alias);
        const had = perMember.get(member) ?? 0;
        if (Number(gift.per_limit) > 0 && had >= Number(gift.per_limit)) continue;
        perMember.set(member, had + 1);
        given += 1;
        rows.push({
          shop_alias: String(gift.shop_alias),
          gift_alias: gift.alias,
          member_alias: member,
          nickname: order.buyer_nickname,
          mobile: order.buyer_mobile,
          order_sn: order.order_sn,
          gifts_text: gifts,
          collectibles,
          received_at: order.paid_at,
          created_at: text(order.paid_at),
        });
      }
    }
    return rows;
  },
} satisfies SeedModule;
