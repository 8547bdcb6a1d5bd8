// 批量发货 and 导入发货 on the order list (issue 37, item 1), at 1440 px and on a phone at 390 px:
// three 待发货 orders shipped in one go, one with a bad 运单号 (named with the rule, the other two
// shipped); a sheet (a CSV at 1440 px, an .xlsx on the phone) whose bad rows are marked in the
// preview and left out of the shipping.
// Orders are picked from the seeded demo data by their state.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { choose } from "../crud.mjs";
import writeXlsxFile from "write-excel-file/universal";
import { ADMIN, assertNoConsoleErrors, browserForSpec, demoApi } from "../helpers.mjs";

/** An .xlsx of `rows` (text cells), as a file to pick. */
async function xlsxFile(rows) {
  const blob = await (await writeXlsxFile(rows.map((r) => r.map((value) => ({ value }))))).toBlob();
  return { name: "发货.xlsx", mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", buffer: Buffer.from(await blob.arrayBuffer()) };
}

const inPage = browserForSpec();
const LIST = "/merchant/order/v1/order/list";
const DETAIL = "/merchant/order/v1/order/detail";
/** The 运单号 rule's words (src/resources/order/ship.rules.ts EXPRESS_NO_RULE). */
const RULE = "运单号应为 8-30 位字母、数字或连字符（-）";
const SIZES = [
  ["1440", { viewport: { width: 1440, height: 900 } }],
  ["390", { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
];
/** The list of 待发货 express orders, as the URL carries its filters (refine's syncWithLocation). */
const WAITING_URL = "/order?currentPage=1&pageSize=10"
  + "&filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=WAIT_SEND"
  + "&filters[1][field]=delivery_type&filters[1][operator]=eq&filters[1][value]=express";

/** antd spaces a two-character button's label (完 成): its name, either way. */
const named = (text) => new RegExp(`^\\s*${[...text].join("\\s*")}\\s*$`);
const dialog = (page, title) => page.locator(".ant-modal").filter({ hasText: title }).last();
const statusOf = async (page, sn) => (await demoApi(page, DETAIL, { order_sn: sn })).data.status;
/**
 * `count` 待发货 express orders of the list's first page (newest first). The seed follows the
 * clock, so it may have fewer: then pending 售后 of express orders that were 待发货 are refused
 * through the demo API, which returns each order to 待发货 (setup, not the flow under test).
 */
async function waiting(page, count) {
  const listed = async () => (await demoApi(page, LIST, { page: 1, page_size: 10, status: "WAIT_SEND", delivery_type: "express" })).data.list;
  let list = await listed();
  if (list.length < count) {
    const refunding = (await demoApi(page, LIST, { page: 1, page_size: 50, status: "REFUNDING", delivery_type: "express" })).data.list
      .filter((o) => o.status_before_refund === "WAIT_SEND");
    const pending = (await demoApi(page, "/merchant/order/v1/refund/list", { page: 1, page_size: 100, status: "PENDING" })).data.list;
    for (const order of refunding.slice(0, count - list.length)) {
      const refund = pending.find((r) => r.order_sn === order.order_sn);
      if (refund) await demoApi(page, "/merchant/order/v1/refund/audit", { alias: refund.alias, result: "refuse", reason: "测试：退回待发货" });
    }
    list = await listed();
  }
  assert.ok(list.length >= count, `the demo should have ${count} 待发货 express orders (got ${list.length})`);
  return list.slice(0, count).map((o) => o.order_sn);
}
/** The list's picker of an order (a row's checkbox, a phone card's). */
const pick = (page, sn) => page.getByRole("checkbox", { name: `选择 ${sn}` }).check();

describe("批量发货 /order", () => {
  for (const [size, screen] of SIZES) {
    it(`ships 3 picked orders; the one with a bad 运单号 is named and the other two shipped (${size} px)`, { timeout: 90_000 }, () =>
      inPage(`order-batch-ship-${size}`, async (page) => {
        const [a, bad, c] = await waiting(page, 3);
        await page.reload();
        for (const sn of [a, bad, c]) await pick(page, sn);
        const bar = page.getByRole("toolbar", { name: "批量操作" });
        await bar.getByText("已选 3 个待发货订单").waitFor({ state: "visible" });
        await bar.getByRole("button", { name: "批量发货" }).click();

        const modal = dialog(page, "批量发货（3 单）");
        await modal.waitFor({ state: "visible" });
        await page.waitForFunction(() => !document.querySelector(".ant-modal.ant-zoom-appear, .ant-modal.ant-zoom-enter"));
        await choose(modal, "快递公司", "中通快递");
        await modal.getByLabel(`运单号 ${a}`).fill("ZT7300000001");
        await modal.getByLabel(`运单号 ${bad}`).fill("ZT-1");
        await modal.getByLabel(`运单号 ${c}`).fill("ZT7300000003");
        // marked as typed, still sent: the API names it
        await modal.getByText(RULE).first().waitFor({ state: "visible" });
        await modal.getByRole("button", { name: "确定发货" }).click();

        await modal.getByText("已发货 2 单，1 单未发货").waitFor({ state: "visible" });
        await modal.getByRole("list", { name: "未发货的订单" }).getByText(`${bad}：${RULE}`).waitFor({ state: "visible" });
        assert.equal(await statusOf(page, a), "WAIT_CONFIRM");
        assert.equal(await statusOf(page, c), "WAIT_CONFIRM");
        assert.equal(await statusOf(page, bad), "WAIT_SEND", "the order with the bad 运单号 waits still");
        await modal.getByRole("button", { name: named("完成") }).click();
        await modal.waitFor({ state: "hidden" });
        // the list follows: the shipped orders left the 待发货 list, the refused one is there
        await page.getByRole("checkbox", { name: `选择 ${a}` }).waitFor({ state: "detached" });
        await page.getByRole("checkbox", { name: `选择 ${bad}` }).waitFor({ state: "visible" });
        assertNoConsoleErrors(page);
      }, { ...screen, as: ADMIN, at: WAITING_URL }));

    it(`previews an import, marks each bad row, and ships only the good ones (${size} px)`, { timeout: 90_000 }, () =>
      inPage(`order-ship-import-${size}`, async (page) => {
        const [good, badNo] = await waiting(page, 2);
        const done = (await demoApi(page, LIST, { page: 1, page_size: 1, status: "WAIT_CONFIRM" })).data.list[0].order_sn;
        const rows = [
          ["订单号", "快递公司", "运单号"],
          [good, "顺丰速运", "SF1234567890"],
          [badNo, "顺丰速运", "SF 12"],
          [done, "顺丰速运", "SF1234567891"],
          [good, "顺丰速运", "SF1234567892"],
          ["2099000000000000000", "顺风快递", "SF1234567893"],
        ];
        // a CSV on the desktop, an Excel workbook on the phone: the two kinds a merchant has
        const sheet = size === "390" ? await xlsxFile(rows) : { name: "发货.csv", mimeType: "text/csv", buffer: Buffer.from(rows.map((r) => r.join(",")).join("\r\n")) };
        await page.getByRole("button", { name: "导入发货" }).click();
        const modal = dialog(page, "导入发货");
        await modal.waitFor({ state: "visible" });
        await modal.locator("input[type=file]").setInputFiles(sheet);

        await modal.getByText("共 5 行：1 行可发货，4 行有问题，不会发货").waitFor({ state: "visible" });
        const preview = modal.getByLabel("导入预览");
        for (const reason of [RULE, "当前订单状态为待收货，不能发货", "订单号在本批中重复", "订单不存在"]) {
          await preview.getByText(reason).first().waitFor({ state: "visible" });
        }
        // nothing is saved by the preview
        assert.equal(await statusOf(page, good), "WAIT_SEND");
        await modal.getByRole("button", { name: "发货 1 单" }).click();
        await modal.getByText("已发货 1 单").first().waitFor({ state: "visible" });
        assert.equal(await statusOf(page, good), "WAIT_CONFIRM");
        assert.equal(await statusOf(page, badNo), "WAIT_SEND", "a refused row is not shipped");
        await modal.getByRole("button", { name: named("完成") }).click();
        assertNoConsoleErrors(page);
      }, { ...screen, as: ADMIN, at: WAITING_URL }));
  }

  it("prints the picked orders' 发货单: address, items and remark, one a page", { timeout: 60_000 }, () =>
    inPage("order-print-sheet", async (page) => {
      const [a, b] = await waiting(page, 2);
      for (const sn of [a, b]) await pick(page, sn);
      await page.evaluate(() => { window.print = () => { window.__printed = (window.__printed ?? 0) + 1; }; });
      await page.getByRole("toolbar", { name: "批量操作" }).getByRole("button", { name: "打印发货单" }).click();
      const modal = dialog(page, "打印发货单（2 单）");
      await modal.getByRole("region", { name: `发货单 ${a}` }).waitFor({ state: "visible" });
      const order = (await demoApi(page, DETAIL, { order_sn: a })).data;
      await modal.getByRole("region", { name: `发货单 ${a}` }).getByText(order.address.detail, { exact: false }).waitFor({ state: "visible" });
      await modal.getByRole("button", { name: named("打印") }).click();
      assert.equal(await page.evaluate(() => window.__printed), 1);
      // on paper only the slips show: the console is hidden by the print rules
      await page.emulateMedia({ media: "print" });
      assert.equal(await page.locator(".order-print-sheet").isVisible(), true);
      assert.equal(await page.locator("#root").isVisible(), false);
      assertNoConsoleErrors(page);
    }, { as: ADMIN, at: WAITING_URL }));
});
