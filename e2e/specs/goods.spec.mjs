// 商品管理 (/goods): goods, card keys, categories and params through the generated screens,
// as the admin merchant, on the demo API. Each test: bad input first (Chinese message, values
// kept), then create → find with a filter → edit → see it in the detail → delete.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  addTags, choose, confirm, deleteRow, expectFieldError, expectNoRow, expectRow, expectToast, fillText,
  filterList, recordForm, rowAction, rowWith, save, textOf, uploadImage, viewRow,
} from "../crud.mjs";
import { ADMIN, assertNoConsoleErrors, browserForSpec, expectText, waitForPath } from "../helpers.mjs";

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const TEST_TIMEOUT = 60_000;
const inPage = browserForSpec();

/** From a list (the test starts on it) to its form by its 新建 link. */
async function openCreate(page, link, createPath) {
  await page.getByRole("link", { name: link }).click();
  await waitForPath(page, createPath);
}

describe("商品 /goods", () => {
  it("create, filter, edit, detail, 上架 refuses delete, 下架 and delete", { timeout: TEST_TIMEOUT }, () =>
    inPage("goods-crud", async (page) => {
      await openCreate(page, /新建商品/, "/goods/create");
      const form = recordForm(page, "商品");
      const name = "端到端测试藏品";

      // bad input: nothing chosen, 划线价 below 售价; what was typed stays
      await fillText(form, "商品名称", name);
      await fillText(form, "售价", "88");
      await fillText(form, "划线价", "50");
      await save(form);
      await expectFieldError(form, "封面图", "请上传封面图");
      await expectFieldError(form, "分类", "请选择分类");
      await expectFieldError(form, "划线价", "划线价不能低于售价");
      await expectFieldError(form, "发行量", "请输入发行量");
      assert.equal(await textOf(form, "商品名称"), name);
      assert.equal(await textOf(form, "售价"), "88"); // as typed: the input no longer pads to 2 decimals
      await fillText(form, "划线价", "128");

      // 实物商品 asks for 配送方式 instead of 发行量 (dependent fields)
      await choose(form, "商品类型", "实物商品");
      await page.locator('label[title="配送方式"]').waitFor({ state: "visible" });
      assert.equal(await page.locator('label[title="发行量"]').count(), 0, "发行量 is only for 数字藏品");
      await choose(form, "商品类型", "数字藏品");

      await uploadImage(form, "封面图");
      await choose(form, "分类", "潮玩手办", { search: "潮玩" });
      await fillText(form, "发行量", "500");
      await save(form);
      await expectToast(page, "商品已创建");
      await waitForPath(page, "/goods");

      await filterList(page, "商品名称", name);
      await expectRow(page, name);
      assert.equal(await rowWith(page, "测试").count(), 1, "the filter leaves only the new goods item");
      const listUrl = page.url();

      await rowAction(page, name, "编辑");
      await waitForPath(page, /^\/goods\/edit\//);
      const edit = recordForm(page, "商品");
      await page.waitForFunction(() => document.querySelector('form[aria-label="商品表单"] input[value="端到端测试藏品"]'));
      await fillText(edit, "售价", "99.5");
      await save(edit);
      await expectToast(page, "保存成功");
      // back on the list with the filter kept
      await waitForPath(page, (url) => url.href === listUrl || decodeURIComponent(url.search).includes(name));
      await expectRow(page, "¥99.50");

      const detail = await viewRow(page, name);
      assert.equal(detail["售价"], "¥99.50");
      assert.equal(detail["发行量"], "500");
      assert.equal(detail["分类"], "潮玩手办");

      // on sale, it cannot be deleted: 删除 is disabled, its tooltip says why
      await rowAction(page, name, "上架");
      await confirm(page);
      await expectToast(page, "状态已更新");
      const refused = rowWith(page, name).first().getByRole("button", { name: "删除：商品上架中，请先下架再删除" });
      await refused.hover();
      const why = page.getByRole("tooltip").filter({ hasText: "商品上架中，请先下架再删除" });
      await why.waitFor();
      await expectRow(page, name);
      // the pointer leaves 删除, as a person's does on the way to 下架: its tooltip goes
      await page.mouse.move(0, 0);
      await why.waitFor({ state: "hidden" });

      await rowAction(page, name, "下架");
      await confirm(page);
      await expectToast(page, "状态已更新");
      await deleteRow(page, name);
      assertNoConsoleErrors(page);
    }, { as: ADMIN, at: "/goods" }));
});

describe("卡密 /goods/keys/:alias", () => {
  it("bulk paste with line errors, find by 卡号, reveal the secret, delete", { timeout: TEST_TIMEOUT }, () =>
    inPage("goods-keys", async (page) => {
      await filterList(page, "商品名称", "阅读年卡");
      await rowAction(page, "阅读年卡", "卡密");
      await waitForPath(page, (url) => /^\/goods\/keys\/[^/]+$/.test(url.pathname)); // a list adds its query once loaded
      const keysPath = new URL(page.url()).pathname;
      await page.getByRole("link", { name: /添加卡密|新建卡密/ }).click();
      await waitForPath(page, keysPath.replace("/goods/keys/", "/goods/keys/create/"));

      const paste = page.getByLabel("卡密内容");
      const bad = "E2E-NO-1,E2E-SECRET-0001\n,\nE2E-NO-3,E2E-SECRET-0001";
      await paste.fill(bad);
      // the preview marks each line's problem before anything is sent
      const preview = page.getByRole("table", { name: "卡密预览" });
      await preview.getByText("卡密不能为空").waitFor();
      await preview.getByText("卡密与第1行重复").waitFor();
      await page.getByRole("button", { name: /^\s*保\s*存\s*$/ }).click();
      await expectText(page, "第2行：卡密不能为空");
      assert.equal(await paste.inputValue(), bad, "the pasted text stays as typed");

      await paste.fill("E2E-NO-1,E2E-SECRET-0001\nE2E-NO-2,E2E-SECRET-0002");
      await page.getByRole("button", { name: /^\s*保\s*存\s*$/ }).click();
      await expectToast(page, "已添加 2 条卡密");
      await waitForPath(page, keysPath);

      await filterList(page, "卡号", "E2E-NO-2");
      await expectRow(page, "E2E-NO-2");
      const row = rowWith(page, "E2E-NO-2").first();
      assert.ok(!(await row.innerText()).includes("E2E-SECRET-0002"), "the secret is masked in the list");
      await row.getByRole("button", { name: /显示|查看卡密|\*{3,}/ }).first().click();
      await expectRow(page, "E2E-SECRET-0002");

      await deleteRow(page, "E2E-NO-2");
      await expectNoRow(page, "E2E-SECRET-0002");
      assertNoConsoleErrors(page);
    }, { as: ADMIN, at: "/goods" }));
});

describe("a 卡密 goods item in one form (issue 37)", () => {
  for (const [size, device] of [["1440", {}], ["390", PHONE]]) {
    it(`at ${size} px: created, keys pasted (a bad line marked, then fixed) and 保存并上架; on sale in the list`, { timeout: TEST_TIMEOUT }, () =>
      inPage(`goods-card-one-pass-${size}`, async (page) => {
        const name = `一次上架卡密${size}`;
        await page.goto(new URL("/goods/create", page.url()).href);
        await waitForPath(page, "/goods/create");
        const form = recordForm(page, "商品");
        await fillText(form, "商品名称", name);
        await choose(form, "商品类型", "卡密商品");
        await uploadImage(form, "封面图");
        await choose(form, "分类", "视频会员", { search: "视频" });
        await fillText(form, "售价", "19.9");

        // a spreadsheet's lines (卡号 and 卡密 apart by spaces), one 卡密 pasted twice
        const paste = form.getByLabel("卡密内容");
        await paste.fill(`C${size}-1    K${size}-AAAA\nC${size}-2    K${size}-AAAA\nC${size}-3\tK${size}-CCCC`);
        const preview = form.getByRole("table", { name: "卡密预览" });
        await preview.getByText("卡密与第1行重复").waitFor();
        await preview.getByText(`C${size}-1`, { exact: true }).waitFor(); // 卡号 in its own column
        await form.getByRole("button", { name: "保存并上架" }).click();
        await expectText(page, "有 1 行卡密有问题，修正后再保存");
        assert.match(page.url(), /\/goods\/create$/, "nothing saved with a bad line");

        await paste.fill(`C${size}-1    K${size}-AAAA\nC${size}-2    K${size}-BBBB\nC${size}-3\tK${size}-CCCC`);
        await preview.getByText("卡密与第1行重复").waitFor({ state: "detached" });
        await form.getByRole("button", { name: "保存并上架" }).click();
        await expectToast(page, "商品已保存并上架");
        await waitForPath(page, "/goods");

        // the newest goods item first: on sale (its button now takes it off sale), 3 keys in stock
        const entry = page.locator(".ant-table-tbody > tr.ant-table-row, .ant-list-item").filter({ hasText: name }).first();
        await entry.waitFor();
        await entry.getByRole("button", { name: /^\s*下\s*架\s*$/ }).waitFor();
        assert.match(await entry.innerText(), /上架/);
        assertNoConsoleErrors(page);
      }, { ...device, as: ADMIN, at: "/goods" }));
  }
});

describe("商品分类 /goods/category", () => {
  it("a second-level category: create, filter, edit, detail, delete", { timeout: TEST_TIMEOUT }, () =>
    inPage("goods-category", async (page) => {
      await openCreate(page, /新建分类/, "/goods/category/create");
      const form = recordForm(page, "分类");
      await fillText(form, "排序", "9");
      await save(form);
      await expectFieldError(form, "分类名称", "请输入分类名称");
      assert.equal(await textOf(form, "排序"), "9");

      // leaving with unsaved changes asks first; staying keeps what was typed
      await form.getByRole("button", { name: /^\s*返\s*回\s*$/ }).click();
      const ask = page.locator(".ant-modal-confirm").filter({ hasText: "有未保存的修改，确定要离开吗？" });
      await ask.getByRole("button", { name: "留在本页" }).click();
      await ask.waitFor({ state: "hidden" });
      await waitForPath(page, "/goods/category/create");
      assert.equal(await textOf(form, "排序"), "9");

      await fillText(form, "分类名称", "测试子分类");
      await choose(form, "上级分类", "数字藏品", { search: "数字" });
      await save(form);
      await expectToast(page, "分类已创建");
      await waitForPath(page, "/goods/category");

      await filterList(page, "分类名称", "测试子分类");
      await expectRow(page, "测试子分类");
      await rowAction(page, "测试子分类", "编辑");
      await waitForPath(page, /^\/goods\/category\/edit\//);
      const edit = recordForm(page, "分类");
      await page.waitForFunction(() => document.querySelector('form[aria-label="分类表单"] input[value="测试子分类"]'));
      await choose(edit, "状态", "隐藏");
      await save(edit);
      await expectToast(page, "保存成功");
      await expectRow(page, "测试子分类");

      const detail = await viewRow(page, "测试子分类");
      assert.equal(detail["状态"], "隐藏");
      assert.equal(detail["上级分类"], "数字藏品");
      await deleteRow(page, "测试子分类");
      assertNoConsoleErrors(page);
    }, { as: ADMIN, at: "/goods/category" }));
});

describe("商品参数 /goods/params", () => {
  it("a 单选 param needs options; a taken name is refused by the server, values kept", { timeout: TEST_TIMEOUT }, () =>
    inPage("goods-params", async (page) => {
      await openCreate(page, /新建参数/, "/goods/params/create");
      const form = recordForm(page, "参数");
      await fillText(form, "参数名称", "材质");
      await choose(form, "输入方式", "单选");
      await save(form);
      await expectFieldError(form, "可选值", "请输入可选值");
      await addTags(form, "可选值", ["棉", "麻"]);
      await save(form);
      // the demo API refuses a second 材质 (unique): the message shows, the form keeps its values
      await expectText(page, "参数名称已存在");
      assert.equal(await textOf(form, "参数名称"), "材质");

      // what the server refused is still unsaved: leaving asks, and 离开 leaves
      await form.getByRole("button", { name: /^\s*返\s*回\s*$/ }).click();
      const ask = page.locator(".ant-modal-confirm").filter({ hasText: "有未保存的修改，确定要离开吗？" });
      // 离开 once the prompt has zoomed in: a click during the animation once left it open in CI
      await ask.waitFor({ state: "visible" });
      await page.waitForFunction(() => !document.querySelector(".ant-modal.ant-zoom-appear, .ant-modal.ant-zoom-enter"));
      await ask.getByRole("button", { name: /^\s*离\s*开\s*$/ }).click();
      await waitForPath(page, "/goods/params");
      await page.getByRole("link", { name: /新建参数/ }).click();
      await waitForPath(page, "/goods/params/create");
      await fillText(form, "参数名称", "面料");
      await choose(form, "输入方式", "单选");
      await addTags(form, "可选值", ["棉", "麻"]);
      await save(form);
      await expectToast(page, "参数已创建");
      await waitForPath(page, "/goods/params");

      await filterList(page, "参数名称", "面料");
      await expectRow(page, "面料");
      await rowAction(page, "面料", "编辑");
      await waitForPath(page, /^\/goods\/params\/edit\//);
      const edit = recordForm(page, "参数");
      await page.waitForFunction(() => document.querySelector('form[aria-label="参数表单"] input[value="面料"]'));
      await addTags(edit, "可选值", ["丝"]);
      await save(edit);
      await expectToast(page, "保存成功");

      const detail = await viewRow(page, "面料");
      assert.match(detail["可选值"], /棉[\s\S]*麻[\s\S]*丝/);
      await deleteRow(page, "面料");
      assertNoConsoleErrors(page);
    }, { as: ADMIN, at: "/goods/params" }));
});
