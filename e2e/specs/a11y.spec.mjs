// Accessibility (issue 14): axe-core's WCAG 2 A and AA rules on a screen of each kind, signed out
// (/login, /register) and as the admin merchant on the demo API: a list, a create form, a detail
// screen, the workplace dashboard, 商户信息 and 素材库, an order list and a marketing list; on a phone
// (390×844) the shell with its menu drawer open and a list's filter panel. No critical or serious violation may be left;
// a failure prints every one (rule, impact, help, first targets) for every screen at once.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { AxeBuilder } from "@axe-core/playwright";
import { ADMIN, assertNoConsoleErrors, browserForSpec, firstListed, signIn, visit } from "../helpers.mjs";

const TEST_TIMEOUT = 90_000;
const BLOCKING = new Set(["critical", "serious"]);
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

/**
 * Waits for the screen's data and for its entry animations to end: axe measures contrast on
 * what is painted, and a half-faded-in text would count as low contrast.
 */
async function settle(page, ready) {
  await page.locator(ready).first().waitFor({ state: "visible" });
  await page.locator(".ant-spin-spinning, .ant-skeleton-active").first().waitFor({ state: "detached" });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** The critical and serious violations of the page as it is now, one line per rule. */
async function blockingViolations(page, screen) {
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ""))
    .map((v) => {
      const targets = v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ");
      return `${screen}: ${v.id} (${v.impact}, ${v.nodes.length} node(s)): ${v.help} → ${targets}`;
    });
}

/** The page's <h1> texts: one per screen, naming it (what a screen reader lists the page by). */
const headingsOf = (page) => page.getByRole("heading", { level: 1 }).allTextContents();

/** Opens each screen, runs axe on it, and fails once listing all the violations found. */
async function checkScreens(page, screens) {
  const found = [];
  for (const { path, ready = READY, h1 } of screens) {
    const target = typeof path === "function" ? await path(page) : path;
    await visit(page, target);
    await settle(page, ready);
    found.push(...(await blockingViolations(page, target)));
    const headings = await headingsOf(page);
    if (h1 && (headings.length !== 1 || headings[0] !== h1)) found.push(`${target}: expected one <h1> "${h1}", got ${JSON.stringify(headings)}`);
  }
  assert.equal(found.length, 0, `expected no critical or serious axe violations, got ${found.length}:\n  - ${found.join("\n  - ")}`);
  assertNoConsoleErrors(page);
}

describe("accessibility (axe, WCAG 2 A/AA)", () => {
  it("signed out: /login and /register", { timeout: TEST_TIMEOUT }, () =>
    inPage("a11y-signed-out", (page) =>
      checkScreens(page, [
        { path: "/login", ready: "form .ant-form-item", h1: "商户后台" },
        { path: "/register", ready: "form .ant-form-item", h1: "商户后台" },
      ]),
    ));

  it("as the admin: a list, a create form, a detail, the workplace, 商户信息 and 素材库", { timeout: TEST_TIMEOUT }, () =>
    inPage("a11y-admin", async (page) => {
      await signIn(page, ADMIN.mobile, ADMIN.password);
      const orderDetail = async (p) => `/order/${(await firstListed(p, "/merchant/order/v1/order/list")).order_sn}`;
      await checkScreens(page, [
        { path: "/goods", ready: ".ant-table-tbody tr.ant-table-row", h1: "商品列表" },
        { path: "/goods/create", ready: "form .ant-form-item", h1: "新建商品" },
        { path: orderDetail, ready: ".ant-descriptions", h1: "订单详情" },
        { path: "/dashboard/workplace", ready: ".ant-statistic", h1: "工作台" },
        { path: "/user/setting", ready: "form .ant-form-item, .ant-descriptions", h1: "商户信息" },
        { path: "/ump/material/index", ready: "[role=group]", h1: "素材库" },
        { path: "/order", ready: ".ant-table-tbody tr.ant-table-row", h1: "订单列表" },
        { path: "/ump/coupon", ready: ".ant-table-tbody tr.ant-table-row", h1: "优惠券" },
      ]);
      // the pager's arrows are named in Chinese (antd names them by their icons: "left", "right")
      await page.getByRole("button", { name: "下一页" }).waitFor();
      assert.equal(await page.getByRole("button", { name: /^(left|right)$/ }).count(), 0, "no pager arrow named left/right");
    }));

  it("on a phone: the shell with the menu drawer open, a list's filter panel", { timeout: TEST_TIMEOUT }, () =>
    inPage("a11y-phone", async (page) => {
      await signIn(page, ADMIN.mobile, ADMIN.password);
      await checkScreens(page, [{ path: "/order", ready: ".ant-list-item", h1: "订单列表" }]);
      const found = [];
      await page.getByRole("button", { name: "菜单", exact: true }).click();
      await settle(page, "[role=dialog] nav");
      found.push(...(await blockingViolations(page, "menu drawer")));
      await page.keyboard.press("Escape");
      await page.getByRole("dialog", { name: "菜单" }).waitFor({ state: "hidden" });
      await page.getByRole("button", { name: /^\s*筛\s*选\s*$/ }).click();
      await settle(page, "form[aria-label='筛选'] .ant-form-item");
      found.push(...(await blockingViolations(page, "filter panel")));
      assert.deepEqual(found, [], `expected no critical or serious axe violations:\n  - ${found.join("\n  - ")}`);
      assertNoConsoleErrors(page);
    }, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }));

  it("from the keyboard: the skip link leads to the screen, 新建商品 is one Tab stop", { timeout: TEST_TIMEOUT }, () =>
    inPage("a11y-keyboard", async (page) => {
      await signIn(page, ADMIN.mobile, ADMIN.password);
      await visit(page, "/goods");
      await settle(page, ".ant-table-tbody tr.ant-table-row");
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
    }));
});
