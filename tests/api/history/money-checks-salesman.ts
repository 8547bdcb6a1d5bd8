import { expect } from "vitest";
import { getDb } from "../../../src/demo/node";
import { settlementClosing, settlementPeriod, SETTLE_AFTER_DAYS } from "../../../src/resources/salesman/settlement.rules";
import { addDays } from "../../../src/api/util";
import { cents, data, day, readLists, salesBetween, str, sum, type Row } from "./money-api";

/**
 * 分销's invariants (decision 0027): 分销概况's figures are sums of the promoter, customer and
 * settlement lists; promotion orders are real orders of bound customers placed after binding;
 * settlements hold the commissions of orders finished 7 days before; nothing comes before its cause.
 */
interface Overview {
  start_date: string; end_date: string; promoter_count: number; pending_promoter_count: number; customer_count: number;
  sales_amount: number; commission_total: number; commission_pending: number; commission_settled: number;
  recent: { sales: number; commission: number; customers: number; promoters: number };
  trend: { date: string; sales: number; commission: number }[];
}

export async function checkSalesman(token: string, now: string): Promise<void> {
  const o = await data<Overview>(token, "/merchant/salesman/v1/overview");
  const lists = await readLists(token);
  const { promoters, customers, settlements, orders, members } = lists;
  const shop = str(orders[0]?.shop_alias) || getDb().shops[0]?.alias;
  const promotion = (getDb().records.salesmanOrder ?? []).filter((p) => p.shop_alias === shop);
  const orderOf = new Map(orders.map((r) => [r.order_sn, r]));
  // a promotion order's 推广销售额 is what its buyer kept paying (实付 less a partial refund:
  // decision 0060), and its commission is earned on that share
  const counted = promotion.filter((p) => SALE_OF(orderOf.get(p.order_sn))).map((p) => {
    const order = orderOf.get(p.order_sn);
    const pay = Number(order?.pay_amount);
    const share = (v: unknown) => (pay > 0 ? cents((Number(v) * (pay - Number(order?.refunded_amount ?? 0))) / pay) : v);
    return { ...p, amount: share(p.amount), commission: share(p.commission) } as typeof p;
  });

  // 分销概况 = sums of the lists
  expect(o.promoter_count).toBe(promoters.filter((p) => p.status === 2).length);
  expect(o.pending_promoter_count).toBe(promoters.filter((p) => p.status === 1).length);
  expect(o.customer_count).toBe(customers.length);
  expect(sum(promoters, "customer_count")).toBe(customers.length);
  expect(o.sales_amount).toBe(sum(promoters, "sales_amount"));
  expect(o.sales_amount).toBe(sum(customers, "spent"));
  expect(o.sales_amount).toBe(sum(counted, "amount"));
  expect(o.commission_total).toBe(sum(promoters, "commission_total"));
  expect(o.commission_total).toBe(sum(counted, "commission"));
  expect(o.commission_pending).toBe(sum(settlements.filter((s) => s.status === 1), "commission"));
  expect(o.commission_settled).toBe(sum(settlements.filter((s) => s.status === 2), "commission"));
  expect(o.commission_settled).toBe(sum(promoters, "commission_settled"));
  expect(sum(customers, "order_count")).toBe(counted.length);
  // the 30 days: a part of the shop's sales of those days
  expect(o.end_date).toBe(day(now));
  expect(o.recent.sales).toBe(sum(o.trend, "sales"));
  expect(o.recent.sales).toBeLessThanOrEqual(salesBetween(orders, o.start_date, o.end_date));
  for (const p of o.trend) expect(p.sales, p.date).toBeLessThanOrEqual(salesBetween(orders, p.date, p.date));
  expect(o.recent.customers).toBe(customers.filter((c) => day(c.bound_at) >= o.start_date).length);

  // customers are real members, bound once, after registering and after the promoter's approval
  const memberOf = new Map(members.map((m) => [m.alias, m]));
  const promoterOf = new Map(promoters.map((p) => [p.alias, p]));
  const customerOf = new Map(customers.map((c) => [c.alias, c]));
  expect(new Set(customers.map((c) => c.member_alias)).size).toBe(customers.length);
  for (const c of customers) {
    const m = memberOf.get(c.member_alias);
    const p = promoterOf.get(c.promoter_alias);
    expect(m, `客户 ${str(c.member_nickname)} 是会员`).toBeDefined();
    expect(str(c.bound_at) > str(m?.created_at), "绑定在注册之后").toBe(true);
    expect(str(c.bound_at) > str(p?.audited_at), "绑定在推广员通过之后").toBe(true);
    if (p?.status === 4) expect(str(c.bound_at) < str(p.cleared_at)).toBe(true);
    expect(str(c.bound_at) <= now).toBe(true);
    const mine = counted.filter((x) => x.customer_alias === c.alias);
    expect([c.order_count, c.spent]).toEqual([mine.length, sum(mine, "amount")]);
  }
  // promotion orders are the customers' real paid orders after binding, commission at the goods' rate
  for (const po of promotion) {
    const order = orderOf.get(po.order_sn);
    const c = customerOf.get(po.customer_alias);
    expect(order, `推广订单 ${str(po.order_sn)} 是店铺的订单`).toBeDefined();
    expect(order?.member_alias).toBe(c?.member_alias);
    expect(po.promoter_alias).toBe(c?.promoter_alias);
    expect(str(order?.created_at) > str(c?.bound_at), "下单在绑定之后").toBe(true);
    expect(str(order?.paid_at)).not.toBe("");
    expect(po.amount).toBe(order?.pay_amount);
    expect(po.commission).toBe(cents((Number(po.amount) * Number(po.commission_rate)) / 100));
  }
  // settlements: the commissions due (finished 7 days) in their month, drawn up after it
  for (const s of settlements) {
    const covered = promotion.filter((po) => {
      const order = orderOf.get(po.order_sn);
      return po.promoter_alias === s.promoter_alias && order?.status === "SUCCESS" && settlementPeriod(str(order.finished_at)) === s.period;
    });
    expect([s.order_count, s.commission, s.sales_amount]).toEqual([covered.length, sum(covered, "commission"), sum(covered, "amount")]);
    expect(s.created_at).toBe(settlementClosing(str(s.period)));
    for (const po of covered) expect(addDays(str(orderOf.get(po.order_sn)?.finished_at), SETTLE_AFTER_DAYS) <= str(s.created_at)).toBe(true);
    expect(str(s.created_at) <= now).toBe(true);
    if (s.status === 2) expect(str(s.settled_at) >= str(s.created_at) && str(s.settled_at) <= now).toBe(true);
  }
  // and every month that is closed has its 结算单
  const due = promotion.flatMap((po) => {
    const order = orderOf.get(po.order_sn);
    if (order?.status !== "SUCCESS") return [];
    const period = settlementPeriod(str(order.finished_at));
    return settlementClosing(period) <= now ? [`${str(po.promoter_alias)}|${period}`] : [];
  });
  expect(new Set(settlements.map((s) => `${str(s.promoter_alias)}|${str(s.period)}`))).toEqual(new Set(due));
}

const SALE_OF = (order: Row | undefined): boolean => order !== undefined && order.status !== "CLOSED" && str(order.paid_at) !== "";
