import { expect } from "vitest";
import { addDays } from "../../../src/api/util";
import { FIGURES_API, OVERVIEW_API, type Figures, type Overview } from "../../../src/pages/dashboard/overview-types";
import { data, day, listAll, LISTS, SALE_STATUSES, salesBetween, str } from "./money-api";

/**
 * 工作台's invariants: today's and yesterday's sales, the paid orders they add up and new members, the 7-day trend
 * and the to-dos are what the order, member, refund and promoter lists hold; visitors are at
 * least the orders (each order is a visit).
 */
export async function checkDashboard(token: string, now: string): Promise<void> {
  const o = { ...(await data<Figures>(token, FIGURES_API)), ...(await data<Overview>(token, OVERVIEW_API)) };
  const orders = await listAll(token, LISTS.orders);
  const members = await listAll(token, LISTS.members);
  const today = day(now);
  const dateOf = (offset: number) => day(addDays(`${today} 12:00:00`, offset));
  expect(o.date).toBe(today);
  expect(o.trend.map((p) => p.date)).toEqual([-6, -5, -4, -3, -2, -1, 0].map(dateOf));
  // a day's orders are the ones its sales add up (issue 37): paid that day, still paid
  const paidOn = (d: string) => orders.filter((x) => SALE_STATUSES.has(str(x.status)) && str(x.paid_at) !== "" && day(x.paid_at) === d).length;
  for (const p of o.trend) {
    expect(p.sales, p.date).toBe(salesBetween(orders, p.date, p.date));
    expect(p.orders, p.date).toBe(paidOn(p.date));
  }
  for (const [stats, d] of [[o.today, dateOf(0)], [o.yesterday, dateOf(-1)]] as const) {
    expect(stats.sales, d).toBe(salesBetween(orders, d, d));
    expect(stats.orders, d).toBe(paidOn(d));
    expect(stats.new_members, d).toBe(members.filter((m) => day(m.created_at) === d).length);
    expect(stats.visitors, d).toBeGreaterThanOrEqual(stats.orders);
  }
  // nothing of today lies ahead of now
  expect(orders.every((x) => str(x.created_at) <= now && str(x.paid_at) <= now)).toBe(true);
  expect(o.todo.wait_send).toBe(orders.filter((x) => x.status === "WAIT_SEND").length);
  expect(o.todo.refund_pending).toBe((await listAll(token, LISTS.refunds, { status: "PENDING" })).length);
  expect(o.todo.promoter_pending).toBe((await listAll(token, LISTS.promoters, { status: 1 })).length);
}
