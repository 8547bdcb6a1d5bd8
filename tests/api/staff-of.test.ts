import { describe, expect, it } from "vitest";
import { expandGrants } from "../../src/access/role-grants";
import { callRepository } from "../../src/api/call-repository";
import { memoryRepository } from "../../src/api/repository/memory";
import { ENDED_BY } from "../../src/api/session-end";
import { SHOP_TABLES } from "../../src/api/shop-tables";
import { staffOf } from "../../src/api/staff";
import { grantSections } from "../../src/catalogue/pages";
import { getDb } from "../../src/demo/node";
import { setupDemoApi } from "./helpers";

/**
 * staffOf (staff.ts): the employee of a session and their role's grants through a repository,
 * as route.ts sessionUser reads them from the Db: for every seeded employee it answers what the
 * Db holds (a role's `*` spelled out), and it finds no employee or role of another shop.
 */

setupDemoApi();

const sources = new Map(SHOP_TABLES.map((s) => [s.def.name, s]));

describe("staffOf", () => {
  it("answers every seeded employee as the Db holds them: the role's grants, or ended when disabled", async () => {
    const db = getDb();
    const repo = callRepository(sources, db);
    expect(db.employee.length).toBeGreaterThan(10);
    for (const employee of db.employee) {
      const role = db.role.find((r) => r.alias === employee.role_alias && r.shop_alias === employee.shop_alias);
      const wanted = employee.status === 1 ? { staff: employee, grants: expandGrants(role?.permissions ?? [], grantSections) } : { ended: ENDED_BY.disabled };
      expect(await staffOf(repo, employee.shop_alias, employee.alias)).toEqual(wanted);
    }
  });

  it("finds no employee of another shop, nor their role in another shop's", async () => {
    const repo = memoryRepository(SHOP_TABLES.map((s) => s.def));
    await repo.table("role").insert("shopB", { alias: "roB", name: "别家店长", description: "", permissions: ["/goods:view"] });
    await repo.table("role").insert("shopA", { alias: "roA", name: "店长", description: "", permissions: ["/order:view", "/order:ship"] });
    const base = { name: "张三", mobile: "13500000001", password_hash: "x", status: 1 };
    await repo.table("employee").insert("shopA", { ...base, alias: "emA", role_alias: "roA" });
    await repo.table("employee").insert("shopA", { ...base, alias: "emX", role_alias: "roB", mobile: "13500000002" });
    expect(await staffOf(repo, "shopA", "emA")).toMatchObject({ staff: { alias: "emA", shop_alias: "shopA" }, grants: ["/order:view", "/order:ship"] });
    // the role named is another shop's: no grants
    expect(await staffOf(repo, "shopA", "emX")).toMatchObject({ staff: { alias: "emX" }, grants: [] });
    expect(await staffOf(repo, "shopB", "emA")).toEqual({ ended: ENDED_BY.deleted });
    expect(await staffOf(repo, "shopA", "emGone")).toEqual({ ended: ENDED_BY.deleted });
  });

  it("spells out a role's `*` and `/x/*` against the catalogue as it is now", async () => {
    const repo = memoryRepository(SHOP_TABLES.map((s) => s.def));
    const goods = grantSections.find((s) => s.path === "/goods");
    if (!goods) throw new Error("the console has a /goods section");
    const goodsKeys = goods.pages.flatMap((p) => p.grants.map((g) => g.key));
    await repo.table("role").insert("shopA", { alias: "roAll", name: "店长", description: "", permissions: ["*"] });
    await repo.table("role").insert("shopA", { alias: "roGoods", name: "商品", description: "", permissions: ["/goods/*", "/order:view"] });
    const base = { name: "张三", password_hash: "x", status: 1 };
    await repo.table("employee").insert("shopA", { ...base, alias: "emAll", role_alias: "roAll", mobile: "13500000001" });
    await repo.table("employee").insert("shopA", { ...base, alias: "emGoods", role_alias: "roGoods", mobile: "13500000002" });
    const all = await staffOf(repo, "shopA", "emAll");
    const every = grantSections.flatMap((s) => s.pages.flatMap((p) => p.grants.map((g) => g.key)));
    expect(all).toMatchObject({ grants: ["*", ...every] });
    expect(await staffOf(repo, "shopA", "emGoods")).toMatchObject({ grants: ["/goods/*", ...goodsKeys, "/order:view"] });
  });
});
