import type { ListQuery, Row, TableRepository, Transaction } from "../../../repository/types";
import { now } from "../../../util";
import { CASH_ACCOUNTS, CASH_TRADES, INCOME_TYPES, TRADE_TYPES, type CashAccountRow, type StoredTrade, type TradeType } from "./cash-rows";
import { orderMoney } from "./order-trades";

/**
 * 资产概况's data (decisions 0027, 0074), in two tables of the store (cash-rows.ts, cash-tables.ts)
 * reached through the call's repository: the accounts and the trades the shop itself made (充值,
 * 消费, 提现). The orders' trades (订单结算, 退款) are asked of the stored orders when read
 * (order-trades.ts). Balances are sums, never a second copy that could disagree: every trade's
 * balance_after is the running sum of all trades from the account's opening at 0, 可用余额 the
 * last one, 冻结金额 the 提现 still with the bank (处理中), 待结算 the paid orders not settled yet.
 * All in cents here; the handlers answer yuan.
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

const trades = (repo: Transaction): TableRepository => repo.table(CASH_TRADES);

/** The shop's account (alias `ca_<shop>`, as the seed and the first 提现 page made it); a shop without one has no card and no history. */
async function accountRow(repo: Transaction, shop: string): Promise<CashAccountRow> {
  const row = await repo.table(CASH_ACCOUNTS).get(shop, `ca_${shop}`);
  const opened = now();
  const none: CashAccountRow = { alias: `ca_${shop}`, shop_alias: shop, created_at: opened, updated_at: opened, bank_name: null, card_no: null, holder_name: null };
  if (!row) return none;
  const text = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);
  return { ...row, bank_name: text(row.bank_name), card_no: text(row.card_no), holder_name: text(row.holder_name) };
}

/** Every trade the shop made itself, a page of the query at a time (a few a week). */
async function ownTrades(repo: Transaction, shop: string): Promise<StoredTrade[]> {
  const all: Row[] = [];
  for (let page = 1; ; page += 1) {
    const found = await trades(repo).findRows({ shop, filters: [], empty: [], keyword: null, sort: { field: "created_at", order: "asc" }, page, pageSize: 200 });
    all.push(...found);
    if (found.length < 200) break;
  }
  return all.map((t) => ({ ...(t as StoredTrade), remark: typeof t.remark === "string" ? t.remark : "", amount_cents: Number(t.amount_cents ?? 0) }));
}

/** Every trade of the shop up to now, oldest first, each with the balance after it. */
export async function tradesOf(repo: Transaction, shop: string): Promise<CashTrade[]> {
  const own = await ownTrades(repo, shop);
  const fromOrders = await orderMoney(repo, shop, now());
  const made = fromOrders.trades.map((t): StoredTrade => ({ ...t, updated_at: t.created_at, status: 1 }));
  let balance = 0;
  return [...own, ...made]
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.trade_no.localeCompare(b.trade_no))
    .map((t): CashTrade => {
      const income = INCOME_TYPES.includes(t.trade_type as TradeType);
      balance += income ? t.amount_cents : -t.amount_cents;
      return { ...t, direction: income ? "in" : "out", balance_after_cents: balance };
    });
}

/** The sum of the shop's own trades' cents among `filters` (a question of the store, no trade read). */
const ownCents = (repo: Transaction, shop: string, filters: ListQuery["filters"]): Promise<number> => trades(repo).sum("amount_cents", { shop, filters });

/**
 * The shop's account with its balances as they are now: 可用余额 the sum of every trade in and out
 * (what the last trade's balance_after says), 冻结金额 the 提现 处理中; the shop's own trades summed
 * by the store, not read.
 */
export async function accountOf(repo: Transaction, shop: string): Promise<CashAccount> {
  const row = await accountRow(repo, shop);
  const type = (types: readonly string[]): ListQuery["filters"] => [{ field: "trade_type", kind: "equal", wanted: [...types] }];
  const outTypes = TRADE_TYPES.filter((t) => !INCOME_TYPES.includes(t));
  // one question after another: they are the call's one transaction
  const ownIn = await ownCents(repo, shop, type(INCOME_TYPES));
  const ownOut = await ownCents(repo, shop, type(outTypes));
  const frozen = await ownCents(repo, shop, [...type(["withdraw"]), { field: "status", kind: "equal", wanted: 2, scalar: true }]);
  const fromOrders = await orderMoney(repo, shop, now());
  const orders = fromOrders.trades.reduce((s, t) => s + (INCOME_TYPES.includes(t.trade_type) ? t.amount_cents : -t.amount_cents), 0);
  return { ...row, available_cents: ownIn - ownOut + orders, frozen_cents: frozen, pending_settle_cents: fromOrders.pendingCents };
}

/** Stores a trade the shop made (a 提现), in the call's transaction; `numbered` makes its number of the alias the store gave it. */
export async function addTrade(repo: Transaction, shop: string, values: Pick<StoredTrade, "trade_type" | "amount_cents" | "status" | "remark">, numbered: (alias: string) => string): Promise<StoredTrade> {
  const stored = await trades(repo).insert(shop, values);
  const row = await trades(repo).patch(shop, stored.alias, { trade_no: numbered(stored.alias) });
  return (row ?? stored) as StoredTrade;
}
