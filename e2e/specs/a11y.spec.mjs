// Accessibility (issue 14): axe-core's WCAG 2 A and AA rules on a screen of each kind, signed out
// (/login, /register) and as the admin merchant on the demo API: a list, a create form, a detail
// screen, the workplace dashboard, 商户信息 and 素材库. No critical or serious violation may be left;
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

/** Opens each screen, runs axe on it, and fails once listing all the violations found. */
async function checkScreens(page, screens) {
  const found = [];
  for (const { path, ready = READY } of screens) {
    const target = typeof path === "function" ? await path(page) : path;
    await visit(page, target);
    await settle(page, ready);
    found.push(...(await blockingViolations(page, target)));
  }
  assert.equal(found.length, 0, `expected no critical or serious axe violations, got ${found.length}:\n  - ${found.join("\n  - ")}`);
  assertNoConsoleErrors(page);
}

describe("accessibility (axe, WCAG 2 A/AA)", () => {
  it("signed out: /login and /register", { timeout: TEST_TIMEOUT }, () =>
    inPage("a11y-signed-out", (page) =>
      checkScreens(page, [
        { path: "/login", ready: "form .ant-form-item" },
        { path: "/register", ready: "form .ant-form-item" },
      ]),
    ));

  it("as the admin: a list, a create form, a detail, the workplace, 商户信息 and 素材库", { timeout: TEST_TIMEOUT }, () =>
    inPage("a11y-admin", async (page) => {
      await signIn(page, ADMIN.mobile, ADMIN.password);
      const orderDetail = async (p) => `/order/${(await firstListed(p, "/merchant/order/v1/order/list")).order_sn}`;
      await checkScreens(page, [
        { path: "/goods", ready: ".ant-table-tbody tr.ant-table-row" },
        { path: "/goods/create", ready: "form .ant-form-item" },
        { path: orderDetail, ready: ".ant-descriptions" },
        { path: "/dashboard/workplace", ready: ".ant-statistic" },
        { path: "/user/setting", ready: "form .ant-form-item, .ant-descriptions" },
        { path: "/ump/material/index", ready: "[role=group]" },
      ]);
    }));
});
