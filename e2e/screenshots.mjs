#!/usr/bin/env node
// Screenshots of the console for docs/screenshots/: builds the in-browser demo (dist-demo), serves it, signs
// in as the demo admin and saves each screen as <set>-<name>.png. One command for after a merge:
//
//   npm run screenshots                 both sets
//   npm run screenshots -- phone        one set: phone (390×844, touch) or desktop (1440×900)
//
// Env as for the browser tests (e2e/server.mjs): E2E_PORT, E2E_DIST; SCREENSHOTS_NO_BUILD=1
// serves the build already in E2E_DIST.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { stopGroup } from "../scripts/process-group.mjs";
import { BASE_URL, build, fail, log, ROOT, startServer, stopAll } from "./server.mjs";

const OUT = join(ROOT, "docs", "screenshots");
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1440, height: 900 } };
const orderDetail = async (page, { firstListed }) => `/order/${(await firstListed(page, "/merchant/order/v1/order/list")).order_sn}`;
/** A return the buyer sent back: the request, its evidence, the order's money, the parcel and the timeline (decision 0060). */
const refundDetail = async (page, { firstListed }) => `/order/refund/${(await firstListed(page, "/merchant/order/v1/refund/list", { status: "WAIT_SELLER_RECEIVE" })).alias}`;

/** The 待发货 express orders shown, three picked and 批量发货 opened (decision 0059). */
const WAITING = "/order?currentPage=1&pageSize=10&filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=WAIT_SEND"
  + "&filters[1][field]=delivery_type&filters[1][operator]=eq&filters[1][value]=express";
async function openBatchShip(page) {
  for (const box of (await page.getByRole("checkbox", { name: /^选择 / }).all()).slice(0, 3)) await box.check();
  await page.getByRole("toolbar", { name: "批量操作" }).getByRole("button", { name: "批量发货" }).click();
  await page.locator(".ant-modal").filter({ hasText: "批量发货" }).last().waitFor({ state: "visible" });
}

/**
 * Each set: its browser context and its screens. A screen is a path, a function of the page giving
 * one, or `{ path, then }`: `then(page)` opens what the shot shows on that screen (a modal) once its
 * data is there.
 */
const SETS = {
  phone: {
    context: PHONE,
    screens: { workplace: "/dashboard/workplace", order: "/order", "order-detail": orderDetail, "refund-detail": refundDetail, "goods-create": "/goods/create" },
  },
  desktop: {
    context: DESKTOP,
    screens: {
      workplace: "/dashboard/workplace", goods: "/goods", order: "/order", "order-batch-ship": { path: WAITING, then: openBatchShip }, "refund-detail": refundDetail, member: "/member", "ump-gift": "/ump/gift/index",
    },
  },
};

/** What a screen shows once its data is there (as the browser tests wait for it; a phone's folded filters do not count). */
const READY = [".ant-table-tbody tr.ant-table-row", ".ant-list-item", "form .ant-form-item", ".ant-descriptions", ".ant-statistic"].map((s) => `${s}:visible`).join(", ");

/** Waits for the data, the spinners to go and the entry animations to end, then saves the page
 * (a phone: what its screen shows; a desktop: the whole page). */
async function shoot(page, path, file, fullPage, then) {
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await page.locator(READY).first().waitFor({ state: "visible" });
  await page.locator(".ant-spin-spinning, .ant-skeleton-active, .skeleton-block, .form-skeleton").first().waitFor({ state: "detached" });
  if (then) await then(page);
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))));
  // the charts (recharts) animate in script, which getAnimations() does not list: let them end
  await page.waitForTimeout(1_500);
  await page.screenshot({ path: file, fullPage });
  log(`saved ${file}`);
}

async function shootSet(helpers, name, { context, screens }) {
  const browser = await helpers.launch();
  try {
    const page = await helpers.newPage(browser, context);
    await helpers.signIn(page, helpers.ADMIN.mobile, helpers.ADMIN.password);
    for (const [screen, entry] of Object.entries(screens)) {
      const { path, then } = typeof entry === "object" ? entry : { path: entry };
      const target = typeof path === "function" ? await path(page, helpers) : path;
      await shoot(page, target, join(OUT, `${name}-${screen}.png`), !context.isMobile && !then, then);
    }
  } finally {
    await browser.close();
  }
}

async function main() {
  const wanted = process.argv.slice(2).filter((a) => !a.startsWith("-"));
  const sets = wanted.length ? wanted : Object.keys(SETS);
  const unknown = sets.filter((s) => !SETS[s]);
  if (unknown.length) throw new Error(`unknown set ${unknown.join(", ")}; sets: ${Object.keys(SETS).join(", ")}`);
  await build({ force: process.env.SCREENSHOTS_NO_BUILD !== "1" });
  const server = await startServer();
  try {
    // the helpers read E2E_BASE_URL when loaded: the server's address
    process.env.E2E_BASE_URL = BASE_URL;
    const helpers = await import("./helpers.mjs");
    mkdirSync(OUT, { recursive: true });
    for (const name of sets) await shootSet(helpers, name, SETS[name]);
  } finally {
    await stopGroup(server);
  }
}

main().catch(async (err) => {
  fail(err?.stack || String(err));
  await stopAll();
  process.exit(1);
});
