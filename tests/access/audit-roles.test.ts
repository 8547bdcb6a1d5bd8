import { describe, expect, it } from "vitest";
import modelText from "../../src/access/model.conf?raw";
import policyText from "../../src/access/policy.csv?raw";
import { auditAccess } from "../../src/access/audit";
import { auditRole, staleGrants, type StoredRole } from "../../src/access/audit-roles";
import { auditErrors, roleTable } from "../../src/access/audit-text";
import { grantCatalogue, grantIndex } from "../../src/engine/grant-catalogue";
import { auditRoutes } from "../../src/routes/route-index";
import { sections } from "../../src/routes/sections";

const catalogue = grantCatalogue(sections);
const service: StoredRole = { name: "客服", shop: "星河数字藏品旗舰店", sub: "admin", permissions: ["/order:view", "/order:ship", "/member:view"] };
const clerk: StoredRole = { name: "店员", shop: "李记好物小店", sub: "user", permissions: ["/goods:view", "/user/role:view"] };
const verdicts = async (role: StoredRole) => (await auditRole(modelText, policyText, catalogue, role)).rows;
const find = <R extends { page: { path: string }; action: string }>(rows: R[], page: string, action: string) =>
  rows.find((r) => r.page.path === page && r.action === action);

describe("access audit: stored roles (角色)", () => {
  it("finds no stale grant in a role holding every grant the declarations offer", () => {
    const every = [...grantIndex(catalogue).keys()];
    expect(staleGrants([{ ...service, permissions: every }], catalogue)).toEqual([]);
  });

  it("names the role and the key of each grant matching no page or action (stale after a rename, an old menu path)", () => {
    const role = { ...service, permissions: ["/order:view", "/order", "/order:shpi", "/orders:view", "/goods/keys/:alias:view"] };
    expect(staleGrants([role], catalogue)).toEqual([
      { role: "客服", shop: "星河数字藏品旗舰店", key: "/order", problem: "not a grant key (<page>:<action>)" },
      { role: "客服", shop: "星河数字藏品旗舰店", key: "/order:shpi", problem: expect.stringMatching(/^\/order offers no action "shpi" \(it offers view, export, ship/) },
      { role: "客服", shop: "星河数字藏品旗舰店", key: "/orders:view", problem: "no page /orders" },
      { role: "客服", shop: "星河数字藏品旗舰店", key: "/goods/keys/:alias:view", problem: "not a grant key (<page>:<action>)" },
    ]);
  });

  it("the report fails on a stale grant with a message naming the role and the key", async () => {
    const audit = await auditAccess(modelText, policyText, auditRoutes(), catalogue);
    const stale = staleGrants([{ ...service, permissions: ["/order:shpi"] }], catalogue);
    expect(auditErrors(audit, stale)).toEqual([expect.stringMatching(/^role 客服 \(星河数字藏品旗舰店\) holds grant "\/order:shpi", which matches no page or action: /)]);
  });

  it("an employee may do what the shop role's line allows AND the role grants, and each row says which", async () => {
    const rows = await verdicts(service);
    expect(find(rows, "/order", "view")?.cell).toEqual({ allowed: true, reason: expect.stringMatching(/^line \d+: p, admin, \/order, \*, \* AND granted by role 客服$/) });
    expect(find(rows, "/order", "ship")?.cell.allowed).toBe(true);
    expect(find(rows, "/order", "export")?.cell).toEqual({ allowed: false, reason: "not granted by role 客服" });
    expect(find(rows, "/goods", "view")?.cell).toEqual({ allowed: false, reason: "not granted by role 客服" });
    // what is allowed is exactly what the role grants (the admin shop's lines allow everything)
    const allowed = rows.filter((r) => r.cell.allowed).map((r) => `${r.page.key}:${r.action}`);
    expect(allowed).toEqual(service.permissions);
  });

  it("an action granted without its page's view is refused, saying what it needs", async () => {
    const rows = await verdicts({ ...service, permissions: ["/order:ship"] });
    expect(find(rows, "/order", "ship")?.cell).toEqual({ allowed: false, reason: "not granted by role 客服: ship needs /order:view" });
  });

  it("on a user shop the shop role decides first: a granted admin-only page stays closed", async () => {
    const rows = await verdicts(clerk);
    expect(find(rows, "/goods", "view")?.cell).toEqual({ allowed: false, reason: "no line of /goods admits user (granted by role 店员)" });
    expect(find(rows, "/user/role", "view")?.cell.allowed).toBe(true);
    expect(find(rows, "/user/role", "create")?.cell).toEqual({ allowed: false, reason: "not granted by role 店员" });
  });

  it("prints a role page × action, a section refused alike on one line", async () => {
    const table = roleTable(await auditRole(modelText, policyText, catalogue, service), catalogue);
    expect(table[0]).toBe("== role 客服 · 星河数字藏品旗舰店 (shop role admin) · 3 grants stored");
    const goodsPages = catalogue.find((s) => s.path === "/goods")?.pages ?? [];
    const goodsActions = goodsPages.flatMap((p) => p.grants).length;
    expect(table).toContain(`  商品管理 (/goods): -  all ${goodsPages.length} page(s), ${goodsActions} actions: not granted by role 客服`);
    const order = table.indexOf("    /order  订单列表");
    expect(table[order + 1]).toMatch(/^ {6}yes {2}view 查看, ship 发货 +line \d+: p, admin, \/order, \*, \* AND granted by role 客服$/);
    expect(table[order + 2]).toMatch(/^ {6}- {4}export 导出, pickup 核销提货, close 关闭订单, +not granted by role 客服$/);
  });
});
