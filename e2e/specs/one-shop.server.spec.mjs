// One shop for everyone who works in it (issue 36, decision 0053), on the API server: the owner
// and an employee in two browser contexts (two devices: own cookies, own storage), one database.
// What one does, the other meets: the owner narrows the employee's role, disables her, lets her
// back in under another role, sees the goods item she creates, and in 操作日志 who made it.
// Runs on `node dist-server/serve.js` with a new PGlite folder (e2e/run.mjs, e2e/spec-target.mjs):
// the staff spec (staff.spec.mjs) had to act as the owner from the employee's own browser instead.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { choose, expectRow, expectToast, fillText, filterList, recordForm, rowAction, rows, save, uploadImage } from "../crud.mjs";
import {
  ADMIN, assertNoConsoleErrors, consoleAnswers, expectText, launch, newPage, ON_SERVER, screenshotOnFailure, siderMenu, signIn, visit, waitForPath,
} from "../helpers.mjs";

const STAFF_PASSWORD = "Staff@2026";
/** The employee at the other device: 客服 at first (no goods), 仓管 once the owner moves her. */
const WU_JING = { mobile: "13512340002", name: "吴静" };
const GOODS_NAME = "两台设备同一店铺藏品";
const TEST_TIMEOUT = 180_000;

/** The edit form of the row showing `text` in the list on screen, once it holds the record (an input showing `value`). */
async function openEdit(page, text, label, value) {
  await rowAction(page, text, "编辑");
  const form = recordForm(page, label);
  await form.locator(`input[value="${value}"]`).first().waitFor({ state: "visible" });
  return form;
}

/** Clicks a page of the sider menu, opening its section first when it is folded. */
async function clickMenu(page, section, title) {
  const menu = siderMenu(page);
  const link = menu.getByRole("link", { name: title, exact: true });
  if (!(await link.isVisible())) await menu.locator(".ant-menu-submenu-title").filter({ hasText: section }).click();
  await link.click();
}

/** The sider's page titles as the signed-in person sees them (each section opened). */
async function menuTitles(page) {
  const menu = siderMenu(page);
  await menu.locator("a[href]").first().waitFor({ state: "visible" });
  const titles = new Set();
  const sections = menu.locator(".ant-menu-submenu");
  for (let i = 0; i < (await sections.count()); i++) {
    const section = sections.nth(i);
    if (!(await section.evaluate((s) => s.classList.contains("ant-menu-submenu-open")))) await section.locator(".ant-menu-submenu-title").first().click();
    await section.locator("a[href^='/']").first().waitFor({ state: "visible" });
    for (const title of await section.locator("a[href^='/']").allInnerTexts()) titles.add(title.trim());
  }
  return titles;
}

/** Unticks a page of a role form's 权限 tree (all its actions), found through the tree's search box. */
async function untickPage(form, title) {
  const search = form.getByLabel("搜索权限");
  await search.fill(title);
  const node = form.locator(".ant-tree-treenode").filter({ has: form.page().locator(".ant-tree-title", { hasText: new RegExp(`^${title}$`) }) });
  const ticked = node.locator(".ant-tree-checkbox-checked");
  await ticked.waitFor({ state: "visible" });
  await ticked.click();
  await ticked.waitFor({ state: "detached" });
  await search.fill("");
}

describe("one shop on the server, two browser contexts", () => {
  let browser;
  before(async () => {
    // the run starts the specs while the API server still seeds its database (e2e/run.mjs)
    [browser] = await Promise.all([launch(), consoleAnswers()]);
  });
  after(async () => {
    await browser?.close();
  });

  it("the owner narrows, disables and moves the employee signed in elsewhere, and sees the goods item she creates", { timeout: TEST_TIMEOUT }, async () => {
    assert.ok(ON_SERVER, "this spec runs on the API server (its file name: *.server.spec.mjs)");
    const owner = await newPage(browser);
    const staff = await newPage(browser);
    await screenshotOnFailure(owner, "one-shop owner", () => screenshotOnFailure(staff, "one-shop staff", async () => {
      await signIn(owner, ADMIN.mobile, ADMIN.password);
      await expectText(owner, ADMIN.nickname);
      // the server's console: no demo API in the page (a demo build in dist would test nothing here)
      assert.equal(await owner.getByText("演示数据", { exact: true }).count(), 0, "the console is the server's, not the demo");
      await signIn(staff, WU_JING.mobile, STAFF_PASSWORD);
      await expectText(staff, `${WU_JING.name} · 客服`);
      await visit(staff, "/order/refund");
      await rows(staff).first().waitFor({ state: "visible" });

      // the owner takes 售后列表 from 客服; her tab, shown again, leaves it
      await visit(owner, "/user/role");
      await filterList(owner, "角色名称", "客服");
      const role = await openEdit(owner, "客服", "角色", "客服");
      await untickPage(role, "售后列表");
      await save(role);
      await expectToast(owner, "保存成功");
      await staff.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
      await waitForPath(staff, (url) => url.pathname !== "/order/refund", { message: "售后列表 is no longer granted: the guard leaves it" });
      await expectText(staff, "无权访问该页面");
      assert.ok(!(await menuTitles(staff)).has("售后列表"), "the menu no longer offers 售后列表");

      // the owner disables her: her open console is signed out at once, saying why (the server's events, decision 0113)
      await visit(owner, "/user/employee");
      await filterList(owner, "姓名/手机号", WU_JING.mobile);
      let employee = await openEdit(owner, WU_JING.mobile, "员工", WU_JING.name);
      await choose(employee, "状态", "禁用");
      await save(employee);
      await expectToast(owner, "保存成功");
      await waitForPath(staff, "/login", { message: "a disabled employee's open console ends her session" });
      await expectText(staff, "账号已被禁用");

      // the owner lets her back in as 仓管 (goods); she signs in again
      await waitForPath(owner, "/user/employee", { message: "saving goes back to the list" });
      employee = await openEdit(owner, WU_JING.mobile, "员工", WU_JING.name);
      await choose(employee, "状态", "正常");
      await choose(employee, "角色", "仓管", { search: "仓管" });
      await save(employee);
      await expectToast(owner, "保存成功");
      await signIn(staff, WU_JING.mobile, STAFF_PASSWORD);
      await expectText(staff, `${WU_JING.name} · 仓管`);

      // the owner's goods list holds no such item yet
      await visit(owner, "/goods");
      await filterList(owner, "商品名称", GOODS_NAME);
      await owner.locator(".ant-table-placeholder").waitFor({ state: "visible" });

      // she creates a goods item; the owner's list shows it after a refresh
      await visit(staff, "/goods/create");
      const goods = recordForm(staff, "商品");
      await fillText(goods, "商品名称", GOODS_NAME);
      await fillText(goods, "售价", "88");
      await uploadImage(goods, "封面图");
      await choose(goods, "分类", "潮玩手办", { search: "潮玩" });
      await fillText(goods, "发行量", "500");
      await save(goods);
      await expectToast(staff, "商品已创建");
      await waitForPath(staff, "/goods");
      await owner.reload({ waitUntil: "domcontentloaded" });
      await expectRow(owner, GOODS_NAME);

      // the owner's 操作日志 lists her creation: who (name · role then) and what
      await clickMenu(owner, "设置", "操作日志");
      await waitForPath(owner, "/user/log");
      await filterList(owner, "操作人/记录/内容", GOODS_NAME);
      await expectRow(owner, GOODS_NAME);
      const entry = (await rows(owner).first().innerText()).replace(/\s+/g, " ");
      for (const said of [`${WU_JING.name} · 仓管`, "商品列表", "新建", `商品 ${GOODS_NAME}`]) assert.ok(entry.includes(said), `the entry says ${said}: ${entry}`);

      assertNoConsoleErrors(owner);
      // her calls after the disabling: the HTTP 401 is logged by the browser itself, as in staff.spec
      assertNoConsoleErrors(staff, { ignore: [/status of 401/] });
    }));
  });
});
