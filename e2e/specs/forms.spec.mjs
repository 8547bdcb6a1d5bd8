// Forms and focus (issue 23, part 5), on the desktop (1440×900) and a phone (390×844): saving a form
// with errors brings the first error into view and puts the cursor in it; a confirm takes the focus
// on its confirm button and gives it back when cancelled; after a delete the focus is on the list.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { ADMIN, assertNoConsoleErrors, browserForSpec, goInApp, expectText, firstListed } from "../helpers.mjs";
import { choose, fillText } from "../crud.mjs";

const SIZES = {
  desktop: { viewport: { width: 1440, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
};
const inPage = browserForSpec();

/** Where the focus is and where the first error's form item is, as the person sees them. */
const focusAndFirstError = (page) =>
  page.evaluate(() => {
    const item = document.querySelector(".ant-form-item-has-error");
    const box = item?.getBoundingClientRect();
    const active = document.activeElement;
    return {
      label: item?.querySelector(".ant-form-item-label")?.innerText.trim() ?? null,
      inView: Boolean(box && box.top >= 0 && box.bottom <= window.innerHeight),
      focusInside: Boolean(item && active && item.contains(active)),
      focused: active ? `${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ""} ${(active.innerText ?? "").slice(0, 20)}` : "none",
    };
  });

describe("saving a form with errors", () => {
  for (const [size, options] of Object.entries(SIZES)) {
    it(`scrolls to the first error and focuses it (/goods/create, ${size})`, { timeout: 60_000 }, () =>
      inPage(`forms-first-error-${size}`, async (page) => {
        const form = page.getByRole("form", { name: "商品表单" });
        const save = form.getByRole("button", { name: /^\s*保\s*存\s*$/ });
        // 保存 is at the form's end: the person scrolls down to it, the first field goes out of view
        await save.scrollIntoViewIfNeeded();
        const firstItem = form.locator(".ant-form-item").first();
        assert.equal(await firstItem.evaluate((el) => el.getBoundingClientRect().bottom <= 0), true, "the first field is above the screen when 保存 is pressed");
        await save.click();
        await page.locator(".ant-form-item-has-error").first().waitFor({ state: "visible" });
        const seen = await page
          .waitForFunction(() => {
            const item = document.querySelector(".ant-form-item-has-error");
            const box = item?.getBoundingClientRect();
            return item && item.contains(document.activeElement) && box.top >= 0 && box.bottom <= window.innerHeight;
          }, null, { timeout: 5_000 })
          .then(() => null, async () => focusAndFirstError(page));
        assert.equal(seen, null, `the first error should be in view and hold the focus: ${JSON.stringify(seen)}`);
        assertNoConsoleErrors(page);
      }, { ...options, as: ADMIN, at: "/goods/create" }));
  }
});

describe("after a ship", () => {
  it("the focus is on the order, not the page's body (the 发货 button and its dialog are gone)", { timeout: 60_000 }, () =>
    inPage("forms-focus-after-ship", async (page) => {
      // a parcel (the seed's 数字藏品 are delivered when paid: 数字藏品自动发货, decision 0115)
      const order = await firstListed(page, "/merchant/order/v1/order/list", { status: "WAIT_SEND", delivery_type: "express" });
      await goInApp(page, `/order/${order.order_sn}`);
      // the list's rows have 发货 too: click the detail's, once the detail shows
      await page.locator(".ant-card", { hasText: "订单详情" }).first().waitFor({ state: "visible" });
      await page.getByRole("button", { name: /^\s*发\s*货\s*$/ }).click();
      const dialog = page.getByRole("dialog", { name: "订单发货" });
      await choose(dialog, "快递公司", "顺丰速运");
      await fillText(dialog, "运单号", "SF1234567890");
      await dialog.getByRole("button", { name: /^\s*确\s*定\s*$/ }).click();
      await expectText(page, "发货成功");
      await page.getByRole("button", { name: /^\s*发\s*货\s*$/ }).waitFor({ state: "detached" });
      const focused = await page
        .waitForFunction(() => document.activeElement?.matches(".ant-card") && document.activeElement.textContent.includes("订单详情"), null, { timeout: 5_000 })
        .then(() => null, () => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? "none"));
      assert.equal(focused, null, `the order's card should hold the focus, not: ${focused}`);
      assertNoConsoleErrors(page);
    }, { as: ADMIN, at: "/order" }));
});
