// Foundation: sign-in, role-based menu and guard, redirects, remember-password cookie.
// Runs against the built app in demo mode (msw demo API); see e2e/run.mjs.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  ADMIN,
  BASE_URL,
  USER,
  assertNoConsoleErrors,
  browserForSpec,
  expectText,
  firstMenuPage,
  pathOf,
  signIn,
  signOut,
  siderMenu,
  tokenCookie,
  visit,
  waitForPath,
} from "../helpers.mjs";

const TEST_TIMEOUT = 30_000;

/** The 11 section titles of the admin's sider menu, plus 帮助中心. */
const ADMIN_SECTIONS = ["仪表盘", "商品管理", "订单管理", "会员管理", "营销中心", "分销员", "礼品卡回收", "社区", "资产管理", "系统", "设置"];
const HELP = "帮助中心";
/** Why an unverified shop's console holds only 设置 (src/layout/shop-verify-notice.tsx). */
const UNVERIFIED = "店铺未认证，完成实名认证后可使用商品、订单等功能";
/** The user's only section and its screens. */
const USER_SETTINGS = ["商户信息", "角色管理", "员工管理", "操作日志"];

/** Section titles are whole menu labels: exact text, so 设置 does not match 分销设置. */
function menuItem(page, title) {
  return siderMenu(page).getByText(title, { exact: true }).first();
}

async function expectMenuHas(page, titles) {
  for (const title of titles) {
    try {
      await menuItem(page, title).waitFor({ state: "visible" });
    } catch {
      assert.fail(`sider menu should show "${title}" at ${page.url()}`);
    }
  }
}

/** Opens a path and checks the guard lets it through to the screen titled `heading`. */
async function expectAllowed(page, path, heading) {
  await visit(page, path);
  try {
    await page.locator(".ant-card-head-title").filter({ hasText: heading }).first().waitFor({ state: "visible" });
  } catch {
    assert.fail(`${path} should open the screen "${heading}", but the page is at ${page.url()}`);
  }
  assert.equal(new URL(page.url()).pathname, path, `${path} should be allowed (URL must stay)`);
}

/** Opens a path and checks the guard sends the visitor to `to` (a pathname). */
async function expectSentTo(page, path, to) {
  await visit(page, path);
  await waitForPath(page, to, { message: `${path} should redirect to ${to}` });
}

const inPage = browserForSpec();

describe("admin", () => {
  it("sees every section, opens admin screens, signs out", { timeout: TEST_TIMEOUT }, () =>
    inPage("admin", async (page) => {
      await signIn(page, ADMIN.mobile, ADMIN.password);
      await waitForPath(page, "/user/setting", { message: "sign-in without redirect should land on / → /user/setting" });

      await expectMenuHas(page, [...ADMIN_SECTIONS, HELP]);
      await expectText(page, ADMIN.nickname);
      await expectText(page, "演示数据");

      await expectAllowed(page, "/goods", "商品列表");
      await expectAllowed(page, "/user/address", "地址管理");

      await signOut(page, ADMIN.nickname);
      assert.equal(new URL(page.url()).pathname, "/login");

      await visit(page, "/goods");
      await waitForPath(page, (url) => url.pathname === "/login" && url.searchParams.get("redirect") === "GoodsList", {
        message: "after sign-out /goods should go to /login?redirect=GoodsList",
      });

      assertNoConsoleErrors(page);
    }));
});

describe("user", () => {
  it("sees only 设置 and 帮助中心, is kept out of admin screens, signs out", { timeout: TEST_TIMEOUT }, () =>
    inPage("user", async (page) => {
      await signIn(page, USER.mobile, USER.password);
      await waitForPath(page, "/user/setting", { message: "sign-in without redirect should land on / → /user/setting" });

      await expectMenuHas(page, ["设置", HELP]);
      // The 设置 submenu (open on its own screen, else opened here) lists the user's screens.
      if (!(await menuItem(page, USER_SETTINGS[0]).isVisible())) await menuItem(page, "设置").click();
      await expectMenuHas(page, USER_SETTINGS);
      for (const title of ADMIN_SECTIONS.filter((t) => t !== "设置")) {
        assert.equal(await siderMenu(page).getByText(title, { exact: true }).count(), 0, `user's menu must not show "${title}"`);
      }
      assert.equal(await siderMenu(page).getByText("地址管理", { exact: true }).count(), 0, `user's menu must not show "地址管理"`);
      await expectText(page, USER.nickname);

      // sent to the first page of their menu (设置's 商户信息, or a section an integrator opened to them)
      const firstPage = await firstMenuPage(page);
      await expectSentTo(page, "/goods", firstPage);
      // says why once (a banner, no toast as well) and where to go
      await expectText(page, UNVERIFIED);
      assert.equal(await page.getByText(UNVERIFIED).count(), 1, "the unverified shop's notice shows once");
      await page.getByRole("link", { name: "去认证" }).click();
      await page.getByRole("form", { name: "实名认证" }).waitFor({ state: "visible" });
      await expectSentTo(page, "/user/address", firstPage);
      await expectAllowed(page, "/user/role", "角色管理");

      await signOut(page, USER.nickname);
      assertNoConsoleErrors(page);
    }));
});

describe("redirects", () => {
  it("unknown URL: 页面不存在 inside the console with 返回工作台 when signed in, /401 signed out", { timeout: TEST_TIMEOUT }, () =>
    inPage("unknown-url", async (page) => {
      await signIn(page, ADMIN.mobile, ADMIN.password);
      await visit(page, "/no/such/screen");
      await expectText(page, "页面不存在");
      assert.equal(pathOf(page), "/no/such/screen", "an unknown URL stays what was typed");
      await menuItem(page, "仪表盘").waitFor({ state: "visible" });
      await page.getByRole("button", { name: "返回工作台" }).click();
      await waitForPath(page, "/dashboard/workplace", { message: "返回工作台 should open the workplace" });
      await signOut(page, ADMIN.nickname);
      await expectSentTo(page, "/no/such/screen", "/401");
      await expectText(page, "页面不存在");
      assert.equal(await siderMenu(page).count(), 0, "signed out, /401 has no console menu");
      assertNoConsoleErrors(page);
    }));

  it("a deep link survives the sign-in: /goods/edit/go_1_1", { timeout: TEST_TIMEOUT }, () =>
    inPage("deep-link", async (page) => {
      await visit(page, "/goods/edit/go_1_1");
      await waitForPath(page, (url) => url.pathname === "/login", { message: "signed out, /goods/edit/go_1_1 should go to /login" });
      const query = new URL(page.url()).searchParams;
      assert.equal(query.get("redirect"), "GoodsEdit", `redirect parameter (URL ${pathOf(page)})`);
      assert.equal(query.get("alias"), "go_1_1", `alias parameter (URL ${pathOf(page)})`);

      await signIn(page, ADMIN.mobile, ADMIN.password);
      await waitForPath(page, "/goods/edit/go_1_1", { message: "after sign-in the deep link should open" });
      assert.equal(pathOf(page), "/goods/edit/go_1_1");
      // the seeded goods item go_1_1 (src/resources/goods/goods.seed.ts) is loaded into the form
      await page.getByLabel("商品名称").and(page.locator("input[value*='千里江山图']")).waitFor({ state: "visible" });
      assertNoConsoleErrors(page);
    }));

  it("a hostile redirect parameter stays in the app", { timeout: TEST_TIMEOUT }, () =>
    inPage("hostile-redirect", async (page) => {
      await visit(page, "/login?redirect=//evil.example");
      await signIn(page, ADMIN.mobile, ADMIN.password);
      // Let any further client-side navigation settle, then check where we are.
      await page.waitForLoadState("domcontentloaded");
      const origin = new URL(BASE_URL).origin;
      await waitForPath(page, (url) => url.origin !== origin || (url.pathname !== "/" && url.pathname !== "/login"), {
        message: "after sign-in the app should settle on one of its screens",
      });
      const url = new URL(page.url());
      assert.equal(url.origin, origin, `must stay on the app's origin, got ${page.url()}`);
      assert.ok(!url.href.includes("evil.example"), `must not follow the hostile redirect, got ${page.url()}`);
      assertNoConsoleErrors(page);
    }));
});

describe("remember password", () => {
  const WEEK = 604_800;

  it("记住密码 ticked: the token cookie lives 7 days", { timeout: TEST_TIMEOUT }, () =>
    inPage("remember-on", async (page) => {
      await signIn(page, ADMIN.mobile, ADMIN.password, { remember: true });
      const cookie = await tokenCookie(page);
      assert.ok(cookie, "the merchant_token cookie should be set after sign-in");
      const expected = Date.now() / 1000 + WEEK;
      assert.ok(
        Math.abs(cookie.expires - expected) <= 60,
        `cookie should expire in ~${WEEK} s, expires in ${Math.round(cookie.expires - Date.now() / 1000)} s (expires=${cookie.expires})`,
      );
      assertNoConsoleErrors(page);
    }));

  it("记住密码 not ticked: the token is a session cookie", { timeout: TEST_TIMEOUT }, () =>
    inPage("remember-off", async (page) => {
      await signIn(page, ADMIN.mobile, ADMIN.password, { remember: false });
      const cookie = await tokenCookie(page);
      assert.ok(cookie, "the merchant_token cookie should be set after sign-in");
      assert.equal(cookie.expires, -1, `a session cookie has expires -1, got ${cookie.expires}`);
      assertNoConsoleErrors(page);
    }));
});
