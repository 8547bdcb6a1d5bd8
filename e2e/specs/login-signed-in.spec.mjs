// /login for a signed-in session (issue 47, item 9; decision 0079): the spec's guard sends a
// signed-in merchant who opens /login to '/', which leads to their first page, without the
// sign-in form (its entry, src/login-entry.tsx, is not even fetched); a token the server no
// longer takes ends on /login with the form, once, and no loop. Against the built app in demo
// mode (see e2e/run.mjs).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { ADMIN, BASE_URL, TOKEN_COOKIE, assertNoConsoleErrors, browserForSpec, expectText, signIn, tokenCookie, visit, waitForPath } from "../helpers.mjs";

const inPage = browserForSpec();

/** 吴静, 客服 of the demo shop: her role has no 店铺设置 (/user/setting), so her first page is another. */
const EMPLOYEE = { mobile: "13512340002", password: "Staff@2026", name: "吴静" };

/**
 * Records, from the page's first script on, whether the sign-in form's mobile field was ever in
 * the page and whether /login's own entry was fetched: a redirect after the form showed would
 * pass a test of the URL alone.
 */
async function watchForLoginForm(page) {
  const entries = [];
  page.on("request", (request) => {
    if (/\/assets\/login-entry-[^/]*\.js$/.test(new URL(request.url()).pathname)) entries.push(request.url());
  });
  await page.addInitScript(() => {
    window.__loginFormSeen = false;
    new MutationObserver(() => {
      if (document.querySelector("input[name=mobile]")) window.__loginFormSeen = true;
    }).observe(document, { childList: true, subtree: true });
  });
  return {
    async assertNeverShown() {
      assert.equal(await page.evaluate(() => window.__loginFormSeen), false, "the sign-in form should never have been drawn");
      assert.deepEqual(entries, [], "/login's own entry should not be fetched with a session");
    },
  };
}

/** The signed-in shell, showing `name` in the navbar. */
async function expectShell(page, name) {
  await page.locator(".ant-layout-header").getByText(name).first().waitFor({ state: "visible", timeout: 15_000 });
}

describe("/login with a session", () => {
  it("sends the signed-in merchant on to '/', their first page, without drawing the sign-in form", { timeout: 60_000 }, () =>
    inPage("login-signed-in-merchant", async (page) => {
      const watch = await watchForLoginForm(page);
      await visit(page, "/login");
      // the spec's guard: '/', which is 店铺设置 (/user/setting) for the merchant
      await waitForPath(page, "/user/setting", { timeout: 15_000, message: "a signed-in merchant opening /login should land on /user/setting" });
      await expectShell(page, ADMIN.nickname);
      // a way back in the address changes nothing: the spec sends a signed-in visitor of /login to '/'
      await visit(page, "/login?redirect=GoodsList");
      await waitForPath(page, "/user/setting", { timeout: 15_000 });
      await expectShell(page, ADMIN.nickname);
      await watch.assertNeverShown();
      assert.ok(await tokenCookie(page), "the session stays");
      assertNoConsoleErrors(page);
    }, { as: ADMIN }),
  );

  it("sends a signed-in employee to their role's first page, where '/' takes them", { timeout: 90_000 }, () =>
    inPage("login-signed-in-employee", async (page) => {
      await signIn(page, EMPLOYEE.mobile, EMPLOYEE.password);
      await visit(page, "/");
      await waitForPath(page, (url) => url.pathname !== "/", { timeout: 15_000 });
      await expectShell(page, EMPLOYEE.name);
      const first = new URL(page.url()).pathname;
      assert.notEqual(first, "/user/setting", "客服 has no 店铺设置: her first page is another");
      const watch = await watchForLoginForm(page);
      await visit(page, "/login");
      await waitForPath(page, first, { timeout: 15_000, message: `a signed-in employee opening /login should land on ${first}` });
      await expectShell(page, EMPLOYEE.name);
      await watch.assertNeverShown();
      assertNoConsoleErrors(page);
    }),
  );

  it("ends a token the API no longer takes on /login, with the form and why, once", { timeout: 60_000 }, () =>
    inPage("login-stale-token", async (page) => {
      await page.context().addCookies([{ name: TOKEN_COOKIE, value: "f".repeat(64), url: BASE_URL }]);
      await visit(page, "/login");
      await page.getByLabel("手机号").waitFor({ state: "visible", timeout: 15_000 });
      await expectText(page, "登录已过期");
      assert.equal(await tokenCookie(page), undefined, "the refused token is removed");
      assert.equal(new URL(page.url()).pathname, "/login");
      // and the form signs in as ever
      await signIn(page, ADMIN.mobile, ADMIN.password);
      await expectShell(page, ADMIN.nickname);
      assertNoConsoleErrors(page);
    }),
  );
});
