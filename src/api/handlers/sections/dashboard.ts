import type { HttpHandler } from "msw";
import noticeConfig from "../../../resources/dashboard/notice";
import memberConfig from "../../../resources/member/member";
import orderConfig from "../../../resources/order/order";
import refundConfig from "../../../resources/order/refund";
import promoterConfig from "../../../resources/salesman/promoter";
import type { ResourceConfig } from "../../../engine/types";
import type { PageQuery, StoredPage } from "../../page-reader";
import { storedQuery } from "../../page-query";
import { hasRead, readerOf } from "../../resource-actions/notice";
import { PENDING_PROMOTERS } from "../../resource-actions/salesman/stats";
import { ok } from "../../respond";
import { shopRoute, type ShopCtx } from "../../route";
import type { Body } from "../../types";
import { addDays, hashString, now } from "../../util";
import { screens, seeing } from "../../serves";
import { cents } from "../../../engine/fields/number-format";
import { FIGURES_ACT } from "../../../resources/dashboard/workplace.rules";
import { FIGURES_API, OVERVIEW_API } from "../../../resources/dashboard/workplace-api.rules";

/**
 * 工作台, computed from the shop's demo data:
 * - POST /merchant/shop/v1/dashboard/overview (domain.md): the to-do counts, the latest notices
 *   and how many the caller has not opened (each account's own: resource-actions/notice.ts), for
 *   whoever may open the page;
 * - POST /merchant/shop/v1/dashboard/figures: 经营数据, today's sales and the paid orders they
 *   add up, visitors and new members (with yesterday's for comparison) and a 7-day sales trend
 *   of the same two, served only with the
 *   page's grant `figures` (issue 35: an employee without it gets 无权限, like any call).
 * "Today" is the clock's (the demo is seeded up to now: decision 0020). Every figure is a
 * question by stored fields (decision 0058; `find` of the call's repository where the store has no
 * page reader: issue 48 step 3), a page of 0 rows or 5 notices, the same filters the lists take:
 * the store counts and sums and no table is read whole.
 */
const PAID = ["WAIT_SEND", "WAIT_CONFIRM", "SUCCESS", "REFUNDING"];
const day = (v: unknown): string => String(v ?? "").slice(0, 10);

/**
 * Asks one question of a resource of the shop (a count, a sum, counts per day or a short page):
 * of the store's page reader where it has one (the server's SQL, as the generated lists ask it:
 * resources.ts listFromStore), else of the call's repository.
 */
function storeOf({ ports, repo, shop }: ShopCtx) {
  return (config: Pick<ResourceConfig, "name" | "fields">, where: Body, more?: Partial<PageQuery>): Promise<StoredPage> => {
    const query = storedQuery(config, shop.alias, where, more);
    if (ports.pageReader) return ports.pageReader(query);
    const { resource, ...asked } = query;
    return repo.table(resource).find(asked);
  };
}

async function figures(ctx: ShopCtx) {
  const ask = storeOf(ctx);
  const date = day(now());
  const dateOf = (offset: number) => day(addDays(`${date} 12:00:00`, offset));
  const week: [string, string] = [dateOf(-6), date];
  // three questions, each a count (and a sum) per day of the week: 付款 and what 售后 paid back of it
  // by paid_at (销售额 is what buyers kept: decision 0060), 新会员 by created_at. A day's orders are
  // the orders its 销售额 adds up (issue 37: orders placed, unpaid and closed ones too, beside the
  // paid ones' sales read "1单 / ¥0"): 今日付款订单, 今日销售额 of those.
  const [paid, refunded, joined] = await Promise.all([
    ask(orderConfig, { status: PAID, paid_at: week }, { sum: "pay_amount", perDay: "paid_at" }),
    ask(orderConfig, { status: PAID, paid_at: week }, { sum: "refunded_amount", perDay: "paid_at" }),
    ask(memberConfig, { created_at: week }, { perDay: "created_at" }),
  ]);
  const dayStats = (d: string) => {
    const orders = paid.days?.[d]?.count ?? 0;
    return {
      sales: cents((paid.days?.[d]?.sum ?? 0) - (refunded.days?.[d]?.sum ?? 0)),
      orders,
      // no visit log in the demo: a stable number per day that grows with the orders
      visitors: orders * 9 + (hashString(d) % 60) + 40,
      new_members: joined.days?.[d]?.count ?? 0,
    };
  };
  const trend = [-6, -5, -4, -3, -2, -1, 0].map((offset) => {
    const d = dateOf(offset);
    const s = dayStats(d);
    return { date: d, sales: s.sales, orders: s.orders };
  });
  return { date, today: dayStats(date), yesterday: dayStats(dateOf(-1)), trend };
}

async function overview(ctx: ShopCtx, reader: string) {
  const ask = storeOf(ctx);
  const [waitSend, refunds, promoters, notices, read, latest] = await Promise.all([
    ask(orderConfig, { status: "WAIT_SEND" }),
    ask(refundConfig, { status: "PENDING" }),
    // the same count as the 分销员 overview's 待审核
    ask(promoterConfig, PENDING_PROMOTERS),
    // unread is the caller's: the shop's notices less those this account opened
    ask(noticeConfig, {}),
    ask(noticeConfig, { read_by: reader }),
    ask(noticeConfig, {}, { pageSize: 5 }),
  ]);
  return {
    todo: { wait_send: waitSend.total, refund_pending: refunds.total, promoter_pending: promoters.total },
    notices: latest.rows.map((n) => ({ alias: n.alias, title: n.title, type: n.type, is_read: hasRead(n, reader) ? 1 : 2, created_at: n.created_at })),
    unread: notices.total - read.total,
  };
}

const WORKPLACE = screens("/dashboard", "/dashboard/workplace");

export default [
  shopRoute(OVERVIEW_API, WORKPLACE, async (ctx) => ok(await overview(ctx, readerOf(ctx)))),
  shopRoute(FIGURES_API, seeing(WORKPLACE, FIGURES_ACT), async (ctx) => ok(await figures(ctx))),
] satisfies HttpHandler[];
