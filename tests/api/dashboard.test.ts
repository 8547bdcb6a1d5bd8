import { beforeEach, describe, expect, it } from "vitest";
import { demoClock, todayAtNoon } from "../demo-clock";
import { getDb, resetDb } from "../../src/demo/node";
import { FIGURES_API, OVERVIEW_API, type Figures, type Overview } from "../../src/pages/dashboard/overview-types";
import { ADMIN, call, login, setupDemoApi, type Page } from "./helpers";
import { loginStaff, MANAGER, SERVICE, WAREHOUSE } from "./staff-helpers";

setupDemoApi();
// the seeded orders that wait depend on the hour the demo starts (demo-clock.ts): seeded at noon
demoClock(todayAtNoon);
beforeEach(() => resetDb());

let token = "";
beforeEach(async () => {
  token = await login();
});

const overview = async () => (await call<Overview>(OVERVIEW_API, {}, { token })).body.data;
const figures = async () => (await call<Figures>(FIGURES_API, {}, { token })).body.data;

describe("工作台 overview", () => {
  it("computes today's sales and the 7-day trend from the shop's paid orders", async () => {
    const data = await figures();
    const orders = (getDb().records.order ?? []).filter((o) => o.shop_alias === getDb().shops[0]?.alias);
    expect(data.trend).toHaveLength(7);
    expect(data.trend[6]?.date).toBe(data.date);
    const paidOn = (d: string) => orders.filter((o) => String(o.paid_at).startsWith(d) && ["WAIT_SEND", "WAIT_CONFIRM", "SUCCESS", "REFUNDING"].includes(String(o.status)));
    for (const point of data.trend) {
      // what the buyers kept: 实付 less what 售后 paid back (decision 0060)
      expect(point.sales).toBeCloseTo(paidOn(point.date).reduce((s, o) => s + Number(o.pay_amount) - Number(o.refunded_amount ?? 0), 0), 2);
    }
    expect(data.today.sales).toBe(data.trend[6]?.sales);
    expect(data.trend.some((p) => p.sales > 0)).toBe(true);
  });

  it("counts to-dos that match the filtered lists, and drops one when an order ships", async () => {
    const before = await overview();
    const waiting = (await call<Page<{ order_sn: string; delivery_type: string }>>("/merchant/order/v1/order/list", { status: "WAIT_SEND", delivery_type: "express" }, { token })).body.data;
    const all = (await call<Page<unknown>>("/merchant/order/v1/order/list", { status: "WAIT_SEND" }, { token })).body.data;
    expect(before.todo.wait_send).toBe(all.total);
    const refunds = (await call<Page<unknown>>("/merchant/order/v1/refund/list", { status: "PENDING" }, { token })).body.data;
    expect(before.todo.refund_pending).toBe(refunds.total);
    await call("/merchant/order/v1/order/ship", { order_sn: waiting.list[0]?.order_sn, express_company: "顺丰速运", express_no: "SF1234567890" }, { token });
    expect((await overview()).todo.wait_send).toBe(before.todo.wait_send - 1);
  });

  it("lists the latest notices with an unread count, and opening one marks it read", async () => {
    const before = await overview();
    expect(before.notices).toHaveLength(5);
    const unread = before.notices.find((n) => n.is_read === 2);
    expect(unread).toBeDefined();
    const detail = await call<{ is_read: number; content: string }>("/merchant/shop/v1/notice/detail", { alias: unread?.alias }, { token });
    expect(detail.body.data.is_read).toBe(1);
    expect((await overview()).unread).toBe(before.unread - 1);
  });

  it("keeps each account's own read state: a notice the owner opened is still unread for the 店长", async () => {
    const manager = await loginStaff(MANAGER);
    const NOTICES = "/merchant/shop/v1/notice/list";
    const unreadOf = async (as: string) => (await call<Page<{ alias: string; is_read: number }>>(NOTICES, { is_read: 2, page_size: 100 }, { token: as })).body.data;
    const [owner, staff] = [await unreadOf(token), await unreadOf(manager)];
    // the list's 未读 is the badge's count, for each of them
    expect(owner.total).toBe((await overview()).unread);
    expect(staff.total).toBe((await call<Overview>(OVERVIEW_API, {}, { token: manager })).body.data.unread);
    const notice = owner.list[0]?.alias;
    expect(staff.list.map((n) => n.alias)).toContain(notice);
    await call("/merchant/shop/v1/notice/detail", { alias: notice }, { token });
    expect((await unreadOf(token)).list.map((n) => n.alias)).not.toContain(notice);
    expect((await unreadOf(manager)).list.map((n) => n.alias)).toContain(notice);
    expect((await call<Overview>(OVERVIEW_API, {}, { token: manager })).body.data.unread).toBe(staff.total);
  });
});

describe("工作台 to-dos across sections", () => {
  it("counts the 待审核推广员 the 分销员 overview counts", async () => {
    const salesman = (await call<{ pending_promoter_count: number }>("/merchant/salesman/v1/overview", {}, { token })).body.data;
    expect(salesman.pending_promoter_count).toBeGreaterThan(0);
    expect((await overview()).todo.promoter_pending).toBe(salesman.pending_promoter_count);
  });
});

describe("工作台's 经营数据 (the workplace's grant figures)", () => {
  const money = ["date", "today", "yesterday", "trend"];

  it("are not in the overview, whoever asks", async () => {
    for (const account of [ADMIN, MANAGER, SERVICE]) {
      const data = (await call<Record<string, unknown>>(OVERVIEW_API, {}, { token: await login(account) })).body.data;
      expect(Object.keys(data).filter((k) => money.includes(k)), account.mobile).toEqual([]);
      expect(data.todo, account.mobile).toBeDefined();
    }
  });

  it("are refused to 客服 and 仓管, whose roles do not grant them", async () => {
    for (const account of [SERVICE, WAREHOUSE]) {
      expect((await call(FIGURES_API, {}, { token: await loginStaff(account) })).body, account.mobile).toMatchObject({ code: 403, msg: "无权限", data: null });
    }
  });

  it("are the same for the 店长 and the shop owner", async () => {
    const [manager, owner] = [await loginStaff(MANAGER), await login(ADMIN)];
    const asManager = await call<Figures>(FIGURES_API, {}, { token: manager });
    expect(asManager.body.code).toBe(200);
    expect(Object.keys(asManager.body.data).sort()).toEqual([...money].sort());
    expect(asManager.body.data).toEqual((await call<Figures>(FIGURES_API, {}, { token: owner })).body.data);
  });
});
