#!/usr/bin/env node
// Demo-mode start-up timings (issue 12), in Debian's chromium via playwright-core, against a
// demo build already served, e.g.:
//
//   npx vite build --outDir /tmp/dist-demo-start
//   npx vite preview --outDir /tmp/dist-demo-start --port 4412 --strictPort &
//   node bench/demo-start.mjs [runs=5]            (DEMO_BENCH_URL, default http://127.0.0.1:4412)
//
// Each run is a new browser context (no worker, no cache, no demo DB), and measures:
//   login cold    first visit of /login: first contentful paint, LCP, the form drawn
//   login reload  the same page reloaded (worker registered, HTTP cache warm)
//   goods first   signed in (through the form), then /goods opened by address: table rows painted
//   goods reload  /goods reloaded: table rows painted
// Times are from the moment the navigation was asked for, in ms, so a second navigation (msw
// reloading a page its worker does not control yet) counts; `navs` is how many documents it took.
// Prints the median of the runs (and every run with --all).
import { chromium } from "playwright-core";

const BASE = (process.env.DEMO_BENCH_URL || "http://127.0.0.1:4412").replace(/\/$/, "");
const RUNS = Number(process.argv.find((a) => /^\d+$/.test(a)) || 5);
const SHOW_ALL = process.argv.includes("--all");
const ADMIN = { mobile: "13800000000", password: "Admin@123" };
const ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync"];

// In every document: wall-clock times of FCP, the latest LCP, and the first frame after
// the first table row (or the login form) is in the DOM (one rAF: that frame is being painted).
function observePaints() {
  const marks = (window.__bench = { fcp: null, lcp: null, form: null, rows: null });
  const at = (t) => performance.timeOrigin + t;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === "first-contentful-paint") marks.fcp = at(e.startTime);
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) marks.lcp = at(last.startTime);
  }).observe({ type: "largest-contentful-paint", buffered: true });
  const watch = (key, selector) => {
    const check = () => {
      if (marks[key] !== null || !document.querySelector(selector)) return false;
      requestAnimationFrame(() => (marks[key] = Date.now()));
      return true;
    };
    const observer = new MutationObserver(() => check() && observer.disconnect());
    observer.observe(document, { childList: true, subtree: true });
  };
  watch("form", "form#login input, form input[type=password]");
  watch("rows", ".ant-table-tbody tr.ant-table-row");
}

async function marksAfter(page, key, start) {
  await page.waitForFunction((k) => window.__bench?.[k] !== null && window.__bench?.lcp !== null, key, { timeout: 30_000 });
  // LCP may still move to a later, larger element in the frame just painted
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))));
  const m = await page.evaluate(() => window.__bench);
  const rel = (t) => (t === null ? null : Math.round(t - start));
  return { fcp: rel(m.fcp), lcp: rel(m.lcp), [key]: rel(m[key]) };
}

async function timed(page, key, navigate) {
  let navs = 0; // documents loaded (same-document history changes are not counted)
  const count = (request) => request.isNavigationRequest() && request.frame() === page.mainFrame() && navs++;
  page.on("request", count);
  const start = Date.now();
  await navigate();
  const marks = await marksAfter(page, key, start);
  page.off("request", count);
  return { ...marks, navs };
}

async function signIn(page) {
  await page.getByLabel("手机号").fill(ADMIN.mobile);
  await page.getByLabel("密码", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: /登\s*录/ }).first().click();
  await page.waitForURL((url) => url.pathname !== "/login", { timeout: 30_000 });
  await page.locator(".ant-layout-sider").first().waitFor({ timeout: 30_000 });
}

async function run(browser) {
  const context = await browser.newContext({ locale: "zh-CN", viewport: { width: 1350, height: 940 } });
  await context.addInitScript(observePaints);
  const page = await context.newPage();
  const result = {};
  result["login cold"] = await timed(page, "form", () => page.goto(`${BASE}/login`, { waitUntil: "commit" }));
  result["login reload"] = await timed(page, "form", () => page.reload({ waitUntil: "commit" }));
  await signIn(page);
  result["goods first"] = await timed(page, "rows", () => page.goto(`${BASE}/goods`, { waitUntil: "commit" }));
  result["goods reload"] = await timed(page, "rows", () => page.reload({ waitUntil: "commit" }));
  await context.close();
  return result;
}

const median = (xs) => {
  const s = xs.filter((x) => x !== null).sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : null;
};

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium", args: ARGS });
try {
  await run(browser); // warm-up: chromium's own start-up costs, not the app's
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await run(browser));
  if (SHOW_ALL) for (const r of runs) console.log(JSON.stringify(r));
  console.log(`median of ${RUNS} runs, ms from the navigation (${BASE}):`);
  const rows = Object.keys(runs[0]).map((step) => {
    const row = { step };
    for (const key of Object.keys(runs[0][step])) row[key] = median(runs.map((r) => r[step][key]));
    return row;
  });
  console.table(rows);
} finally {
  await browser.close();
}
