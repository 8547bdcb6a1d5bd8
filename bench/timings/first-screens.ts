import type { BrowserContext, Page } from "playwright-core";
import { OVERVIEW_API } from "../../src/resources/dashboard/workplace-api.rules";
import { fillSignIn } from "../browser";
import { probesScript, type PaintResult, type PaintSpec } from "./in-page";
import { GOODS, ORDERS, timed, type ListPage } from "./steps";

/**
 * What a merchant waits for on the production server (issue 51, item 1), each from a cold
 * start unless said: a first load (navigation → the screen's rows or cards painted, and the
 * LCP the page had by then), the same /goods again in the same context (its HTTP cache warm:
 * the second visit), and sign-in (the 登录 click → the first screen painted).
 * 工作台 is /dashboard/workplace: `/` leads the admin to 账户设置 (HOME_PATH, spec section 2).
 */
export type FirstScreenStep = "goods" | "goodsWarm" | "order" | "workplace" | "signIn";
export interface FirstScreenFigures {
  startToPaint: number;
  /** The last largest-contentful-paint entry by then (ms from navigation); null: none, or a click step. */
  lcp: number | null;
  longestTask: number;
  /** Files the page got from the HTTP cache (Resource Timing: transferSize 0 with a body): a warm visit's proof. */
  fromCache?: number;
}
export type FirstScreenRun = Partial<Record<FirstScreenStep, FirstScreenFigures>>;

const TIMEOUT_MS = 30_000;
/** 工作台's KPI cards (src/pages/dashboard/workplace.tsx KPIS): the admin sees all four. */
const WORKPLACE_CARDS = 4;

/**
 * The page's LCP so far: a buffered observer hands over the entries the page already has. A
 * page with none never calls it back, hence the bound (the entries are there at once if at all).
 */
function lcpOf(page: Page): Promise<number | null> {
  return page.evaluate(
    () =>
      new Promise<number | null>((resolve) => {
        const bound = setTimeout(() => resolve(null), 1_000);
        new PerformanceObserver((list) => {
          clearTimeout(bound);
          resolve(Math.max(...list.getEntries().map((e) => e.startTime)));
        }).observe({ type: "largest-contentful-paint", buffered: true });
      }),
  );
}

/**
 * The page's loads done: no resource finished for half a second (Playwright's networkidle, but
 * blind to the console's live-events call, which stays open on the production server and would
 * hold networkidle for ever). Bounded: a page that keeps loading is left after 15 s.
 */
function loadsDone(page: Page): Promise<void> {
  // as text: tsx would name the inner functions with a helper the page does not have (in-page.ts)
  return page.evaluate(`new Promise((resolve) => {
    let quiet;
    const observer = new PerformanceObserver(() => wait());
    const done = () => { observer.disconnect(); resolve(); };
    const wait = () => { clearTimeout(quiet); quiet = setTimeout(done, 500); };
    observer.observe({ type: "resource" });
    wait();
    setTimeout(done, 15000);
  })`);
}

/** A full load of `url` in a new page, timed until `spec`'s screen is painted; the page stays open. */
async function load(context: BrowserContext, url: string, spec: Omit<PaintSpec, "from" | "timeoutMs">): Promise<{ page: Page; figures: FirstScreenFigures }> {
  const page = await context.newPage();
  await page.addInitScript({ content: probesScript({ ...spec, from: "navigation", timeoutMs: TIMEOUT_MS }) });
  await page.goto(url, { waitUntil: "commit" });
  const result = await page.evaluate(() => window.__bench.waiting as Promise<PaintResult>);
  const fromCache = await page.evaluate(() => performance.getEntriesByType("resource").filter((e) => (e as PerformanceResourceTiming).transferSize === 0 && (e as PerformanceResourceTiming).decodedBodySize > 0).length);
  return { page, figures: { startToPaint: result.paintedAt - result.startedAt, lcp: await lcpOf(page), longestTask: result.longestTask, fromCache } };
}

const listSpec = (list: ListPage) => ({ api: list.api, rows: 20 });

/**
 * /goods cold, then (its calls and lazy chunks done) /goods again in a new page of the same
 * context: the second visit, assets from the HTTP cache as the server's headers allow.
 */
export async function goodsTwice(context: BrowserContext, url: string): Promise<FirstScreenRun> {
  const first = await load(context, url, listSpec(GOODS));
  await loadsDone(first.page);
  await first.page.close();
  const again = await load(context, url, listSpec(GOODS));
  await again.page.close();
  return { goods: first.figures, goodsWarm: again.figures };
}

export async function orderCold(context: BrowserContext, url: string): Promise<FirstScreenRun> {
  const { page, figures } = await load(context, url, listSpec(ORDERS));
  await page.close();
  return { order: figures };
}

/** 工作台 (/dashboard/workplace), its KPI cards painted. */
export async function workplaceCold(context: BrowserContext, url: string): Promise<FirstScreenRun> {
  const { page, figures } = await load(context, url, { api: OVERVIEW_API, cards: WORKPLACE_CARDS });
  await page.close();
  return { workplace: figures };
}

/**
 * Signed out, `url` (a list) sends the merchant to /login with the way back (the guard's
 * ?redirect=); the form filled, 登录 → that list's 20 rows painted, its code and calls as cold as
 * the login page left them. (A plain /login leads to 账户设置, HOME_PATH: a form, not rows.)
 */
export async function signInCold(context: BrowserContext, url: string, list: ListPage): Promise<FirstScreenRun> {
  const page = await context.newPage();
  await page.addInitScript({ content: probesScript(null) });
  await page.goto(url);
  await page.waitForURL((u) => u.pathname === "/login");
  const button = await fillSignIn(page);
  const step = await timed(page, listSpec(list), () => button.click());
  await page.close();
  return { signIn: { startToPaint: step.startToPaint, lcp: null, longestTask: step.longestTask } };
}
