import type { BrowserContext, Page } from "playwright-core";
import { probesScript, type PaintResult, type PaintSpec } from "./in-page";

/** The one list both apps show: the console's /goods and the reference's copy of it. */
export const LIST_API = "/merchant/goods/v1/goods/list";
const DETAIL_API = "/merchant/goods/v1/goods/detail";
const TIMEOUT_MS = 30_000;

/** What one step gives: response → paint, start (navigation or click) → paint, longest long task. */
export interface StepFigures {
  responseToPaint: number | null;
  startToPaint: number;
  longestTask: number;
}

const figures = (r: PaintResult): StepFigures => ({
  responseToPaint: r.responseEnd === null ? null : r.paintedAt - r.responseEnd,
  startToPaint: r.paintedAt - r.startedAt,
  longestTask: r.longestTask,
});

/** A full load of `url` in a new page of `context`, timed until the list's `rows` rows are painted. */
export async function loadList(context: BrowserContext, url: string, rows: number): Promise<{ page: Page; step: StepFigures; firstKey: string | null }> {
  const page = await context.newPage();
  const spec: PaintSpec = { from: "navigation", api: LIST_API, rows, timeoutMs: TIMEOUT_MS };
  await page.addInitScript({ content: probesScript(spec) });
  await page.goto(url, { waitUntil: "commit" });
  const result = await page.evaluate(() => window.__bench.waiting as Promise<PaintResult>);
  return { page, step: figures(result), firstKey: result.firstKey };
}

/**
 * Waits until the page has nothing left to do (the calls a load starts after the list, their
 * renders), so a step measures its own work: network idle, then two idle callbacks.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 2_000 }), { timeout: 2_000 })),
  );
}

/** Arms the waiter, acts (a click), and returns the step's figures once its result is painted. */
async function timed(page: Page, spec: Omit<PaintSpec, "from" | "timeoutMs">, act: () => Promise<void>): Promise<StepFigures & { firstKey: string | null }> {
  await settle(page);
  await page.evaluate((s) => window.__bench.arm(s), { ...spec, from: "click", timeoutMs: TIMEOUT_MS } as PaintSpec);
  await act();
  const result = await page.evaluate(() => window.__bench.waiting as Promise<PaintResult>);
  return { ...figures(result), firstKey: result.firstKey };
}

/** Page 1 → page 2 in the pagination (antd's, in both apps). */
export function switchPage(page: Page, rows: number, firstKey: string | null) {
  return timed(page, { api: LIST_API, rows, notFirstKey: firstKey }, () => page.locator("li.ant-pagination-item-2").click());
}

/** The console's list filter: its first text filter (商品名称), then 查询. */
export async function filterList(page: Page, keyword: string) {
  await page.locator("input#keyword").fill(keyword);
  return timed(page, { api: LIST_API, contains: keyword }, () => page.getByRole("button", { name: /^\s*查\s*询\s*$/ }).click());
}

/** The first row's 编辑 → the goods form with its fields filled in (and its rich-text editor). */
export function openEditForm(page: Page) {
  const edit = page.locator("tbody tr.ant-table-row").first().getByRole("link", { name: /^\s*编\s*辑\s*$/ });
  return timed(page, { api: DETAIL_API, form: true }, () => edit.click());
}
