// 工作台 as a merchant sees it (issue 23, part 3): 较昨日 in the Chinese convention (a rise red,
// a fall green) and 最新公告's rows (tag and title left-aligned, the date on one line), at
// 1440×900 and on a phone at 390×844. No console error.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { ADMIN, assertNoConsoleErrors, browserForSpec } from "../helpers.mjs";

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const inPage = browserForSpec();

/** Runs in the page: each notice row's problems ("title: what"), measured as drawn. */
function noticeProblems() {
  const card = [...document.querySelectorAll(".ant-card")].find((c) => c.querySelector(".ant-card-head")?.textContent?.includes("最新公告"));
  if (!card) return ["no 最新公告 card"];
  const rows = [...card.querySelectorAll(".ant-list-item")];
  if (rows.length === 0) return ["no notice rows"];
  const problems = [];
  for (const row of rows) {
    const tag = row.querySelector(".ant-tag");
    const date = [...row.querySelectorAll("span")].find((s) => /^\d{4}-\d{2}-\d{2}$/.test(s.textContent.trim()));
    const title = tag?.nextElementSibling;
    if (!tag || !date || !title) {
      problems.push(`${row.textContent}: no tag, title or date`);
      continue;
    }
    const [t, ti, d, r] = [tag, title, date, row].map((e) => e.getBoundingClientRect());
    // left-aligned: the title starts right after its tag, not spread towards the middle
    if (ti.left - t.right > 12) problems.push(`${title.textContent}: starts ${Math.round(ti.left - t.right)}px after its tag`);
    const lineHeight = parseFloat(getComputedStyle(date).lineHeight) || 22;
    if (d.height > lineHeight * 1.5) problems.push(`${title.textContent}: its date wraps (${Math.round(d.height)}px high)`);
    if (d.right > r.right + 1) problems.push(`${title.textContent}: its date runs out of the row`);
  }
  return problems;
}

/** Runs in the page: 较昨日 of each KPI as [text, colour]. */
function comparisons() {
  return [...document.querySelectorAll(".ant-card .ant-typography")]
    .filter((e) => e.textContent.startsWith("较昨日"))
    .map((e) => [e.textContent.replace(/\s+/g, " ").trim(), getComputedStyle(e).color]);
}

/** Red or green, by which channel leads. */
const hue = (rgb) => {
  const [r, g] = rgb.match(/\d+/g).map(Number);
  return r > g ? "red" : g > r ? "green" : "grey";
};

for (const [size, options] of [["1440×900", undefined], ["a phone (390×844)", PHONE]]) {
  describe(`工作台 at ${size}`, () => {
    it("notices: tag and title left-aligned, the date on one line; 较昨日 rises red, falls green", { timeout: 60_000 }, () =>
      inPage(`workplace-${size}`, async (page) => {
        await page.getByText("最新公告").first().waitFor({ state: "visible" });
        await page.locator(".ant-list-item").first().waitFor({ state: "visible" });
        assert.deepEqual(await page.evaluate(noticeProblems), [], "最新公告 rows");
        const compared = await page.evaluate(comparisons);
        assert.equal(compared.length, 4, "one 较昨日 per KPI");
        for (const [text, colour] of compared) {
          if (text.includes("+")) assert.equal(hue(colour), "red", `${text} is a rise: red`);
          else if (text.includes("-")) assert.equal(hue(colour), "green", `${text} is a fall: green`);
          else assert.match(text, /^较昨日 (暂无|持平)$/);
        }
        assertNoConsoleErrors(page);
      }, { ...options, as: ADMIN, at: "/dashboard/workplace" }));
  });
}

// 工作台 by an employee's grants (issue 35, item 5): the KPIs and the sales chart are 经营数据, a
// grant of their own. The seeded 客服 (no 经营数据) sees the to-dos and notices only, with no empty
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
