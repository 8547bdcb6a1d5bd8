import { appSeeds, seedResource } from "../../../resource-seeds";
import type { Db } from "../../../types";
import { now } from "../../../util";
import { CASH_ACCOUNTS, CASH_TRADES, centsOf, INCOME_TYPES, type CashAccountRow, type StoredTrade, type TradeType } from "./cash-rows";
import { orderTrades, pendingSettleCents } from "./order-trades";

/**
 * 资产概况's data (decisions 0027, 0074), in two tables of the store (cash-rows.ts): the accounts
 * and the trades the shop itself made (充值, 消费, 提现); on the server each is a SQL table, so a
 * 提现 is stored in the call's transaction. The orders' trades (订单结算, 退款) are computed from the
 * stored orders when read (order-trades.ts). Balances are sums, never a second copy that could
 * disagree: every trade's balance_after is the running sum of all trades from the account's
 * opening at 0, 可用余额 the last one, 冻结金额 the 提现 still with the bank (处理中), 待结算 the paid
 * orders not settled yet. All in cents here; the handlers answer yuan.
 */

export { TRADE_TYPES, type TradeType } from "./cash-rows";

export interface CashTrade extends StoredTrade {
  direction: "in" | "out";
  /** The available balance after this trade, in cents. */
  balance_after_cents: number;
}

export interface CashAccount extends CashAccountRow {
  available_cents: number;
  frozen_cents: number;
  pending_settle_cents: number;
}

/** A table's rows: the store's (a table on the server), seeded on first use in the in-page demo. */
const accounts = (db: Db) => seedResource(db, appSeeds, CASH_ACCOUNTS) as CashAccountRow[];
const ownTrades = (db: Db) => seedResource(db, appSeeds, CASH_TRADES) as StoredTrade[];

function accountRow(db: Db, shop: string): CashAccountRow {
  const rows = accounts(db);
  let account = rows.find((a) => a.shop_alias === shop);
  if (!account) {
    // a shop without one (registered after the seed) opens an empty account
    const opened = now();
    account = { alias: `ca_${shop}`, shop_alias: shop, created_at: opened, updated_at: opened, bank_name: null, card_no: null, holder_name: null };
    rows.push(account);
  }
  return account;
}

/** Every trade of the shop up to now, oldest first, each with the balance after it. */
export function tradesOf(db: Db, shop: string): CashTrade[] {
  const at = now();
  const own = ownTrades(db).filter((t) => t.shop_alias === shop).map((t): StoredTrade => ({ ...t, amount_cents: centsOf(t) }));
  const made = orderTrades(db, shop, at).map((t): StoredTrade => ({ ...t, updated_at: t.created_at, status: 1 }));
  let balance = 0;
  return [...own, ...made]
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.trade_no.localeCompare(b.trade_no))
    .map((t) => {
      const income = INCOME_TYPES.includes(t.trade_type as TradeType);
      balance += income ? t.amount_cents : -t.amount_cents;
      return { ...t, direction: income ? "in" : "out", balance_after_cents: balance };
    });
}

/** The shop's account with its balances as they are now. */
export function accountOf(db: Db, shop: string): CashAccount {
  const row = accountRow(db, shop);
  const trades = tradesOf(db, shop);
  const frozen = trades.filter((t) => t.trade_type === "withdraw" && t.status === 2).reduce((s, t) => s + t.amount_cents, 0);
  return { ...row, available_cents: trades.at(-1)?.balance_after_cents ?? 0, frozen_cents: frozen, pending_settle_cents: pendingSettleCents(db, shop, now()) };
}

/** Stores a trade the shop made (a 提现), in the call's transaction. */
export function addTrade(db: Db, trade: StoredTrade): void {
  ownTrades(db).push(trade);
  accountRow(db, trade.shop_alias).updated_at = trade.created_at;
}
