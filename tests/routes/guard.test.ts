import { beforeAll, describe, expect, it } from "vitest";
import type { Check } from "../../src/access/rules";
import { decide, loginUrl, resolveRedirect } from "../../src/routes/guard";
import { canOpenEntry, matchAppRoute, routeEntries } from "../../src/routes/route-index";
import { loadCheck } from "../access/load-policy";
import { expectedFirstPage } from "./expected-menu";
import { specRoutes } from "./spec-routes";

let check: Check;
/** Where the guard sends a user from a page closed to them: the first page their menu holds. */
let usersFirstPage: string;
beforeAll(async () => {
  check = await loadCheck();
  usersFirstPage = expectedFirstPage(check, "user");
});

const admin = { signedIn: true, role: "admin" as const, hasShop: true };
const user = { signedIn: true, role: "user" as const, hasShop: true };
const guest = { signedIn: false, role: null };

describe("every spec route exists at its exact path", () => {
  it.each(specRoutes)("%s matches %s", (url, pattern) => {
    expect(matchAppRoute(url)?.route.path).toBe(pattern);
  });

  it("a route the spec does not list is allowed, and the guard follows the policy for it", () => {
    // extra routes come from configs and pages (an integrator's new entity); none is unchecked
    const specPatterns = new Set(specRoutes.map(([, p]) => p));
    for (const entry of routeEntries.filter((e) => e.route.page && !specPatterns.has(e.route.path))) {
      const url = entry.route.path.replace(/:(\w+)/g, "x1");
      for (const visitor of [admin, user]) {
        const open = canOpenEntry(check, visitor.role, entry);
        expect(decide(url, "", visitor, check).allow, `${url} as ${visitor.role}`).toBe(open);
      }
    }
  });
});

describe("route × role → allowed or redirected (spec section 6)", () => {
  it.each(specRoutes)("%s as admin", (url, _pattern, rule) => {
    const d = decide(url, "", admin, check);
    if (url === "/login") expect(d).toEqual({ allow: false, to: "/" });
    else expect(d).toEqual({ allow: true });
    void rule;
  });

  it.each(specRoutes)("%s as user", (url, _pattern, rule) => {
    const d = decide(url, "", user, check);
    if (url === "/login") expect(d).toEqual({ allow: false, to: "/" });
    else if (rule === "A") expect(d).toEqual({ allow: false, to: usersFirstPage });
    else expect(d).toEqual({ allow: true });
  });

  it.each(specRoutes)("%s without a token", (url, _pattern, rule) => {
    const d = decide(url, "?tab=2", guest, check);
    if (rule === "P") expect(d).toEqual({ allow: true });
    else {
      const hit = matchAppRoute(url);
      expect(d).toEqual({ allow: false, to: loginUrl(hit?.route.name ?? "", hit?.params ?? {}, "?tab=2") });
      expect(d.allow === false && d.to.startsWith(`/login?redirect=${hit?.route.name}`)).toBe(true);
    }
  });
});

describe("guard rules", () => {
  it("a page the spec marks '*' inside an admin section stays closed to users (the section decides)", () => {
    expect(check("user", "/cash", "/cash/dashboard")).toBe(false);
    expect(check("user", "/cash", "/cash")).toBe(false);
    expect(decide("/cash/dashboard", "", user, check)).toEqual({ allow: false, to: usersFirstPage });
  });

  it("the empty path goes to /user/setting; /dashboard to the workplace", () => {
    expect(decide("/", "", admin, check)).toEqual({ allow: false, to: "/user/setting" });
    expect(decide("/dashboard", "", admin, check)).toEqual({ allow: false, to: "/dashboard/workplace" });
    expect(decide("/cash", "", admin, check)).toEqual({ allow: false, to: "/cash/dashboard" });
  });

  it("an unknown path opens inside the console when signed in; signed out it goes to /401", () => {
    expect(decide("/no/such/page", "", admin, check)).toEqual({ allow: true });
    expect(decide("/no/such/page", "", user, check)).toEqual({ allow: true });
    expect(decide("/no/such/page", "", guest, check)).toEqual({ allow: false, to: "/401" });
    expect(decide("/no/such/page", "", { ...admin, hasShop: false }, check)).toEqual({ allow: false, to: "/register?step=shop" });
  });

  it("with no permitted route at all, a denied visitor goes to /401", () => {
    const closed: Check = (sub, sec, obj) => sub === "guest" && check(sub, sec, obj);
    expect(decide("/goods", "", user, closed)).toEqual({ allow: false, to: "/401" });
  });

  it("a signed-in merchant without a shop must register one first", () => {
    expect(decide("/user/setting", "", { ...user, hasShop: false }, check)).toEqual({
      allow: false,
      to: "/register?step=shop",
    });
  });

  it("the redirect parameter carries the route name, its params and the query", () => {
    expect(decide("/goods/edit/g1", "?from=list", guest, check)).toEqual({
      allow: false,
      to: "/login?redirect=GoodsEdit&from=list&alias=g1",
    });
    expect(resolveRedirect("?redirect=GoodsEdit&from=list&alias=g1")).toBe("/goods/edit/g1?from=list");
    expect(resolveRedirect("?redirect=DrawEdit&alias=d1&status=2")).toBe("/ump/draw/edit/d1/2");
  });
});

describe("open-redirect guard", () => {
  it.each([
    "//evil.example",
    "https://evil.example/login",
    "/\\evil.example",
    "javascript:alert(1)",
    "http:/evil.example",
    "NoSuchRoute",
    "GoodsEdit", // a route name whose params are missing
  ])("redirect=%s leads to '/'", (target) => {
    expect(resolveRedirect(`?redirect=${encodeURIComponent(target)}`)).toBe("/");
  });

  it("an in-app path of a known route is kept", () => {
    expect(resolveRedirect(`?redirect=${encodeURIComponent("/order/refund?page=2")}`)).toBe("/order/refund?page=2");
  });
});
