// A form's lookups come with the form (issue 35, decision 0048): an employee who may create goods
// picks a 运费模板 and a 参数 without grants on those pages, and no page a seeded employee role may
// open receives a 无权限 answer (the demo API's refusal) while it is used: each role's pages are
// the routes its grants open (asked as the guard asks: scripts/open-routes.ts), walked in turn.
import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";
import { describe, it } from "node:test";
import { runnerImport } from "vite";
import { choose, chooseFirst, expectToast, fillText, item, recordForm, save, uploadImage } from "../crud.mjs";
import { ADMIN, USER, assertNoConsoleErrors, browserForSpec, demoApi, demoApiAs, visit, waitForPath } from "../helpers.mjs";
import { countRefusals, refusalsOf } from "../refusals.mjs";
import { LATER, ROUTES, expectScreen } from "../spec-routes.mjs";

const TEST_TIMEOUT = 180_000;
const STAFF_PASSWORD = "Staff@2026";
/** The seeded employees of each demo role, with the owner of their shop (who lists the records a route's params name). */
const KEFU = { mobile: "13512340002", password: STAFF_PASSWORD, nickname: "吴静", owner: ADMIN };
const CANGGUAN = { mobile: "13512340005", password: STAFF_PASSWORD, nickname: "陈晨", owner: ADMIN };
const DIANYUAN = { mobile: "13712340001", password: STAFF_PASSWORD, nickname: "李小三", owner: USER };

const { openRoutes } = (await runnerImport(fileURLToPath(new URL("../../scripts/open-routes.ts", import.meta.url)))).module;
const inPage = browserForSpec();

/** Calls the demo API from the page as `owner`, with the owner's own session (the page's stays the employee's). */
const asOwner = (page, owner, path, body = {}) => demoApiAs(page, owner, path, body);

/** A route's concrete path: its params from the spec table's sources, read as the shop's owner. */
async function concretePath(page, owner, route) {
  if (!route.includes(":")) return { path: route };
  const [, params, shows] = ROUTES.find(([r]) => r === route) ?? [];
  assert.ok(params || LATER.some(([r]) => r === route), `${route}: e2e/spec-routes.mjs names no source for its params`);
  assert.ok(params, `${route}: its params come from another record (LATER): not walked as an employee yet`);
  let path = route;
  for (const [name, source] of Object.entries(params)) {
    let value = source;
    if (Array.isArray(source)) {
      const [{ api, body }, field] = source;
      const reply = await asOwner(page, owner, api, { page: 1, page_size: 1, ...body });
      value = reply?.data?.list?.[0]?.[field];
    }
    assert.ok(value !== undefined && value !== null && value !== "", `no value for :${name} of ${route}`);
    path = path.replace(`:${name}`, encodeURIComponent(String(value)));
  }
  return { path, shows };
}

/** Waits until nothing on the page is loading (screens, tables, selects searching their options). */
async function settled(page) {
  // a select asks for its options in a timer started when it mounts: let it start
  await page.evaluate(() => new Promise((done) => setTimeout(done)));
  await page.waitForFunction(() => !document.querySelector(".ant-spin-spinning, .ant-skeleton-active, [aria-busy='true'], .ant-select-arrow-loading"));
}

/** The shop role (what the guard asks policy.csv for): verify_status 2 is an admin. */
async function shopRoleOf(page) {
  const shop = await demoApi(page, "/merchant/shop/v1/account/info");
  return shop?.data?.verify_status === 2 ? "admin" : "user";
}

async function walkAs(page, account) {
  await countRefusals(page);
  await visit(page, "/");
  await page.locator(".ant-layout-header").getByText(account.nickname).first().waitFor({ state: "visible" });
  const info = await demoApi(page, "/user/v1/account/info");
  const grants = info?.data?.permissions;
  assert.ok(Array.isArray(grants), `${account.nickname} is an employee with grants (got ${JSON.stringify(info).slice(0, 200)})`);
  const routes = await openRoutes(await shopRoleOf(page), grants);
  assert.ok(routes.length > 1, `${account.nickname} may open some pages: ${routes.join(", ")}`);
  const walked = [];
  for (const route of routes) {
    const { path, shows } = await concretePath(page, account.owner, route);
    await expectScreen(page, path, shows);
    await settled(page);
    walked.push(path);
  }
  const refused = await refusalsOf(page);
  assert.deepEqual(refused, [], `${account.nickname}: 无权限 answers on the pages the role may open (walked ${walked.join(", ")})`);
  assertNoConsoleErrors(page);
}

describe("no page a seeded employee role may open receives 无权限", () => {
  for (const account of [KEFU, CANGGUAN, DIANYUAN]) {
    it(`${account.nickname}: every page their grants open`, { timeout: TEST_TIMEOUT }, () =>
      inPage(`lookups walk ${account.mobile}`, (page) => walkAs(page, account), { as: account }));
  }
});

describe("仓管 creates goods (may create goods, holds no grant on 运费模板 or 商品参数)", () => {
  it("a 快递 goods item with a 运费模板 and a 参数, with no 无权限 answer", { timeout: 90_000 }, () =>
    inPage("lookups cangguan goods", async (page) => {
      await countRefusals(page);
      await visit(page, "/goods/create");
      const form = recordForm(page, "商品");
      const name = "仓管快递商品E2E";
      await fillText(form, "商品名称", name);
      await choose(form, "商品类型", "实物商品");
      await choose(form, "配送方式", "快递发货");
      const template = await chooseFirst(form, item(form, "运费模板").locator(".ant-select").first());
      await chooseFirst(form, item(form, "分类").locator(".ant-select").first());
      await fillText(form, "售价", "66");
      await fillText(form, "库存", "5");
      await uploadImage(form, "封面图");
      await item(form, "商品参数").getByRole("button", { name: /添加一行/ }).click();
      const row = (label) => form.locator(`.ant-form-item:has(> .ant-row > .ant-form-item-label > label[title="${label}"])`).first();
      const param = await chooseFirst(form, row("参数").locator(".ant-select").first());
      await row("参数值").locator("input").fill("蓝色");
      await save(form);
      await expectToast(page, "商品已创建");
      await waitForPath(page, "/goods");

      const listed = await demoApi(page, "/merchant/goods/v1/goods/list", { page: 1, page_size: 10, keyword: name });
      const goods = listed?.data?.list?.find((g) => g.name === name);
      assert.ok(goods, `the new goods item is listed (got ${JSON.stringify(listed).slice(0, 200)})`);
      assert.equal(goods.express_template_name, template);
      assert.equal(goods.params?.[0]?.param_name, param);
      await settled(page);
      assert.deepEqual(await refusalsOf(page), [], "无权限 answers while creating the goods item");
      assertNoConsoleErrors(page);
    }, { as: CANGGUAN }));
});
