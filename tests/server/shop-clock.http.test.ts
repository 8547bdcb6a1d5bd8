import { describe, expect, it } from "vitest";
import { formatShopDate, parseShopTime } from "../../src/engine/shop-clock";
import { FIGURES_API, type Figures } from "../../src/pages/dashboard/overview-types";
import { call, login, setupDemoApi, type Page } from "../api/helpers";

/**
 * The API's times are Beijing's whatever the server's zone (decision 0073): over HTTP
 * (npm run test:server) the PGlite half's server runs with TZ=UTC and the Postgres half's with
 * TZ=America/New_York, where a record made at 19:54 in Beijing read 11:54 and 06:54 before,
 * 今日 ran from 08:00 (or 13:00) Beijing time, and the log said the same. On the in-page store
 * (`npm test`) the suite's own zone is not Shanghai either (vitest.config.ts).
 */

setupDemoApi();

/** How far an API time ('YYYY-MM-DD HH:mm:ss', Beijing) is from `ms`, in seconds. */
const secondsFrom = (time: unknown, ms: number) => Math.abs(parseShopTime(String(time)).getTime() - ms) / 1000;

describe("the shop's clock over the API", () => {
  it("a record made now reads now in Beijing time, and so does its entry in the 操作日志", async () => {
    const token = await login();
    const name = `时钟${Date.now().toString(36).slice(-6)}`;
    const saved = await call("/merchant/goods/v1/category/save", { name, sort: 1, parent_alias: "" }, { token });
    expect(saved.body.code, saved.body.msg).toBe(200);
    const made = Date.now();
    const row = (await call<Page<{ name: string; created_at: string }>>("/merchant/goods/v1/category/list", { keyword: name, page_size: 10 }, { token })).body.data.list.find((r) => r.name === name);
    expect(row?.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(secondsFrom(row?.created_at, made)).toBeLessThan(120);
    const log = (await call<Page<{ created_at: string; page_name: string }>>("/merchant/shop/v1/log/list", { page: 1, page_size: 1 }, { token })).body.data.list[0];
    expect(secondsFrom(log?.created_at, made)).toBeLessThan(120);
  });

  it("今日 on 工作台 is Beijing's day", async () => {
    const token = await login();
    const before = formatShopDate(Date.now());
    const figures = (await call<Figures>(FIGURES_API, {}, { token })).body.data;
    const after = formatShopDate(Date.now());
    expect([before, after]).toContain(figures.date);
    expect(figures.trend.at(-1)?.date).toBe(figures.date);
  });
});
