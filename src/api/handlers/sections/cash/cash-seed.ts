import type { SeedCtx, SeedRow } from "../../../../engine/seed-types";
import { hashString } from "../../../util";
import { cardLabel, SERVICE_PRICES } from "./cash-prices";
import { INCOME_TYPES, toCents, type StoredTrade } from "./cash-rows";
import { orderTradesOf } from "./order-trade-rows";

/**
 * 资产概况's demo seed (decision 0027), as seeds of the two tables (resource-seeds.ts takes them
 * with the resources'): each demo shop's account, and the trades it made itself, from its opening
 * up to now: a first 充值, then every week or so a purchase from the price list when the balance
 * allows, and, with a bound card, a 提现 of most of the balance every two weeks or more. The
 * balance at each moment counts the orders' trades too, so no trade takes more than there is;
 * the last 提现, when it is days old at most, is still with the bank (处理中).
 */

/** The bound card of the admin demo shop (王建国's); the other has none. */
const CARD: [string, string, string] = ["招商银行", "6225880137896789", "王建国"];

/** When the demo shops opened (seed.ts seedAccounts opens them at these seed-calendar times). */
const demoShops = (ctx: SeedCtx) => [
  { alias: ctx.shops.admin, opened: ctx.at(2026, 1, 8, 10, 30), card: CARD },
  { alias: ctx.shops.user, opened: ctx.at(2026, 9, 3, 15, 0), card: null },
];

export function seedCashAccounts(ctx: SeedCtx): SeedRow[] {
  return demoShops(ctx).map(({ alias, opened, card }) => ({
    alias: `ca_${alias}`, shop_alias: alias, created_at: opened, updated_at: opened,
    bank_name: card?.[0] ?? null, card_no: card?.[1] ?? null, holder_name: card?.[2] ?? null,
  }));
}

export function seedCashTrades(ctx: SeedCtx): SeedRow[] {
  const orders = ctx.ref("order");
  const refunds = ctx.ref("refund");
  return demoShops(ctx).flatMap(({ alias, opened, card }) => {
    const mine = (rows: readonly Readonly<Record<string, unknown>>[]) => rows.filter((r) => r.shop_alias === alias);
    const made = orderTradesOf(alias, mine(orders), mine(refunds), ctx.now);
    const trades: StoredTrade[] = [];
    const signed = (x: { trade_type: string; amount_cents: number }) => (INCOME_TYPES.some((t) => t === x.trade_type) ? x.amount_cents : -x.amount_cents);
    // the orders' trades up to the moment asked (asked in time order) plus the shop's own
    let next = 0;
    let fromOrders = 0;
    const balanceAt = (t: string) => {
      for (let m = made[next]; m && m.created_at <= t; m = made[++next]) fromOrders += signed(m);
      return fromOrders + trades.reduce((s, x) => s + signed(x), 0);
    };
    const add = (created: string, trade_type: StoredTrade["trade_type"], amount_cents: number, remark: string) => {
      const i = trades.length;
      trades.push({
        alias: `ct_${hashString(alias + i).toString(36)}_${i}`, shop_alias: alias, created_at: created, updated_at: created,
        trade_no: `T${created.replace(/\D/g, "")}${String(i).padStart(4, "0")}`, trade_type, amount_cents, status: 1, remark,
      });
    };
    if (card) add(ctx.addDays(opened, 1.3 + ctx.random() * 0.2), "recharge", toCents(1000), "账户充值（对公转账）");
    let lastWithdraw = opened;
    for (let t = ctx.addDays(opened, 3 + ctx.random() * 3); t <= ctx.now; t = ctx.addDays(t, 5 + ctx.random() * 7)) {
      const balance = balanceAt(t);
      if (card && balance >= toCents(3000) && ctx.addDays(lastWithdraw, 13) <= t) {
        // most of the balance, in whole hundreds of yuan
        add(t, "withdraw", Math.floor((balance * 0.7) / 10000) * 10000, `提现至${cardLabel(card[0], card[1])}`);
        lastWithdraw = t;
        continue;
      }
      const item = SERVICE_PRICES[Math.floor(ctx.random() * SERVICE_PRICES.length)];
      if (item && ctx.random() < 0.6 && balance >= toCents(item.price)) add(t, "consume", toCents(item.price), item.name);
    }
    const last = trades.filter((t) => t.trade_type === "withdraw").at(-1);
    if (last && ctx.addDays(last.created_at, 3) > ctx.now) last.status = 2;
    return trades;
  });
}
