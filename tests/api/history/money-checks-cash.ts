import { expect } from "vitest";
import { SERVICE_PRICES } from "../../../src/api/handlers/sections/cash/cash-prices";
import { addDays } from "../../../src/api/util";
import { cents, data, day, listAll, LISTS, str, sum, type Row } from "./money-api";

/**
 * 资产's invariants (decision 0027): the trades are one running chain from 0 whose last
 * balance is 可用余额; 订单结算 is each day's paid orders, settled the next day at 02:00;
 * 退款 the refunded 售后 (all of an order, or part); 待结算 the payments not settled yet; 消费 at the price list's
 * prices; the bound card written one way; the trend sums the trades.
 */
interface Balance { available: number; frozen: number; pending_settle: number; bank_card: { bank_name: string; card_no: string } | null }

const settleTime = (paidAt: string) => `${addDays(`${day(paidAt)} 12:00:00`, 1).slice(0, 10)} 02:00:00`;

export async function checkCash(token: string, now: string): Promise<void> {
  const balance = await data<Balance>(token, "/merchant/payment/v1/account/balance");
  const trades = (await listAll(token, LISTS.trades)).reverse();
  const orders = await listAll(token, LISTS.orders);
  const paid = orders.filter((o) => str(o.paid_at) !== "");

  // one chain from the opening at 0; 可用余额 its last balance; never below 0
  let running = 0;
  for (const t of trades) {
    running = cents(running + (t.direction === "in" ? 1 : -1) * Number(t.amount));
    expect(t.balance_after, `${str(t.trade_no)} ${str(t.remark)}`).toBe(running);
    expect(running).toBeGreaterThanOrEqual(0);
    expect(str(t.created_at) <= now).toBe(true);
  }
  expect(balance.available).toBe(running);
  expect(balance.frozen).toBe(sum(trades.filter((t) => t.trade_type === "withdraw" && t.status === 2), "amount"));

  // 订单结算: each day's payments, the next day at 02:00; what is not settled yet is 待结算
  const settles = trades.filter((t) => t.trade_type === "settle");
  const settledDays = new Map<string, Row[]>();
  for (const o of paid.filter((x) => settleTime(str(x.paid_at)) <= now)) settledDays.set(day(o.paid_at), [...(settledDays.get(day(o.paid_at)) ?? []), o]);
  expect(settles.map((t) => [t.created_at, t.amount])).toEqual(
    [...settledDays].sort(([a], [b]) => a.localeCompare(b)).map(([d, list]) => [settleTime(d), sum(list, "pay_amount")]),
  );
  expect(balance.pending_settle).toBe(sum(paid.filter((o) => settleTime(str(o.paid_at)) > now), "pay_amount"));

  // 退款: one per refunded 售后, of what it paid back, after the order's payment; never more than it paid (decision 0060)
  const backs = trades.filter((t) => t.trade_type === "refund");
  const refunded = (await listAll(token, LISTS.refunds, { status: "REFUNDED" })).filter((r) => str(r.refunded_at) <= now);
  expect(backs.map((t) => [t.remark, t.amount]).sort()).toEqual(refunded.map((r) => [`售后退款：订单 ${str(r.order_sn)}`, r.refunded_amount]).sort());
  const byOrder = new Map(paid.map((o) => [o.order_sn, o]));
  const backOf = new Map<string, number>();
  for (const t of backs) {
    const o = byOrder.get(str(t.remark).replace("售后退款：订单 ", ""));
    expect(o, str(t.remark)).toBeDefined();
    expect(str(t.created_at) >= str(o?.paid_at)).toBe(true);
    backOf.set(str(o?.order_sn), cents((backOf.get(str(o?.order_sn)) ?? 0) + Number(t.amount)));
  }
  for (const [sn, back] of backOf) {
    const o = byOrder.get(sn);
    expect(back, `${sn}: refunded more than paid`).toBeLessThanOrEqual(Number(o?.pay_amount));
    expect(back, `${sn}: 资产's 退款 and the order's 已退款`).toBe(Number(o?.refunded_amount));
  }

  // 消费: the price list's items at their prices
  const prices = new Map(SERVICE_PRICES.map((p) => [p.name, p.price]));
  for (const t of trades.filter((x) => x.trade_type === "consume")) expect(t.amount, str(t.remark)).toBe(prices.get(str(t.remark)));

  // the bound card, one way: as 资产 shows it and in every 提现
  const card = balance.bank_card;
  for (const t of trades.filter((x) => x.trade_type === "withdraw")) {
    expect(card).not.toBeNull();
    expect(t.remark).toBe(`提现至${card?.bank_name} ${card?.card_no}`);
  }
  if (card) expect(card.card_no).toMatch(/^\*{4} \d{4}$/);

  // the trend: each day's trades
  const trend = await data<{ list: { date: string; income: number; expense: number }[] }>(token, "/merchant/payment/v1/trade/trend", { days: 30 });
  expect(trend.list.at(-1)?.date).toBe(day(now));
  for (const d of trend.list) {
    const of = trades.filter((t) => day(t.created_at) === d.date);
    expect([d.income, d.expense], d.date).toEqual([sum(of.filter((t) => t.direction === "in"), "amount"), sum(of.filter((t) => t.direction === "out"), "amount")]);
  }
}
