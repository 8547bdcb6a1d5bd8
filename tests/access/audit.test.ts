import { describe, expect, it } from "vitest";
import modelText from "../../src/access/model.conf?raw";
import policyText from "../../src/access/policy.csv?raw";
import { auditAccess } from "../../src/access/audit";
import { auditRoutes } from "../../src/routes/route-index";

const routes = auditRoutes();

const audit = (policy: string, actions?: string[]) => auditAccess(modelText, policy, routes, actions);

describe("access audit (npm run access:report)", () => {
  it("the shipped policy covers every route, and every line is used and usable", async () => {
    const result = await audit(policyText);
    expect(result.uncovered).toEqual([]);
    expect(result.unused).toEqual([]);
    expect(result.publicMismatch).toEqual([]);
    expect(result.unusable).toEqual([]);
    expect(result.idle).toEqual([]);
    const address = result.rows.find((r) => r.route.path === "/user/address");
    expect(address?.cells.admin).toEqual({ allowed: true, reason: expect.stringContaining("p, admin, /user, /user/address/*, open") });
    expect(address?.cells.user).toEqual({ allowed: false, reason: "no line of /user admits user" });
    const workplace = result.rows.find((r) => r.route.path === "/dashboard/workplace");
    expect(workplace?.cells.user).toEqual({ allowed: false, reason: "no line of /dashboard admits user" });
  });

  it("reports a route that lost its policy line", async () => {
    const trimmed = policyText.replace("p, *, /user, /user/employee/*, open\n", "");
    const result = await audit(trimmed);
    expect(result.uncovered.map((r) => r.path)).toEqual(["/user/employee", "/user/employee/create", "/user/employee/edit/:alias"]);
  });

  it("reports a line that covers no route: a section nobody declared, a page its section does not have", async () => {
    const result = await audit(`${policyText}p, admin, /no-such-section, *, open\np, admin, /user, /goods/*, open\n`);
    expect(result.unused.map((l) => `${l.sec} ${l.obj}`)).toEqual(["/no-such-section *", "/user /goods/*"]);
  });

  it("reports a public page that the policy does not open to guests", async () => {
    const result = await audit(policyText.replace("p, guest, /, /register, open", "p, *, /, /register, open"));
    expect(result.publicMismatch.map((r) => r.path)).toEqual(["/register"]);
  });

  it("reports lines it cannot use: an unknown subject, an unknown action, a prefix pattern, a bad line", async () => {
    const bad = ["p, admn, /goods, *, open", "p, admin, /goods, *, opne", "p, admin, /user, /user/address*, open", "p, admin, /goods", "q, admin, /goods, *, open"];
    const result = await audit(`${policyText}${bad.join("\n")}\n`);
    expect(result.unusable.map((l) => l.problem)).toEqual([
      "not a p line of 4 fields nor a g line of 2",
      "not a p line of 4 fields nor a g line of 2",
      'unknown subject "admn"',
      'unknown action "opne" (known: open)',
      'pattern "/user/address*": use *, /a/b or /a/b/*',
    ]);
  });

  it("knows the actions the configs ask about", async () => {
    const result = await audit(`${policyText}p, admin, /goods, *, export\n`, ["open", "export"]);
    expect(result.unusable).toEqual([]);
  });

  it("reports a g line that grants nothing, and one naming an unknown subject", async () => {
    const result = await audit(`${policyText}g, admin, auditor\ng, admn, *\n`);
    expect(result.idle.map((g) => g.text)).toEqual(["g, admin, auditor"]);
    expect(result.unusable.map((l) => l.problem)).toEqual(['unknown subject "admn"']);
  });

  it("a role defined by a g line and granted by a p line is neither unknown nor idle", async () => {
    const result = await audit(`${policyText}g, admin, marketer\np, marketer, /ump, *, open\n`);
    expect(result.unusable).toEqual([]);
    expect(result.idle).toEqual([]);
  });
});
