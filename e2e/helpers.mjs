// Shared helpers for the browser tests (playwright-core driving Debian's chromium).
// The specs run under `node --test`; e2e/run.mjs serves the built app and sets E2E_BASE_URL (the
// demo) and E2E_SERVER_URL (the API server, for *.server.spec.mjs files).
import assert from "node:assert/strict";
import { existsSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { after, before } from "node:test";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, E2E_CHROMIUM_PATH, INSTALL_HINT } from "./chromium-args.mjs";
import { DEFAULT_SERVER_URL, thisSpecRunsOnServer } from "./spec-target.mjs";

/**
 * The console this spec file drives: the API server's (E2E_SERVER_URL) for a *.server.spec.mjs
 * file, else the demo's (E2E_BASE_URL); e2e/run.mjs sets both (spec-target.mjs).
 */
export const ON_SERVER = thisSpecRunsOnServer();
export const BASE_URL = ((ON_SERVER ? process.env.E2E_SERVER_URL || DEFAULT_SERVER_URL : process.env.E2E_BASE_URL) || "http://127.0.0.1:4179").replace(/\/$/, "");
export const CHROMIUM_PATH = E2E_CHROMIUM_PATH;
export const ARTIFACTS_DIR = join(dirname(fileURLToPath(import.meta.url)), "artifacts");

/**
 * The demo API's delay per call in the browser tests (localStorage "demo:latency-ms", see
 * src/demo/demo-latency.ts): the demo's own (120 ms) unless E2E_DEMO_LATENCY_MS says. At 0 the
 * suite is not faster (it is CPU-bound) and its clicks meet lists refetching under them: kept
 * as a way to look for such races, not as the default (decision 0012).
 */
const DEMO_LATENCY_MS = process.env.E2E_DEMO_LATENCY_MS === undefined ? undefined : Number(process.env.E2E_DEMO_LATENCY_MS);

/** Per-step wait (element to appear, URL to change). Tests themselves are bounded at 30 s. */
export const STEP_TIMEOUT = 10_000;

/** Demo accounts of the msw demo API. */
export const ADMIN = { mobile: "13800000000", password: "Admin@123", nickname: "王店长" };
export const USER = { mobile: "13900000000", password: "User@1234", nickname: "李小二" };

/** The token cookie's name (spec section 9). */
export const TOKEN_COOKIE = "merchant_token";

// the flags this machine needs (chromium-args.mjs), headless
const HEADLESS_ARGS = ["--headless", ...CHROMIUM_ARGS];

/** Starts chromium. One browser per spec file; every test gets its own context via newPage(). */
export async function launch() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`chromium not found at ${CHROMIUM_PATH}: ${INSTALL_HINT}`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: HEADLESS_ARGS, timeout: 30_000 });
}

/**
 * Waits until the console this spec drives answers (up to `timeoutMs`): e2e/run.mjs starts the
 * specs once the demo is served, while the API server may still be seeding its new database
 * (decision 0112), so a *.server.spec.mjs file waits for it before its first test.
 */
export async function consoleAnswers(timeoutMs = 120_000) {
  for (const end = Date.now() + timeoutMs; ; ) {
    const answered = await fetch(BASE_URL, { signal: AbortSignal.timeout(2_000) }).then((res) => res.status < 500, () => false);
    if (answered) return;
    if (Date.now() > end) throw new Error(`${BASE_URL} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((next) => setTimeout(next, 250));
  }
}

const consoleErrors = new WeakMap();

/**
 * A page in a fresh context (own cookies and localStorage) that records console errors
 * and uncaught page errors; check them with assertNoConsoleErrors(page). `demoLatencyMs`:
 * the demo API's delay per call in this context (default E2E_DEMO_LATENCY_MS, else the demo's).
 */
export async function newPage(browser, { demoLatencyMs = DEMO_LATENCY_MS, ...contextOptions } = {}) {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    locale: "zh-CN",
    timezoneId: "Asia/Shanghai",
    viewport: { width: 1440, height: 900 },
    // antd's motion off (src/theme/reduced-motion.ts): chromium paints without a GPU here, and
    // every sliding menu or fading toast was CPU the run waited for (decision 0036)
    reducedMotion: "reduce",
    ...contextOptions,
  });
  if (demoLatencyMs !== undefined) {
    await context.addInitScript((ms) => {
      try {
        localStorage.setItem("demo:latency-ms", String(ms));
      } catch {
        // about:blank and error pages have no storage
      }
    }, demoLatencyMs);
  }
  context.setDefaultTimeout(STEP_TIMEOUT);
  context.setDefaultNavigationTimeout(15_000);
  const page = await context.newPage();
  const errors = [];
  consoleErrors.set(page, errors);
  const cut = callsOfLeftPages(page);
  page.on("console", (msg) => {
    if (msg.type() !== "error") return;
    const loc = msg.location();
    const where = loc?.url ? ` (${loc.url}${loc.lineNumber ? `:${loc.lineNumber}` : ""})` : "";
    const text = `console.error: ${msg.text()}${where}`;
    errors.push(/status of 404/.test(text) && loc?.url ? { text, cutIfLeft: () => cut(loc.url) } : text);
  });
  page.on("pageerror", (err) => errors.push(`pageerror: ${err.stack || err.message || String(err)}`));
  return page;
}

const API_PATH = /^\/(merchant|user)\//;

/**
 * Calls of a page being left. msw lets go of a page at its `beforeunload`, so a demo-API call
 * the page still makes while it is being replaced (page.goto, a reload, signing out) reaches
 * the static file server and logs a 404. A real API has no such gap, and the page that made
 * the call is gone. Returns whether every 404 of `url` came from a document the page has left
 * since (a 404 of the page on screen still fails the test).
 */
function callsOfLeftPages(page) {
  let documents = 0;
  const sentFrom = new WeakMap(); // request → the document it was sent from
  const notFound = []; // { url, document } of the demo-API calls answered 404
  page.on("framenavigated", (frame) => frame === page.mainFrame() && documents++);
  page.on("request", (request) => sentFrom.set(request, documents));
  page.on("response", (response) => {
    if (response.status() === 404 && API_PATH.test(new URL(response.url()).pathname)) {
      notFound.push({ url: response.url(), document: sentFrom.get(response.request()) ?? documents });
    }
  });
  return (url) => {
    const hits = notFound.filter((n) => n.url === url);
    return hits.length > 0 && hits.every((n) => n.document < documents);
  };
}

/** The console errors and page errors recorded so far for this page (calls of left pages aside). */
export function consoleErrorsOf(page) {
  return (consoleErrors.get(page) ?? []).filter((e) => typeof e === "string" || !e.cutIfLeft()).map((e) => (typeof e === "string" ? e : e.text));
}

/**
 * Fails listing every console error / page error seen on the page.
 * `ignore`: regexes for messages a test expects (keep this rare, and say why at the call).
 */
export function assertNoConsoleErrors(page, { ignore = [] } = {}) {
  const errors = consoleErrorsOf(page).filter((e) => !ignore.some((re) => re.test(e)));
  assert.equal(
    errors.length,
    0,
    `expected no console errors, got ${errors.length}:\n  - ${errors.join("\n  - ")}`,
  );
}

/** Saves a full-page PNG to e2e/artifacts/<name>.png; returns its path (or null if it could not). */
export async function saveScreenshot(page, name) {
  try {
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
    const file = join(ARTIFACTS_DIR, `${safeName(name)}.png`);
    await page.screenshot({ path: file, fullPage: true, timeout: 5_000 });
    return file;
  } catch {
    return null;
  }
}

/**
 * Runs `fn(page)`; when it throws, saves a screenshot and prints the URL and the console
 * errors seen so far, then rethrows. The page's context is always closed.
 */
export async function screenshotOnFailure(page, name, fn) {
  try {
    return await fn(page);
  } catch (err) {
    const file = await saveScreenshot(page, name);
    const errors = consoleErrorsOf(page);
    const lines = [
      `[e2e] "${name}" failed at ${safeUrl(page)}`,
      file ? `[e2e]   screenshot: ${file}` : "[e2e]   (no screenshot)",
      ...(errors.length ? [`[e2e]   console errors so far:`, ...errors.map((e) => `[e2e]     - ${e}`)] : []),
    ];
    console.error(lines.join("\n"));
    throw err;
  } finally {
    await page.context().close().catch(() => {});
  }
}

/**
 * A fresh page in its own context, handed to `fn`, with screenshotOnFailure around it.
 * `as`: an account (ADMIN, USER) whose signed-in state the context starts from, for a test whose
 * sign-in is only its setup (e2e/signed-in.mjs, decision 0037); `at`: the path the page opens
 * first (openConsole), else it is blank until the test opens one. A test that checks signing in
 * leaves `as` out and calls signIn().
 */
export async function withPage(browser, name, fn, { as, at, ...contextOptions } = {}) {
  // imported here: signed-in.mjs signs in with this file's helpers
  const storageState = as ? await (await import("./signed-in.mjs")).signedInState(browser, as) : undefined;
  const page = await newPage(browser, { ...contextOptions, ...(storageState && { storageState }) });
  return screenshotOnFailure(page, name, async () => {
    if (at) await openConsole(page, at);
    return fn(page);
  });
}

/**
 * Opens a path of the console (full load) and waits for its shell, which draws once the guard's
 * user info was answered, so the demo API is up: from then on the test may call demoApi().
 */
export async function openConsole(page, path) {
  await visit(page, path);
  // the app's start (chunks, the demo DB read from IndexedDB, the user info): bounded as
  // signIn() bounds the same start after /login
  await page.locator(".ant-layout-header").first().waitFor({ state: "attached", timeout: 15_000 });
}

/**
 * The console as a build for a real API has it: the demo API's chunk (src/demo/browser.ts) is
 * replaced by one that answers nothing, so every call goes to the network, where page.route
 * stands for the provider API. Returns how many times the chunk was asked for (a test checks it
 * was: a renamed chunk would leave the demo answering).
 */
export async function withoutDemoApi(page) {
  const asked = { count: 0 };
  await page.route("**/assets/browser-*.js", (route) => {
    asked.count++;
    return route.fulfill({
      contentType: "text/javascript",
      body: "export const startDemoApi = async () => ({ repaired: false }); export const resetDemoData = async () => {};",
    });
  });
  return asked;
}

/**
 * One chromium for a spec file, launched before its tests and closed after them; returns
 * withPage bound to it: `const inPage = browserForSpec(); … inPage("name", async (page) => …)`,
 * or, signed in from the start, `inPage("name", async (page) => …, { as: ADMIN })`.
 */
export function browserForSpec() {
  let browser;
  before(async () => {
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
  });
  return (name, fn, contextOptions) => withPage(browser, name, fn, contextOptions);
}

/** pathname + search of the page's current URL. */
export function pathOf(page) {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/**
 * Waits until the page's URL satisfies `expected`: a pathname string (exact), a RegExp
 * tested against pathname+search, or a predicate on the URL object. Fails naming the actual URL.
 */
export async function waitForPath(page, expected, { timeout = STEP_TIMEOUT, message } = {}) {
  const test =
    typeof expected === "function"
      ? expected
      : expected instanceof RegExp
        ? (url) => expected.test(url.pathname + url.search)
        : (url) => url.pathname === expected;
  try {
    await page.waitForURL((url) => test(url), { timeout, waitUntil: "commit" });
  } catch {
    assert.fail(`${message ?? `expected URL ${String(expected)}`}, but the page is at ${safeUrl(page)} after ${timeout} ms`);
  }
}

/** Opens an in-app path (full load), like typing it in the address bar. */
export async function visit(page, path) {
  await page.goto(path, { waitUntil: "domcontentloaded" });
}

/**
 * Goes to a path inside the running app as its router would (a history entry in the router's own
 * shape, then popstate), as a link does: the app is not loaded again (a full load costs about 2 s
 * of CPU here). For moving on inside the app; a test of what a load does (a deep link, a reload)
 * uses visit().
 */
export async function goInApp(page, path) {
  await page.evaluate((to) => {
    const idx = (window.history.state?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, "", to);
    window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
  }, path);
}

/**
 * Signs in on /login (navigates there unless already on it, so a /login?redirect=… page
 * keeps its query), then waits for the URL to leave /login.
 * `remember`: true ticks 记住密码, false unticks it, undefined leaves it as it is.
 */
export async function signIn(page, mobile, password, { remember } = {}) {
  if (!page.url().startsWith(BASE_URL) || new URL(page.url()).pathname !== "/login") {
    await visit(page, "/login");
  }
  const mobileField = page.getByLabel("手机号");
  await mobileField.waitFor({ state: "visible" });
  await mobileField.fill(mobile);
  await page.getByLabel("密码", { exact: true }).fill(password);
  if (remember !== undefined) {
    await page.getByRole("checkbox", { name: "记住密码" }).setChecked(remember);
  }
  // antd puts a space between the two characters of a two-character Chinese button: "登 录".
  const exact = page.getByRole("button", { name: /^\s*登\s*录\s*$/ });
  const button = (await exact.count()) > 0 ? exact.first() : page.getByRole("button", { name: /登\s*录/ }).first();
  await button.click();
  await waitForPath(page, (url) => url.pathname !== "/login", {
    timeout: 15_000,
    message: `sign-in as ${mobile} should leave /login`,
  });
}

/** Signs out through the avatar/nickname dropdown in the navbar; waits for /login. */
export async function signOut(page, nickname) {
  const logout = page.getByRole("menuitem", { name: /退出\s*登录/ }).or(page.getByText("退出登录", { exact: true })).first();
  const trigger = nickname
    ? page.getByText(nickname, { exact: true }).first()
    : page.locator(".ant-layout-header .ant-avatar, .ant-layout-header .ant-dropdown-trigger").first();
  await trigger.waitFor({ state: "visible" });
  // antd dropdowns open on hover by default; some open on click.
  await trigger.hover();
  if (!(await logout.isVisible().catch(() => false))) {
    await trigger.click();
  }
  await logout.waitFor({ state: "visible" });
  // once the menu has slid in: a click during its animation once went to a menu that was being
  // closed by the trigger's click (foundation.spec, the full suite on a loaded machine, 2026-11-26)
  await page.waitForFunction(() => !document.querySelector(".ant-dropdown.ant-slide-up-appear, .ant-dropdown.ant-slide-up-enter, .ant-dropdown.ant-slide-up-leave, .ant-dropdown.ant-slide-down-appear, .ant-dropdown.ant-slide-down-enter, .ant-dropdown.ant-slide-down-leave"));
  await logout.waitFor({ state: "visible" });
  await logout.click();
  // A confirmation dialog, if the app asks for one.
  const confirm = page.getByRole("dialog").getByRole("button", { name: /确\s*定|确\s*认|退出/ });
  const left = await Promise.race([
    page.waitForURL((url) => url.pathname === "/login", { timeout: STEP_TIMEOUT, waitUntil: "commit" }).then(() => true, () => false),
    confirm.first().waitFor({ state: "visible", timeout: STEP_TIMEOUT }).then(() => false, () => false),
  ]);
  if (!left && (await confirm.first().isVisible().catch(() => false))) {
    await confirm.first().click();
  }
  await waitForPath(page, "/login", { message: "sign-out should land on /login" });
}

/** The sider menu: antd's layout sider, else the first ARIA menu on the page. */
export function siderMenu(page) {
  return page.locator(".ant-layout-sider").or(page.getByRole("menu")).first();
}

/**
 * The first page of the signed-in visitor's menu, as the sider shows it: its first section's
 * first entry (the section is opened if it is closed). The guard sends a visitor from a page
 * closed to them there (spec section 6, "the first permitted route"), so a section an integrator
 * opens to their role changes where they land, not the test (decision 0032).
 */
export async function firstMenuPage(page) {
  const section = siderMenu(page).locator("li.ant-menu-submenu").first();
  const open = await section.evaluate((el) => el.classList.contains("ant-menu-submenu-open"));
  if (!open) await section.locator(".ant-menu-submenu-title").first().click();
  const href = await section.locator("li.ant-menu-item a").first().getAttribute("href", { timeout: STEP_TIMEOUT });
  assert.ok(href?.startsWith("/"), `the menu's first entry should link to a page, not ${href}`);
  return href;
}

/** Waits for a text to be visible somewhere on the page (substring match). */
export async function expectText(page, text, { timeout = STEP_TIMEOUT } = {}) {
  try {
    await page.getByText(text).first().waitFor({ state: "visible", timeout });
  } catch {
    assert.fail(`expected to see "${text}" on ${safeUrl(page)} within ${timeout} ms`);
  }
}

/** The token cookie of the page's context, or undefined. */
export async function tokenCookie(page) {
  const cookies = await page.context().cookies(BASE_URL);
  return cookies.find((c) => c.name === TOKEN_COOKIE);
}

function safeUrl(page) {
  try {
    return page.url();
  } catch {
    return "(closed page)";
  }
}

function safeName(name) {
  return name.replace(/[^\w\u4e00-\u9fa5.-]+/g, "_").slice(0, 120);
}

/**
 * POSTs to the demo API from inside the page (the demo API in the page answers), signed in as the
 * page is: for finding a record to work on (an alias, an order number), never for the flow itself.
 */
/**
 * Waits until the demo API answers in the page: it patches the page's fetch once started (from
 * the console's entry, also on /login, where it starts beside the sign-in form: decision 0067).
 */
export async function whenDemoAnswers(page) {
  await page.waitForFunction(() => !Function.prototype.toString.call(window.fetch).includes("[native code]"));
}

export async function demoApi(page, path, body = {}) {
  await whenDemoAnswers(page);
  return apiInPage(page, path, body);
}

/** POSTs to the API from inside the page, signed in as the page is (the server's console: no demo API to wait for). */
export function apiInPage(page, path, body = {}) {
  return page.evaluate(async ({ path, body, cookie }) => {
    const token = decodeURIComponent(document.cookie.match(new RegExp(`(?:^|; )${cookie}=([^;]+)`))?.[1] ?? "");
    const res = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", Application: "merchant-console", Authorization: token },
      body: JSON.stringify(body),
    });
    return res.json();
  }, { path, body, cookie: TOKEN_COOKIE });
}

/**
 * POSTs to the demo API from inside the page as `account` (the shop's owner, say), with a session
 * of its own made by the login call: the page's own session (an employee's) is left as it is.
 * The demo keeps its data in the browser, so another person's changes are made from the same one.
 */
export async function demoApiAs(page, account, path, body = {}) {
  await whenDemoAnswers(page);
  return page.evaluate(async ({ path, body, account }) => {
    const post = (p, b, token) => fetch(p, {
      method: "POST",
      headers: { "Content-Type": "application/json", Application: "merchant-console", ...(token ? { Authorization: token } : {}) },
      body: JSON.stringify(b),
    }).then((r) => r.json());
    const login = await post("/merchant/user/v1/login/by-mobile-password", { mobile: account.mobile, password: account.password });
    return post(path, body, login.data.access_token);
  }, { path, body, account: { mobile: account.mobile, password: account.password } });
}

/** The first record of a demo-API list call with these filters; fails when there is none. */
export async function firstListed(page, path, body = {}) {
  const reply = await demoApi(page, path, { page: 1, page_size: 1, ...body });
  const row = reply?.data?.list?.[0];
  assert.ok(row, `${path} ${JSON.stringify(body)} should list a record (got ${JSON.stringify(reply).slice(0, 200)})`);
  return row;
}
