// The spec's signed-in routes (product-spec.md section 2) and how a browser test opens each one
// with real ids, shared by the specs that walk every screen (the routes spec at both sizes, the employees' walks of lookups.spec).
// Route params (:alias, :order_sn…) are read from the demo API's own lists, so the tests do
// not depend on seed aliases.
import assert from "node:assert/strict";
import { demoApi, firstListed, goInApp, visit } from "./helpers.mjs";

/** Where a route's params come from: the first record of a list call, or a fixed value. */
const M = "/merchant";
const first = (api, body = {}) => ({ api, body });

/**
 * The spec's signed-in routes. `params`: each param → a fixed value or a list call whose first
 * record gives it (`[call, field]`). `shows`: a selector that must be visible (default: any data).
 */
export const ROUTES = [
  ["/dashboard/workplace"],
  ["/notice/list"],
  ["/notice/detail/:alias", { alias: [first(`${M}/shop/v1/notice/list`), "alias"] }],
  ["/goods"],
  ["/goods/create"],
  ["/goods/edit/:alias", { alias: [first(`${M}/goods/v1/goods/list`), "alias"] }],
  ["/goods/keys/:alias", { alias: [first(`${M}/goods/v1/goods/list`, { type: 3 }), "alias"] }],
  ["/goods/keys/create/:alias", { alias: [first(`${M}/goods/v1/goods/list`, { type: 3 }), "alias"] }],
  ["/goods/category"],
  ["/goods/category/create"],
  ["/goods/category/edit/:alias", { alias: [first(`${M}/goods/v1/category/list`), "alias"] }],
  ["/goods/params"],
  ["/goods/params/create"],
  ["/goods/params/edit/:alias", { alias: [first(`${M}/goods/v1/params/list`), "alias"] }],
  ["/member"],
  ["/member/:alias", { alias: [first(`${M}/member/v1/member/list`), "alias"] }],
  ["/order"],
  ["/order/:order_sn", { order_sn: [first(`${M}/order/v1/order/list`), "order_sn"] }],
  ["/order/refund"],
  ["/order/refund/:alias", { alias: [first(`${M}/order/v1/refund/list`), "alias"] }],
  ["/recycle/card/index"],
  ["/recycle/order/index"],
  ["/recycle/order/pay/:alias", { alias: [first(`${M}/recycle/v1/order/list`, { status: 2 }), "alias"] }],
  ["/recycle/order/detail/:alias", { alias: [first(`${M}/recycle/v1/order/list`), "alias"] }],
  ["/salesman/overview"],
  ["/salesman/promoter/list"],
  ["/salesman/promoter/:alias", { alias: [first(`${M}/salesman/v1/promoter/list`), "alias"] }],
  ["/salesman/goods/list"],
  ["/salesman/customer/list"],
  ["/salesman/settlement/list"],
  // no job yet on a fresh demo: the (empty) job table is its data
  ["/system/export/:type", { type: "order" }, ".ant-table"],
  ["/ump/coupon"],
  ["/ump/coupon/create/:type", { type: "1" }],
  ["/ump/coupon/edit/:type/:alias", { type: [first(`${M}/ump/v1/coupon/list`), "type"], alias: [first(`${M}/ump/v1/coupon/list`), "alias"] }],
  ["/ump/collection"],
  ["/ump/collection/create/:type", { type: "1" }],
  ["/ump/collection/edit/:type/:alias", { type: [first(`${M}/ump/v1/collection/list`), "type"], alias: [first(`${M}/ump/v1/collection/list`), "alias"] }],
  ["/ump/goodsDiscount/index"],
  ["/ump/goodsDiscount/add"],
  ["/ump/goodsDiscount/edit/:alias", { alias: [first(`${M}/ump/v1/goods-discount/list`), "alias"] }],
  ["/ump/distribution"],
  ["/ump/draw/index"],
  ["/ump/draw/add"],
  ["/ump/draw/edit/:alias/:status", { alias: [first(`${M}/ump/v1/draw/list`, { status: 1 }), "alias"], status: "1" }],
  ["/ump/draw/detail/:alias", { alias: [first(`${M}/ump/v1/draw/list`), "alias"] }],
  ["/ump/draw/buy/:alias", { alias: [first(`${M}/ump/v1/draw/list`), "alias"] }],
  ["/ump/draw/record/:alias/:status", { alias: [first(`${M}/ump/v1/draw/list`), "alias"], status: "1" }],
  ["/ump/material/index", {}, '[aria-label="素材列表"] > *'],
  ["/ump/gift/index"],
  ["/ump/gift/add"],
  ["/ump/gift/edit/:alias", { alias: [first(`${M}/ump/v1/gift/list`), "alias"] }],
  ["/ump/gift/record/:alias", { alias: [first(`${M}/ump/v1/gift/list`), "alias"] }],
  ["/ump/giftCard/index"],
  ["/ump/giftCard/create"],
  ["/ump/giftCard/edit/:alias", { alias: [first(`${M}/ump/v1/gift-card/list`), "alias"] }],
  ["/ump/giftCard/record/:alias", { alias: [first(`${M}/ump/v1/gift-card/list`), "alias"] }],
  ["/community/note"],
  ["/community/note/create"],
  ["/community/note/edit/:alias", { alias: [first(`${M}/community/v1/note/list`), "alias"] }],
  ["/cash/dashboard"],
  ["/user/setting"],
  ["/user/address"],
  ["/user/address/create"],
  ["/user/address/edit/:alias", { alias: [first(`${M}/shop/v1/address/list`), "alias"] }],
  ["/user/pickAddress"],
  ["/user/pickAddress/create"],
  ["/user/pickAddress/edit/:alias", { alias: [first(`${M}/shop/v1/pick-address/list`), "alias"] }],
  ["/user/express/template"],
  ["/user/express/template/add"],
  ["/user/express/template/edit/:alias", { alias: [first(`${M}/shop/v1/express-template/list`), "alias"] }],
  ["/user/role"],
  ["/user/role/create"],
  ["/user/role/edit/:alias", { alias: [first(`${M}/shop/v1/role/list`), "alias"] }],
  ["/user/employee"],
  ["/user/employee/create"],
  ["/user/employee/edit/:alias", { alias: [first(`${M}/shop/v1/employee/list`), "alias"] }],
];

/** Where a walk of every route starts (signed in): the table's first route, which has no params. */
export const FIRST_ROUTE = ROUTES[0][0];

/**
 * Routes whose params come from a record another call makes or lists under a parent: a
 * draw's pay page needs a bought 抽奖次数包; a card needs its batch. Each gives the concrete path.
 */
export const LATER = [
  ["/ump/draw/pay/:order_sn", async (page) => {
    const draw = await firstRecord(page, first(`${M}/ump/v1/draw/list`, { status: 2 }));
    const reply = await apiCall(page, `${M}/ump/v1/draw/buy`, { alias: draw.alias, package: "p1000" });
    assert.ok(reply?.data?.order_sn, `buying chances should give an order (got ${JSON.stringify(reply).slice(0, 200)})`);
    return `/ump/draw/pay/${reply.data.order_sn}`;
  }],
  ["/ump/giftCard/myCardRecord/:alias", async (page) => `/ump/giftCard/myCardRecord/${(await firstBatch(page)).alias}`],
  ["/ump/giftCard/recordDetail/:alias", async (page) => `/ump/giftCard/recordDetail/${(await firstCard(page)).alias}`],
  ["/ump/giftCard/getCardRecord/:no", async (page) => `/ump/giftCard/getCardRecord/${(await firstCard(page, { status: 2 })).card_no}`],
];

async function firstBatch(page) {
  const card = await firstRecord(page, first(`${M}/ump/v1/gift-card/list`));
  return firstRecord(page, first(`${M}/ump/v1/gift-card/record`, { card_alias: card.alias }));
}

async function firstCard(page, filters = {}) {
  const batch = await firstBatch(page);
  return firstRecord(page, first(`${M}/ump/v1/gift-card/card-record`, { batch_alias: batch.alias, ...filters }));
}

const apiCall = demoApi;
const firstRecord = (page, { api, body }) => firstListed(page, api, body);

/**
 * The concrete path of a route: its params filled from fixed values or the demo API. `records`:
 * the first records already asked for, by call (several routes share one: a goods item's alias).
 */
export async function concrete(page, path, params = {}, records = new Map()) {
  let out = path;
  for (const [name, source] of Object.entries(params)) {
    const recordOf = (call) => {
      const key = JSON.stringify(call);
      if (!records.has(key)) records.set(key, firstRecord(page, call));
      return records.get(key);
    };
    const value = Array.isArray(source) ? (await recordOf(source[0]))[source[1]] : source;
    assert.ok(value !== undefined && value !== null && value !== "", `no value for :${name} of ${path}`);
    out = out.replace(`:${name}`, encodeURIComponent(String(value)));
  }
  return out;
}

/**
 * Every spec route (`route`) as a concrete path, in the table's order, then those made from other
 * records; `shows`: the selector a route's data shows in, when it is not the usual.
 */
export async function* everyRoute(page) {
  // the table's params all at once, each call once: the demo answers calls side by side (each
  // after its delay), where one after another they cost a walk seconds of waiting
  const records = new Map();
  const paths = await Promise.all(ROUTES.map(([route, params]) => concrete(page, route, params, records)));
  for (const [i, [route, , shows]] of ROUTES.entries()) yield { route, path: paths[i], shows };
  for (const [route, resolve] of LATER) yield { route, path: await resolve(page) };
}

/** What a screen with data shows: a table row, a form, details, statistics, a chart or a result. */
export const DATA = [
  ".ant-table-tbody tr.ant-table-row",
  "form .ant-form-item",
  ".ant-descriptions",
  ".ant-statistic",
  ".ant-list-item",
].join(", ");

/** A path no route has: the not-found screen, which shows none of DATA. */
const BETWEEN = "/e2e-between-screens";

/**
 * Opens `path` and checks its screen. After the first (a full load), screens are reached in
 * the app by way of the not-found screen, so whatever data shows next is the new screen's own.
 */
export async function expectScreen(page, path, shows = DATA) {
  if (new URL(page.url()).pathname === "/login" || !(await page.locator(".ant-layout").count())) {
    await visit(page, path);
  } else {
    await goInApp(page, BETWEEN);
    // the not-found screen shown, and nothing of the screen before: leaving earlier (a walk that
    // starts signed in, on a screen still loading) once let the not-found screen land after the next
    await page.locator(".ant-result-404").first().waitFor({ state: "visible" });
    await page.waitForFunction((sel) => !document.querySelector(sel), DATA);
    await goInApp(page, path);
  }
  await page.locator(shows).first().waitFor({ state: "visible" }).catch(() => {
    assert.fail(`${path} should show its data (a table row, a form, details…), page at ${page.url()}`);
  });
  assert.equal(new URL(page.url()).pathname, decodeURI(path), `${path} should stay on its URL`);
  assert.equal(await page.getByText("建设中").count(), 0, `${path} must not show 建设中`);
  assert.equal(await page.locator(".console-result, .ant-result-error, .ant-result-500, .ant-result-404").count(), 0, `${path} shows an error page`);
}
