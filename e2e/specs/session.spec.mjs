// Sessions (issue 11): a reload at any moment keeps the merchant signed in; one failure shows
// one message; a 401 in the middle of a form leads to /login and back with the draft; two tabs
// follow each other's sign-out and sign-in. Against the built app in demo mode (see e2e/run.mjs).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { ADMIN, BASE_URL, TOKEN_COOKIE, assertNoConsoleErrors, browserForSpec, expectText, signIn, signOut, tokenCookie, visit, waitForPath, withoutDemoApi } from "../helpers.mjs";

const inPage = browserForSpec();

/** Reproducible random moments: the seed is printed, E2E_SEED=<n> replays a run. */
const SEED = Number(process.env.E2E_SEED || Date.now() % 100_000);
console.log(`[session.spec] random moments from E2E_SEED=${SEED}`);
function randomMoments(count, maxMs, seed) {
  let state = seed >>> 0;
  return Array.from({ length: count }, () => {
    state = (state * 1664525 + 1013904223) >>> 0; // an LCG: enough to spread moments
    return Math.floor((state / 2 ** 32) * maxMs);
  });
}

/** The signed-in shell on /goods (the navbar shows the merchant), not /login. */
async function expectSignedInOnGoods(page, what) {
  await waitForPath(page, "/goods", { message: `${what}: should still be on /goods (signed in)` });
  const shell = page.locator(".ant-layout-header").getByText(ADMIN.nickname).first();
  const shown = await shell.waitFor({ state: "visible", timeout: 20_000 }).then(() => true, () => false);
  assert.ok(shown, `${what}: the signed-in console should show, but the page is at ${page.url()}`);
  assert.equal(new URL(page.url()).pathname, "/goods", `${what}: still on /goods once loaded`);
  assert.ok(await tokenCookie(page), `${what}: the token cookie should still be there`);
}

/**
 * Opens /goods and reloads it `moments.length` times, each time that many ms after the
 * previous load began (while its code, the user info and the list are still loading).
 */
async function reloadAtMoments(page, moments, label) {
  for (const [i, ms] of moments.entries()) {
    await page.goto("/goods", { waitUntil: "commit" });
    await page.waitForTimeout(ms); // the moment is the test: a reload at this point of the load
    await page.reload({ waitUntil: "commit" });
    await expectSignedInOnGoods(page, `${label} reload ${i + 1} at ${ms} ms (E2E_SEED=${SEED})`);
  }
}

// The reloads land while calls are under way: the demo answers with its own delay (120 ms),
// as a merchant trying it sees it, so that the moments fall inside the calls, whatever
// E2E_DEMO_LATENCY_MS the run sets.
const AS_MERCHANTS_SEE_IT = { demoLatencyMs: 120 };

// The slow network's reloads are mostly waiting (about a minute of 300 ms round trips): they run
// beside this file's other tests, one at a time, instead of holding a slot of the run alone.
describe("sessions", { concurrency: 2 }, () => {
  describe("on a slow network", () => {
    it("6 reloads at random moments on a slow network", { timeout: 120_000 }, () =>
      inPage("reloads slow network", async (page) => {
        // the app opened once on the fast network first, as the sign-in did before: the reloads meet
        // a warm cache (the first download of its code at 200 kB/s alone took half a minute)
        assert.equal((await tokenCookie(page))?.expires, -1, "a session cookie (记住密码 not ticked)");
        const cdp = await page.context().newCDPSession(page);
        await cdp.send("Network.enable");
        // a slow mobile link: 300 ms round trips, about 1.6 Mbit/s down
        await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 300, downloadThroughput: 200_000, uploadThroughput: 100_000 });
        await reloadAtMoments(page, randomMoments(6, 3000, SEED + 3), "slow network");
        assertNoConsoleErrors(page);
      }, { ...AS_MERCHANTS_SEE_IT, as: ADMIN, at: "/goods" }),
    );
  });

  describe("a reload at any moment keeps the session", () => {
    // 记住密码 ticked: signed in here; not ticked: the signed-in state of e2e/signed-in.mjs holds
    // the session cookie that sign-in gives (the sign-in itself is foundation.spec's)
    for (const remember of [true, false]) {
      it(`7 reloads at random moments, ${remember ? "with" : "without"} 记住密码`, { timeout: 90_000 }, () =>
        inPage(`reloads remember=${remember}`, async (page) => {
          if (remember) await signIn(page, ADMIN.mobile, ADMIN.password, { remember });
          else assert.equal((await tokenCookie(page))?.expires, -1, "a session cookie (记住密码 not ticked)");
          await reloadAtMoments(page, randomMoments(7, 1200, SEED + (remember ? 1 : 2)), remember ? "记住密码" : "session cookie");
          assertNoConsoleErrors(page);
        }, { ...AS_MERCHANTS_SEE_IT, ...(!remember && { as: ADMIN }) }),
      );
    }
  });

  describe("one failure, one message", () => {
    it("against a stub API answering 500, 网络错误 shows exactly once and each call is made once", { timeout: 40_000 }, () =>
      inPage("stub api 500", async (page) => {
        // No demo API: every call goes to the network, where page.route is the provider API:
        // the user info answers, every other call fails with HTTP 500.
        const demoChunk = await withoutDemoApi(page);
        const calls = new Map();
        await page.route(/\/v1\//, (route) => {
          const path = new URL(route.request().url()).pathname;
          calls.set(path, (calls.get(path) ?? 0) + 1);
          const ok = (data) => route.fulfill({ json: { code: 200, msg: "ok", data } });
          if (path === "/user/v1/account/info") return ok({ alias: "u1", nickname: ADMIN.nickname, mobile: ADMIN.mobile, avatar: "", created_at: "2026-01-01 00:00:00" });
          if (path === "/merchant/shop/v1/account/info") return ok({ alias: "s1", name: "星河数字藏品旗舰店", logo: "", verify_status: 2 });
          return route.fulfill({ status: 500, body: "Internal Server Error" });
        });
        // every toast that appears, counted as it is added (antd updates a keyed one in place)
        await page.addInitScript(() => {
          window.__toasts = [];
          new MutationObserver((records) => {
            for (const r of records) for (const n of r.addedNodes) {
              if (!(n instanceof HTMLElement)) continue;
              const notices = n.matches(".ant-message-notice") ? [n] : [...n.querySelectorAll(".ant-message-notice")];
              for (const notice of notices) window.__toasts.push(notice.textContent);
            }
          }).observe(document, { childList: true, subtree: true });
        });
        await page.context().addCookies([{ name: TOKEN_COOKIE, value: "stub-token", url: BASE_URL }]);
        await visit(page, "/goods");
        await expectText(page, "网络错误");
        // it stays its 5 s and goes; react-query's default retries (at 1 s and 3 s) would have toasted again
        await page.locator(".ant-message-notice", { hasText: "网络错误" }).first().waitFor({ state: "detached", timeout: 10_000 });
        const toasts = await page.evaluate(() => window.__toasts);
        assert.deepEqual(toasts.filter((t) => t.includes("网络错误")), ["网络错误"], `toasts seen: ${JSON.stringify(toasts)}`);
        // the live events' stream (decision 0113) is the one call that tries again, on a backoff (1 s, doubling): a few times in these seconds, never a storm
        const stream = [...calls].find(([path]) => path.endsWith("/shop/v1/events"))?.[1] ?? 0;
        assert.ok(stream <= 5, `the event stream backs off: ${stream} tries`);
        const failed = [...calls].filter(([path]) => !path.endsWith("/account/info") && !path.endsWith("/shop/v1/events"));
        assert.ok(failed.length > 0, "the list should have been asked for");
        assert.deepEqual(failed.filter(([, n]) => n !== 1), [], `each failing call once: ${JSON.stringify(failed)}`);
        assert.equal(await page.locator(".ant-notification-notice").count(), 0, "refine adds no notice of its own");
        assert.equal(new URL(page.url()).pathname, "/goods", "an HTTP 500 keeps the session");
        assert.ok(demoChunk.count > 0, "the demo API's chunk should have been replaced");
        // the browser reports each HTTP 500 itself; those are the stub's doing
        assertNoConsoleErrors(page, { ignore: [/status of 500/] });
      }),
    );
  });

  describe("the user info fails (the error catalogue, spec section 6)", () => {
    it("a reload of /user/setting whose user info answers HTTP 500 ends on /login, signed out", { timeout: 40_000 }, () =>
      inPage("user info 500", async (page) => {
        await expectText(page, "商户信息");
        // the reload meets a provider API (page.route) whose user info answers HTTP 500; the
        // shop's info answers, so the user info alone decides
        const demoChunk = await withoutDemoApi(page);
        await page.route(/\/v1\//, (route) => {
          const path = new URL(route.request().url()).pathname;
          if (path === "/merchant/shop/v1/account/info") return route.fulfill({ json: { code: 200, msg: "ok", data: { alias: "s1", name: "星河数字藏品旗舰店", logo: "", verify_status: 2 } } });
          return route.fulfill({ status: 500, body: "Internal Server Error" });
        });
        await page.reload({ waitUntil: "domcontentloaded" });
        await waitForPath(page, /^\/login/, { message: "a user info answered with HTTP 500 should log out and lead to /login" });
        await page.getByRole("button", { name: /登\s*录/ }).first().waitFor({ state: "visible" });
        assert.equal(await tokenCookie(page), undefined, "the token cookie should be gone");
        assert.ok(demoChunk.count > 0, "the demo API's chunk should have been replaced");
        assertNoConsoleErrors(page, { ignore: [/status of 500/] });
      }, { as: ADMIN, at: "/user/setting" }),
    );
  });

  describe("a 401 in the middle of a form", () => {
    it("says 登录已过期 once, leads to /login with the way back, and the draft is there after signing in", { timeout: 40_000 }, () =>
      inPage("401 mid-form", async (page) => {
        const name = page.getByLabel("分类名称");
        await name.fill("草稿里的分类");
        // the token ends on the server while the merchant types (here: the cookie no longer holds a valid one)
        await page.context().addCookies([{ name: TOKEN_COOKIE, value: "expired-token", url: BASE_URL }]);
        await page.getByRole("button", { name: /保\s*存/ }).click();
        await waitForPath(page, /^\/login\?redirect=CategoryCreate$/, { message: "a 401 should lead to /login with the way back" });
        await expectText(page, "登录已过期，请重新登录");
        assert.equal(await page.getByText("登录已过期，请重新登录").count(), 1, "said once");
        await signIn(page, ADMIN.mobile, ADMIN.password);
        await waitForPath(page, "/goods/category/create", { message: "signing in should lead back to the form" });
        // the draft goes back in once the form has mounted
        const restored = await page
          .waitForFunction((text) => [...document.querySelectorAll("input")].some((input) => input.value === text), "草稿里的分类")
          .then(() => true, () => false);
        assert.ok(restored, "the typed name should be back");
        assert.equal(await page.getByLabel("分类名称").inputValue(), "草稿里的分类", "the draft should be back in the form");
        assertNoConsoleErrors(page, { ignore: [/status of 401/] });
      }, { as: ADMIN, at: "/goods/category/create" }),
    );
  });

  describe("two tabs share the session", () => {
    it("signing out in one sends the other to /login with the way back; signing in again takes it back", { timeout: 40_000 }, () =>
      inPage("two tabs", async (page) => {
        const other = await page.context().newPage();
        await other.goto("/goods/category", { waitUntil: "domcontentloaded" });
        await other.locator(".ant-table-row").first().waitFor({ state: "visible" });
        await signOut(page, ADMIN.nickname);
        await waitForPath(other, /^\/login\?redirect=CategoryList/, { message: "the other tab should follow the sign-out" });
        await expectText(other, "已在其他页面退出登录，请重新登录");

        // signing in again in the first tab: the other follows, from /login back to its list
        await signIn(page, ADMIN.mobile, ADMIN.password);
        await waitForPath(other, "/goods/category", { message: "the other tab should follow the sign-in back to its page" });
        await other.locator(".ant-table-row").first().waitFor({ state: "visible" });
        assert.equal(await other.getByLabel("手机号").count(), 0, "no sign-in form left in the other tab");
        assertNoConsoleErrors(page);
      }, { as: ADMIN, at: "/" }),
    );
  });
});
