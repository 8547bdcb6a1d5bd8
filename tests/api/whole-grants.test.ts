import { describe, expect, it } from "vitest";
import { ALL_GRANTS, sectionGrant, sectionKeys } from "../../src/access/role-grants";
import { grantSections } from "../../src/catalogue/pages";
import { getDb } from "../../src/demo/node";
import { MANAGER_GRANTS } from "../../src/demo/seed-roles";
import { ADMIN, call, login, setupDemoApi } from "./helpers";
import { answer, EMPLOYEE, employeeRow, loginStaff, MANAGER, ROLE, SERVICE } from "./staff-helpers";

/**
 * Roles that mean everything (decision 0121): a role stores `*` or a section's `/x/*`, the
 * session's grants spell them out, and only someone holding `*` gives `*` (`/x/*`: every grant
 * of /x now). Through the demo API, as the console calls it.
 */

setupDemoApi();

const section = (path: string) => {
  const found = grantSections.find((s) => s.path === path);
  if (!found) throw new Error(`the console has a section ${path}`);
  return found;
};
const every = grantSections.flatMap((s) => sectionKeys(grantSections, s.path));
const [GOODS, ORDER] = [section("/goods"), section("/order")];

async function stored(alias: string, token: string): Promise<string[]> {
  return (await call<{ permissions: string[] }>(`${ROLE}/info`, { alias }, { token })).body.data.permissions;
}

async function saveRole(token: string, name: string, permissions: string[]): Promise<string> {
  const saved = await call<{ alias: string }>(`${ROLE}/save`, { name, permissions }, { token });
  expect(saved.body).toMatchObject({ code: 200 });
  return saved.body.data.alias;
}

describe("saving a role with * or /x/*", () => {
  it("stores * alone, /x/* without the keys it holds, in the tree's order, and refuses a section the console lacks", async () => {
    const owner = await login(ADMIN);
    expect(await stored(await saveRole(owner, "全能", ["/goods:view", ALL_GRANTS]), owner)).toEqual([ALL_GRANTS]);
    const goodsFirst = grantSections.indexOf(GOODS) < grantSections.indexOf(ORDER);
    const alias = await saveRole(owner, "商品全管", ["/order:view", sectionGrant("/goods"), "/goods:edit"]);
    expect(await stored(alias, owner)).toEqual(goodsFirst ? ["/goods/*", "/order:view"] : ["/order:view", "/goods/*"]);
    expect(await answer(`${ROLE}/save`, { name: "无", permissions: ["/nope/*"] }, owner)).toMatchObject({ code: 422, msg: "未知的权限：/nope/*" });
  });

  it("names * and /x/* in the 操作日志 as the 权限 tree does", async () => {
    const owner = await login(ADMIN);
    const alias = await saveRole(owner, "渐进", ["/order:view"]);
    const edit = async (permissions: string[]) => {
      expect((await answer(`${ROLE}/save`, { alias, name: "渐进", permissions }, owner)).code).toBe(200);
      return getDb().audit_log.at(-1)?.summary ?? "";
    };
    expect(await edit([sectionGrant("/goods"), "/order:view"])).toContain(`${GOODS.title}·全部`);
    expect(await edit([ALL_GRANTS])).toContain("全部权限");
  });

  it("seeds 店长 with *, and their session holds every grant of the console spelled out", async () => {
    expect(employeeRow(MANAGER.mobile).role.permissions).toEqual(MANAGER_GRANTS());
    expect(MANAGER_GRANTS()).toEqual([ALL_GRANTS]);
    const info = await call<{ permissions: string[] }>("/user/v1/account/info", {}, { token: await loginStaff(MANAGER) });
    expect(info.body.data.permissions).toEqual([ALL_GRANTS, ...every]);
  });
});

describe("no one grants more than they have, with * and /x/*", () => {
  /** 吴静 moved to a role that manages roles and holds all of 订单 now (as /order/*), nothing of 商品. */
  async function supervisor() {
    const owner = await login(ADMIN);
    const role = await saveRole(owner, "订单主管", ["/user/role:view", "/user/role:create", "/user/role:edit", "/user/role:delete", sectionGrant("/order")]);
    const { employee } = employeeRow(SERVICE.mobile);
    expect((await answer(`${EMPLOYEE}/save`, { alias: employee.alias, role_alias: role }, owner)).code).toBe(200);
    return { owner, staff: await loginStaff(SERVICE) };
  }

  it("lets a holder of every grant of a section give its /x/*, and only a holder of * give *", async () => {
    const { staff } = await supervisor();
    expect((await answer(`${ROLE}/save`, { name: "订单全管", permissions: [sectionGrant("/order")] }, staff)).code).toBe(200);
    expect(await answer(`${ROLE}/save`, { name: "全能", permissions: [ALL_GRANTS] }, staff)).toMatchObject({ code: 403, msg: "不能授予自己没有的权限：全部权限" });
    expect(await answer(`${ROLE}/save`, { name: "商品全管", permissions: [sectionGrant("/goods")] }, staff))
      .toMatchObject({ code: 403, msg: `不能授予自己没有的权限：${GOODS.title}·全部` });
    // holding every key of a section now is holding its /x/*: a role saved as keys is given as /x/*
    const keys = await saveRole(await login(ADMIN), "订单按项", sectionKeys(grantSections, "/order"));
    expect((await answer(`${ROLE}/save`, { alias: keys, name: "订单按项", permissions: [sectionGrant("/order")] }, staff)).code).toBe(200);
  });

  it("keeps a * role out of reach of anyone without *: greyed in the list, refused on save and delete", async () => {
    const { staff } = await supervisor();
    const manager = getDb().role.find((r) => r.name === "店长");
    if (!manager) throw new Error("the seed has a 店长");
    const above = `不能修改权限比你多的角色：${manager.name}`;
    const list = await call<{ list: { alias: string; refused: Record<string, string> }[] }>(`${ROLE}/list`, {}, { token: staff });
    expect(list.body.data.list.find((r) => r.alias === manager.alias)?.refused).toEqual({ edit: above, delete: `不能删除权限比你多的角色：${manager.name}` });
    expect(await answer(`${ROLE}/save`, { alias: manager.alias, name: "店长", permissions: [sectionGrant("/order")] }, staff)).toMatchObject({ code: 403, msg: above });
    expect(await answer(`${ROLE}/del`, { alias: manager.alias }, staff)).toMatchObject({ code: 403 });
    // 店长 holds *: they may give it
    expect((await answer(`${ROLE}/save`, { name: "副店长", permissions: [ALL_GRANTS] }, await loginStaff(MANAGER))).code).toBe(200);
  });
});
