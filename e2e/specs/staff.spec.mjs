// Employees (issue 22): a 客服 sees exactly the pages and buttons their role grants, the demo API
// refuses the rest, and the owner's changes reach a signed-in employee without a new sign-in; an
// employee who manages staff cannot touch someone above them, and sees why (issue 35).
//
// The demo API keeps its data in the browser (IndexedDB, shared by the tabs of one browser
// context), so the owner's changes are made from a second session of the same browser: the
// owner signs in through the login call (their own token, not the page's cookie) and calls the
// demo API as the 员工管理 / 角色管理 screens do. Another browser context would be another shop's
// world with its own data.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { ADMIN, assertNoConsoleErrors, browserForSpec, demoApi, demoApiAs, expectText, siderMenu, signIn, visit, waitForPath } from "../helpers.mjs";

const inPage = browserForSpec();
const STAFF_PASSWORD = "Staff@2026";
const KEFU = { mobile: "13512340002", name: "吴静", role: "客服" };
const CANGGUAN = { mobile: "13512340005", name: "陈晨", role: "仓管" };
const MANAGER = { mobile: "13512340001", name: "周杰", role: "店长" };
const TEST_TIMEOUT = 60_000;

/** Calls the demo API from the page as the shop's owner, with the owner's own session. */
const asOwner = (page, path, body = {}) => demoApiAs(page, ADMIN, path, body);

/** The signed-in employee's grant keys, from the user info the console reads. */
async function grantsOf(page) {
  const info = await demoApi(page, "/user/v1/account/info");
  assert.ok(Array.isArray(info?.data?.permissions), `an employee's user info carries permissions (got ${JSON.stringify(info).slice(0, 200)})`);
  return info.data.permissions;
}

/** Every internal link of the sider menu, each group opened in turn (the menu may keep one open). */
async function menuLinks(page) {
  const menu = siderMenu(page);
  await menu.locator("a[href]").first().waitFor({ state: "visible" });
  const hrefs = new Set();
  const groups = menu.locator(".ant-menu-submenu");
  for (let i = 0; i < (await groups.count()); i++) {
    const group = groups.nth(i);
    if (!(await group.evaluate((g) => g.classList.contains("ant-menu-submenu-open")))) await group.locator(".ant-menu-submenu-title").first().click();
    await group.locator("a[href^='/']").first().waitFor({ state: "visible" });
    for (const href of await group.locator("a[href^='/']").evaluateAll((links) => links.map((a) => a.getAttribute("href")))) hrefs.add(href);
  }
  return hrefs;
}

/**
 * A row's action `label` is greyed with `reason`: a disabled button on the row's line
 * (`编辑：reason`), or, when the line is full, a disabled item of its 更多 menu (`删除（reason）`).
 */
async function assertRefused(page, row, label, reason) {
  const button = row.getByRole("button", { name: `${label}：${reason}` });
  if (await button.count()) {
    assert.equal(await button.getAttribute("aria-disabled"), "true", `${label} is greyed: ${reason}`);
    return;
  }
  await row.getByRole("button", { name: /更多/ }).click();
  const item = page.getByRole("menuitem", { name: `${label}（${reason}）` });
  await item.waitFor({ state: "visible" });
  assert.equal(await item.getAttribute("aria-disabled"), "true", `${label} in 更多 is greyed: ${reason}`);
  await page.keyboard.press("Escape");
  await item.waitFor({ state: "hidden" });
}

/** The employee record of a mobile number, as the owner's 员工管理 lists it. */
async function employee(page, mobile) {
  const reply = await asOwner(page, "/merchant/shop/v1/employee/list", { page: 1, page_size: 50, keyword: mobile });
  const row = reply?.data?.list?.find((e) => e.mobile === mobile);
  assert.ok(row, `员工 ${mobile} should be listed for the owner (got ${JSON.stringify(reply).slice(0, 200)})`);
  return row;
}

describe("an employee of role 客服", () => {
  it("sees its pages only, is refused the rest, and is signed out once disabled", { timeout: TEST_TIMEOUT }, () =>
    inPage("staff kefu", async (page) => {
      await signIn(page, KEFU.mobile, STAFF_PASSWORD);
      await expectText(page, `${KEFU.name} · ${KEFU.role}`);
      const grants = await grantsOf(page);
      const pages = new Set(grants.filter((k) => k.endsWith(":view")).map((k) => k.slice(0, -":view".length)));
      assert.deepEqual([...(await menuLinks(page))].sort(), [...pages].sort(), "the menu holds exactly the pages the role may view");

      // a page not granted, by URL: the first granted page, and one message
      const landing = new URL(page.url()).pathname;
      await visit(page, "/goods");
      await waitForPath(page, landing, { message: "/goods is not granted: back to the first granted page" });
      await expectText(page, "无权访问该页面");

      // the order list offers neither 导出 nor 删除 (the owner's shows 导出: see the owner's test)
      await visit(page, "/order");
      await page.locator(".ant-table-row").first().waitFor({ state: "visible" });
      assert.equal(await page.getByRole("button", { name: /导\s*出/ }).count(), 0, "客服 has no 导出");
      assert.equal(await page.getByRole("button", { name: /删\s*除/ }).count(), 0, "客服 has no 删除");

      // the demo API refuses a call of a page the role does not grant, with the page's own token
      const goods = await demoApi(page, "/merchant/goods/v1/goods/list", { page: 1, page_size: 1 });
      assert.deepEqual({ code: goods.code, msg: goods.msg }, { code: 403, msg: "无权限" });

      // the owner disables the employee: the open console ends on /login at once, saying why (the live events' session end, decision 0113)
      const me = await employee(page, KEFU.mobile);
      const saved = await asOwner(page, "/merchant/shop/v1/employee/save", { ...me, status: 2 });
      assert.equal(saved.code, 200, `the owner disables ${KEFU.name}: ${JSON.stringify(saved)}`);
      await waitForPath(page, "/login", { message: "a disabled employee's open console is signed out" });
      await expectText(page, "账号已被禁用");
      // the refused call's HTTP 401 is logged by the browser itself, as in session.spec
      assertNoConsoleErrors(page, { ignore: [/status of 401/] });
    }));
});

describe("the owner", () => {
  it("sees 导出 on the order list (what 客服 is refused)", { timeout: TEST_TIMEOUT }, () =>
    inPage("staff owner export", async (page) => {
      await page.getByRole("button", { name: /导\s*出/ }).first().waitFor({ state: "visible" });
      assertNoConsoleErrors(page);
    }, { as: ADMIN, at: "/order" }));
});

describe("an employee of role 仓管", () => {
  it("loses a page once the owner narrows the role and the tab is shown again", { timeout: TEST_TIMEOUT }, () =>
    inPage("staff cangguan", async (page) => {
      await signIn(page, CANGGUAN.mobile, STAFF_PASSWORD);
      await expectText(page, `${CANGGUAN.name} · ${CANGGUAN.role}`);
      await visit(page, "/goods/category");
      await page.locator(".ant-table-row").first().waitFor({ state: "visible" });
      assert.ok((await menuLinks(page)).has("/goods/category"), "仓管 starts with 商品分类");

      const me = await employee(page, CANGGUAN.mobile);
      const role = await asOwner(page, "/merchant/shop/v1/role/info", { alias: me.role_alias });
      const narrowed = role.data.permissions.filter((k) => !k.startsWith("/goods/category:"));
      assert.ok(narrowed.length < role.data.permissions.length, "仓管 held 商品分类 grants to take away");
      const saved = await asOwner(page, "/merchant/shop/v1/role/save", { ...role.data, permissions: narrowed });
      assert.equal(saved.code, 200, `the owner narrows 仓管: ${JSON.stringify(saved)}`);

      // the tab is shown again (the merchant comes back to it)
      await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
      await waitForPath(page, (url) => url.pathname !== "/goods/category", { message: "商品分类 is no longer granted: the guard leaves it" });
      await expectText(page, "无权访问该页面");
      assert.ok(!(await menuLinks(page)).has("/goods/category"), "the menu no longer offers 商品分类");
      assertNoConsoleErrors(page);
    }));
});

describe("a changed key ends the sessions of its account", () => {
  it("the owner's 重置密码 of 仓管 sends 陈晨, signed in elsewhere, to /login with the reason; 修改密码 keeps the session it is made in", { timeout: TEST_TIMEOUT }, () =>
    inPage("staff reset password", async (page) => {
      await signIn(page, CANGGUAN.mobile, STAFF_PASSWORD);
      await expectText(page, `${CANGGUAN.name} · ${CANGGUAN.role}`);

      // 修改密码 from the user menu: this session stays
      const changed = "Changed@2026";
      await page.getByRole("button", { name: new RegExp(CANGGUAN.name) }).click();
      await page.getByRole("menuitem", { name: "修改密码" }).click();
      const dialog = page.getByRole("dialog", { name: "修改密码" });
      await dialog.getByLabel("原密码").fill(STAFF_PASSWORD);
      await dialog.getByLabel("新密码", { exact: true }).fill(changed);
      await dialog.getByLabel("确认新密码").fill(changed);
      await dialog.getByRole("button", { name: "确认修改" }).click();
      await expectText(page, "密码已修改，其他设备上的登录已退出");
      await visit(page, "/goods/category");
      await page.locator(".ant-table-row").first().waitFor({ state: "visible" });

      // the owner resets the password (员工管理's 重置密码): 陈晨's open console ends on /login at once, saying why (decision 0113)
      const me = await employee(page, CANGGUAN.mobile);
      const reset = await asOwner(page, "/merchant/shop/v1/employee/reset-password", { alias: me.alias, password: "Reset@2026" });
      assert.equal(reset.code, 200, `the owner resets ${CANGGUAN.name}'s password: ${JSON.stringify(reset)}`);
      await waitForPath(page, "/login", { message: "a reset password ends the employee's open session" });
      await expectText(page, "密码已修改，请重新登录");
      assertNoConsoleErrors(page, { ignore: [/status of 401/] });
    }));
});

describe("an employee of 人事 (员工管理 and 角色管理 only)", () => {
  it("sees 周杰 (店长)'s 编辑 and 删除 greyed, with the reason the API would refuse with", { timeout: TEST_TIMEOUT }, () =>
    inPage("staff personnel", async (page) => {
      await visit(page, "/login");
      await page.getByLabel("手机号").waitFor({ state: "visible" });
      // the owner makes 人事 from 店长's grants of the two pages, and 何敏 in it: 店长 holds 全部权限
      // (stored `*`, decision 0121), so its grants are read as its session spells them out
      const manager = await employee(page, MANAGER.mobile);
      const all = await demoApiAs(page, { mobile: MANAGER.mobile, password: STAFF_PASSWORD }, "/user/v1/account/info");
      const permissions = all.data.permissions.filter((k) => k.startsWith("/user/employee:") || k.startsWith("/user/role:"));
      assert.ok(permissions.length >= 2, `店长's session spells out the two pages' grants: ${JSON.stringify(all.data.permissions).slice(0, 200)}`);
      const role = await asOwner(page, "/merchant/shop/v1/role/save", { name: "人事", permissions });
      assert.equal(role.code, 200, `the owner makes 人事: ${JSON.stringify(role)}`);
      const hr = { name: "何敏", mobile: "13512349901", role_alias: role.data.alias, status: 1, password: STAFF_PASSWORD };
      const made = await asOwner(page, "/merchant/shop/v1/employee/save", hr);
      assert.equal(made.code, 200, `the owner adds 何敏: ${JSON.stringify(made)}`);

      await signIn(page, hr.mobile, STAFF_PASSWORD);
      await expectText(page, `${hr.name} · 人事`);
      await visit(page, "/user/employee");
      // the list's newest first: 何敏 on the first page, 周杰 found by his number
      const own = page.locator(".ant-table-row").filter({ hasText: hr.mobile });
      await own.waitFor({ state: "visible" });
      // their own row: 编辑 as usual, 删除 greyed (不能删除自己)
      await own.getByRole("link", { name: "编辑" }).waitFor({ state: "visible" });
      await assertRefused(page, own, "删除", "不能删除自己");
      await page.getByPlaceholder("请输入姓名/手机号").fill(MANAGER.mobile);
      await page.getByRole("button", { name: /查\s*询/ }).click();
      const row = page.locator(".ant-table-row").filter({ hasText: MANAGER.mobile });
      await row.waitFor({ state: "visible" });
      const change = `不能修改权限比你多的员工：${MANAGER.name}`;
      for (const [label, reason] of [["编辑", change], ["删除", `不能删除权限比你多的员工：${MANAGER.name}`], ["重置密码", change]]) {
        await assertRefused(page, row, label, reason);
      }
      assert.equal(await row.getByRole("link", { name: "编辑" }).count(), 0, `no 编辑 link on ${MANAGER.name}'s row`);
      await row.getByRole("button", { name: /^编辑：/ }).hover();
      await page.getByRole("tooltip").filter({ hasText: `不能修改权限比你多的员工：${MANAGER.name}` }).waitFor({ state: "visible" });

      // the edit screen opened by its URL says the same and saves nothing
      await visit(page, `/user/employee/edit/${manager.alias}`);
      await expectText(page, `不能修改权限比你多的员工：${MANAGER.name}`);
      assert.ok(await page.getByRole("button", { name: /保\s*存/ }).isDisabled(), "保存 is disabled");
      assertNoConsoleErrors(page);
    }));
});
