// 店铺规则 (decision 0061) as the admin merchant, on the demo API: the order just placed counts
// down to its 自动关闭 in its detail; 店铺规则 set shorter in 商户信息 closes it at once.
import { describe, it } from "node:test";
import { expectToast, fillText } from "../crud.mjs";
import { ADMIN, assertNoConsoleErrors, browserForSpec, expectText, firstListed, openConsole } from "../helpers.mjs";

const inPage = browserForSpec();

describe("店铺规则", () => {
  it("an unpaid order counts down to 自动关闭, and closes when the rule is set shorter", { timeout: 60_000 }, () =>
    inPage("shop-rules", async (page) => {
      const order = await firstListed(page, "/merchant/order/v1/order/list", { status: "WAIT_PAY" });
      await openConsole(page, `/order/${order.order_sn}`);
      await page.getByText(/\d+ 分钟后自动关闭/).first().waitFor({ state: "visible" });

      await openConsole(page, "/user/setting");
      const rules = page.locator('form[aria-label="店铺规则"]');
      await fillText(rules, "未付款自动关闭", "5");
      await page.getByRole("button", { name: "保存店铺规则" }).click();
      await expectToast(page, "店铺规则已保存");

      await openConsole(page, `/order/${order.order_sn}`);
      await expectText(page, "超时未付款，系统自动关闭");
      await assertNoConsoleErrors(page);
    }, { as: ADMIN, at: "/order" }));
});
