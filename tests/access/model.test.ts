import { describe, expect, it } from "vitest";
import modelText from "../../src/access/model.conf?raw";
import policyText from "../../src/access/policy.csv?raw";
import { buildEnforcer } from "../../src/access/build-enforcer";
import { decide } from "../../src/access/decide";
import type { Subject } from "../../src/access/rules";
import { loadCheck } from "./load-policy";

/**
 * The casbin model's rules, table-driven, through decide() (the one question every reader
 * asks): (policy, grants) × shop role × section × page × action → allowed.
 */
const checkWith = async (policy: string, grants: readonly string[] | null = null) => {
  const e = await buildEnforcer(modelText, policy, grants);
  return (sub: Subject, sec: string, page: string, act = "view") => decide(e, sub, grants !== null, sec, page, act);
};

type Case = [Subject, string, string, string, boolean];

describe("model.conf with the shipped policy, the owner asking", () => {
  it.each<Case>([
    ["admin", "/goods", "/goods", "view", true],
    ["admin", "/goods", "/goods", "delete", true],
    ["admin", "/order", "/order", "ship", true],
    ["user", "/goods", "/goods", "view", false],
    ["user", "/goods", "/goods", "edit", false],
    ["guest", "/goods", "/goods", "view", false],
    ["user", "/user", "/user/role", "create", true],
    ["user", "/user", "/user/address", "view", false],
    ["admin", "/user", "/user/address", "edit", true],
    ["admin", "/dashboard", "/notice/list", "view", true],
    // the pages outside sections
    ["guest", "/", "/login", "view", true],
    ["admin", "/", "/login", "view", true], // a signed-in merchant is also a guest (g, *, guest)
    ["guest", "/", "/redirect/:path", "view", false],
    ["user", "/", "/redirect/:path", "view", true],
    // a section's own path is the page "*": it opens to whoever some line of it admits
    ["user", "/user", "*", "view", true],
    ["user", "/cash", "*", "view", false],
    ["admin", "/cash", "*", "view", true],
  ])("%s in %s on %s, %s → %s", async (sub, sec, page, act, allowed) => {
    expect((await loadCheck())(sub, sec, page, act)).toBe(allowed);
  });
});

describe("model.conf: policy lines", () => {
  it("a line grants pages of its own section only: no line opens a page past its section", async () => {
    const check = await checkWith(`${policyText}p, user, /user, /cash/dashboard, *\n`);
    expect(check("user", "/cash", "/cash/dashboard")).toBe(false);
  });

  it("'/a/*' covers a page and those below it by whole segments, not by letters; '/a' that page only", async () => {
    const check = await checkWith("p, admin, /purchase, /purchase/supplier/*, *\n");
    expect(check("admin", "/purchase", "/purchase/supplier")).toBe(true);
    expect(check("admin", "/purchase", "/purchase/supplier/log")).toBe(true);
    expect(check("admin", "/purchase", "/purchase/supplierLog")).toBe(false);
    const exact = await checkWith("p, admin, /purchase, /purchase/supplier, *\n");
    expect(exact("admin", "/purchase", "/purchase/supplier")).toBe(true);
    expect(exact("admin", "/purchase", "/purchase/supplier/log")).toBe(false);
  });

  const ACTIONS = ["view", "create", "edit", "delete", "export", "status"];
  it.each<[string, string[]]>([
    ["view", ["view"]],
    ["*", ACTIONS],
    ["open", ACTIONS], // the older spelling of "*"
    ["edit", []], // an action needs its page: edit without view is refused, and so is view
    ["delete", []],
  ])("a user line granting %s on 供应商 lets the user do %j there", async (act, allowed) => {
    const check = await checkWith(`p, user, /purchase, /purchase/supplier, ${act}\n`);
    const may = ACTIONS.filter((a) => check("user", "/purchase", "/purchase/supplier", a));
    expect(may).toEqual(allowed);
  });

  it("an action and its view on two lines: both granted, nothing else", async () => {
    const check = await checkWith("p, user, /purchase, /purchase/supplier, view\np, user, /purchase, /purchase/supplier, delete\n");
    expect(ACTIONS.filter((a) => check("user", "/purchase", "/purchase/supplier", a))).toEqual(["view", "delete"]);
  });
});

describe("model.conf: an employee is the shop role AND their role's grants", () => {
  it.each<[string, readonly string[], Case]>([
    ["order view on an admin shop: may view", ["/order:view"], ["admin", "/order", "/order", "view", true]],
    ["order view on an admin shop: may not ship", ["/order:view"], ["admin", "/order", "/order", "ship", false]],
    ["order view on an admin shop: no goods", ["/order:view"], ["admin", "/goods", "/goods", "view", false]],
    ["ship and view: may ship", ["/order:view", "/order:ship"], ["admin", "/order", "/order", "ship", true]],
    ["ship without view: an action needs its page", ["/order:ship"], ["admin", "/order", "/order", "ship", false]],
    ["a page with params is granted by its key", ["/goods/keys:view"], ["admin", "/goods", "/goods/keys/:alias", "view", true]],
    ["goods view on a user shop: the shop role decides", ["/goods:view"], ["user", "/goods", "/goods", "view", false]],
    ["role view on a user shop: both allow", ["/user/role:view"], ["user", "/user", "/user/role", "view", true]],
    ["no grants: nothing in a section", [], ["admin", "/order", "/order", "view", false]],
    // a section's own path asks the shop role only; the guard then finds the first page they may open
    ["a section's own path", [], ["admin", "/order", "*", "view", true]],
    // the pages outside sections ignore the grants
    ["no grants: /login", [], ["guest", "/", "/login", "view", true]],
    ["no grants: /redirect", [], ["user", "/", "/redirect/:path", "view", true]],
  ])("%s", async (_, grants, [sub, sec, page, act, allowed]) => {
    expect((await loadCheck(grants))(sub, sec, page, act)).toBe(allowed);
  });

  it("a stored key that is not a grant key grants nothing (an old menu path)", async () => {
    const check = await loadCheck(["/order", "/order:view"]);
    expect(check("admin", "/order", "/order", "view")).toBe(true);
    expect((await loadCheck(["/order"]))("admin", "/order", "/order", "view")).toBe(false);
  });
});
