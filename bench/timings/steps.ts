import type { BrowserContext, Page } from "playwright-core";
import { probesScript, type PaintResult, type PaintSpec } from "./in-page";

/** A list both apps show (the console's screen and the reference's copy): its path and its list call. */
export interface ListPage {
  path: string;
  api: string;
}
export const GOODS: ListPage = { path: "/goods", api: "/merchant/goods/v1/goods/list" };
/** Orders (issue 26): status tabs with counts, masked mobiles, money. */
export const ORDERS: ListPage = { path: "/order", api: "/merchant/order/v1/order/list" };
const GOODS_DETAIL_API = "/merchant/goods/v1/goods/detail";
const TIMEOUT_MS = 30_000;

/**
 * What one step gives: response → paint, start (navigation or click) → paint, response → every
 * row painted (a long page's rows past its first screen, held-rows.tsx), longest long task.
 */
export interface StepFigures {
  responseToPaint: number | null;
  startToPaint: number;
  responseToAll?: number | null;
  longestTask: number;
}

const figures = (r: PaintResult): StepFigures => ({
  responseToPaint: r.responseEnd === null ? null : r.paintedAt - r.responseEnd,
  responseToAll: r.responseEnd === null ? null : r.completeAt - r.responseEnd,
  startToPaint: r.paintedAt - r.startedAt,
  longestTask: r.longestTask,
});

/** A full load of `url` in a new page of `context`, timed until `list`'s `rows` rows are painted. */
export async function loadList(context: BrowserContext, list: ListPage, url: string, rows: number): Promise<{ page: Page; step: StepFigures; firstKey: string | null }> {
  const page = await context.newPage();
  const spec: PaintSpec = { from: "navigation", api: list.api, rows, timeoutMs: TIMEOUT_MS };
  await page.addInitScript({ content: probesScript(spec) });
  await page.goto(url, { waitUntil: "commit" });
  const result = await page.evaluate(() => window.__bench.waiting as Promise<PaintResult>);
  return { page, step: figures(result), firstKey: result.firstKey };
}

/**
 * Waits until the page has nothing left to do (the calls a load starts after the list, their
 * renders), so a step measures its own work: network idle, then two idle callbacks.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 2_000 }), { timeout: 2_000 })),
  );
}

/** Arms the waiter, acts (a click), and returns the step's figures once its result is painted. */
export async function timed(page: Page, spec: Omit<PaintSpec, "from" | "timeoutMs">, act: () => Promise<void>): Promise<StepFigures & { firstKey: string | null }> {
  await settle(page);
  await page.evaluate((s) => window.__bench.arm(s), { ...spec, from: "click", timeoutMs: TIMEOUT_MS } as PaintSpec);
  await act();
  const result = await page.evaluate(() => window.__bench.waiting as Promise<PaintResult>);
  return { ...figures(result), firstKey: result.firstKey };
}

/** Page 1 → page 2 in the pagination (antd's, in both apps). */
export function switchPage(page: Page, list: ListPage, rows: number, firstKey: string | null) {
  return timed(page, { api: list.api, rows, notFirstKey: firstKey }, () => page.locator("li.ant-pagination-item-2").click());
}

/** The console's goods filter: its first text filter (商品名称), then 查询. */
export async function filterList(page: Page, keyword: string) {
  await page.locator("input#keyword").fill(keyword);
  return timed(page, { api: GOODS.api, contains: keyword }, () => page.getByRole("button", { name: /^\s*查\s*询\s*$/ }).click());
}

/**
 * A status tab (antd's Tabs, in both apps; its name is the label and then its count) → only
 * rows of that status painted: every row shows the label in its 订单状态 cell.
 */
export function clickTab(page: Page, list: ListPage, label: string) {
  return timed(page, { api: list.api, contains: label }, () => page.getByRole("tab", { name: new RegExp(`^${label}`) }).click());
}

/** The first row's 编辑 → the goods form with its fields filled in (and its rich-text editor). */
export function openEditForm(page: Page) {
  const edit = page.locator("tbody tr.ant-table-row").first().getByRole("link", { name: /^\s*编\s*辑\s*$/ });
  return timed(page, { api: GOODS_DETAIL_API, form: true }, () => edit.click());
}
