import type { HttpHandler } from "msw";
import { fail, ok } from "../../respond";
import { shopRoute } from "../../route";
import type { Transaction } from "../../repository/types";
import { reaching } from "../../shop-table-calls";
import type { Body } from "../../types";
import { addDays, now } from "../../util";
import { checkTradeQuery, checkTrendQuery, checkWithdrawAmount } from "./cash/cash-rules";
import { cardLabel, maskedCardNo } from "./cash/cash-prices";
import { accountOf, addTrade, tradesOf, type CashAccount, type CashTrade } from "./cash/cash-store";
import { toYuan } from "./cash/cash-rows";
import { CASH_TABLES } from "./cash/cash-tables";
import { doing, screens } from "../../serves";

/**
 * 资产概况 (/cash/dashboard, domain.md "资产概况"): the shop's balances, its trades, the
 * income/expense trend and 提现. A withdrawal moves the amount from 可用余额 to 冻结金额
 * (the bank has not paid it out yet) and adds a 提现 trade 处理中: the balance is read under the
 * shop's lock and the trade stored in the call's one transaction (decision 0074; issue 48 step 3:
 * through the call's repository). Money is kept in cents (cash-rows.ts) and answered in yuan.
 *
 *   POST /merchant/payment/v1/account/balance  {}  → {available, frozen, pending_settle, bank_card}
 *   POST /merchant/payment/v1/trade/list  {page, page_size, trade_type?, created_at?: [from, to]}
 *   POST /merchant/payment/v1/trade/trend  {days? 7-90, end_date?} → {list: [{date, income, expense}], …}
 *   POST /merchant/payment/v1/cash/withdrawal  {amount}
 */

const BASE = "/merchant/payment/v1";

/** Every call here serves 资产概况 only; 提现 is its action `withdraw`. */
const CASH = screens("/cash", "/cash/dashboard");

/** '王建国' → '王*国'. The card number: '**** 6789', written the same on every screen (cash-prices.ts). */
const maskName = (name: string): string => (name.length <= 1 ? name : name.length === 2 ? `${name[0]}*` : `${name[0]}${"*".repeat(name.length - 2)}${name.slice(-1)}`);

function balanceOut(a: CashAccount) {
  const card = a.bank_name && a.card_no ? { bank_name: a.bank_name, card_no: maskedCardNo(a.card_no), holder_name: maskName(a.holder_name ?? "") } : null;
  return { available: toYuan(a.available_cents), frozen: toYuan(a.frozen_cents), pending_settle: toYuan(a.pending_settle_cents), bank_card: card };
}

/** A trade as the client sees it (no shop). */
const tradeOut = (t: CashTrade) => ({
  alias: t.alias, trade_no: t.trade_no, trade_type: t.trade_type, amount: toYuan(t.amount_cents), direction: t.direction,
  balance_after: toYuan(t.balance_after_cents), status: t.status, remark: t.remark, created_at: t.created_at,
});

/**
 * 提现 of `body.amount` from the shop's available balance: under the shop's lock (a balance is a
 * rule spanning the shop's trades), so of two withdrawals at once the second reads the balance
 * the first left, and money is never spent twice.
 */
export async function withdraw(repo: Transaction, shop: string, body: Body): Promise<Response> {
  await repo.lockShop(shop);
  const account = await accountOf(repo, shop);
  if (!account.bank_name || !account.card_no) return fail(409, "请先绑定提现银行卡");
  const amount = checkWithdrawAmount(body.amount, account.available_cents);
  if (!amount.ok) return fail(422, amount.msg);
  const at = now();
  const trade = await addTrade(repo, shop, {
    trade_type: "withdraw", amount_cents: amount.value, status: 2, remark: `提现至${cardLabel(account.bank_name, account.card_no)}`,
  }, (alias) => `W${at.replace(/\D/g, "")}${alias.slice(2).toUpperCase()}`);
  return ok({ trade_no: trade.trade_no, amount: toYuan(trade.amount_cents), ...balanceOut(await accountOf(repo, shop)), arrival: "预计 1-3 个工作日到账" });
}

const handlers: HttpHandler[] = [
  shopRoute(`${BASE}/account/balance`, CASH, async ({ repo, shop }) => ok(balanceOut(await accountOf(repo, shop.alias)))),

  shopRoute(`${BASE}/trade/list`, CASH, async ({ repo, shop, body }) => {
    const query = checkTradeQuery(body);
    if (!query.ok) return fail(422, query.msg);
    const { page, pageSize, type, range } = query.value;
    const rows = (await tradesOf(repo, shop.alias))
      .filter((t) => !type || t.trade_type === type)
      .filter((t) => !range || (t.created_at >= range[0] && t.created_at <= `${range[1]} 23:59:59`))
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.trade_no.localeCompare(a.trade_no));
    const sum = (dir: "in" | "out") => toYuan(rows.filter((t) => t.direction === dir).reduce((s, t) => s + t.amount_cents, 0));
    return ok({
      list: rows.slice((page - 1) * pageSize, page * pageSize).map(tradeOut),
      total: rows.length,
      page,
      page_size: pageSize,
      summary: { income: sum("in"), expense: sum("out") },
    });
  }),

  shopRoute(`${BASE}/trade/trend`, CASH, async ({ repo, shop, body }) => {
    const query = checkTrendQuery(body, now().slice(0, 10));
    if (!query.ok) return fail(422, query.msg);
    const { days, end } = query.value;
    const dates = Array.from({ length: days }, (_, i) => addDays(`${end} 12:00:00`, i - days + 1).slice(0, 10));
    const byDay = new Map(dates.map((d) => [d, { date: d, income: 0, expense: 0 }]));
    for (const t of await tradesOf(repo, shop.alias)) {
      const day = byDay.get(t.created_at.slice(0, 10));
      if (!day) continue;
      if (t.direction === "in") day.income += t.amount_cents;
      else day.expense += t.amount_cents;
    }
    const inCents = [...byDay.values()];
    const list = inCents.map((d) => ({ date: d.date, income: toYuan(d.income), expense: toYuan(d.expense) }));
    const total = (k: "income" | "expense") => toYuan(inCents.reduce((s, d) => s + d[k], 0));
    return ok({ list, total_income: total("income"), total_expense: total("expense") });
  }),

  shopRoute(`${BASE}/cash/withdrawal`, doing(CASH, "withdraw"), ({ repo, shop, body }) => withdraw(repo, shop.alias, body)),
];

export default reaching(CASH_TABLES, handlers);
