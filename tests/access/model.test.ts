import { describe, expect, it } from "vitest";
import modelText from "../../src/access/model.conf?raw";
import policyText from "../../src/access/policy.csv?raw";
import { buildEnforcer } from "../../src/access/build-enforcer";

/** The casbin model's rules, table-driven: (policy) × subject × section × route → allowed. */
const checkWith = async (policy: string) => {
  const e = await buildEnforcer(modelText, policy);
  return (sub: string, sec: string, obj: string, act = "open") => e.enforceSync(sub, sec, obj, act);
};

describe("model.conf", () => {
  it.each([
    ["admin", "/goods", "/goods/edit/:alias", true],
    ["user", "/goods", "/goods/edit/:alias", false],
    ["guest", "/goods", "/goods", false],
    ["user", "/user", "/user/role/edit/:alias", true],
    ["user", "/user", "/user/address", false],
    ["admin", "/user", "/user/address/edit/:alias", true],
    ["guest", "/", "/login", true],
    ["admin", "/", "/login", true], // a signed-in merchant is also a guest (g, *, guest)
    ["guest", "/", "/redirect/:path", false],
    ["user", "/", "/redirect/:path", true],
    // a section's own path opens to whoever some line of it admits
    ["user", "/user", "/user", true],
    ["user", "/cash", "/cash", false],
    ["admin", "/dashboard", "/notice/detail/:alias", true],
  ] as const)("%s in %s on %s → %s", async (sub, sec, obj, allowed) => {
    expect((await checkWith(policyText))(sub, sec, obj)).toBe(allowed);
  });

  it("a line grants pages of its own section only: no line opens a page past its section", async () => {
    const check = await checkWith(`${policyText}p, user, /user, /cash/dashboard, open\n`);
    expect(check("user", "/cash", "/cash/dashboard")).toBe(false);
  });

  it("'/a/*' covers a route and those below it by whole segments, not by letters", async () => {
    const check = await checkWith("p, admin, /purchase, /purchase/supplier/*, open\n");
    expect(check("admin", "/purchase", "/purchase/supplier")).toBe(true);
    expect(check("admin", "/purchase", "/purchase/supplier/edit/:alias")).toBe(true);
    expect(check("admin", "/purchase", "/purchase/supplierLog")).toBe(false);
    const exact = await checkWith("p, admin, /purchase, /purchase/supplier, open\n");
    expect(exact("admin", "/purchase", "/purchase/supplier/create")).toBe(false);
  });

  it("asks about the action too", async () => {
    const check = await checkWith(policyText);
    expect(check("admin", "/goods", "/goods", "open")).toBe(true);
    expect(check("admin", "/goods", "/goods", "export")).toBe(false);
  });
});
