// 面单 and tracking (issue 49 item 5): after 批量发货 the shipped order's 快递面单 prints with its
// 运单号 as a Code 128 barcode on a 100×150 mm page; an order shipped earlier shows its 物流轨迹 on
// its detail. On the demo build: its API tracks with the demo's provider.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { choose } from "../crud.mjs";
import { ADMIN, assertNoConsoleErrors, browserForSpec, firstListed } from "../helpers.mjs";

const inPage = browserForSpec();
const LIST = "/merchant/order/v1/order/list";
const WAITING_URL = "/order?currentPage=1&pageSize=10"
  + "&filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=WAIT_SEND"
  + "&filters[1][field]=delivery_type&filters[1][operator]=eq&filters[1][value]=express";
const dialog = (page, title) => page.locator(".ant-modal").filter({ hasText: title }).last();

describe("快递面单 and 物流轨迹", () => {
  it("prints the 快递面单 of an order just shipped in bulk: its 运单号 as a barcode, 100×150 mm", { timeout: 90_000 }, () =>
    inPage("parcel-label", async (page) => {
      const order = await firstListed(page, LIST, { status: "WAIT_SEND", delivery_type: "express" });
      const sn = order.order_sn;
      await page.reload();
      await page.getByRole("checkbox", { name: `选择 ${sn}` }).check();
      await page.getByRole("toolbar", { name: "批量操作" }).getByRole("button", { name: "批量发货" }).click();
      const ship = dialog(page, "批量发货（1 单）");
      await ship.waitFor({ state: "visible" });
      await page.waitForFunction(() => !document.querySelector(".ant-modal.ant-zoom-appear, .ant-modal.ant-zoom-enter"));
      await choose(ship, "快递公司", "中通快递");
      await ship.getByLabel(`运单号 ${sn}`).fill("73100200399");
      await ship.getByRole("button", { name: "确定发货" }).click();
      await ship.getByText("已发货 1 单").first().waitFor({ state: "visible" });
      await page.evaluate(() => { window.print = () => { window.__printed = (window.__printed ?? 0) + 1; }; });
      await ship.getByRole("button", { name: "打印快递面单" }).click();

      const labels = dialog(page, "打印快递面单（1 单");
      const label = labels.getByRole("article", { name: `快递面单 ${sn}` });
      await label.waitFor({ state: "visible" });
      const barcode = label.getByRole("img", { name: "运单号条码 73100200399" });
      await barcode.waitFor({ state: "visible" });
      assert.ok(await barcode.locator("g rect").count() > 15, "the barcode has its bars");
      await label.getByText(order.address.mobile, { exact: false }).waitFor({ state: "visible" });
      await labels.getByRole("button", { name: /打\s*印/ }).click();
      assert.equal(await page.evaluate(() => window.__printed), 1);
      // on paper: the labels alone, each 100 mm wide (378 CSS px)
      await page.emulateMedia({ media: "print" });
      assert.equal(await page.locator("#root").isVisible(), false);
      const printed = page.locator(".order-print-labels .parcel-label").first();
      assert.equal(await printed.isVisible(), true);
      const box = await printed.boundingBox();
      assert.ok(box && Math.abs(box.width - 378) < 2 && Math.abs(box.height - 567) < 2, `a 100×150 mm label (got ${box?.width}×${box?.height})`);
      assertNoConsoleErrors(page);
    }, { as: ADMIN, at: WAITING_URL }));

  it("shows a shipped order's 物流轨迹 on its detail, newest first", { timeout: 60_000 }, () =>
    inPage("parcel-track", async (page) => {
      const order = await firstListed(page, LIST, { status: "WAIT_CONFIRM", delivery_type: "express" });
      await page.goto(`/order/${order.order_sn}`);
      const track = page.getByRole("region", { name: "物流轨迹" });
      await track.waitFor({ state: "visible" });
      await track.locator(".ant-timeline-item").first().waitFor({ state: "visible" });
      await track.getByText(`${order.express_company} ${order.express_no}`).waitFor({ state: "visible" });
      assertNoConsoleErrors(page);
    }, { as: ADMIN, at: "/order" }));
});
