#!/usr/bin/env node
// Checks a running console on the API server (`npm start`, or `npm run build && npm run serve`):
// in chromium, 13800000000 signs in on /login and opens /goods; every API call must go to the
// page's own origin and be answered by the server (no demo API in the page: no 演示数据 tag, no
// msw), and the goods list must show rows. Exits 1 with what went wrong.
//   node scripts/check-server-console.mjs http://127.0.0.1:5173
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from "../e2e/chromium-args.mjs";

const base = (process.argv[2] || process.env.CONSOLE_URL || "http://127.0.0.1:5173").replace(/\/+$/, "");
const origin = new URL(base).origin;
const API = /^\/(merchant|user|collection|rest)\//;
const problems = [];

const browser = await chromium.launch({ executablePath: E2E_CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
try {
  const page = await browser.newPage();
  const calls = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (API.test(url.pathname)) calls.push(`${request.method()} ${url.origin}${url.pathname}`);
    else if (url.origin !== origin && !url.protocol.startsWith("data")) problems.push(`a request left the origin: ${request.url()}`);
  });
  page.on("console", (message) => {
    if (message.text().includes("[MSW]")) problems.push(`msw runs in the page: ${message.text()}`);
  });
  await page.goto(`${base}/login`);
  await page.getByLabel("手机号").fill("13800000000");
  await page.getByLabel("密码", { exact: true }).fill("Admin@123");
  await page.getByRole("button", { name: /^\s*登\s*录\s*$/ }).click();
  await page.waitForURL((url) => url.pathname !== "/login", { timeout: 30_000 });
  await page.goto(`${base}/goods`);
  const rows = page.locator(".ant-table-tbody tr.ant-table-row");
  await rows.first().waitFor({ timeout: 30_000 });
  const count = await rows.count();
  if (await page.getByText("演示数据", { exact: true }).count()) problems.push("the navbar shows 演示数据: this is the demo build");
  const elsewhere = calls.filter((c) => !c.includes(` ${origin}/`));
  if (elsewhere.length) problems.push(`API calls to another origin: ${elsewhere.join(", ")}`);
  if (!calls.some((c) => c.includes("/login/"))) problems.push("no sign-in call reached the server");
  if (!problems.length) console.log(`check-server-console: ${base}: signed in, /goods shows ${count} rows, ${calls.length} API calls, all to ${origin}`);
} catch (error) {
  problems.push(error instanceof Error ? error.message : String(error));
} finally {
  await browser.close();
}
if (problems.length) {
  for (const p of problems) console.error(`check-server-console: ${p}`);
  process.exit(1);
}
