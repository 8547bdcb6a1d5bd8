import { describe, expect, it } from "vitest";
import { grantCatalogue, grantIndex } from "../../src/engine/grant-catalogue";
import { getDb } from "../../src/demo/node";
import employeeConfig from "../../src/resources/user/employee";
import roleConfig from "../../src/resources/user/role";
import { sections } from "../../src/routes/sections";
import { ADMIN, call, login, setupDemoApi, USER, type Page } from "./helpers";
import { answer, EMPLOYEE, employeeRow, loginStaff, MANAGER, ROLE, SERVICE, STAFF_PASSWORD, WAREHOUSE } from "./staff-helpers";

/**
 * Nobody acts above their station (issue 35, item 1): an employee may create, edit (password
 * included), disable, delete or re-role only an employee whose role's grants are all within their
 * own, may edit or delete only a role within their own, and never changes their own role, status
 * or grants; the shop's owner may do everything (grant-rules.ts). Lists say, row by row, what the
 * signed-in person may not do (`refused`), with the words the API refuses with.
 */

setupDemoApi();

const index = grantIndex(grantCatalogue(sections));
/** Every grant of 员工管理 and 角色管理 (a new action of either page is in it too). */
const STAFF_GRANTS = [...index.entries()]
  .filter(([, g]) => [employeeConfig.routes.list, roleConfig.routes.list].includes(g.page.path))
  .map(([key]) => key);
const NEW_PASSWORD = "Pwned@2026";

const seeded = (name: string) => {
  const row = getDb().employee.find((e) => e.name === name);
  if (!row) throw new Error(`no seeded employee ${name}`);
  return row;
};
const roleNamed = (name: string) => {
  const row = getDb().role.find((r) => r.name === name && r.shop_alias === seeded("周杰").shop_alias);
  if (!row) throw new Error(`no role ${name}`);
  return row;
};

async function saved(path: string, body: object, token: string): Promise<string> {
  const reply = await call<{ alias: string }>(path, body, { token });
  expect(reply.body, `${path} ${JSON.stringify(body)}`).toMatchObject({ code: 200 });
  return reply.body.data.alias;
}

/**
 * The owner makes 人事 (员工管理 and 角色管理 only) with 何敏 and 孙丽 in it, and 只看员工 (one
 * grant of 人事's) with 赵一 in it; 何敏 signs in.
 */
async function personnel() {
  const owner = await login(ADMIN);
  const hr = await saved(`${ROLE}/save`, { name: "人事", permissions: STAFF_GRANTS }, owner);
  const viewer = await saved(`${ROLE}/save`, { name: "只看员工", permissions: [`${employeeConfig.routes.list}:view`] }, owner);
  const person = (name: string, mobile: string, role_alias: string) =>
    saved(`${EMPLOYEE}/save`, { name, mobile, role_alias, status: 1, password: STAFF_PASSWORD }, owner);
  const me = await person("何敏", "13512349901", hr);
  const colleague = await person("孙丽", "13512349902", hr);
  const junior = await person("赵一", "13512349903", viewer);
  const token = await loginStaff({ mobile: "13512349901", password: STAFF_PASSWORD });
  return { owner, token, roles: { hr, viewer }, me, colleague, junior };
}

/** An employee's save body: their stored fields with `change` over them. */
const edit = (name: string, change: object) => {
  const { alias, name: n, mobile, role_alias, status } = seeded(name);
  return { alias, name: n, mobile, role_alias, status, ...change };
};

const refused = (msg: string) => ({ code: 403, msg });

describe("an employee of 人事 (员工管理 and 角色管理 only)", () => {
  it("cannot reset the 店长's password, and the old one still signs him in", async () => {
    const { token } = await personnel();
    expect(await answer(`${EMPLOYEE}/save`, edit("周杰", { password: NEW_PASSWORD }), token)).toMatchObject(refused("不能修改权限比你多的员工：周杰"));
    // 员工管理's 重置密码 (a grant of 人事's) asks the same
    expect(await answer(`${EMPLOYEE}/reset-password`, { alias: seeded("周杰").alias, password: NEW_PASSWORD }, token)).toMatchObject(refused("不能修改权限比你多的员工：周杰"));
    expect((await call(`/merchant/user/v1/login/by-mobile-password`, { mobile: MANAGER.mobile, password: NEW_PASSWORD })).body.code).not.toBe(200);
    await expect(loginStaff(MANAGER)).resolves.toBeTruthy();
  });

  it("cannot disable, delete, rename or re-role a superior, nor change a 仓管's mobile", async () => {
    const { token, roles } = await personnel();
    expect(await answer(`${EMPLOYEE}/save`, edit("周杰", { status: 2 }), token)).toMatchObject(refused("不能禁用权限比你多的员工：周杰"));
    expect(await answer(`${EMPLOYEE}/del`, { alias: seeded("周杰").alias }, token)).toMatchObject(refused("不能删除权限比你多的员工：周杰"));
    expect(await answer(`${EMPLOYEE}/save`, edit("周杰", { name: "周杰伦" }), token)).toMatchObject(refused("不能修改权限比你多的员工：周杰"));
    // a re-role into a smaller role is refused too: the old role must be within theirs as well
    expect(await answer(`${EMPLOYEE}/save`, edit("周杰", { role_alias: roles.hr }), token)).toMatchObject(refused("不能修改权限比你多的员工：周杰"));
    expect(await answer(`${EMPLOYEE}/save`, edit("陈晨", { mobile: "13512349999" }), token)).toMatchObject(refused("不能修改权限比你多的员工：陈晨"));
    expect(seeded("周杰")).toMatchObject({ status: 1, name: "周杰", role_alias: roleNamed("店长").alias });
    expect(seeded("陈晨").mobile).toBe(WAREHOUSE.mobile);
  });

  it("cannot put anyone in a role larger than theirs, new or existing", async () => {
    const { token, colleague } = await personnel();
    const manager = roleNamed("店长").alias;
    const mine = getDb().employee.find((e) => e.alias === colleague);
    expect(await answer(`${EMPLOYEE}/save`, { alias: colleague, name: mine?.name, mobile: mine?.mobile, role_alias: manager }, token))
      .toMatchObject(refused("不能分配权限多于自己的角色：店长"));
    expect(await answer(`${EMPLOYEE}/save`, { name: "钱多", mobile: "13512349904", role_alias: manager, password: STAFF_PASSWORD }, token))
      .toMatchObject(refused("不能分配权限多于自己的角色：店长"));
  });

  it("cannot narrow or delete a larger role, nor grant what they lack", async () => {
    const { token, owner } = await personnel();
    const manager = roleNamed("店长");
    expect(await answer(`${ROLE}/save`, { alias: manager.alias, name: manager.name, permissions: [] }, token)).toMatchObject(refused("不能修改权限比你多的角色：店长"));
    expect(roleNamed("店长").permissions).toEqual(manager.permissions);
    // a role nobody is in (the refusal is the grants', not the 员工数's)
    const deleter = await saved(`${ROLE}/save`, { name: "删商品", permissions: ["/goods:delete"] }, owner);
    expect(await answer(`${ROLE}/del`, { alias: deleter }, token)).toMatchObject(refused("不能删除权限比你多的角色：删商品"));
    const title = index.get("/goods:delete")?.page.title ?? "";
    expect(await answer(`${ROLE}/save`, { name: "新角色", permissions: ["/goods:view"] }, token)).toMatchObject(refused(`不能授予自己没有的权限：${title}·查看`));
  });

  it("cannot change their own role, status or grants, nor delete themselves", async () => {
    const { token, me, roles } = await personnel();
    const self = getDb().employee.find((e) => e.alias === me);
    const mine = { alias: me, name: self?.name, mobile: self?.mobile, role_alias: roles.hr };
    expect(await answer(`${EMPLOYEE}/save`, { ...mine, role_alias: roles.viewer }, token)).toMatchObject(refused("不能修改自己的角色"));
    expect(await answer(`${EMPLOYEE}/save`, { ...mine, status: 2 }, token)).toMatchObject(refused("不能禁用自己"));
    expect(await answer(`${EMPLOYEE}/del`, { alias: me }, token)).toMatchObject(refused("不能删除自己"));
    expect(await answer(`${ROLE}/save`, { alias: roles.hr, name: "人事", permissions: [...STAFF_GRANTS, "/goods:view"] }, token)).toMatchObject(refused("不能修改自己所在的角色"));
  });

  it("may do all of it to a colleague within their grants, and edit their own name", async () => {
    const { token, me, colleague, junior, roles } = await personnel();
    const row = (alias: string) => getDb().employee.find((e) => e.alias === alias);
    const body = (alias: string, change: object) => ({ alias, name: row(alias)?.name, mobile: row(alias)?.mobile, role_alias: row(alias)?.role_alias, ...change });
    expect((await answer(`${EMPLOYEE}/save`, body(colleague, { password: NEW_PASSWORD, mobile: "13512349905" }), token)).code).toBe(200);
    await expect(loginStaff({ mobile: "13512349905", password: NEW_PASSWORD })).resolves.toBeTruthy();
    expect((await answer(`${EMPLOYEE}/save`, body(colleague, { status: 2 }), token)).code).toBe(200);
    expect((await answer(`${EMPLOYEE}/save`, body(junior, { role_alias: roles.hr }), token)).code).toBe(200);
    expect((await answer(`${EMPLOYEE}/save`, body(junior, { role_alias: roles.viewer }), token)).code).toBe(200);
    expect((await answer(`${EMPLOYEE}/del`, { alias: junior }, token)).code).toBe(200);
    expect((await answer(`${EMPLOYEE}/save`, body(me, { name: "何敏敏" }), token)).code).toBe(200);
    expect((await answer(`${EMPLOYEE}/save`, { name: "周新", mobile: "13512349906", role_alias: roles.viewer, password: STAFF_PASSWORD }, token)).code).toBe(200);
    // a role within theirs: narrowed, then deleted (nobody is in it any more)
    expect((await answer(`${ROLE}/save`, { alias: roles.viewer, name: "只看员工", permissions: [] }, token)).code).toBe(200);
    for (const e of getDb().employee.filter((x) => x.role_alias === roles.viewer)) expect((await answer(`${EMPLOYEE}/del`, { alias: e.alias }, token)).code).toBe(200);
    expect((await answer(`${ROLE}/del`, { alias: roles.viewer }, token)).code).toBe(200);
  });

  it("sees in the lists which rows they may not change, with the API's words", async () => {
    const { token, owner, me, junior, roles } = await personnel();
    const staff = await call<Page<{ alias: string; name: string; refused: Record<string, string> }>>(`${EMPLOYEE}/list`, { page: 1, page_size: 100 }, { token });
    const of = (alias: string) => staff.body.data.list.find((e) => e.alias === alias)?.refused;
    const change = "不能修改权限比你多的员工：周杰";
    expect(of(seeded("周杰").alias)).toEqual({ edit: change, delete: "不能删除权限比你多的员工：周杰", resetPassword: change });
    expect(of(junior)).toEqual({});
    expect(of(me)).toEqual({ delete: "不能删除自己" });
    const detail = await call<{ refused: Record<string, string> }>(`${EMPLOYEE}/info`, { alias: seeded("周杰").alias }, { token });
    expect(detail.body.data.refused).toEqual(of(seeded("周杰").alias));

    const rolesListed = await call<Page<{ alias: string; refused: Record<string, string> }>>(`${ROLE}/list`, { page: 1, page_size: 100 }, { token });
    const role = (alias: string) => rolesListed.body.data.list.find((r) => r.alias === alias)?.refused;
    expect(role(roleNamed("店长").alias)).toEqual({ edit: "不能修改权限比你多的角色：店长", delete: "不能删除权限比你多的角色：店长" });
    expect(role(roles.viewer)).toEqual({});
    expect(role(roles.hr)).toEqual({ edit: "不能修改自己所在的角色" });

    // the owner may do everything: no row is refused to them
    const all = await call<Page<{ refused: Record<string, string> }>>(`${EMPLOYEE}/list`, { page: 1, page_size: 100 }, { token: owner });
    expect(all.body.data.list.map((e) => e.refused).filter((r) => Object.keys(r).length > 0)).toEqual([]);
  });
});

describe("a 店长 (every grant)", () => {
  it("may change a colleague of any role, but not their own role, status or grants", async () => {
    const token = await loginStaff(MANAGER);
    const { employee, role } = employeeRow(MANAGER.mobile);
    expect(await answer(`${EMPLOYEE}/save`, edit("周杰", { role_alias: roleNamed("客服").alias }), token)).toMatchObject(refused("不能修改自己的角色"));
    expect(await answer(`${EMPLOYEE}/save`, edit("周杰", { status: 2 }), token)).toMatchObject(refused("不能禁用自己"));
    expect(await answer(`${EMPLOYEE}/del`, { alias: employee.alias }, token)).toMatchObject(refused("不能删除自己"));
    expect(await answer(`${ROLE}/save`, { alias: role.alias, name: role.name, permissions: [] }, token)).toMatchObject(refused("不能修改自己所在的角色"));
    expect((await answer(`${EMPLOYEE}/save`, edit("陈晨", { mobile: "13512349907", password: NEW_PASSWORD }), token)).code).toBe(200);
    expect((await answer(`${EMPLOYEE}/save`, edit("吴静", { status: 2 }), token)).code).toBe(200);
  });
});

describe("a 客服 (no 员工管理 nor 角色管理)", () => {
  it("is refused every call on employees and roles", async () => {
    const token = await loginStaff(SERVICE);
    const forbidden = { code: 403, msg: "无权限" };
    expect(await answer(`${EMPLOYEE}/save`, edit("周杰", { password: NEW_PASSWORD }), token)).toMatchObject(forbidden);
    expect(await answer(`${EMPLOYEE}/save`, edit("吴静", { role_alias: roleNamed("店长").alias }), token)).toMatchObject(forbidden);
    expect(await answer(`${EMPLOYEE}/del`, { alias: seeded("周杰").alias }, token)).toMatchObject(forbidden);
    expect(await answer(`${ROLE}/save`, { alias: roleNamed("客服").alias, name: "客服", permissions: STAFF_GRANTS }, token)).toMatchObject(forbidden);
  });
});

describe("across shops", () => {
  it("another shop's employee or role, named by alias, is not found: by its employee nor by its owner", async () => {
    const { token, owner, junior } = await personnel();
    const other = seeded("李小三");
    const otherRole = getDb().role.find((r) => r.alias === other.role_alias);
    for (const who of [token, owner]) {
      const body = { alias: other.alias, name: other.name, mobile: other.mobile, role_alias: other.role_alias, password: NEW_PASSWORD };
      expect(await answer(`${EMPLOYEE}/save`, body, who)).toMatchObject({ code: 404 });
      expect(await answer(`${EMPLOYEE}/del`, { alias: other.alias }, who)).toMatchObject({ code: 404 });
      expect(await answer(`${ROLE}/save`, { alias: otherRole?.alias, name: "x", permissions: [] }, who)).toMatchObject({ code: 404 });
      expect(await answer(`${ROLE}/del`, { alias: otherRole?.alias }, who)).toMatchObject({ code: 404 });
      // nor put someone of this shop into it
      const mine = getDb().employee.find((e) => e.alias === junior);
      const rerole = { alias: junior, name: mine?.name, mobile: mine?.mobile, role_alias: otherRole?.alias };
      expect(await answer(`${EMPLOYEE}/save`, rerole, who)).toMatchObject({ code: 422, msg: "角色不存在" });
    }
    // the other shop's owner cannot reach this shop's 店长 either
    const otherOwner = await login(USER);
    expect(await answer(`${EMPLOYEE}/save`, edit("周杰", { password: NEW_PASSWORD }), otherOwner)).toMatchObject({ code: 404 });
    expect(getDb().employee.find((e) => e.alias === other.alias)?.role_alias).toBe(other.role_alias);
  });
});

describe("the shop's owner", () => {
  it("may do everything: reset the 店长's password, change his mobile, re-role, disable, delete, narrow 店长", async () => {
    const owner = await login(ADMIN);
    const manager = roleNamed("店长");
    expect((await answer(`${EMPLOYEE}/save`, edit("周杰", { password: NEW_PASSWORD, mobile: "13512349908" }), owner)).code).toBe(200);
    await expect(loginStaff({ mobile: "13512349908", password: NEW_PASSWORD })).resolves.toBeTruthy();
    expect((await answer(`${EMPLOYEE}/save`, edit("周杰", { role_alias: roleNamed("客服").alias }), owner)).code).toBe(200);
    expect((await answer(`${EMPLOYEE}/save`, edit("周杰", { status: 2 }), owner)).code).toBe(200);
    expect((await answer(`${ROLE}/save`, { alias: manager.alias, name: manager.name, permissions: [] }, owner)).code).toBe(200);
    expect((await answer(`${EMPLOYEE}/del`, { alias: seeded("周杰").alias }, owner)).code).toBe(200);
  });
});
