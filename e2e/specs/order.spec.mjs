// 订单管理 as the admin merchant, on the demo API: ship an express order from its detail page
// (a bad tracking number is said first), and refuse an after-sales request (a reason required).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { choose, expectFieldError, expectToast, fillText, filterList, item, ok, openedDialog, rowAction } from "../crud.mjs";
import { ADMIN, assertNoConsoleErrors, browserForSpec, expectText, firstListed, waitForPath } from "../helpers.mjs";

const inPage = browserForSpec();
/** The status tag of a detail page's header. */
const statusTag = (page, text) => page.locator(".ant-tag, .ant-badge-status-text").filter({ hasText: text }).first();

describe("订单管理 /order", () => {
  it("ships an express order waiting to be sent, with company and tracking number", { timeout: 60_000 }, () =>
    inPage("order-ship", async (page) => {
      const order = await firstListed(page, "/merchant/order/v1/order/list", { status: "WAIT_SEND", delivery_type: "express" });
      // antd speaks Chinese too (its locale), e.g. the pager's size changer
      await page.locator(".ant-pagination-options").getByText("10 条/页").waitFor({ state: "visible" });
      await filterList(page, "订单号", order.order_sn);
      await rowAction(page, order.order_sn, "查看");
      await waitForPath(page, `/order/${order.order_sn}`);
      await statusTag(page, "待发货").waitFor({ state: "visible" });

      await page.getByRole("button", { name: /^\s*发\s*货\s*$/ }).click();
      const modal = await openedDialog(page, "订单发货");
      await choose(modal, "快递公司", "顺丰速运");
      // the pick is there before going on (if it is lost, the failure says so here)
      await item(modal, "快递公司").locator(".ant-select-selection-item", { hasText: "顺丰速运" }).waitFor({ state: "visible" });
      await fillText(modal, "运单号", "SF-1");
      await ok(modal);
      await expectFieldError(modal, "运单号", "运单号应为 8-30 位字母、数字或连字符（-）");
      await fillText(modal, "运单号", "SF1234567890");
      await ok(modal);
      await expectToast(page, "发货成功");
      await statusTag(page, "待收货").waitFor({ state: "visible" });
      await expectText(page, "SF1234567890");
      assert.equal(await page.getByRole("button", { name: /^\s*发\s*货\s*$/ }).count(), 0, "a shipped order offers no 发货");
      assertNoConsoleErrors(page);
    }, { as: ADMIN, at: "/order" }));

  it("lists page 1 of a tab clicked on page 2; every status is a dot", { timeout: 60_000 }, () =>
    inPage("order-tabs", async (page) => {
      await page.locator(".ant-pagination-item-active", { hasText: "2" }).waitFor({ state: "visible" });
      await page.getByRole("tab", { name: /^待发货/ }).click();
      await waitForPath(page, (url) => url.searchParams.get("currentPage") === "1" && url.search.includes("WAIT_SEND"));
      await page.locator(".ant-pagination-item-active", { hasText: "1" }).waitFor({ state: "visible" });
      await page.locator(".ant-table-tbody tr.ant-table-row").first().waitFor({ state: "visible" });
      assert.equal(await page.getByText("暂无数据").count(), 0, "the tab's first page has its orders");

      // 待收货 (a cyan option) is a dot like every other status, not a tag
      await page.getByRole("tab", { name: /^待收货/ }).click();
      const cyan = page.locator(".ant-table-tbody .ant-badge", { hasText: "待收货" }).first();
      await cyan.waitFor({ state: "visible" });
      assert.equal(await page.locator(".ant-table-tbody .ant-tag", { hasText: "待收货" }).count(), 0);
      assertNoConsoleErrors(page);
    }, { as: ADMIN, at: "/order?currentPage=2&pageSize=10" }));

  it("refuses an after-sales request only with a reason", { timeout: 60_000 }, () =>
    inPage("refund-refuse", async (page) => {
      const refund = await firstListed(page, "/merchant/order/v1/refund/list", { status: "PENDING" });
      await page.getByRole("tab", { name: /待处理/ }).click();
      await rowAction(page, refund.order_sn, "查看");
      await waitForPath(page, `/order/refund/${refund.alias}`);

      await page.getByRole("button", { name: /^\s*拒\s*绝\s*$/ }).click();
      const modal = await openedDialog(page, "拒绝售后申请");
      await ok(modal);
      await expectFieldError(modal, "拒绝原因", "请填写拒绝原因");
      await fillText(modal, "拒绝原因", "商品已签收超过7天，不支持退款");
      await ok(modal);
      await expectToast(page, "已拒绝售后申请");
      await statusTag(page, "已拒绝").waitFor({ state: "visible" });
      await expectText(page, "商品已签收超过7天，不支持退款");
      assert.equal(await page.getByRole("button", { name: /^\s*拒\s*绝\s*$/ }).count(), 0, "a refused request offers no 拒绝");
      assertNoConsoleErrors(page);
    }, { as: ADMIN, at: "/order/refund" }));
});
