import type { HttpHandler } from "msw";
import noticeConfig from "../../../resources/dashboard/notice";
import memberConfig from "../../../resources/member/member";
import orderConfig from "../../../resources/order/order";
import refundConfig from "../../../resources/order/refund";
import { pendingPromoters } from "../../resource-actions/salesman/stats";
import { ok } from "../../respond";
import { shopRoute } from "../../route";
import { shopRecords } from "../../shop-records";
import type { Db, ResourceRow } from "../../types";
import { addDays, hashString, now } from "../../util";
import { doing, screens } from "../../serves";
import { cents } from "../../../engine/fields/number-format";
import { FIGURES_API, OVERVIEW_API } from "../../../pages/dashboard/dashboard.calls";
import { FIGURES_ACT } from "../../../pages/dashboard/routes";

/**
 * 工作台, computed from the shop's demo data:
 * - POST /merchant/shop/v1/dashboard/overview (domain.md): the to-do counts and the latest
 *   notices, for whoever may open the page;
 * - POST /merchant/shop/v1/dashboard/figures: 经营数据, today's sales, orders, visitors and new
 *   members (with yesterday's for comparison) and a 7-day sales trend, served only with the
 *   page's grant `figures` (issue 35: an employee without it gets 无权限, like any call).
 * "Today" is the clock's (the demo is seeded up to now: decision 0020).
 */
const PAID = new Set(["WAIT_SEND", "WAIT_CONFIRM", "SUCCESS", "REFUNDING"]);
const day = (v: unknown): string => String(v ?? "").slice(0, 10);

function dayStats(orders: ResourceRow[], members: ResourceRow[], date: string) {
  const paid = orders.filter((o) => day(o.paid_at) === date && PAID.has(String(o.status)));
  const placed = orders.filter((o) => day(o.created_at) === date).length;
  return {
    sales: cents(paid.reduce((s, o) => s + Number(o.pay_amount), 0)),
    orders: placed,
    // no visit log in the demo: a stable number per day that grows with the orders
    visitors: placed * 9 + (hashString(date) % 60) + 40,
    new_members: members.filter((m) => day(m.created_at) === date).length,
  };
}

function figures(db: Db, shop: string) {
  const orders = shopRecords(db, orderConfig, shop);
  const members = shopRecords(db, memberConfig, shop);
  const date = day(now());
  const dateOf = (offset: number) => day(addDays(`${date} 12:00:00`, offset));
  const trend = [-6, -5, -4, -3, -2, -1, 0].map((offset) => {
    const d = dateOf(offset);
    const s = dayStats(orders, members, d);
    return { date: d, sales: s.sales, orders: s.orders };
  });
  return { date, today: dayStats(orders, members, date), yesterday: dayStats(orders, members, dateOf(-1)), trend };
}

function overview(db: Db, shop: string) {
  const orders = shopRecords(db, orderConfig, shop);
  const notices = shopRecords(db, noticeConfig, shop);
  const latest = [...notices]
    .sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)))
    .slice(0, 5)
    .map((n) => ({ alias: n.alias, title: n.title, type: n.type, is_read: n.is_read, created_at: n.created_at }));
  return {
    todo: {
      wait_send: orders.filter((o) => o.status === "WAIT_SEND").length,
      refund_pending: shopRecords(db, refundConfig, shop).filter((r) => r.status === "PENDING").length,
      // the same count as the 分销员 overview's 待审核
      promoter_pending: pendingPromoters(db, shop).length,
    },
    notices: latest,
    unread: notices.filter((n) => Number(n.is_read) === 2).length,
  };
}

const WORKPLACE = screens("/dashboard", "/dashboard/workplace");

export default [
  shopRoute(OVERVIEW_API, WORKPLACE, ({ db, shop }) => ok(overview(db, shop.alias))),
  shopRoute(FIGURES_API, doing(WORKPLACE, FIGURES_ACT), ({ db, shop }) => ok(figures(db, shop.alias))),
] satisfies HttpHandler[];
