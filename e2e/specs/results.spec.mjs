// What a merchant sees when something cannot be loaded: the result page of a missing record
// (old link, deleted record) on the edit, detail and custom detail pages, and the Chinese error
// element, inside the layout, when a screen's code fails to load (a deploy removed the old
// chunks), after one reload by itself.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { checkRegions, choose, fillText, item, recordForm, save, textOf, uploadImage } from "../crud.mjs";
import { ADMIN, assertNoConsoleErrors, browserForSpec, demoApi, expectText, firstListed, siderMenu, visit, waitForPath } from "../helpers.mjs";

const TEST_TIMEOUT = 60_000;
/** A page reload and the app's start (service worker, demo DB) come before the result page. */
const RELOAD_TIMEOUT = 20_000;
const inPage = browserForSpec();

/** The result page's title and its two buttons, and no form or table under it. */
async function expectMissingRecord(page) {
  await page.locator(".console-result-title, .ant-result-title", { hasText: "记录不存在" }).waitFor({ state: "visible" });
  await page.getByRole("button", { name: /重\s*试/ }).waitFor({ state: "visible" });
  await page.getByRole("button", { name: "返回列表" }).waitFor({ state: "visible" });
  assert.equal(await page.locator("form .ant-form-item").count(), 0, "no form under the result page");
  assert.equal(await page.locator(".ant-spin-spinning").count(), 0, "no spinner left turning");
}

describe("a record that cannot be loaded", () => {
  it("the edit page of a missing record shows 记录不存在; 返回列表 goes to the list", { timeout: TEST_TIMEOUT }, () =>
    inPage("results-missing-edit", async (page) => {
      await expectMissingRecord(page);
      await page.getByRole("button", { name: "返回列表" }).click();
      await waitForPath(page, "/goods");
      assertNoConsoleErrors(page);
    }, { as: ADMIN, at: "/goods/edit/g_no_such_goods" }));

  it("the generated detail screen and a custom detail page (RecordPage) of missing records show 记录不存在", { timeout: TEST_TIMEOUT }, () =>
    inPage("results-missing-detail", async (page) => {
      await expectMissingRecord(page);
      await visit(page, "/order/NO_SUCH_ORDER");
      await expectMissingRecord(page);
      await page.getByRole("button", { name: "返回列表" }).click();
      await waitForPath(page, "/order");
      assertNoConsoleErrors(page);
    }, { as: ADMIN, at: "/ump/draw/detail/dr_no_such_draw" }));
});

describe("a screen's code that fails to load", () => {
  it("reloads once by itself, then shows 页面加载失败 inside the layout; 重新加载 opens the screen once it loads", { timeout: TEST_TIMEOUT }, () =>
    inPage("results-chunk-error", async (page) => {
      // what every open tab meets after a deploy: the list screen's old chunk is gone
      const chunk = "**/assets/list-screen-*.js";
      await page.context().route(chunk, (route) => route.abort());
      const documents = [];
      page.on("request", (request) => {
        if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
      });

      await visit(page, "/goods");
      await page.getByText("页面加载失败", { exact: true }).waitFor({ state: "visible", timeout: RELOAD_TIMEOUT });
      // one load, one reload by itself, and no more
      assert.deepEqual(documents, ["/goods", "/goods"]);
      // inside the layout: the menu and the navbar stay
      await siderMenu(page).getByText("商品管理").first().waitFor({ state: "visible" });
      await expectText(page, "商户后台");
      await page.getByRole("button", { name: "返回工作台" }).waitFor({ state: "visible" });
      assert.equal(await page.getByText(/Unexpected Application Error|Hey developer/).count(), 0);

      // the new chunk is there again: 重新加载 opens the list
      await page.context().unroute(chunk);
      await page.getByRole("button", { name: "重新加载" }).click();
      await page.locator(".ant-table-tbody tr.ant-table-row").first().waitFor({ state: "visible", timeout: RELOAD_TIMEOUT });
      await waitForPath(page, "/goods");
      // expected: the aborted chunk's requests, and the error they raised where the screen renders
      assertNoConsoleErrors(page, { ignore: [/list-screen-/, /Failed to fetch dynamically imported module/, /net::ERR_FAILED/] });
    }, { as: ADMIN }));
});

/** 返回 with unsaved changes, answered 留在本页: one question, and the dialog goes away. */
async function stayOnPage(page, form) {
  await form.getByRole("button", { name: /^\s*返\s*回\s*$/ }).click();
  const dialog = page.locator(".ant-modal-confirm");
  await dialog.locator(".ant-modal-confirm-title", { hasText: "有未保存的修改，确定要离开吗？" }).waitFor({ state: "visible" });
  assert.equal(await dialog.count(), 1, "one unsaved-changes dialog");
  await dialog.getByRole("button", { name: "留在本页" }).click();
  await dialog.waitFor({ state: "detached" });
}

describe("a refused save keeps what was typed", () => {
  it("运费模板: the server refuses the name; every rule row stays, and 留在本页 keeps it all", { timeout: TEST_TIMEOUT }, () =>
    inPage("results-refused-save", async (page) => {
      const taken = await firstListed(page, "/merchant/shop/v1/express-template/list");
      const form = recordForm(page, "运费模板");
      await fillText(form, "模板名称", taken.name);
      await form.getByRole("button", { name: /添加一行/ }).click();
      const rules = form.locator(".ant-table-tbody > tr.ant-table-row");
      const added = rules.nth(1);
      await checkRegions(added, null, [["广东省"], ["广西壮族自治区"]]);
      const typed = ["2", "8.5", "3", "2.5"];
      for (const [i, value] of typed.entries()) await added.locator("input").nth(i + 1).fill(value);
      await fillText(form, "满额包邮", "199");

      const kept = async () => {
        assert.equal(await textOf(form, "模板名称"), taken.name);
        assert.equal(await rules.count(), 2, "both rule rows stay");
        assert.deepEqual(await added.locator(".ant-select-selection-item").allTextContents(), ["广东省", "广西壮族自治区"]);
        for (const [i, value] of typed.entries()) assert.equal(await added.locator("input").nth(i + 1).inputValue(), value);
        assert.equal(await textOf(form, "满额包邮"), "199");
      };
      await save(form);
      await form.locator(".ant-alert-message", { hasText: "模板名称已存在" }).waitFor({ state: "visible" });
      await kept();

      await stayOnPage(page, form);
      await waitForPath(page, "/user/express/template/add");
      await kept();
      assertNoConsoleErrors(page);
    }, { as: ADMIN, at: "/user/express/template/add" }));
});

describe("a refused save keeps images and rich text", () => {
  it("商品: the category went away meanwhile; the new image, the rich text and the rest stay", { timeout: TEST_TIMEOUT }, () =>
    inPage("results-refused-goods", async (page) => {
      const goods = await firstListed(page, "/merchant/goods/v1/goods/list", { type: 1 });
      const category = "临时分类E2E";
      await demoApi(page, "/merchant/goods/v1/category/save", { name: category, sort: 0, status: 1 });
      await visit(page, `/goods/edit/${goods.alias}`);
      const form = recordForm(page, "商品");
      await item(form, "商品名称").locator(`input[value="${goods.name}"]`).waitFor({ state: "visible" });

      await fillText(form, "商品名称", `${goods.name}（改）`);
      await uploadImage(form, "商品图片");
      const images = await item(form, "商品图片").locator("img").count();
      const editor = item(form, "商品详情").locator(".ProseMirror");
      await editor.click();
      await page.keyboard.press("Control+End");
      await page.keyboard.type("补充说明E2E");
      await choose(form, "分类", category, { search: "临时" });
      // another tab deletes the category before this one saves
      const created = await firstListed(page, "/merchant/goods/v1/category/list", { keyword: category });
      const removed = await demoApi(page, "/merchant/goods/v1/category/del", { alias: created.alias });
      assert.equal(removed.code, 200, JSON.stringify(removed));

      const kept = async () => {
        assert.equal(await textOf(form, "商品名称"), `${goods.name}（改）`);
        assert.equal(await item(form, "商品图片").locator("img").count(), images, "the uploaded image stays");
        assert.match(await editor.innerText(), /补充说明E2E/);
        assert.match(await item(form, "分类").innerText(), new RegExp(category));
      };
      await save(form);
      await form.locator(".ant-alert-message", { hasText: "分类不存在" }).waitFor({ state: "visible" });
      await kept();
      await stayOnPage(page, form);
      await waitForPath(page, `/goods/edit/${goods.alias}`);
      await kept();
      assertNoConsoleErrors(page);
    }, { as: ADMIN, at: "/goods" }));
});
