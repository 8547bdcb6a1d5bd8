import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ALL_GRANTS, sectionKeys } from "../../src/access/role-grants";
import { grantSections } from "../../src/catalogue/pages";
import { appOnPglite, type AppOnPglite } from "./app-on-pglite";

/**
 * "On an existing database, 店长 opens a section added after the role was saved" (issue 50,
 * decision 0121), at the server: the API on PGlite with the demo's seed, the 采购 fixture
 * dropped in as a section the stored roles never named (tests/integration/drop-in.ts). The
 * seeded 店长 (`*`) is answered its calls; a role listing every grant of before is refused.
 */
vi.mock("../../src/resources", async (original) => {
  const { withFixtureDeclarations } = await import("../integration/drop-in");
  return withFixtureDeclarations(await original<typeof import("../../src/resources")>());
});
vi.mock("../../src/access/policy.csv?raw", async (original) => {
  const { withFixturePolicy } = await import("../integration/drop-in");
  return { default: withFixturePolicy((await original<{ default: string }>()).default) };
});

// the integrator's db:diff for the fixture's tables: a migration that makes them, after the app's
vi.mock("../../src/server/migrations", async (original) => {
  const app = await original<typeof import("../../src/server/migrations")>();
  const { fixture } = await import("../integration/drop-in");
  const { tableSpecs } = await import("../../src/server/schema");
  const { opsToMake, snapshotOf } = await import("../../src/server/schema-ops");
  const fixtureTables = snapshotOf(tableSpecs(fixture.resources).filter((t) => fixture.resources.some((c) => t.table === `r_${c.name.toLowerCase()}`)));
  return { ...app, migrationFiles: () => [...app.migrationFiles(), { id: "9999-fixture-purchase", ops: opsToMake(fixtureTables) }] };
});

const SECTION = "/fixturePurchase";
const LIST = "/merchant/fixturePurchase/v1/supplier/list";
const LOGIN = "/merchant/user/v1/login/by-mobile-password";
const MANAGER = { mobile: "13512340001", password: "Staff@2026" }; // 周杰 店长
const SERVICE = { mobile: "13512340002", password: "Staff@2026" }; // 吴静 客服

let server: AppOnPglite;
beforeAll(async () => {
  server = await appOnPglite([]);
}, 60_000);
afterAll(async () => {
  await server?.api.close();
});

/** A POST as whoever `token` is: HTTP status and the reply's code. */
async function as(token: string, path: string, body: object = {}): Promise<{ status: number; code: number }> {
  const res = await server.app.request(path, { method: "POST", headers: { "Content-Type": "application/json", Application: "merchant-console", Authorization: token }, body: JSON.stringify(body) });
  const json = (await res.json()) as { code: number };
  return { status: res.status, code: json.code };
}
const signIn = async (account: object) => (await server.call<{ access_token: string }>(LOGIN, account)).data.access_token;

describe("a section added after the roles were stored, on PGlite", () => {
  it("opens to the seeded 店长, whose role stores *", async () => {
    expect(sectionKeys(grantSections, SECTION).length).toBeGreaterThan(0);
    const roles = await server.call<{ list: { name: string; permissions: string[] }[] }>("/merchant/shop/v1/role/list", { page: 1, page_size: 50 });
    expect(roles.data.list.find((r) => r.name === "店长")?.permissions).toEqual([ALL_GRANTS]);
    expect(await as(await signIn(MANAGER), LIST)).toMatchObject({ status: 200, code: 200 });
  });

  it("stays closed to a role listing every grant of before, until it holds the section's /x/*", async () => {
    const before = grantSections.filter((s) => s.path !== SECTION).flatMap((s) => sectionKeys(grantSections, s.path));
    const made = await server.call<{ alias: string }>("/merchant/shop/v1/role/save", { name: "旧店长", permissions: before });
    const employees = await server.call<{ list: { alias: string; mobile: string }[] }>("/merchant/shop/v1/employee/list", { page: 1, page_size: 50 });
    const service = employees.data.list.find((e) => e.mobile === SERVICE.mobile);
    expect((await server.call("/merchant/shop/v1/employee/save", { alias: service?.alias, role_alias: made.data.alias })).code).toBe(200);
    const token = await signIn(SERVICE);
    expect(await as(token, LIST)).toMatchObject({ status: 200, code: 403 });
    expect((await server.call("/merchant/shop/v1/role/save", { alias: made.data.alias, name: "旧店长", permissions: [...before, `${SECTION}/*`] })).code).toBe(200);
    expect(await as(token, LIST)).toMatchObject({ code: 200 });
  });
});
