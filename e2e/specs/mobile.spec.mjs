// The console on a phone (issue 14), at 390×844 with touch: the menu is a drawer; a list's filters
// open behind 筛选 and filter; the first card's buttons work; the user menu signs out. No console
// error anywhere. That every spec route fits the phone's width (its touch targets, values, axe,
// 工作台's notices) is checked by the walk of every route (routes.spec.mjs), which turns each
// screen it opens at 1440×900 into a phone's (decision 0130).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { ADMIN, assertNoConsoleErrors, browserForSpec, goInApp, firstListed, pathOf, waitForPath } from "../helpers.mjs";
import { PHONE } from "../device-emulation.mjs";

const inPage = browserForSpec();

/** How far the page reaches beyond the screen's width (0 when it fits). */
// against the layout viewport (clientWidth): a phone zooms out to fit a wider page, which widens innerWidth
const overflowOf = (page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Unfolds the filters behind 筛选; returns their form. */
async function openFilters(page) {
  await page.getByRole("button", { name: /^\s*筛\s*选\s*$/ }).click();
  const form = page.getByRole("form", { name: "筛选" });
  await form.waitFor({ state: "visible" });
  return form;
}

/** Runs the filters' 查询 and waits for them to fold. */
async function search(page, form) {
  await form.getByRole("button", { name: /^\s*查\s*询\s*$/ }).click();
  await form.waitFor({ state: "hidden" });
}

/** The list's cards (one per row), once the list has some. */
const cards = (page, label) => page.getByRole("region", { name: `${label}列表` }).locator(".ant-list-item");

describe("on a phone (390×844)", () => {
  it("menu drawer, filters behind 筛选, the first card's buttons, sign-out", { timeout: 90_000 }, () =>
    inPage("mobile-lists", async (page) => {
      // the menu: a drawer from the 菜单 button, closed once a screen is chosen
      await page.getByRole("button", { name: "菜单", exact: true }).click();
      const menu = page.getByRole("dialog", { name: "菜单" });
      await menu.getByRole("navigation", { name: "主菜单" }).waitFor({ state: "visible" });
      await menu.getByRole("menuitem", { name: /订单管理/ }).click();
      await menu.getByRole("link", { name: "订单列表" }).click();
      await waitForPath(page, "/order");
      await menu.waitFor({ state: "hidden" });

      // /order: filter by an order number; its card's 查看 opens the order
      const order = await firstListed(page, "/merchant/order/v1/order/list");
      await cards(page, "订单").first().waitFor({ state: "visible" });
      const filters = await openFilters(page);
      await filters.getByLabel("订单号").fill(order.order_sn);
      await search(page, filters);
      await waitForPath(page, (url) => url.search.includes(encodeURIComponent(order.order_sn)), { message: "the filter goes into the URL" });
      await page.getByText(order.order_sn, { exact: true }).first().waitFor({ state: "visible" });
      await cards(page, "订单").nth(1).waitFor({ state: "detached" }); // the unfiltered list's other rows go
      assert.equal(await cards(page, "订单").count(), 1, "one card for one order number");
      assert.equal(await overflowOf(page), 0, "the filtered list fits the screen");
      await cards(page, "订单").first().getByRole("link", { name: "查看" }).click();
      await waitForPath(page, `/order/${order.order_sn}`);
      await page.locator(".ant-descriptions").first().waitFor({ state: "visible" });

      // /goods: filter by name; the first card's 编辑 opens its form
      const goods = await firstListed(page, "/merchant/goods/v1/goods/list");
      await goInApp(page, "/goods");
      const goodsFilters = await openFilters(page);
      await goodsFilters.getByLabel("商品名称").fill(goods.name);
      await search(page, goodsFilters);
      const first = cards(page, "商品").first();
      await first.getByText(goods.name, { exact: true }).first().waitFor({ state: "visible" });
      assert.match(pathOf(page), /^\/goods\?/, "the goods filter is in the URL");
      await first.getByRole("link", { name: "编辑" }).click();
      await waitForPath(page, `/goods/edit/${goods.alias}`);
      // the form fills in once the record is loaded
      await page.waitForFunction((name) => document.querySelector("input#name")?.value === name, goods.name);
      assert.equal(await overflowOf(page), 0, "the form fits the screen");

      // the user menu: the avatar, named for the merchant
      await page.getByRole("button", { name: `${ADMIN.nickname}（用户菜单）` }).click();
      await page.getByRole("menuitem", { name: "退出登录" }).click();
      await waitForPath(page, "/login", { message: "退出登录 should land on /login" });
      assertNoConsoleErrors(page);
    }, { ...PHONE, as: ADMIN, at: "/dashboard/workplace" }));
});
