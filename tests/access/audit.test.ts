import { describe, expect, it } from "vitest";
import modelText from "../../src/access/model.conf?raw";
import policyText from "../../src/access/policy.csv?raw";
import { auditAccess } from "../../src/access/audit";
import { routeEntries } from "../../src/routes/route-index";

const routes = routeEntries.map(({ route, section }) => ({
  path: route.path,
  name: route.name,
  sectionPath: section?.path,
  public: route.public,
}));

describe("access audit (npm run access:report)", () => {
  it("the shipped policy covers every route and has no dead line", async () => {
    const audit = await auditAccess(modelText, policyText, routes);
    expect(audit.uncovered).toEqual([]);
    expect(audit.unused).toEqual([]);
    expect(audit.publicMismatch).toEqual([]);
    const address = audit.rows.find((r) => r.route.path === "/user/address");
    expect(address?.cells.admin).toEqual({ allowed: true, reason: expect.stringContaining("p, admin, /user/address*, open") });
    expect(address?.cells.user.allowed).toBe(false);
    const workplace = audit.rows.find((r) => r.route.path === "/dashboard/workplace");
    expect(workplace?.cells.user).toEqual({ allowed: false, reason: "section /dashboard does not admit user" });
  });

  it("reports a route that lost its policy line", async () => {
    const trimmed = policyText.replace("p, *, /user/employee*, open\n", "");
    const audit = await auditAccess(modelText, trimmed, routes);
    expect(audit.uncovered.map((r) => r.path)).toEqual(["/user/employee", "/user/employee/create", "/user/employee/edit/:alias"]);
  });

  it("reports a policy line that matches no route", async () => {
    const audit = await auditAccess(modelText, `${policyText}p, admin, /no-such-section, open\n`, routes);
    expect(audit.unused.map((l) => l.obj)).toEqual(["/no-such-section"]);
  });

  it("reports a public page that the policy does not open to guests", async () => {
    const audit = await auditAccess(modelText, policyText.replace("p, guest, /register, open", "p, *, /register, open"), routes);
    expect(audit.publicMismatch.map((r) => r.path)).toEqual(["/register"]);
  });
});
