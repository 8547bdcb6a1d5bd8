import { describe, expect, it } from "vitest";
import modelText from "../../src/access/model.conf?raw";
import policyText from "../../src/access/policy.csv?raw";
import { auditAccess } from "../../src/access/audit";
import { auditErrors, pageTable } from "../../src/access/audit-text";
import { grantCatalogue } from "../../src/engine/grant-catalogue";
import { auditRoutes } from "../../src/routes/route-index";
import { sections } from "../../src/routes/sections";

const routes = auditRoutes();
const catalogue = grantCatalogue(sections);
const audit = (policy: string) => auditAccess(modelText, policy, routes, catalogue);
const goods = catalogue.flatMap((s) => s.pages).find((p) => p.path === "/goods");

describe("access audit (npm run access:report): the policy", () => {
  it("the shipped policy covers every route, every line covers a page and names an action offered there", async () => {
    const result = await audit(policyText);
    expect(auditErrors(result)).toEqual([]);
    const address = result.rows.find((r) => r.route.path === "/user/address");
    expect(address?.cells.admin).toEqual({ allowed: true, reason: expect.stringContaining("p, admin, /user, /user/address/*, *") });
    expect(address?.cells.user).toEqual({ allowed: false, reason: "no line of /user admits user" });
  });

  it("has a row for every action of every page the declarations offer, and for the pages outside sections", async () => {
    const result = await audit(policyText);
    const keys = result.pages.map((r) => `${r.page.path}:${r.action}`);
    const offered = catalogue.flatMap((s) => s.pages.flatMap((p) => p.grants.map((g) => `${p.path}:${g.action}`)));
    const outside = routes.filter((r) => !r.sectionPath).map((r) => `${r.path}:view`);
    expect(keys.sort()).toEqual([...offered, ...outside].sort());
  });

  it("a user line granting only view of a page: view yes, every other action '-', in the rows and the printed table", async () => {
    if (!goods) throw new Error("the catalogue has no /goods page");
    const result = await audit(`${policyText}p, user, /goods, /goods, view\n`);
    const user = result.pages.filter((r) => r.page === goods).map((r) => [r.action, r.cells.user.allowed]);
    expect(user).toEqual(goods.grants.map((g) => [g.action, g.action === "view"]));
    expect(auditErrors(result)).toEqual([]);
    const table = pageTable(result, catalogue);
    const at = table.indexOf("  /goods  商品列表");
    expect(table[at + 1]).toMatch(/^ {4}- {5}yes {3}yes {3}view 查看 +line \d+: p, admin, \/goods, \*, \* \| line \d+: p, user, \/goods, \/goods, view$/);
    expect(table[at + 2]).toMatch(/^ {4}- {5}yes {3}- {5}create 新建, edit 编辑, .*line \d+: p, admin, \/goods, \*, \* \| no line grants user this action$/);
  });

  it("a line granting an action without view: the action is refused, and the table says why", async () => {
    const result = await audit(`${policyText}p, user, /goods, /goods, delete\n`);
    const del = result.pages.find((r) => r.page === goods && r.action === "delete");
    expect(del?.cells.user).toEqual({ allowed: false, reason: expect.stringMatching(/^delete by line \d+: p, user, \/goods, \/goods, delete, but no line grants user view$/) });
  });

  it("reports a route that lost its policy line", async () => {
    const result = await audit(policyText.replace("p, *, /user, /user/employee/*, *\n", ""));
    expect(result.uncovered.map((r) => r.path)).toEqual(["/user/employee", "/user/employee/create", "/user/employee/edit/:alias"]);
    expect(auditErrors(result)[0]).toBe("route /user/employee (EmployeeList) has no policy line in policy.csv");
  });

  it("reports a line that covers no page: a section nobody declared, a page its section lacks, a form route", async () => {
    const result = await audit(`${policyText}p, admin, /no-such-section, *, *\np, admin, /user, /goods/*, *\np, admin, /goods, /goods/edit/:alias, edit\n`);
    expect(result.unused.map((l) => `${l.sec} ${l.obj}`)).toEqual(["/no-such-section *", "/user /goods/*", "/goods /goods/edit/:alias"]);
    expect(auditErrors(result)).toContain(`policy.csv line ${result.unused[0]?.line} covers no page: p, admin, /no-such-section, *, *`);
  });

  it("reports a line whose action no page it covers offers, naming the line and the action", async () => {
    const bad = ["p, user, /goods, /goods, shpi", "p, admin, /goods, /goods, ship"];
    const fine = ["p, admin, /order, *, ship", "p, user, /goods, *, status", "p, user, /goods, /goods, open"];
    const result = await audit(`${policyText}${[...bad, ...fine].join("\n")}\n`);
    expect(result.unoffered.map((u) => u.line.text)).toEqual(bad);
    expect(auditErrors(result)[0]).toMatch(/^policy\.csv line \d+: no page it covers offers action "shpi" \(they offer view, create, .*\): p, user, \/goods, \/goods, shpi$/);
  });

  it("reports a public page that the policy does not open to guests", async () => {
    const result = await audit(policyText.replace("p, guest, /, /register, *", "p, *, /, /register, *"));
    expect(result.publicMismatch.map((r) => r.path)).toEqual(["/register"]);
  });

  it("reports lines it cannot use: an unknown subject, a bad action, a prefix pattern, a bad line", async () => {
    const bad = ["p, admn, /goods, *, *", "p, admin, /goods, *, o*", "p, admin, /user, /user/address*, *", "p, admin, /goods", "q, admin, /goods, *, *"];
    const result = await audit(`${policyText}${bad.join("\n")}\n`);
    expect(result.unusable.map((l) => l.problem)).toEqual([
      "not a p line of 4 fields nor a g line of 2",
      "not a p line of 4 fields nor a g line of 2",
      'unknown subject "admn"',
      'action "o*": use *, view or one action word',
      'pattern "/user/address*": use *, /a/b or /a/b/*',
    ]);
  });

  it("reports a g line that grants nothing, and one naming an unknown subject", async () => {
    const result = await audit(`${policyText}g, admin, auditor\ng, admn, *\n`);
    expect(result.idle.map((g) => g.text)).toEqual(["g, admin, auditor"]);
    expect(result.unusable.map((l) => l.problem)).toEqual(['unknown subject "admn"']);
  });

  it("a role defined by a g line and granted by a p line is neither unknown nor idle", async () => {
    const result = await audit(`${policyText}g, admin, marketer\np, marketer, /ump, *, open\n`);
    expect([result.unusable, result.idle]).toEqual([[], []]);
  });
});
