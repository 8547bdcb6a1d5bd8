import { describe, expect, it } from "vitest";
import modelText from "../../src/access/model.conf?raw";
import policyText from "../../src/access/policy.csv?raw";
import { buildEnforcer } from "../../src/access/build-enforcer";
import { handlers } from "../../src/mocks/handlers";
import { servesOf, type Declared, type Screens } from "../../src/mocks/serves";
import { routeEntries } from "../../src/routes/route-index";
import { config } from "../../src/config";
import { ADMIN, call, login, setupDemoApi, USER } from "./helpers";

/**
 * The demo API is as strict as the screens: every call declares the screens it serves, and
 * a role that may open none of them gets HTTP 200 `{code: 403, msg: '无权限'}`. The cases
 * are every handler of the demo API (nothing listed by hand); the expectation is casbin's
 * answer for the declared screens, asked here with the policy files themselves.
 */

setupDemoApi();

const enforcer = await buildEnforcer(modelText, policyText);
const mayOpen = (role: "admin" | "user", s: Screens) => s.routes.some((r) => enforcer.enforceSync(role, s.section, r, "open"));

const declared = handlers.map((h) => ({ handler: String(h.info.path), declared: servesOf(h) }));
/** REST resources' handlers (decision 0018) answer by HTTP status, not the envelope: checked below. */
const isRest = (path: string) => path.startsWith("*/rest/");
// one case per path (a path served twice answers from its first handler)
const calls = [...new Map(declared.filter((d) => !isRest(d.handler)).map((d) => [d.handler, d.declared])).entries()]
  .filter((e): e is [string, Declared] => e[1] !== undefined)
  .map(([path, d]) => ({ path: path.replace(/^\*/, ""), serves: d.serves }));
const screenCalls = calls.flatMap((c) => (typeof c.serves === "object" ? [{ ...c, serves: c.serves }] : []));
const adminOnly = screenCalls.filter((c) => !mayOpen("user", c.serves));
const openToUser = calls.filter((c) => c.serves === "shell" || (typeof c.serves === "object" && mayOpen("user", c.serves)));

const FORBIDDEN = { code: 403, msg: "无权限", data: null };
const as = (token: string, path: string) =>
  call(path, {}, { token, application: path === config.collectionQueryPath ? config.collectionApplication : undefined });

describe("every call declares what it serves", () => {
  it("no handler of the demo API is left without a declaration", () => {
    expect(declared.filter((d) => !d.declared).map((d) => d.handler)).toEqual([]);
  });

  it("names routes of the app, each in its own section (a typo would close a call to all)", () => {
    const known = new Set(routeEntries.map((e) => `${e.section?.path ?? "/"} ${e.route.path}`));
    const unknown = screenCalls.flatMap((c) => c.serves.routes.map((r) => `${c.serves.section} ${r}`)).filter((k) => !known.has(k));
    expect(unknown).toEqual([]);
  });

  it("leaves the spec's any-role pages and the shell open to users, and the admin sections closed", () => {
    const open = openToUser.map((c) => c.path);
    for (const path of ["/user/v1/account/info", "/merchant/shop/v1/account/info", "/merchant/shop/v1/menu/list", "/merchant/user/v1/logout",
      "/merchant/shop/v1/role/list", "/merchant/shop/v1/employee/save", "/merchant/shop/v1/account/edit", "/user/v1/cert/verify", "/merchant/system/v1/upload/image"]) {
      expect(open, path).toContain(path);
    }
    const closed = adminOnly.map((c) => c.path);
    for (const path of ["/merchant/goods/v1/goods/save", "/merchant/shop/v1/address/list", "/merchant/payment/v1/cash/withdrawal", "/merchant/system/v1/export/create"]) {
      expect(closed, path).toContain(path);
    }
  });
});

// grouped by section (one reseed per group: a reseed per call would take half a minute)
const bySection = (list: { path: string; serves: Screens }[]) =>
  [...new Set(list.map((c) => c.serves.section))].map((section) => ({ section, paths: list.filter((c) => c.serves.section === section).map((c) => c.path) }));

describe.each(bySection(adminOnly))("admin-only calls of $section", ({ paths }) => {
  it("answer a user-role token 无权限, and an admin's call as usual", async () => {
    const [user, admin] = [await login(USER), await login(ADMIN)];
    for (const path of paths) {
      const refused = await as(user, path);
      expect(refused.status, path).toBe(200);
      expect(refused.body, path).toEqual(FORBIDDEN);
      expect((await as(admin, path)).body.msg, path).not.toBe(FORBIDDEN.msg);
    }
  });
});

it("calls open to users answer a user-role token (whatever else they say)", async () => {
  const token = await login(USER);
  // sign-out last: it ends the token
  const paths = openToUser.map((c) => c.path).sort((a, b) => Number(a.endsWith("/logout")) - Number(b.endsWith("/logout")));
  for (const path of paths) {
    const reply = await as(token, path);
    expect(reply.status, path).toBe(200);
    expect(reply.body.msg, path).not.toBe(FORBIDDEN.msg);
  }
});

it("REST resources answer a user-role token HTTP 403 and an admin's GET 200 (供应商 is admin-only like /goods)", async () => {
  const [user, admin] = [await login(USER), await login(ADMIN)];
  const get = (token: string) => fetch(`${location.origin}/rest/suppliers`, { headers: { Authorization: token } });
  expect(declared.filter((d) => isRest(d.handler)).map((d) => d.handler)).toContain("*/rest/suppliers");
  expect((await get(user)).status).toBe(403);
  expect((await get(admin)).status).toBe(200);
});

describe("a user's working calls", () => {
  it("lists the user's roles and employees and reads their own shop", async () => {
    const token = await login(USER);
    const roles = await call<{ list: { name: string }[] }>("/merchant/shop/v1/role/list", {}, { token });
    expect(roles.body.data.list.map((r) => r.name)).toEqual(["店员"]);
    const shop = await call<{ name: string }>("/merchant/shop/v1/account/info", {}, { token });
    expect(shop.body.data.name).toBe("李记好物小店");
  });

  it("becomes admin-only the moment the shop is verified: the role is read on every call", async () => {
    const token = await login(USER);
    expect((await call("/merchant/goods/v1/goods/list", {}, { token })).body).toEqual(FORBIDDEN);
    const { getDb } = await import("../../src/mocks/node");
    const shop = getDb().shops.find((s) => s.name === "李记好物小店");
    if (shop) shop.verify_status = 2;
    expect((await call("/merchant/goods/v1/goods/list", {}, { token })).body.code).toBe(200);
  });
});
