// 导出 (/system/export/:type): the order list's 导出 creates a job of the list's filters; the
// export list shows its progress bar, then a download link; the file is the CSV of those orders.
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { describe, it } from "node:test";
import { expectToast } from "../crud.mjs";
import { ADMIN, assertNoConsoleErrors, browserForSpec, visit, waitForPath } from "../helpers.mjs";

const inPage = browserForSpec();

describe("导出 /system/export/:type", () => {
  it("exports the orders of one status tab: live progress, then a CSV download", { timeout: 60_000 }, () =>
    inPage("export-orders", async (page) => {
      // the page's Date stands still until the test moves it (timers keep running): the demo
      // API (in the page) reads a job's progress from it, so the job cannot end unseen
      const start = Date.now();
      await page.clock.setFixedTime(start);
      await visit(page, "/order");
      const tab = page.getByRole("tab", { name: /待发货/ });
      await tab.click();
      await waitForPath(page, (url) => decodeURIComponent(url.search).includes("WAIT_SEND"), { message: "the 待发货 tab should filter the URL" });
      // the tab's count comes with the list's reply
      await page.getByRole("tab", { name: /待发货\s*\d+/ }).waitFor({ state: "visible" });
      const count = Number((await tab.innerText()).replace(/\D/g, ""));
      assert.ok(count > 0, "the seed should have orders waiting to ship");

      await page.getByRole("button", { name: /导\s*出/ }).click();
      await expectToast(page, "导出任务已创建");
      await page.getByRole("button", { name: "前往导出列表" }).click();
      await waitForPath(page, "/system/export/order");

      // the job runs for a few seconds (at most 6): its progress bar shows; once that time has
      // passed, the list's polling shows the download link
      await page.getByLabel("导出进度").first().waitFor({ state: "visible" });
      await page.clock.setFixedTime(start + 6_000);
      const link = page.getByRole("link", { name: /下载/ }).first();
      await link.waitFor({ state: "visible" });
      const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
      assert.match(download.suggestedFilename(), /^订单导出_\d{14}\.csv$/);
      const csv = (await readFile(await download.path(), "utf8")).replace(/^\uFEFF/, "").trim().split("\r\n");
      assert.equal(csv.length, count + 1, `the file should hold the ${count} orders of the tab plus a header`);
      assert.match(csv[0], /订单号/);
      assert.ok(csv.slice(1).every((line) => line.includes("待发货")), "every exported order should be 待发货");
      assertNoConsoleErrors(page);
    }, { as: ADMIN }));
});
