import type { Page } from "playwright-core";

/** A step measured by the breakdown: `before` brings the page there (not measured), `act` is measured. */
export interface Step {
  name: string;
  what: string;
  before(page: Page, origin: string): Promise<void>;
  act(page: Page, origin: string): Promise<void>;
}

const ROWS = "tbody tr.ant-table-row";

/** `rows` rows on screen, the first another than `notFirst`, then the next frame painted. */
async function painted(page: Page, rows: number, notFirst: string | null = null): Promise<void> {
  await page.waitForFunction(
    ({ rows, notFirst, selector }) => {
      const shown = document.querySelectorAll(selector);
      return shown.length === rows && shown[0]?.getAttribute("data-row-key") !== notFirst;
    },
    { rows, notFirst, selector: ROWS },
    { timeout: 30_000, polling: "raf" },
  );
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
}

/** Nothing left to do: the network idle, then two idle callbacks. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise<void>((r) => requestIdleCallback(() => requestIdleCallback(() => r(), { timeout: 2_000 }), { timeout: 2_000 })));
}

const firstKey = (page: Page) => page.locator(ROWS).first().getAttribute("data-row-key");

function pageSwitch(name: string, path: string, rows: number): Step {
  let before: string | null = null;
  return {
    name,
    what: `${path}: page 1 → 2 (click → ${rows} rows painted)`,
    async before(page, origin) {
      await page.goto(`${origin}${path}`);
      await painted(page, rows);
      await settle(page);
      before = await firstKey(page);
    },
    async act(page) {
      await page.locator("li.ant-pagination-item-2").click();
      await painted(page, rows, before);
      await settle(page);
    },
  };
}

function load(name: string, path: string, rows: number): Step {
  return {
    name,
    what: `${path}: a full load, signed in (navigation → ${rows} rows painted)`,
    async before() {},
    async act(page, origin) {
      await page.goto(`${origin}${path}`, { waitUntil: "commit" });
      await painted(page, rows);
    },
  };
}

export const STEPS: Step[] = [
  pageSwitch("goods-switch20", "/goods?pageSize=20&currentPage=1", 20),
  load("goods-load100", "/goods?pageSize=100&currentPage=1", 100),
  pageSwitch("goods-switch100", "/goods?pageSize=100&currentPage=1", 100),
  pageSwitch("order-switch10", "/order?pageSize=10&currentPage=1", 10),
];
