import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatShopTime, shopInstant } from "../../src/engine/shop-clock";
import { getDb, resetDb } from "../../src/demo/node";
import { FIGURES_API, type Figures } from "../../src/pages/dashboard/overview-types";
import { resources } from "../../src/resources";
import { call, login, setupDemoApi, type Page } from "../api/helpers";

/**
 * The demo is seeded on one clock, relative to today (decision 0020): whatever the day it is
 * opened, nothing seeded lies in the future but what is planned (an activity's start and end,
 * a card's expiry), activities of every status exist, and every section's "today" is the
 * clock's. Each test runs on two fixed clocks far apart (Date only is faked).
 */
setupDemoApi();

/** A date ('YYYY-MM-DD' or with a time) that may lie ahead: what is planned, not what happened. */
const PLANNED = new Set(["start_at", "end_at", "expire_at"]);
const DATE = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/;
// the shop's wall time, whatever the tests' TZ
const stamp = (d: Date) => formatShopTime(d);

/** Every date of `value` (any depth) with where it is, but the planned ones. */
function pastDates(value: unknown, path: string, out: [string, string][]): [string, string][] {
  if (Array.isArray(value)) value.forEach((v, i) => pastDates(v, `${path}[${i}]`, out));
  else if (typeof value === "object" && value !== null) {
    for (const [key, v] of Object.entries(value)) if (!PLANNED.has(key)) pastDates(v, `${path}.${key}`, out);
  } else if (typeof value === "string" && DATE.test(value)) out.push([path, value]);
  return out;
}

const ACTIVITIES = ["coupon", "collection", "draw", "gift", "goodsDiscount"];

describe.each([
  ["a morning in spring 2027", shopInstant(2027, 3, 15, 8, 5, 0)],
  ["a late evening in summer 2026", shopInstant(2026, 7, 2, 23, 40, 0)],
])("the demo opened on %s", (_, clock) => {
  const now = stamp(clock);
  const today = now.slice(0, 10);
  let token = "";
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(clock);
    resetDb();
    token = await login();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("seeds nothing after now but planned dates", async () => {
    // the lazily seeded tables too (资产 trades): one call seeds them
    await call("/merchant/payment/v1/trade/trend", { days: 7 }, { token });
    const db = getDb();
    const dates = pastDates({ ...db, sessions: [] }, "db", []);
    expect(dates.length).toBeGreaterThan(5000);
    expect(dates.filter(([, d]) => d > now).slice(0, 10)).toEqual([]);
    // and it reaches now: orders were placed in the last 24 hours
    const dayBefore = stamp(new Date(clock.getTime() - 86_400_000));
    expect(dates.some(([p, d]) => p.startsWith("db.records.order") && d > dayBefore)).toBe(true);
  });

  it("has activities not started, running and ended of every kind", async () => {
    for (const name of ACTIVITIES) {
      const config = resources.find((r) => r.name === name);
      const list = (await call<Page<{ status: number }>>(`${config?.api.base}/list`, { page_size: 100 }, { token })).body.data.list;
      for (const status of [1, 2, 3]) expect(list.some((r) => r.status === status), `${name} ${status}`).toBe(true);
    }
  });

  it("shows today as today in 工作台, 资产 and 分销员", async () => {
    const figures = (await call<Figures>(FIGURES_API, {}, { token })).body.data;
    expect(figures.date).toBe(today);
    expect(figures.trend.at(-1)?.date).toBe(today);
    const cash = (await call<{ list: { date: string }[] }>("/merchant/payment/v1/trade/trend", { days: 7 }, { token })).body.data;
    expect(cash.list.at(-1)?.date).toBe(today);
    const salesman = (await call<{ end_date: string }>("/merchant/salesman/v1/overview", {}, { token })).body.data;
    expect(salesman.end_date).toBe(today);
  });

  it("seeds the same demo twice on the same clock", () => {
    const first = JSON.stringify(getDb().records.order);
    resetDb();
    expect(JSON.stringify(getDb().records.order)).toBe(first);
  });
});
