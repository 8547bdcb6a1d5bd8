// Accessibility (issues 14 and 23): axe-core's WCAG 2 A and AA rules, every impact (e2e/axe-check.mjs).
// Every route is checked at both sizes by the walk (routes.spec.mjs: each screen at 1440×900, then
// turned into a phone's; with the <h1>s), and the whole page of a list (the shell and the pager) by the desktop walk's visit of
// /goods (decision 0112); here: the signed-out screens, the overlays over a screen (a modal, the detail
// drawer, a select's dropdown, a date picker's panel, a popconfirm; on a phone the menu drawer,
// the filter panel and the status select's options), and the keyboard: the skip link, and a
// focus one can see in the side menu and the rich-text editor. A failure lists every violation at once.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { ADMIN, assertNoConsoleErrors, browserForSpec, firstListed, visit } from "../helpers.mjs";
import { axeViolations, settle } from "../axe-check.mjs";

const TEST_TIMEOUT = 90_000;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const inPage = browserForSpec();

/** What a screen shows once its data is there (as routes.spec.mjs checks it). */
const READY = [
  ".ant-table-tbody tr.ant-table-row",
  "form .ant-form-item",
  ".ant-descriptions",
  ".ant-statistic",
  ".ant-list-item",
  "[role=group]",
].join(", ");

/** The page's <h1> texts: one per screen, naming it (what a screen reader lists the page by). */
const headingsOf = (page) => page.getByRole("heading", { level: 1 }).allTextContents();

const failIfAny = (found) => assert.deepEqual(found, [], `expected no axe violations, got ${found.length}:\n  - ${found.join("\n  - ")}`);

/** Whether the page shows `path` already (a test's signed-in start opened it: no second load). */
const isOn = (page, path) => new URL(page.url()).pathname === path;

/** Opens each screen, checks its one <h1> and runs axe on it; fails once listing all that was found. */
async function checkScreens(page, screens) {
  const found = [];
  for (const { path, ready = READY, h1 } of screens) {
    const target = typeof path === "function" ? await path(page) : path;
    if (!isOn(page, target)) await visit(page, target);
    await page.locator(ready).first().waitFor({ state: "visible" });
    found.push(...(await axeViolations(page, target)));
    const headings = await headingsOf(page);
    if (h1 && (headings.length !== 1 || headings[0] !== h1)) found.push(`${target}: expected one <h1> "${h1}", got ${JSON.stringify(headings)}`);
  }
  return found;
}

/**
 * Opens each overlay over its screen and runs axe on the whole page (the overlay and what it
 * covers: aria-hidden, focus); `open(page)` returns the overlay's locator, closed with Escape.
 */
async function checkOverlays(page, overlays) {
  const found = [];
  for (const { name, path, ready = READY, open } of overlays) {
    const target = typeof path === "function" ? await path(page) : path;
    if (target && !isOn(page, target)) {
      await visit(page, target);
      await page.locator(ready).first().waitFor({ state: "visible" });
      await settle(page);
    }
    const overlay = await open(page);
    await overlay.waitFor({ state: "visible" });
    found.push(...(await axeViolations(page, name)));
    await page.keyboard.press("Escape");
    await overlay.waitFor({ state: "hidden" });
  }
  return found;
}

const firstRow = (page) => page.locator(".ant-table-tbody tr.ant-table-row").first();
const orderDetail = async (page) => `/order/${(await firstListed(page, "/merchant/order/v1/order/list")).order_sn}`;
/** A row button by its label (antd spaces out two characters: "查 看"), not a refused one. */
const rowButton = (page, label) =>
  firstRow(page).getByRole("button", { name: new RegExp(`^${[...label].join("\\s*")}$`) }).and(page.locator(":not([aria-disabled=true])"));

describe("accessibility (axe, WCAG 2 A/AA)", () => {
  it("signed out: /login and /register", { timeout: TEST_TIMEOUT }, () =>
    inPage("a11y-signed-out", async (page) => {
      failIfAny(await checkScreens(page, [
        { path: "/login", ready: "form input[name=mobile]", h1: "商户后台" },
        { path: "/register", ready: "form .ant-form-item", h1: "商户后台" },
      ]));
      assertNoConsoleErrors(page);
    }));

  it("overlays: a modal, the detail drawer, a select's options, a date picker's panel, a popconfirm", { timeout: TEST_TIMEOUT }, () =>
    inPage("a11y-overlays", async (page) => {
      failIfAny(await checkOverlays(page, [
        {
          name: "detail drawer (/ump/coupon 查看)", path: "/ump/coupon", ready: ".ant-table-tbody tr.ant-table-row",
          open: async (p) => (await rowButton(p, "查看").first().click(), p.locator(".ant-drawer-content")),
        },
        {
          name: "商家备注 modal", path: orderDetail, ready: ".ant-descriptions",
          open: async (p) => (await p.getByRole("button", { name: /^备\s*注$/ }).first().click(), p.getByRole("dialog", { name: "商家备注" })),
        },
        {
          name: "select options (/order filters)", path: "/order", ready: ".ant-table-tbody tr.ant-table-row",
          open: async (p) => (await p.locator("form .ant-select").first().click(), p.locator(".ant-select-dropdown")),
        },
        {
          name: "date picker panel (/order 下单时间)",
          open: async (p) => (await p.locator("form .ant-picker").first().click(), p.locator(".ant-picker-dropdown")),
        },
        {
          name: "popconfirm (/goods/params 删除)", path: "/goods/params", ready: ".ant-table-tbody tr.ant-table-row",
          open: async (p) => (await rowButton(p, "删除").first().click(), p.locator(".ant-popconfirm")),
        },
      ]));
      assertNoConsoleErrors(page);
    }, { as: ADMIN, at: "/ump/coupon" }));

  it("on a phone: a list, the menu drawer, the filter panel, the status select's options", { timeout: TEST_TIMEOUT }, () =>
    inPage("a11y-phone", async (page) => {
      const found = await checkScreens(page, [{ path: "/order", ready: ".ant-list-item", h1: "订单列表" }]);
      found.push(...(await checkOverlays(page, [
        {
          name: "menu drawer",
          open: async (p) => (await p.getByRole("button", { name: "菜单", exact: true }).click(), p.getByRole("dialog", { name: "菜单" })),
        },
        {
          name: "status select's options (订单状态)",
          open: async (p) => (await p.locator(".ant-select", { has: p.getByRole("combobox", { name: /状态筛选$/ }) }).click(), p.locator(".ant-select-dropdown")),
        },
      ])));
      await page.getByRole("button", { name: /^\s*筛\s*选\s*$/ }).click();
      await page.locator("form[aria-label='筛选'] .ant-form-item").first().waitFor({ state: "visible" });
      found.push(...(await axeViolations(page, "filter panel")));
      failIfAny(found);
      assertNoConsoleErrors(page);
    }, { ...PHONE, as: ADMIN, at: "/order" }));

  it("from the keyboard: the skip link leads to the screen, 新建商品 is one Tab stop", { timeout: TEST_TIMEOUT }, () =>
    inPage("a11y-keyboard", async (page) => {
      await settle(page);
      await page.locator(".ant-table-tbody tr.ant-table-row").first().waitFor();
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "跳到主要内容" });
      await skip.waitFor({ state: "visible" });
      assert.ok(await skip.evaluate((el) => el === document.activeElement), "the first Tab stop is the skip link");
      await page.keyboard.press("Enter");
      assert.equal(await page.evaluate(() => document.activeElement?.tagName), "MAIN", "Enter on it moves focus to the screen's <main>");

      const create = page.getByRole("link", { name: "新建商品", exact: true });
      assert.equal(await create.locator("button, a, input, [tabindex]").count(), 0, "新建商品 holds no second Tab stop (a button in the link)");
      await create.focus();
      await page.keyboard.press("Enter");
      await page.getByRole("heading", { level: 1, name: "新建商品" }).waitFor();
      assertNoConsoleErrors(page);
    }, { as: ADMIN, at: "/goods" }));

  it("from the keyboard: a focus one can see on the side menu, its items and the rich-text editor", { timeout: TEST_TIMEOUT }, () =>
    inPage("a11y-focus-visible", async (page) => {
      await page.getByRole("textbox", { name: /详情|正文/ }).first().waitFor();
      await settle(page);
      const menu = page.getByRole("navigation", { name: "主菜单" });
      const seen = [];
      // Tab from the page's start into the menu, then two stops on inside it
      for (let i = 0; i < 30 && seen.length < 3; i++) {
        await page.keyboard.press("Tab");
        if (await menu.evaluate((nav) => nav.contains(document.activeElement))) seen.push(await page.evaluate(focusIndicator));
      }
      assert.equal(seen.length, 3, "Tab reaches the side menu");
      // the editor's writing area, reached by Tab from its toolbar's last button
      await page.getByRole("button", { name: "插入图片" }).first().focus();
      await page.keyboard.press("Tab");
      seen.push(await page.evaluate(focusIndicator));
      const unseen = seen.filter((f) => !f.visible);
      assert.deepEqual(unseen, [], `a focus one cannot see:\n  - ${unseen.map((f) => JSON.stringify(f)).join("\n  - ")}`);
      assert.match(seen.at(-1).what, /richtext-content/, "the last Tab stop is the editor's writing area");
      assertNoConsoleErrors(page);
    }, { as: ADMIN, at: "/goods/create" }));
});

/**
 * In the page: the focused element's focus ring, drawn by it or (a link in a menu item) by its
 * item: an outline of 2px or more, or a box-shadow, that no ancestor clips away (an outline drawn
 * outside the element is cut by an ancestor with overflow other than visible, as the menu's are).
 */
function focusIndicator() {
  const el = document.activeElement;
  const describe = (e) => `${e.tagName.toLowerCase()}.${String(e.className).split(" ").slice(0, 3).join(".")}`;
  const ring = [el, el.closest(".ant-menu-item, .ant-menu-submenu-title")].filter(Boolean).find((e) => {
    const s = getComputedStyle(e);
    return (s.outlineStyle !== "none" && parseFloat(s.outlineWidth) >= 2) || s.boxShadow !== "none";
  });
  if (!ring) return { what: describe(el), visible: false, why: "no outline or box-shadow" };
  const s = getComputedStyle(ring);
  const outside = s.outlineStyle !== "none" && parseFloat(s.outlineOffset) + parseFloat(s.outlineWidth) > 0;
  let clipper = null;
  for (let a = ring.parentElement; outside && a && !clipper; a = a.parentElement) if (getComputedStyle(a).overflow !== "visible") clipper = a;
  return { what: describe(ring), visible: !clipper, why: clipper ? `its ring is outside it, cut by ${describe(clipper)}` : "" };
}
