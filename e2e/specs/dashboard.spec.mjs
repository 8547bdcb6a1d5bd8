// 工作台 by an employee's grants (issue 35, item 5). How it looks to the merchant at 1440×900 and
// on a phone (issue 23, part 3: 最新公告's rows, 较昨日's colours) is checked by the walks of every
// route on their visit of /dashboard/workplace (e2e/workplace-checks.mjs, decision 0112).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { assertNoConsoleErrors, browserForSpec } from "../helpers.mjs";

const inPage = browserForSpec();

// The KPIs and the sales chart are 经营数据, a grant of their own. The seeded 客服 (no 经营数据) sees the to-dos and notices only, with no empty
// chart frame and no refused call; the seeded 店长 (every grant) sees the figures.
const STAFF_PASSWORD = "Staff@2026";
const KEFU = { mobile: "13512340002", password: STAFF_PASSWORD, nickname: "吴静" };
const MANAGER = { mobile: "13512340001", password: STAFF_PASSWORD, nickname: "周杰" };

/** Runs in the page: what of the figures is drawn (their titles, a chart's frame). */
function figuresDrawn() {
  const text = document.body.innerText;
  return {
    sales: /销售额/.test(text),
    trend: /销售趋势/.test(text),
    chart: document.querySelector(".recharts-wrapper, .recharts-surface, [aria-label='近7日销售趋势']") !== null,
    refused: /无权限/.test(text),
  };
}

describe("工作台 by an employee's grants", () => {
  it("客服: the to-dos and notices, no money, no sales chart", { timeout: 60_000 }, () =>
    inPage("workplace kefu", async (page) => {
      await page.getByText("最新公告").first().waitFor({ state: "visible" });
      await page.getByText("待发货订单").first().waitFor({ state: "visible" });
      await page.locator(".ant-list-item").first().waitFor({ state: "visible" });
      assert.deepEqual(await page.evaluate(figuresDrawn), { sales: false, trend: false, chart: false, refused: false });
      assertNoConsoleErrors(page);
    }, { as: KEFU, at: "/dashboard/workplace" }));

  it("店长: today's sales and the sales chart beside the to-dos", { timeout: 60_000 }, () =>
    inPage("workplace manager", async (page) => {
      await page.getByText("今日销售额").first().waitFor({ state: "visible" });
      await page.locator(".recharts-surface").first().waitFor({ state: "visible" });
      await page.getByText("待发货订单").first().waitFor({ state: "visible" });
      assert.deepEqual(await page.evaluate(figuresDrawn), { sales: true, trend: true, chart: true, refused: false });
      assertNoConsoleErrors(page);
    }, { as: MANAGER, at: "/dashboard/workplace" }));
});
