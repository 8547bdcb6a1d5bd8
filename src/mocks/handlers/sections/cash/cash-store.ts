import type { Db, ResourceRow } from "../../../types";
import { hashString, now, prng } from "../../../util";
import { seedCashShop } from "./cash-seed";
import { orderTrades, pendingSettle } from "./order-trades";
import { cents } from "../../../../engine/fields/number-format";

/**
 * 资产概况's demo data (decision 0027). Stored in `db.records` (persisted and reseeded with
 * the rest): `cashAccount`, one row per shop (when it opened and the bound bank card), and
 * `cashTrade`, the trades the shop itself made (充值, 消费, 提现). The orders' trades (订单结算,
 * 退款) are computed from the orders when read (order-trades.ts). Balances are never
 * stored: every trade's balance_after is the running sum of all trades from the account's
 * opening at 0, 可用余额 is the last one, 冻结金额 the 提现 still with the bank, 待结算 the
 * paid orders not settled yet.
 */

export const TRADE_TYPES = ["recharge", "consume", "withdraw", "refund", "settle"] as const;
export type TradeType = (typeof TRADE_TYPES)[number];
/** Money coming in; the other types take money out of the available balance. */
export const INCOME_TYPES: readonly TradeType[] = ["recharge", "settle"];

export interface CashAccountRow extends ResourceRow {
  /** The bound card (stored whole, only ever sent masked), or null when none is bound. */
  bank_name: string | null;
  card_no: string | null;
  holder_name: string | null;
}

/** A trade the shop made, as stored (no balance: that is computed). */
export interface StoredTrade extends ResourceRow {
  trade_no: string;
  trade_type: TradeType;
  /** Always positive; `direction` says which way it moved. */
  amount: number;
  /** 1 成功 / 2 处理中 */
  status: 1 | 2;
  remark: string;
}

export interface CashTrade extends StoredTrade {
  direction: "in" | "out";
  /** The available balance after this trade. */
  balance_after: number;
}

export interface CashAccount extends CashAccountRow {
  available: number;
  frozen: number;
  pending_settle: number;
}


const ACCOUNTS = "cashAccount";
const TRADES = "cashTrade";

function ensureSeeded(db: Db): void {
  if (db.records[ACCOUNTS] && db.records[TRADES]) return;
  const rand = prng(hashString(TRADES));
  const until = now();
  const seeded = db.shops.map((shop) => seedCashShop(db, shop, rand, until));
  db.records[ACCOUNTS] = seeded.map((s) => s.account);
  db.records[TRADES] = seeded.flatMap((s) => s.trades);
}

function accountRow(db: Db, shop: string): CashAccountRow {
  ensureSeeded(db);
  const rows = db.records[ACCOUNTS] as CashAccountRow[];
  let account = rows.find((a) => a.shop_alias === shop);
  if (!account) {
    // a shop registered after the seed opens an empty account
    const opened = now();
    account = { alias: `ca_${shop}`, shop_alias: shop, created_at: opened, updated_at: opened, bank_name: null, card_no: null, holder_name: null };
    rows.push(account);
  }
  return account;
}

/** Every trade of the shop up to now, oldest first, each with the balance after it. */
export function tradesOf(db: Db, shop: string): CashTrade[] {
  ensureSeeded(db);
  const at = now();
  const own = (db.records[TRADES] as StoredTrade[]).filter((t) => t.shop_alias === shop);
  const made = orderTrades(db, shop, at).map((t): StoredTrade => ({ ...t, updated_at: t.created_at, status: 1 }));
  let balance = 0;
  return [...own, ...made]
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.trade_no.localeCompare(b.trade_no))
    .map((t) => {
      const income = INCOME_TYPES.includes(t.trade_type);
      balance = cents(balance + (income ? t.amount : -t.amount));
      return { ...t, direction: income ? "in" : "out", balance_after: balance };
    });
}

/** The shop's account with its balances as they are now. */
export function accountOf(db: Db, shop: string): CashAccount {
  const row = accountRow(db, shop);
  const trades = tradesOf(db, shop);
  const frozen = cents(trades.filter((t) => t.trade_type === "withdraw" && t.status === 2).reduce((s, t) => s + t.amount, 0));
  return { ...row, available: trades.at(-1)?.balance_after ?? 0, frozen, pending_settle: pendingSettle(db, shop, now()) };
}

/** Stores a trade the shop made (a 提现). */
export function addTrade(db: Db, trade: StoredTrade): void {
  ensureSeeded(db);
  (db.records[TRADES] as StoredTrade[]).push(trade);
  const row = accountRow(db, String(trade.shop_alias));
  row.updated_at = trade.created_at;
}
