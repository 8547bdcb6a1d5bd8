import { describe, expect, it } from "vitest";
import modelText from "../../src/access/model.conf?raw";
import policyText from "../../src/access/policy.csv?raw";
import { auditRole, missedSections, staleGrants, type StoredRole } from "../../src/access/audit-roles";
import { missedLines, roleTable } from "../../src/access/audit-text";
import { ALL_GRANTS, sectionKeys } from "../../src/access/role-grants";
import { grantCatalogue } from "../../src/engine/grant-catalogue";
import { sections } from "../../src/routes/sections";

/**
 * The access report on roles holding `*` or `/x/*` (decision 0121): read as a session reads
 * them, so the seed's 店长 (`*`) and a database's 店长 agree; a role holding every section but
 * one, none of it, is warned of (saved before that section was added).
 */

const catalogue = grantCatalogue(sections);
const keysOf = (path: string) => sectionKeys(catalogue, path);
const every = catalogue.flatMap((s) => keysOf(s.path));
const shop = { shop: "星河数字藏品旗舰店", sub: "admin" as const };
const role = (name: string, permissions: string[]): StoredRole => ({ name, ...shop, permissions });
const allowed = async (r: StoredRole) => (await auditRole(modelText, policyText, catalogue, r)).rows.filter((x) => x.cell.allowed).map((x) => `${x.page.key}:${x.action}`);

describe("a role holding * or /x/* in the report", () => {
  it("allows a * role exactly what a role listing every grant of the console is allowed", async () => {
    expect(await allowed(role("店长", [ALL_GRANTS]))).toEqual(await allowed(role("店长", every)));
    expect(await allowed(role("店长", [ALL_GRANTS]))).toEqual(every);
  });

  it("allows a /goods/* role the goods section, and says why", async () => {
    const goods = role("商品", ["/goods/*"]);
    expect(await allowed(goods)).toEqual(keysOf("/goods"));
    const rows = (await auditRole(modelText, policyText, catalogue, goods)).rows;
    expect(rows.find((r) => r.page.key === "/goods" && r.action === "view")?.cell.reason).toMatch(/AND granted by role 商品 \(\/goods\/\*\)$/);
    expect(roleTable(await auditRole(modelText, policyText, catalogue, role("店长", [ALL_GRANTS])), catalogue)[0]).toBe(
      "== role 店长 · 星河数字藏品旗舰店 (shop role admin) · 1 grants stored (*: every grant, now and later)");
  });

  it("finds no stale grant in * or a known section's /x/*, and names a section the console lacks", () => {
    expect(staleGrants([role("店长", [ALL_GRANTS, "/goods/*"])], catalogue)).toEqual([]);
    expect(staleGrants([role("旧", ["/nope/*"])], catalogue)).toEqual([{ role: "旧", shop: shop.shop, key: "/nope/*", problem: "no section /nope" }]);
  });
});

describe("roles missing a section added since they were saved", () => {
  const [first, second] = catalogue;
  if (!first || !second) throw new Error("the console has two sections at least");
  const allBut = (...paths: string[]) => every.filter((k) => !paths.some((p) => keysOf(p).includes(k)));

  it("warns of a role holding every section but one, none of it, with both fixes", () => {
    const old = role("店长", allBut(second.path));
    expect(missedSections([old], catalogue)).toEqual([{ role: "店长", shop: shop.shop, sections: [`${second.path}/*`] }]);
    expect(missedLines(missedSections([old], catalogue), catalogue)).toEqual([
      `role 店长 (${shop.shop}) holds every grant but those of ${second.title} (${second.path}): added since the role was saved? `
        + `Give it 全部权限 (*: every grant, now and later) or the section whole (${second.path}/*) in 角色管理's 权限 tree.`,
    ]);
    // the sections it holds as /x/* count as held
    const asSections = role("店长", catalogue.filter((s) => s !== second).map((s) => `${s.path}/*`));
    expect(missedSections([asSections], catalogue)).toHaveLength(1);
  });

  it("says nothing of *, of a role missing two sections, or holding part of the one it misses", () => {
    const partOf = keysOf(second.path).slice(0, 1);
    const roles = [role("店长", [ALL_GRANTS]), role("两缺", allBut(first.path, second.path)), role("半个", [...allBut(second.path), ...partOf]), role("客服", ["/order:view"])];
    expect(missedSections(roles, catalogue)).toEqual([]);
  });
});
