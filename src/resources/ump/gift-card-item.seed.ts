import type { SeedCtx, SeedModule, SeedRow, SeededRecord } from "../../engine/seed-types";
import { type CardLog, makeSecret, unissuedCard, yuan } from "./gift-card.rules";
import { isSale } from "../order/order.rules";
import { byRegistration, registeredBefore } from "../order/order-history.rules";

/**
 * The cards of every seeded batch (~470 in all, kept modest: the demo db lives in the
 * browser). Older cards are more often activated and used; activated ones carry their
 * 使用记录 (`logs`: 激活, then 消费 of the member's later paid orders, 退款 when such an order
 * was refunded) and a balance that matches it (decision 0026).
 */
export default {
  resource: "giftCardItem",
  rows: (ctx) => {
    const cards = new Map(ctx.ref("giftCard").map((c) => [String(c.alias), c]));
    const members = ctx.ref("member");
    // the orders a member paid (part of) with a card: the paid ones, oldest first
    const sales = [...ctx.ref("order")].filter((o) => o.paid_at).sort((a, b) => String(a.paid_at).localeCompare(String(b.paid_at)));
    const serials = new Map<string, number>();
    return ctx.ref("giftCardBatch").flatMap((batch) => {
      const card = cards.get(String(batch.card_alias));
      if (!card) return [];
      const shop = String(batch.shop_alias);
      const shopMembers = byRegistration(members.filter((m) => m.shop_alias === shop));
      return Array.from({ length: Number(batch.count) }, () => {
        const serial = (serials.get(shop) ?? 0) + 1;
        serials.set(shop, serial);
        return makeCard(ctx, card, batch, serial, shopMembers, sales);
      });
    });
  },
} satisfies SeedModule;

/** Nothing is activated after this (the seeds stay in the past of the demo's "now"). */
const LAST_ACTIVITY = [2026, 11, 18] as const;

function makeCard(ctx: SeedCtx, card: SeededRecord, batch: SeededRecord, serial: number, members: readonly SeededRecord[], sales: readonly SeededRecord[]): SeedRow {
  const { random, int, pick, addDays, at } = ctx;
  const face = Number(card.face_value);
  const issuedAt = String(batch.created_at);
  const base: SeedRow = {
    shop_alias: String(batch.shop_alias),
    alias: batch.shop_alias === ctx.shops.admin ? `gk_${serial}` : `gk_u_${serial}`,
    ...unissuedCard(card, batch, serial, makeSecret(random), issuedAt),
    face_value: face,
  };
  const roll = random();
  const activatedAt = addDays(issuedAt, int(1, 40) + random());
  const limit = at(...LAST_ACTIVITY);
  if (roll < 0.04) return { ...base, status: 4, voided_at: addDays(issuedAt, int(1, 30)) };
  if (roll < 0.42 || activatedAt > limit) return base;

  // activated by a member who had registered (decision 0026)
  const joined = registeredBefore(members, activatedAt);
  if (joined.length === 0) return base;
  const member = pick(joined);
  const spendable = sales.filter((o) => o.member_alias === member.alias && String(o.paid_at) > activatedAt);
  const logs: CardLog[] = [{ type: 1, amount: face, balance_after: face, order_sn: null, created_at: activatedAt }];
  let balance = face;
  let time = activatedAt;
  const used = roll > 0.75;
  // each 消费 pays (part of) one of the member's later orders, when it was paid
  const spend = (amount: number) => {
    const order = spendable.find((o) => String(o.paid_at) > time);
    if (!order || balance <= 0) return;
    const paid = yuan(Math.min(amount, Number(order.pay_amount)));
    time = String(order.paid_at);
    balance = yuan(balance - paid);
    logs.push({ type: 2, amount: paid, balance_after: balance, order_sn: String(order.order_sn), created_at: time });
    // a refunded order gives the card its money back when it closed
    if (!isSale(order) && order.finished_at) {
      time = String(order.finished_at);
      balance = yuan(balance + paid);
      logs.push({ type: 3, amount: paid, balance_after: balance, order_sn: String(order.order_sn), created_at: time });
    }
  };
  if (Number(card.usage) === 2) {
    if (used) spend(face);
  } else {
    for (let k = int(used ? 1 : 0, 3); k > 0; k -= 1) spend(yuan(Math.max(0.01, balance * pick([0.1, 0.2, 0.35, 0.5]))));
    if (used) spend(balance);
  }
  // what would happen after now has not happened yet
  while (logs.length > 1 && (logs[logs.length - 1]?.created_at ?? "") > ctx.now) logs.pop();
  balance = logs[logs.length - 1]?.balance_after ?? balance;
  const days = Number(card.valid_days ?? 0);
  return {
    ...base,
    status: balance === 0 ? 3 : 2,
    balance,
    member_alias: member?.alias ?? null,
    nickname: member?.nickname ?? null,
    mobile: member?.mobile ?? null,
    activated_at: activatedAt,
    expire_at: days > 0 ? addDays(activatedAt, days) : null,
    logs,
  };
}
