import type { HttpHandler } from "msw";
import { fail, ok } from "../../respond";
import { shopRoute } from "../../route";
import { addDays, allocAlias, now } from "../../util";
import { checkTradeQuery, checkTrendQuery, checkWithdrawAmount } from "./cash/cash-rules";
import { cardLabel, maskedCardNo } from "./cash/cash-prices";
import { accountOf, addTrade, tradesOf, type CashAccount, type CashTrade } from "./cash/cash-store";
import { toYuan, type StoredTrade } from "./cash/cash-rows";
import { doing, screens } from "../../serves";

/**
 * 资产概况 (/cash/dashboard, domain.md "资产概况"): the shop's balances, its trades, the
 * income/expense trend and 提现. A withdrawal moves the amount from 可用余额 to 冻结金额
 * (the bank has not paid it out yet) and adds a 提现 trade 处理中: the balance is read and the
 * trade stored in the call's one transaction (decision 0074). Money is kept in cents (cash-rows.ts)
 * and answered in yuan.
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

export default [
  shopRoute(`${BASE}/account/balance`, CASH, ({ db, shop }) => ok(balanceOut(accountOf(db, shop.alias)))),

  shopRoute(`${BASE}/trade/list`, CASH, ({ db, shop, body }) => {
    const query = checkTradeQuery(body);
    if (!query.ok) return fail(422, query.msg);
    const { page, pageSize, type, range } = query.value;
    const rows = tradesOf(db, shop.alias)
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

  shopRoute(`${BASE}/trade/trend`, CASH, ({ db, shop, body }) => {
    const query = checkTrendQuery(body, now().slice(0, 10));
    if (!query.ok) return fail(422, query.msg);
    const { days, end } = query.value;
    const dates = Array.from({ length: days }, (_, i) => addDays(`${end} 12:00:00`, i - days + 1).slice(0, 10));
    const byDay = new Map(dates.map((d) => [d, { date: d, income: 0, expense: 0 }]));
    for (const t of tradesOf(db, shop.alias)) {
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

  shopRoute(`${BASE}/cash/withdrawal`, doing(CASH, "withdraw"), ({ db, shop, body }) => {
    const account = accountOf(db, shop.alias);
    if (!account.bank_name || !account.card_no) return fail(409, "请先绑定提现银行卡");
    // the balance as this transaction reads it; the trade below is stored in the same one, so no
    // other withdrawal can spend the same money (decision 0074: the call lock orders them)
    const amount = checkWithdrawAmount(body.amount, account.available_cents);
    if (!amount.ok) return fail(422, amount.msg);
    const at = now();
    const alias = allocAlias(db, "ct");
    const trade: StoredTrade = {
      alias,
      shop_alias: shop.alias,
      created_at: at,
      updated_at: at,
      // unique: the store's alias counter, never a count of rows two calls could both read
      trade_no: `W${at.replace(/\D/g, "")}${alias.slice(2).toUpperCase()}`,
      trade_type: "withdraw",
      amount_cents: amount.value,
      status: 2,
      remark: `提现至${cardLabel(account.bank_name, account.card_no)}`,
    };
    addTrade(db, trade);
    return ok({ trade_no: trade.trade_no, amount: toYuan(trade.amount_cents), ...balanceOut(accountOf(db, shop.alias)), arrival: "预计 1-3 个工作日到账" });
  }),
] satisfies HttpHandler[];
