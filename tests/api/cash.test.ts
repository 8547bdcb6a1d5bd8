import { formatMoney } from "../../src/engine/fields/number-format";
import { describe, expect, it } from "vitest";
import { call, login, loginOtherAdmin, setupDemoApi, type Page } from "./helpers";

/** 资产概况 through the demo API: balances, trade filters, the trend and 提现's rules. */

setupDemoApi();

const BASE = "/merchant/payment/v1";

interface Balance {
  available: number;
  frozen: number;
  pending_settle: number;
  bank_card: { bank_name: string; card_no: string; holder_name: string } | null;
}

interface Trade {
  trade_no: string;
  trade_type: string;
  amount: number;
  direction: "in" | "out";
  balance_after: number;
  status: number;
  remark: string;
  created_at: string;
}

type TradePage = Page<Trade> & { summary: { income: number; expense: number } };

const balance = async (token: string) => (await call<Balance>(`${BASE}/account/balance`, {}, { token })).body.data;
const trades = (token: string, body: object) => call<TradePage>(`${BASE}/trade/list`, { page: 1, page_size: 10, ...body }, { token });
const withdraw = (token: string, amount: unknown) => call<Balance & { trade_no: string }>(`${BASE}/cash/withdrawal`, { amount }, { token });

describe("account/balance", () => {
  it("gives the shop's balances and its bank card masked, never the whole number", async () => {
    const token = await login();
    const b = await balance(token);
    expect(b.available).toBeGreaterThan(0);
    expect(Number(b.available.toFixed(2))).toBe(b.available);
    expect(b.bank_card).toEqual({ bank_name: "招商银行", card_no: "**** 6789", holder_name: "王*国" });
    // the available balance is what the latest trade left
    const latest = (await trades(token, { page_size: 1 })).body.data.list[0];
    expect(latest?.balance_after).toBe(b.available);
    expect((await balance(await loginOtherAdmin())).bank_card).toBeNull();
  });
});

describe("trade/list", () => {
  it("pages the trades (the orders' and the shop's own) newest first, filters by type and date range", async () => {
    const token = await login();
    const all = (await trades(token, { page_size: 100 })).body.data;
    expect(all.total).toBeGreaterThan(100);
    const times = all.list.map((t) => t.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const page2 = (await trades(token, { page: 2, page_size: 20 })).body.data;
    expect(page2.list[0]?.trade_no).toBe(all.list[20]?.trade_no);

    const settles = (await trades(token, { trade_type: "settle", page_size: 100 })).body.data;
    expect(settles.total).toBeGreaterThan(0);
    expect(settles.list.every((t) => t.trade_type === "settle" && t.direction === "in")).toBe(true);
    expect(settles.summary.expense).toBe(0);

    const range = ["2026-10-01", "2026-10-15"];
    const inRange = (await trades(token, { created_at: range, page_size: 100 })).body.data;
    expect(inRange.total).toBeGreaterThan(0);
    expect(inRange.total).toBeLessThan(all.total);
    expect(inRange.list.every((t) => t.created_at >= "2026-10-01" && t.created_at <= "2026-10-15 23:59:59")).toBe(true);
    const both = (await trades(token, { created_at: range, trade_type: "consume", page_size: 100 })).body.data;
    expect(both.total).toBe(inRange.list.filter((t) => t.trade_type === "consume").length);
  });

  it.each([
    [{ trade_type: "gift" }, "交易类型不正确"],
    [{ created_at: ["2026-10-01"] }, "交易时间格式不正确"],
    [{ created_at: ["2026-02-30", "2026-03-01"] }, "交易时间格式不正确"],
    [{ created_at: ["2026-10-15", "2026-10-01"] }, "交易时间的开始日期不能晚于结束日期"],
    [{ page_size: 500 }, "每页条数需为1-100"],
    [{ page: 0 }, "页码不正确"],
  ])("refuses %o", async (body, msg) => {
    const res = await trades(await login(), body);
    expect(res.body).toMatchObject({ code: 422, msg });
  });

  it("keeps each shop's trades apart", async () => {
    const mine = (await trades(await login(), { page_size: 100 })).body.data.list.map((t) => t.trade_no);
    const res = await trades(await loginOtherAdmin(), { page_size: 100 });
    expect(res.body.data.total).toBeGreaterThan(0);
    expect(res.body.data.list.filter((t) => mine.includes(t.trade_no))).toEqual([]);
  });
});

describe("trade/trend", () => {
  it("sums income and expense per day over the window", async () => {
    const token = await login();
    const res = await call<{ list: { date: string; income: number; expense: number }[]; total_income: number; total_expense: number }>(
      `${BASE}/trade/trend`, { days: 30, end_date: "2026-11-20" }, { token },
    );
    const { list, total_income, total_expense } = res.body.data;
    expect(list).toHaveLength(30);
    expect(list[0]?.date).toBe("2026-10-22");
    expect(list[29]?.date).toBe("2026-11-20");
    const window = (await trades(token, { created_at: ["2026-10-22", "2026-11-20"], page_size: 100 })).body.data;
    expect(total_income).toBe(window.summary.income);
    expect(total_expense).toBe(window.summary.expense);
    expect(total_income).toBeGreaterThan(0);
    const bad = await call(`${BASE}/trade/trend`, { days: 365 }, { token });
    expect(bad.body).toMatchObject({ code: 422, msg: "统计天数需为7-90天" });
  });
});

describe("cash/withdrawal", () => {
  it.each([
    [undefined, "请输入提现金额"],
    ["100", "提现金额必须是数字"],
    [0, "提现金额必须大于0"],
    [-50, "提现金额必须大于0"],
    [10.555, "提现金额最多保留两位小数"],
  ])("refuses %o", async (amount, msg) => {
    const token = await login();
    const before = await balance(token);
    const res = await withdraw(token, amount);
    expect(res.body).toMatchObject({ code: 422, msg });
    expect(await balance(token)).toEqual(before);
  });

  it("refuses more than the available balance, but allows all of it", async () => {
    const token = await login();
    const { available } = await balance(token);
    const over = await withdraw(token, Math.round((available + 0.01) * 100) / 100);
    expect(over.body).toMatchObject({ code: 422, msg: `提现金额不能超过可用余额 ${formatMoney(available)}` });
    const all = await withdraw(token, available);
    expect(all.body.code).toBe(200);
    expect((await balance(token)).available).toBe(0);
  });

  it("lowers the available balance, freezes the amount and lists a 提现 trade 处理中", async () => {
    const token = await login();
    const before = await balance(token);
    const count = (await trades(token, {})).body.data.total;
    const res = await withdraw(token, 1234.56);
    expect(res.body.code).toBe(200);
    const after = await balance(token);
    expect(after.available).toBe(Math.round((before.available - 1234.56) * 100) / 100);
    expect(after.frozen).toBe(Math.round((before.frozen + 1234.56) * 100) / 100);
    expect(res.body.data.available).toBe(after.available);

    const latest = (await trades(token, { trade_type: "withdraw", page_size: 1 })).body.data.list[0];
    expect(latest).toMatchObject({ trade_no: res.body.data.trade_no, amount: 1234.56, direction: "out", status: 2, balance_after: after.available });
    expect(latest?.remark).toBe("提现至招商银行 **** 6789");
    expect((await trades(token, {})).body.data.total).toBe(count + 1);
  });

  it("refuses a shop without a bound bank card", async () => {
    const res = await withdraw(await loginOtherAdmin(), 10);
    expect(res.body).toMatchObject({ code: 409, msg: "请先绑定提现银行卡" });
  });
});
