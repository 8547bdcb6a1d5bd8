// Skeletons, not spinners (issue 51, item 4, decision 0129): a list whose first page is slow to
// come shows its shape at once (the table's header and skeleton rows in the table's row height; a
// phone's cards), never a spinner, and its rows then take the skeleton's place without moving
// anything (no layout shift, measured by the browser's own 'layout-shift' entries from the moment
// the skeleton is on screen to the rows). The demo API answers each call after 4 s here.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { ADMIN, assertNoConsoleErrors, browserForSpec } from "../helpers.mjs";

const inPage = browserForSpec();
const TEST_TIMEOUT = 60_000;
/** Each demo call's delay: the list's rows come well after its skeleton is painted. */
const SLOW = { demoLatencyMs: 4000 };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** Records the page's layout shifts (with their times) from its start, before any of its scripts. */
async function watchShifts(page) {
  await page.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__shifts.push({ at: e.startTime, value: e.value, input: e.hadRecentInput });
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The sum of the shifts since `since` (performance.now()'s clock). */
const shiftSince = (page, since) =>
  page.evaluate((t) => window.__shifts.filter((s) => s.at >= t && !s.input).reduce((sum, s) => sum + s.value, 0), since);

/**
 * The page at the first moment `skeleton` is on it, read in one go (a loaded machine may take a
 * while between two reads): when, the spinners, the busy list, the 加载中 said, the rows (`row`):
 * how many and how high, and the table header's cells' boxes.
 */
const snapshot = (page, skeleton, row = skeleton) =>
  page.waitForFunction(([skeleton, row]) => {
    if (!document.querySelector(skeleton)) return null;
    const said = [...document.querySelectorAll(".visually-hidden")].filter((e) => e.textContent === "加载中").length;
    return {
      at: performance.now(),
      spinners: document.querySelectorAll(".ant-spin-spinning").length,
      busy: document.querySelectorAll(".list-box[aria-busy='true']").length,
      said,
      rows: document.querySelectorAll(row).length,
      height: document.querySelector(row)?.getBoundingClientRect().height,
      header: [...document.querySelectorAll(".ant-table-thead th")].map((th) => { const r = th.getBoundingClientRect(); return [r.left, r.top, r.width]; }),
    };
  }, [skeleton, row], { timeout: 20_000, polling: "raf" }).then((handle) => handle.jsonValue());

/**
 * What is on screen while the skeleton shows: no spinner, the list busy, 加载中 said once (a filter's
 * control whose code loads is busy too, as a disabled input: lazy-control.tsx).
 */
function expectLoadingState(seen) {
  assert.equal(seen.spinners, 0, "no spinner while the list loads");
  assert.equal(seen.busy, 1, "the list is busy");
  assert.equal(seen.said, 1, "one 加载中 for a screen reader");
}

describe("a list whose first page is slow", () => {
  it("desktop /goods: the table's header and skeleton rows of the rows' height, then the rows, nothing shifting", { timeout: TEST_TIMEOUT }, async () => {
    await inPage("skeletons-desktop", async (page) => {
      await watchShifts(page);
      /** From the skeleton's paint to the rows: the shifts, a row's height and the header cells' boxes before and after. */
      const skeletonToRows = async () => {
        const before = await snapshot(page, "tbody tr[data-skeleton]");
        expectLoadingState(before);
        await page.locator("tbody tr.ant-table-row").first().waitFor({ state: "visible", timeout: 20_000 });
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        const after = await snapshot(page, "tbody tr.ant-table-row");
        assert.equal(after.busy, 0, "busy no more");
        return { before, after, shift: await shiftSince(page, before.at) };
      };

      // a first visit: the free-text columns are fitted to the rows' values, which the skeleton
      // cannot know (list-skeleton.tsx useSkeletonWidths): only those may widen or narrow
      await page.goto("/goods", { waitUntil: "domcontentloaded" });
      const first = await skeletonToRows();
      assert.ok(first.before.rows >= 10, `skeleton rows of the page's size (${first.before.rows})`);
      assert.equal(first.after.height, first.before.height, "a skeleton row is as high as a row");
      assert.deepEqual(first.after.header.map(([, top]) => top), first.before.header.map(([, top]) => top), "the header stays at its height");
      assert.ok(first.shift < 0.001, `hardly a shift on a first visit (${first.shift})`);

      // the list again (a reload): its columns at the widths its rows had, and nothing moves at all
      await page.reload({ waitUntil: "domcontentloaded" });
      const again = await skeletonToRows();
      assert.equal(again.after.height, again.before.height, "a skeleton row is as high as a row");
      assert.deepEqual(again.after.header, again.before.header, "the header's cells stay where they were");
      assert.equal(again.shift, 0, "no layout shift from the skeleton to the rows");
      assertNoConsoleErrors(page);
    }, { as: ADMIN, ...SLOW });
  });

  it("phone /goods: cards' skeletons, then the cards, nothing shifting", { timeout: TEST_TIMEOUT }, async () => {
    await inPage("skeletons-phone", async (page) => {
      await watchShifts(page);
      await page.goto("/goods", { waitUntil: "domcontentloaded" });
      const seen = await snapshot(page, ".list-box [data-skeleton]");
      expectLoadingState(seen);
      await page.locator("section[aria-label$='列表'] .ant-card").first().waitFor({ state: "visible", timeout: 20_000 });
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      assert.equal(await shiftSince(page, seen.at), 0, "no layout shift from the skeleton to the cards");
      assertNoConsoleErrors(page);
    }, { as: ADMIN, ...SLOW, ...PHONE });
  });
});
