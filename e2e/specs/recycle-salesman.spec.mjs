// 礼品卡回收 and 分销员 as the admin merchant, on the demo API: pay a recycle order from the
// list (more than the face value is refused first), and settle a promoter's commission.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { confirm, detailOf, expectFieldError, expectToast, fillText, filterList, rowAction, rows } from "../crud.mjs";
import { ADMIN, assertNoConsoleErrors, browserForSpec, firstListed, waitForPath } from "../helpers.mjs";

const inPage = browserForSpec();
const money = (n) => `¥${Number(n).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe("礼品卡回收 /recycle", () => {
  it("pays a recycle order waiting for payment, no more than its face value", { timeout: 60_000 }, () =>
    inPage("recycle-pay", async (page) => {
      const order = await firstListed(page, "/merchant/recycle/v1/order/list", { status: 2 });
      await filterList(page, "单号/卡号/会员", order.order_sn);
      await rowAction(page, order.order_sn, "打款");
      await waitForPath(page, `/recycle/order/pay/${order.alias}`);

      const form = page.locator('form[aria-label="打款表单"]');
      await fillText(form, "打款金额", String(order.face_value + 1));
      await form.getByRole("button", { name: "确认打款" }).click();
      await expectFieldError(form, "打款金额", `打款金额不能超过面值（${money(order.face_value)}）`);
      const amount = Math.min(order.face_value, order.expected_amount);
      await fillText(form, "打款金额", String(amount));
      await form.getByRole("button", { name: "确认打款" }).click();
      await page.locator(".ant-modal-confirm").getByRole("button", { name: "确认打款" }).click();

      await waitForPath(page, `/recycle/order/detail/${order.alias}`);
      await expectToast(page, "打款成功");
      const detail = await detailOf(page);
      assert.equal(detail["状态"], "已打款");
      assert.equal(detail["打款金额"], money(amount));
      assertNoConsoleErrors(page);
    }, { as: ADMIN, at: "/recycle/order/index" }));
});

describe("分销员 /salesman", () => {
  it("settles a 待结算 commission, which then shows under 已结算", { timeout: 60_000 }, () =>
    inPage("salesman-settle", async (page) => {
      await page.getByRole("tab", { name: /待结算/ }).click();
      await waitForPath(page, (url) => url.search.length > 0, { message: "the 待结算 tab should filter the URL" });
      const row = rows(page).first();
      await row.getByRole("button", { name: /结\s*算/ }).waitFor({ state: "visible" });
      const cells = await row.locator("td").allInnerTexts();
      const [promoter, period] = [cells[0]?.trim(), cells[1]?.trim()];
      assert.ok(promoter && /^\d{4}-\d{2}$/.test(period ?? ""), `the first row should show a promoter and a month, got ${JSON.stringify(cells)}`);

      await row.getByRole("button", { name: /结\s*算/ }).click();
      await confirm(page);
      await expectToast(page, "结算成功");
      await page.getByRole("tab", { name: /已结算/ }).click();
      // the 待结算 rows stay on screen until the 已结算 list answers: wait for the settled row itself
      const settled = rows(page).filter({ hasText: promoter }).filter({ hasText: period }).filter({ hasText: "已结算" });
      await settled.first().waitFor({ state: "visible" });
      assertNoConsoleErrors(page);
    }, { as: ADMIN, at: "/salesman/settlement/list" }));
});
