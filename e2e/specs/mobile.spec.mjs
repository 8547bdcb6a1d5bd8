// The console on a phone (issue 14), at 390×844 with touch: every spec route (e2e/spec-routes.mjs)
// opened as the admin fits the screen's width (nothing scrolls the page sideways); the menu is a
// drawer; a list's filters open behind 筛选 and filter; the first card's buttons work; the user
// menu signs out. No console error anywhere. 工作台's notices and 较昨日 are checked on the walk's
// visit (e2e/workplace-checks.mjs, decision 0112).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { ADMIN, assertNoConsoleErrors, browserForSpec, goInApp, firstListed, pathOf, waitForPath } from "../helpers.mjs";
import { phoneLayout } from "../phone-layout.mjs";
import { DATA, FIRST_ROUTE, everyRoute, expectScreen } from "../spec-routes.mjs";
import { axeOfScreen } from "../axe-check.mjs";
import { workplaceProblems } from "../workplace-checks.mjs";

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/**
 * What a screen with data shows on a phone: a list with no rows is one too (its filters, the
 * desktop's sign of one, are folded away), and only what is visible counts (the folded form is not).
 */
const PHONE_DATA = [...DATA.split(", "), ".ant-list .ant-empty"].map((s) => `${s}:visible`).join(", ");
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
  it("every spec route fits the screen's width", { timeout: 240_000 }, () =>
    inPage("mobile-routes", async (page) => {
      const wide = [];
      for await (const { route, path, shows } of everyRoute(page)) {
        await expectScreen(page, path, shows ?? PHONE_DATA);
        const over = await overflowOf(page);
        if (over > 0) wide.push(`${path}: ${over}px wider than the screen`);
        wide.push(...(await phoneLayout(page)).map((p) => `${path}: ${p}`));
        wide.push(...(await axeOfScreen(page, `${route} (phone)`)));
        if (route === "/dashboard/workplace") wide.push(...(await workplaceProblems(page, `${route} (phone)`)));
      }
      assert.deepEqual(wide, [], `pages wider than 390px, values broken over lines, touch targets under 32×32, axe violations or 工作台's problems:\n  - ${wide.join("\n  - ")}`);
      assertNoConsoleErrors(page);
    }, { ...PHONE, as: ADMIN, at: FIRST_ROUTE }));

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
