import type { BrowserContext } from "playwright-core";
import { clickTab, filterList, GOODS, loadList, openEditForm, ORDERS, switchPage, type ListPage, type StepFigures } from "./steps";

/**
 * The steps timed in Chromium; the reference has no goods filter and no form. `order*`: the
 * orders list (issue 26), so the work is not tuned to /goods only.
 */
export type StepName = "load20" | "load100" | "switch20" | "switch100" | "filter" | "edit" | "orderLoad20" | "orderSwitch20" | "orderTab";
export type RunFigures = Partial<Record<StepName, StepFigures>>;

/** A word in ~1 in 22 goods' names (敦煌飞天 and its copies): fewer hits than a page holds. */
export const FILTER_KEYWORD = "敦煌";
/** The orders' tab timed: the status of most seeded orders (228 of 320), so a full page of 20. */
export const ORDER_TAB = "已完成";

/** A list's first page of `rows` rows, as each app takes its size from the URL. */
type ListUrl = (list: ListPage, rows: number) => string;
const consoleUrl = (origin: string): ListUrl => (list, rows) => `${origin}${list.path}?pageSize=${rows}&currentPage=1`;
const referenceUrl = (origin: string): ListUrl => (list, rows) => `${origin}${list.path}?page_size=${rows}`;

/** A list of 100 goods and page 2; then the orders: 20 rows, page 2, the 已完成 tab (both apps alike). */
async function sharedSteps(context: BrowserContext, url: ListUrl): Promise<RunFigures> {
  const large = await loadList(context, GOODS, url(GOODS, 100), 100);
  const switch100 = await switchPage(large.page, GOODS, 100, large.firstKey);
  await large.page.close();
  const orders = await loadList(context, ORDERS, url(ORDERS, 20), 20);
  const orderSwitch20 = await switchPage(orders.page, ORDERS, 20, orders.firstKey);
  // both apps go back to page 1 with a new tab
  const orderTab = await clickTab(orders.page, ORDERS, ORDER_TAB);
  await orders.page.close();
  return { load100: large.step, switch100, orderLoad20: orders.step, orderSwitch20, orderTab };
}

/** One run on the console (stub API): 20 goods, page 2, filter, edit form; then the shared steps. */
export async function consoleRun(context: BrowserContext, origin: string): Promise<RunFigures> {
  const url = consoleUrl(origin);
  const small = await loadList(context, GOODS, url(GOODS, 20), 20);
  const switch20 = await switchPage(small.page, GOODS, 20, small.firstKey);
  // refine goes back to page 1 with a new filter
  const filter = await filterList(small.page, FILTER_KEYWORD);
  const edit = await openEditForm(small.page);
  await small.page.close();
  return { load20: small.step, switch20, filter, edit, ...(await sharedSteps(context, url)) };
}

/** One run on the reference: 20 goods and page 2; then the shared steps (`?page_size=`). */
export async function referenceRun(context: BrowserContext, origin: string): Promise<RunFigures> {
  const url = referenceUrl(origin);
  const small = await loadList(context, GOODS, url(GOODS, 20), 20);
  const switch20 = await switchPage(small.page, GOODS, 20, small.firstKey);
  await small.page.close();
  return { load20: small.step, switch20, ...(await sharedSteps(context, url)) };
}

/**
 * The first loads on a shop's own data (issue 38, item 4: the console on the API server, and in
 * demo mode beside it): 20 goods, then 20 orders, page 2 and the 已完成 tab. The demo shop has
 * 22 goods, so no page of 100 and no goods page 2.
 */
export async function firstLoadRun(context: BrowserContext, origin: string): Promise<RunFigures> {
  const url = consoleUrl(origin);
  const goods = await loadList(context, GOODS, url(GOODS, 20), 20);
  await goods.page.close();
  const orders = await loadList(context, ORDERS, url(ORDERS, 20), 20);
  const orderSwitch20 = await switchPage(orders.page, ORDERS, 20, orders.firstKey);
  const orderTab = await clickTab(orders.page, ORDERS, ORDER_TAB);
  await orders.page.close();
  return { load20: goods.step, orderLoad20: orders.step, orderSwitch20, orderTab };
}
