import { describe, expect, it, vi } from "vitest";
import { ALL_GRANTS, sectionGrant, sectionKeys } from "../../src/access/role-grants";
import { grantSections } from "../../src/catalogue/pages";
import { ADMIN, call, login, setupDemoApi } from "./helpers";
import { answer, EMPLOYEE, employeeRow, loginStaff, MANAGER, ROLE, SERVICE } from "./staff-helpers";

/**
 * "On an existing database, 店长 opens a section added after the role was saved" (issue 50):
 * the 采购 fixture dropped in where the bundler looks (tests/integration/drop-in.ts), the roles
 * stored by the seed and by the owner name nothing of it. A role holding `*` or the section's
 * `/x/*` opens its calls at the API; a role that lists every grant the console had before is
 * refused them (what 店长 stored before decision 0121).
 */
vi.mock("../../src/resources", async (original) => {
  const { withFixtureDeclarations } = await import("../integration/drop-in");
  return withFixtureDeclarations(await original<typeof import("../../src/resources")>());
});
vi.mock("../../src/api/resource-seeds", async (original) => {
  const app = await original<typeof import("../../src/api/resource-seeds")>();
  const { fixtureSeeds } = await import("../integration/drop-in");
  return { ...app, appSeeds: { ...app.appSeeds, ...app.collectSeeds(fixtureSeeds) } };
});
vi.mock("../../src/access/policy.csv?raw", async (original) => {
  const { withFixturePolicy } = await import("../integration/drop-in");
  return { default: withFixturePolicy((await original<{ default: string }>()).default) };
});

setupDemoApi();

const SECTION = "/fixturePurchase";
const LIST = "/merchant/fixturePurchase/v1/supplier/list";
const later = sectionKeys(grantSections, SECTION);
const before = grantSections.filter((s) => s.path !== SECTION).flatMap((s) => sectionKeys(grantSections, s.path));

/** 吴静 put in a role the owner saves with `permissions`; her token. */
async function inRole(permissions: string[]): Promise<string> {
  const owner = await login(ADMIN);
  const saved = await call<{ alias: string }>(`${ROLE}/save`, { name: "新角色", permissions }, { token: owner });
  expect(saved.body.code).toBe(200);
  const { employee } = employeeRow(SERVICE.mobile);
  expect((await answer(`${EMPLOYEE}/save`, { alias: employee.alias, role_alias: saved.body.data.alias }, owner)).code).toBe(200);
  return loginStaff(SERVICE);
}

describe("a section added after the roles were saved", () => {
  it("is in the console's catalogue, and no stored role names it", () => {
    expect(later.length).toBeGreaterThan(0);
    expect(employeeRow(MANAGER.mobile).role.permissions).toEqual([ALL_GRANTS]);
  });

  it("opens to the seeded 店长 (*): the API answers, and their session's grants hold it", async () => {
    const token = await loginStaff(MANAGER);
    expect(await answer(LIST, {}, token)).toMatchObject({ code: 200 });
    const info = await call<{ permissions: string[] }>("/user/v1/account/info", {}, { token });
    expect(info.body.data.permissions).toEqual(expect.arrayContaining(later));
  });

  it("opens to a role holding the section's /x/*, and to it alone", async () => {
    const token = await inRole([sectionGrant(SECTION)]);
    expect(await answer(LIST, {}, token)).toMatchObject({ code: 200 });
    expect(await answer("/merchant/goods/v1/goods/list", {}, token)).toMatchObject({ code: 403, msg: "无权限" });
  });

  it("stays closed to a role listing every grant the console had before it", async () => {
    const token = await inRole(before);
    expect(await answer(LIST, {}, token)).toMatchObject({ code: 403, msg: "无权限" });
    expect(await answer("/merchant/goods/v1/goods/list", {}, token)).toMatchObject({ code: 200 });
  });
});
