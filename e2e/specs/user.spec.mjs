// 设置 (/user): 商户信息, addresses, pickup points, express templates, roles and employees (and 操作日志)
// through their screens, on the demo API. Each resource: bad input first (Chinese message,
// values kept), then create → find with a filter → edit → see it in the detail → delete.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  checkRegions, choose, chooseRegion, deleteRow, expectFieldError, expectRow, expectToast, fillText,
  filterList, item, recordForm, rowAction, rows, rowWith, save, textOf, uploadImage, viewRow,
} from "../crud.mjs";
import { ADMIN, USER, assertNoConsoleErrors, browserForSpec, expectText, siderMenu, visit, waitForPath } from "../helpers.mjs";

const TEST_TIMEOUT = 60_000;
const inPage = browserForSpec();

/** From a list (the test starts on it) to its form by its 新建 link. */
async function openCreate(page, label, createPath) {
  await page.getByRole("link", { name: `新建${label}` }).click();
  await waitForPath(page, createPath);
  return recordForm(page, label);
}

/** Opens 编辑 of the row showing `text` and waits for the record to fill the form. */
async function openEdit(page, text, label, field) {
  await rowAction(page, text, "编辑");
  await waitForPath(page, /\/edit\//);
  const form = recordForm(page, label);
  await item(form, field).locator(`input[value="${text}"]`).waitFor({ state: "visible" });
  return form;
}

describe("商户信息 /user/setting", () => {
  it("shop info and logo save; 实名认证 checks the ID number's check digit", { timeout: TEST_TIMEOUT }, () =>
    inPage("user-setting", async (page) => {
      // the user's shop is not verified yet, so its 实名认证 form is open
      const shop = page.locator('form[aria-label="店铺信息"]');
      await fillText(shop, "联系电话", "12345");
      await page.getByRole("button", { name: "保存店铺信息" }).click();
      await expectFieldError(shop, "联系电话", "联系电话格式不正确");
      await fillText(shop, "店铺名称", "李记好物铺");
      await fillText(shop, "联系电话", "020-88886666");
      await page.getByRole("button", { name: "保存店铺信息" }).click();
      await expectToast(page, "店铺信息已保存");
      await uploadImage(shop, "店铺Logo");
      await expectToast(page, "Logo 已更新");

      const cert = page.locator('form[aria-label="实名认证"]');
      await fillText(cert, "证件姓名", "李小二");
      await fillText(cert, "身份证号", "110105194912310021");
      await page.getByRole("button", { name: "提交认证" }).click();
      await expectFieldError(cert, "身份证号", "身份证号码不正确");
      assert.equal(await textOf(cert, "证件姓名"), "李小二");
      await fillText(cert, "身份证号", "11010519491231002X");
      await page.getByRole("button", { name: "提交认证" }).click();
      await expectToast(page, "已提交实名认证，请等待审核");
      await expectText(page, "审核中");

      // after a reload the saved shop info is what the server has
      await visit(page, "/user/setting");
      await item(shop, "店铺名称").locator('input[value="李记好物铺"]').waitFor({ state: "visible" });
      assertNoConsoleErrors(page);
    }, { as: USER, at: "/user/setting" }));
});

describe("地址管理 /user/address", () => {
  it("create, filter, edit, detail, delete", { timeout: TEST_TIMEOUT }, () =>
    inPage("user-address", async (page) => {
      const form = await openCreate(page, "地址", "/user/address/create");
      await fillText(form, "联系人", "测试收件人");
      await fillText(form, "手机号", "1380000");
      await save(form);
      await expectFieldError(form, "手机号", "请输入正确的手机号");
      await expectFieldError(form, "所在地区", "请选择所在地区");
      assert.equal(await textOf(form, "联系人"), "测试收件人");

      await fillText(form, "手机号", "13712345678");
      await chooseRegion(form, "所在地区", ["广东省", "深圳市", "南山区"]);
      await fillText(form, "详细地址", "科技园南区 1 栋");
      await save(form);
      await expectToast(page, "地址已创建");
      await waitForPath(page, "/user/address");

      await filterList(page, "收货人/手机号", "13712345678");
      await expectRow(page, "测试收件人");
      const edit = await openEdit(page, "测试收件人", "地址", "联系人");
      await fillText(edit, "详细地址", "科技园南区 2 栋");
      await save(edit);
      await expectToast(page, "保存成功");
      await expectRow(page, "测试收件人");

      const detail = await viewRow(page, "测试收件人");
      assert.equal(detail["详细地址"], "科技园南区 2 栋");
      assert.equal(detail["所在地区"], "广东省 / 深圳市 / 南山区");
      await deleteRow(page, "测试收件人");

      // 操作日志 (its menu entry) lists the edit made above: who, the page, the action, the record and what changed
      await siderMenu(page).getByText("操作日志", { exact: true }).first().click();
      await waitForPath(page, "/user/log");
      await expectRow(page, "详细地址：科技园南区 1 栋 → 科技园南区 2 栋");
      const entry = (await rowWith(page, "详细地址：科技园南区 1 栋 → 科技园南区 2 栋").first().innerText()).replace(/\s+/g, " ");
      for (const said of ["王店长 · 店主", "地址管理", "编辑", "地址 测试收件人"]) assert.ok(entry.includes(said), `the entry says ${said}: ${entry}`);
      // and the delete, newest first
      assert.match((await rows(page).first().innerText()).replace(/\s+/g, " "), /王店长 · 店主.*地址管理.*删除.*测试收件人/);
      assertNoConsoleErrors(page);
    }, { as: ADMIN, at: "/user/address" }));
});

describe("自提点 /user/pickAddress", () => {
  it("create, filter, edit, detail, delete", { timeout: TEST_TIMEOUT }, () =>
    inPage("user-pick-address", async (page) => {
      const form = await openCreate(page, "自提点", "/user/pickAddress/create");
      await fillText(form, "自提点名称", "测试自提点");
      await save(form);
      await expectFieldError(form, "联系人", "请输入联系人");
      await expectFieldError(form, "联系电话", "请输入联系电话");
      assert.equal(await textOf(form, "自提点名称"), "测试自提点");

      await fillText(form, "联系人", "张三");
      await fillText(form, "联系电话", "13611112222");
      await chooseRegion(form, "所在地区", ["上海市", "市辖区", "徐汇区"]);
      await fillText(form, "详细地址", "龙腾大道 100 号");
      await fillText(form, "营业时间", "周一至周日 09:00-21:00");
      await save(form);
      await expectToast(page, "自提点已创建");
      await waitForPath(page, "/user/pickAddress");

      await filterList(page, "自提点名称", "测试自提点");
      await expectRow(page, "测试自提点");
      const edit = await openEdit(page, "测试自提点", "自提点", "自提点名称");
      await choose(edit, "状态", "停用");
      await save(edit);
      await expectToast(page, "保存成功");

      const detail = await viewRow(page, "测试自提点");
      assert.equal(detail["状态"], "停用");
      assert.equal(detail["营业时间"], "周一至周日 09:00-21:00");
      await deleteRow(page, "测试自提点");
      assertNoConsoleErrors(page);
    }, { as: ADMIN, at: "/user/pickAddress" }));
});

describe("运费模板 /user/express/template", () => {
  it("nested rules: a rule row is checked, then create, filter, edit, detail, delete", { timeout: TEST_TIMEOUT }, () =>
    inPage("user-express-template", async (page) => {
      const form = await openCreate(page, "运费模板", "/user/express/template/add");
      await fillText(form, "模板名称", "测试运费");
      await form.getByRole("button", { name: /添加一行/ }).click();
      await save(form);
      await expectText(page, "请选择配送地区");
      assert.equal(await textOf(form, "模板名称"), "测试运费");

      const rules = form.locator(".ant-table-tbody > tr.ant-table-row");
      const added = rules.nth(1);
      await checkRegions(added, null, [["广东省"], ["广西壮族自治区", "桂林市"]]);
      await added.locator("input").nth(1).fill("1");
      await added.locator("input").nth(2).fill("8");
      await added.locator("input").nth(3).fill("1");
      await added.locator("input").nth(4).fill("2");
      await fillText(form, "满额包邮", "199");
      await save(form);
      await expectToast(page, "运费模板已创建");
      await waitForPath(page, "/user/express/template");

      await filterList(page, "模板名称", "测试运费");
      await expectRow(page, "测试运费");
      const edit = await openEdit(page, "测试运费", "运费模板", "模板名称");
      await fillText(edit, "满额包邮", "99");
      await save(edit);
      await expectToast(page, "保存成功");

      const detail = await viewRow(page, "测试运费");
      assert.equal(detail["满额包邮"], "¥99.00");
      assert.match(detail["运费规则"], /广东省，广西壮族自治区 \/ 桂林市[\s\S]*¥8\.00/);
      await deleteRow(page, "测试运费");
      assertNoConsoleErrors(page);
    }, { as: ADMIN, at: "/user/express/template" }));
});

describe("角色管理 /user/role", () => {
  it("a permissions tree: create, filter, edit, detail, delete", { timeout: TEST_TIMEOUT }, () =>
    inPage("user-role", async (page) => {
      const form = await openCreate(page, "角色", "/user/role/create");
      await fillText(form, "角色描述", "负责售后");
      await save(form);
      await expectFieldError(form, "角色名称", "请输入角色名称");
      assert.equal(await textOf(form, "角色描述"), "负责售后");

      await fillText(form, "角色名称", "测试客服");
      await checkPermission(form, "售后列表");
      await save(form);
      await expectToast(page, "角色已创建");
      await waitForPath(page, "/user/role");

      await filterList(page, "角色名称", "测试客服");
      await expectRow(page, "测试客服");
      const edit = await openEdit(page, "测试客服", "角色", "角色名称");
      await checkPermission(edit, "会员列表");
      await save(edit);
      await expectToast(page, "保存成功");

      const detail = await viewRow(page, "测试客服");
      assert.match(detail["权限"], /订单管理[\s\S]*售后列表/);
      // 会员列表 is 会员管理's one page: ticked, the section is whole, stored /member/* (decision 0121)
      assert.match(detail["权限"], /会员管理：全部（含以后新增）/);
      assert.doesNotMatch(detail["权限"], /商品列表/);
      await deleteRow(page, "测试客服");
      assertNoConsoleErrors(page);
    }, { as: ADMIN, at: "/user/role" }));
});

/**
 * Ticks a page of a role form's 权限 tree (all its actions): the tree opens folded to its
 * sections, so the page is found through the tree's search box first.
 */
async function checkPermission(form, title) {
  const search = form.getByLabel("搜索权限");
  await search.fill(title);
  const node = form.locator(".ant-tree-treenode").filter({ has: form.page().locator(".ant-tree-title", { hasText: new RegExp(`^${title}$`) }) });
  await node.locator(".ant-tree-checkbox").first().click();
  await search.fill("");
}

describe("角色 权限 on a phone (390×844)", () => {
  it("the tree fits the screen's width, folded, opened and searched", { timeout: TEST_TIMEOUT }, () =>
    inPage("user-role-phone", async (page) => {
      const form = recordForm(page, "角色");
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      await form.getByText(/^已选 0 \/ 共 \d+$/).waitFor({ state: "visible" });
      assert.equal(await overflow(), 0, "the folded tree fits");
      // every section opened: the deepest rows (a page's actions) fit too
      // (opening one folds nothing and shows its pages' own switchers: take the first closed one until none is left)
      const closed = form.locator(".ant-tree-switcher_close");
      for (let opened = 0; (await closed.count()) > 0; opened++) {
        assert.ok(opened < 500, "the tree keeps offering closed switchers");
        await closed.first().click();
      }
      await form.getByText("核销提货", { exact: true }).first().waitFor({ state: "visible" });
      assert.equal(await overflow(), 0, "the opened tree fits");
      await form.getByLabel("搜索权限").fill("发货");
      await form.getByText("发货", { exact: true }).first().waitFor({ state: "visible" });
      assert.equal(await overflow(), 0, "the searched tree fits");
      assertNoConsoleErrors(page);
    }, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, as: ADMIN, at: "/user/role/create" }));
});

describe("员工管理 /user/employee", () => {
  it("create with a role and password, filter, edit, detail, delete", { timeout: TEST_TIMEOUT }, () =>
    inPage("user-employee", async (page) => {
      const form = await openCreate(page, "员工", "/user/employee/create");
      await fillText(form, "姓名", "测试员工");
      await fillText(form, "手机号", "13755556666");
      await fillText(form, "登录密码", "abcdefgh");
      await save(form);
      await expectFieldError(form, "登录密码", "密码需为8-20位，且包含字母和数字");
      await expectFieldError(form, "角色", "请选择角色");
      assert.equal(await textOf(form, "手机号"), "13755556666");

      await fillText(form, "登录密码", "abc12345");
      await choose(form, "角色", "客服");
      await save(form);
      await expectToast(page, "员工已创建");
      await waitForPath(page, "/user/employee");

      await filterList(page, "姓名/手机号", "13755556666");
      await expectRow(page, "测试员工");
      const edit = await openEdit(page, "测试员工", "员工", "姓名");
      assert.equal(await edit.locator('label[title="登录密码"]').count(), 0, "the password is set only when creating");
      await choose(edit, "状态", "禁用");
      await save(edit);
      await expectToast(page, "保存成功");

      const detail = await viewRow(page, "测试员工");
      assert.equal(detail["状态"], "禁用");
      assert.equal(detail["角色"], "客服");
      assert.ok(!("登录密码" in detail), "the password never shows");
      await deleteRow(page, "测试员工");
      assertNoConsoleErrors(page);
    }, { as: ADMIN, at: "/user/employee" }));
});
