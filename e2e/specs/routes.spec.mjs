// Every route of the spec's table (product-spec.md section 2, listed in e2e/spec-routes.mjs), opened
// as the admin at 1440×900: each shows its screen with data (no "建设中", no error page, no console
// error), and its tables show every cell whole beside the fixed columns (issue 15, items 7 and 9:
// lists' first pages, details' tables and the draw form's prizes; what counts as cut:
// e2e/cell-layout.mjs), axe finds nothing in its screen (e2e/axe-check.mjs), and the screens a11y
// checks by name have their one <h1>. Then the same screen, not loaded again, on a phone (390×844
// with touch, e2e/device-emulation.mjs; issue 14): it fits the screen's width (nothing scrolls the
// page sideways), no value breaks over lines and no touch target is under 32×32
// (e2e/phone-layout.mjs), and axe finds nothing there either. One walk checks all: a second walk
// of the same screens cost a minute of CI, and the phone's own walk (mobile.spec.mjs until issue
// 51) another (decision 0130); what another spec checked by loading a screen the walk visits is
// checked on the walk's visit (decision 0112): 工作台's notices and 较昨日 at both sizes
// (e2e/workplace-checks.mjs), the two lists with room showing every cell whole, and the whole page
// of /goods (shell and pager) by axe.
// Then, as the user role, each admin-only section sends the visitor away to its first permitted screen.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { ADMIN, USER, assertNoConsoleErrors, browserForSpec, firstMenuPage, goInApp, visit, waitForPath } from "../helpers.mjs";
import { cutWithRoom, tableProblems } from "../cell-layout.mjs";
import { axeOfScreen, axeViolations } from "../axe-check.mjs";
import { workplaceProblems } from "../workplace-checks.mjs";
import { DATA, FIRST_ROUTE, everyRoute, expectScreen } from "../spec-routes.mjs";
import { DESKTOP, PHONE, emulate } from "../device-emulation.mjs";
import { phoneLayout } from "../phone-layout.mjs";

const FORM = /\/(create|add|edit)(\/|$)/;
/** The one form with a table (a nested list field), measured when its prize rows show. */
const DRAW_FORM = "/ump/draw/edit/:alias/:status";
const PRIZE_ROWS = ".ant-table-tbody tr.ant-table-row";

/**
 * The problems of the tables on screen once it has settled: the screen shows (expectScreen) with
 * its filters before its rows, and its pictures and fonts arrive after them.
 */
async function tableProblemsOf(page, route) {
  await page.waitForFunction(() =>
    !document.querySelector(".ant-spin-spinning, .ant-spin-blur, .ant-skeleton-active, [aria-busy='true']") &&
    document.fonts.status === "loaded" && [...document.images].every((i) => i.complete));
  return (await page.evaluate(tableProblems)).map((p) => `${route} ${p}`);
}

/**
 * Screens' one <h1>, naming the screen (what a screen reader lists the page by; issue 14). Checked
 * here, on the walk's visit, rather than by a second visit of each from a11y.spec.mjs (decision 0036).
 */
const H1 = {
  "/goods": "商品列表",
  "/goods/create": "新建商品",
  "/order/:order_sn": "订单详情",
  "/dashboard/workplace": "工作台",
  "/user/setting": "商户信息",
  "/ump/material/index": "素材库",
  "/order": "订单列表",
  "/ump/coupon": "优惠券",
};
const headingsOf = (page) => page.getByRole("heading", { level: 1 }).allTextContents();

/** Lists whose table has room at 1440 px: no cell is cut there, not even with a tooltip (issue 37, item 6). */
const ROOM = ["/goods", "/ump/goodsDiscount/index"];

/**
 * The whole page of a list, checked by axe once (a11y.spec.mjs checks the rest): the shell
 * around every screen (side menu, navbar, tabs, breadcrumb) and the pager, whose arrows are
 * named in Chinese (antd names them by their icons: "left", "right").
 */
const WHOLE_PAGE = "/goods";
async function wholePageProblems(page, route) {
  const problems = await axeViolations(page, `${route} (whole page)`);
  await page.getByRole("button", { name: "下一页" }).waitFor();
  if (await page.getByRole("button", { name: /^(left|right)$/ }).count()) problems.push(`${route}: a pager arrow named left/right`);
  return problems;
}

/** What the walk checks on one screen beside its tables, axe and <h1>, by route. */
const MORE = {
  "/dashboard/workplace": (page, route) => workplaceProblems(page, route),
  ...Object.fromEntries(ROOM.map((route) => [route, async (page) => (await page.evaluate(cutWithRoom)).map((p) => `${route} (room at 1440 px): ${p}`)])),
};

/**
 * What a screen with data shows on a phone: a list with no rows is one too (its filters, the
 * desktop's sign of one, are folded away), and only what is visible counts (the folded form is not).
 */
const PHONE_DATA = [...DATA.split(", "), ".ant-list .ant-empty"].map((s) => `${s}:visible`).join(", ");

/**
 * What a screen shows at its second size when it is not its data: the pay page asks until its
 * order is paid, its spinner turning meanwhile, and axe at the first size settles after that
 * spinner, by when the demo has paid it (src/api/resource-actions/draw.ts): 支付成功.
 */
const AFTER_SETTLING = { "/ump/draw/pay/:order_sn": ".ant-result-success" };

/** How far the page reaches beyond the screen's width (0 when it fits). */
// against the layout viewport (clientWidth): a phone zooms out to fit a wider page, which widens innerWidth
const overflowOf = (page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The screen's problems at 1440×900 (none: []). */
async function desktopProblems(page, route) {
  const problems = [];
  if (!FORM.test(route) || route === DRAW_FORM) problems.push(...(await tableProblemsOf(page, route)));
  problems.push(...(await (route === WHOLE_PAGE ? wholePageProblems(page, route) : axeOfScreen(page, route))));
  if (MORE[route]) problems.push(...(await MORE[route](page, route)));
  const headings = route in H1 ? await headingsOf(page) : null;
  if (headings && (headings.length !== 1 || headings[0] !== H1[route])) problems.push(`${route}: expected one <h1> "${H1[route]}", got ${JSON.stringify(headings)}`);
  return problems;
}

/** The screen's problems on a phone (none: []). */
async function phoneProblems(page, route, path) {
  const problems = [];
  const over = await overflowOf(page);
  if (over > 0) problems.push(`${path} (phone): ${over}px wider than the screen`);
  problems.push(...(await phoneLayout(page)).map((p) => `${path} (phone): ${p}`));
  problems.push(...(await axeOfScreen(page, `${route} (phone)`)));
  if (route === "/dashboard/workplace") problems.push(...(await workplaceProblems(page, `${route} (phone)`)));
  return problems;
}

/** The two sizes a screen is checked at: the device, what its data shows in there, its checks. */
const AT_DESKTOP = { device: DESKTOP, shows: (route, shows) => (route === DRAW_FORM ? PRIZE_ROWS : shows ?? DATA), problems: desktopProblems };
const ON_PHONE = { device: PHONE, shows: (route, shows) => shows ?? PHONE_DATA, problems: phoneProblems };

/** The screen on screen, turned to `size` in place: shows its data there, and no error page. */
async function resized(page, size, route, path, shows) {
  await emulate(page, size.device);
  await page.locator(AFTER_SETTLING[route] ?? size.shows(route, shows)).first().waitFor({ state: "visible" }).catch(() => {
    assert.fail(`${path} should show its data at ${size.device.viewport.width} px too, page at ${page.url()}`);
  });
  assert.equal(await page.locator(".console-result, .ant-result-error, .ant-result-500, .ant-result-404").count(), 0, `${path} shows an error page at ${size.device.viewport.width} px`);
}

const inPage = browserForSpec();

describe("every route of the spec's table", () => {
  // Each screen at both sizes, turned once: every other screen is opened on the phone and turned
  // to the desktop, so the walk draws the console once per size change, not twice.
  it("opens as the admin with its data, every table cell whole, fits a phone, and no console error", { timeout: 420_000 }, () =>
    inPage("all-routes-admin", async (page) => {
      const problems = [];
      let i = 0;
      for await (const { route, path, shows } of everyRoute(page)) {
        const [first, second] = i++ % 2 === 0 ? [AT_DESKTOP, ON_PHONE] : [ON_PHONE, AT_DESKTOP];
        await expectScreen(page, path, first.shows(route, shows));
        problems.push(...(await first.problems(page, route, path)));
        await resized(page, second, route, path, shows);
        problems.push(...(await second.problems(page, route, path)));
      }
      assert.deepEqual(problems, [], `${problems.length} table cells cut or hidden, axe violations, wrong <h1>s, pages wider than a phone, values broken over lines, touch targets under 32×32 or screens' own problems:\n  ${problems.join("\n  ")}`);
      assertNoConsoleErrors(page);
    }, { as: ADMIN, at: FIRST_ROUTE }));
});

/** The admin-only sections: a user role visitor is sent to its first permitted screen (its menu's first page). */
const ADMIN_ONLY = ["/dashboard/workplace", "/notice/list", "/goods", "/member", "/order", "/order/refund", "/recycle/card/index", "/salesman/overview", "/system/export/order", "/ump/coupon", "/ump/draw/index", "/community/note", "/cash/dashboard", "/user/address", "/user/express/template"];

describe("the user role", () => {
  it("is sent away from every admin-only section, to the first page of its menu", { timeout: 90_000 }, () =>
    inPage("all-routes-user", async (page) => {
      const firstPage = await firstMenuPage(page);
      // the first by its URL (a full load, as a typed or pasted link), the rest as a link in the app
      // opens them: the same guard either way, without 14 more loads of the whole app
      for (const [i, path] of ADMIN_ONLY.entries()) {
        await (i === 0 ? visit(page, path) : goInApp(page, path));
        await waitForPath(page, firstPage, { message: `the user role should be sent from ${path} to ${firstPage}` });
      }
      assertNoConsoleErrors(page);
    }, { as: USER, at: "/" }));
});
