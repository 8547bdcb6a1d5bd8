import { describe, expect, it } from "vitest";
import modelText from "../../src/access/model.conf?raw";
import policyText from "../../src/access/policy.csv?raw";
import { buildEnforcer } from "../../src/access/build-enforcer";
import { decide } from "../../src/access/decide";
import { VIEW } from "../../src/access/grant-key";
import { grantCatalogue } from "../../src/engine/grant-catalogue";
import { handlers } from "../../src/api/handlers";
import { getDb, REMOTE } from "../../src/demo/node";
import { actsOf, screensFor, servesOf, type Serves } from "../../src/api/serves";
import { findRouteByPath, routeEntries } from "../../src/routes/route-index";
import { sections } from "../../src/routes/sections";
import { config } from "../../src/config";
import { ADMIN, call, login, setupDemoApi, USER } from "./helpers";

/**
 * The demo API is as strict as the screens: every call declares the screens it serves and
 * what it does there (serves.ts), and a session that may not do it gets HTTP 200
 * `{code: 403, msg: '无权限'}`. The cases are every handler of the demo API (nothing listed by
 * hand) × the two owners and one employee of each demo role; the expectation is decide()'s
 * answer for the declaration, asked here of enforcers built from the policy files and the
 * seeded roles' grants.
 */

setupDemoApi();

const STAFF_PASSWORD = "Staff@2026";
/** The sessions asked about: the owners, and one seeded employee per role (their role's grants read from the seed). */
const grantsOf = (mobile: string) => {
  const db = getDb();
  const employee = db.employee.find((e) => e.mobile === mobile);
  return db.role.find((r) => r.alias === employee?.role_alias)?.permissions ?? [];
};
const WHO = [
  { name: "admin owner", role: "admin", account: ADMIN, grants: null },
  { name: "user owner", role: "user", account: USER, grants: null },
  { name: "客服 吴静", role: "admin", account: { mobile: "13512340002", password: STAFF_PASSWORD }, grants: grantsOf("13512340002") },
  { name: "仓管 陈晨", role: "admin", account: { mobile: "13512340005", password: STAFF_PASSWORD }, grants: grantsOf("13512340005") },
  { name: "店员 李小三", role: "user", account: { mobile: "13712340001", password: STAFF_PASSWORD }, grants: grantsOf("13712340001") },
] as const;
const enforcers = await Promise.all(WHO.map((w) => buildEnforcer(modelText, policyText, w.grants)));

/** May this session make a call declared `serves` with an empty body? (the declaration, asked of decide) */
function expected(i: number, serves: Serves): boolean {
  const on = screensFor(serves, {});
  if (!on) return true;
  const who = WHO[i];
  const enforcer = enforcers[i];
  if (!who || !enforcer) throw new Error("no such session");
  const acts = actsOf(on, {});
  return on.routes.some((route) => {
    const access = findRouteByPath(route)?.route.access ?? { page: route, action: VIEW };
    return (acts.length ? acts : [access.action]).every((act) => decide(enforcer, who.role, who.grants !== null, on.section, access.page, act));
  });
}

const declared = handlers.map((h) => ({ handler: String(h.info.path), declared: servesOf(h) }));
/** REST resources' handlers (decision 0018) answer by HTTP status, not the envelope: checked below. */
const isRest = (path: string) => path.startsWith("*/rest/");
// one case per path (a path served twice answers from its first handler)
const calls = [...new Map(declared.filter((d) => !isRest(d.handler)).map((d) => [d.handler, d.declared])).entries()]
  .flatMap(([path, d]) => (d && d.serves !== "public" ? [{ path: path.replace(/^\*/, ""), serves: d.serves }] : []));
const sectionOf = (serves: Serves) => screensFor(serves, {})?.section ?? "shell";

const FORBIDDEN = { code: 403, msg: "无权限", data: null };
const as = (token: string, path: string) =>
  call(path, {}, { token, application: path === config.collectionQueryPath ? config.collectionApplication : undefined });

describe("every call declares what it serves and does", () => {
  it("no handler of the demo API is left without a declaration", () => {
    expect(declared.filter((d) => !d.declared).map((d) => d.handler)).toEqual([]);
  });

  it("names routes of the app, each in its own section (a typo would close a call to all)", () => {
    const known = new Set(routeEntries.map((e) => `${e.section?.path ?? "/"} ${e.route.path}`));
    const named = calls.flatMap((c) => {
      const all = typeof c.serves === "object" && "cases" in c.serves ? c.serves.cases : [screensFor(c.serves, {})];
      return all.flatMap((on) => (on ? on.routes.map((r) => `${on.section} ${r}`) : []));
    });
    expect(named.filter((k) => !known.has(k))).toEqual([]);
  });

  it("names actions its page offers (a grant the 权限 tree can give), for every body the probes try", () => {
    const offers = new Map(grantCatalogue(sections).flatMap((s) => s.pages.map((p) => [p.path, new Set(p.grants.map((g) => g.action))])));
    const probes = [{}, { alias: "x" }, { result: "agree" }, { result: "refuse" }];
    const unknown = calls.flatMap((c) => {
      const all = typeof c.serves === "object" && "cases" in c.serves ? c.serves.cases : probes.map((b) => screensFor(c.serves, b));
      return all.flatMap((on) => (on ? probes.flatMap((body) => actsOf(on, body).flatMap((act) =>
        on.routes.map((r) => findRouteByPath(r)?.route.access?.page ?? r).filter((page) => !offers.get(page)?.has(act)).map((page) => `${c.path}: ${page} ${act}`))) : []));
    });
    expect([...new Set(unknown)]).toEqual([]);
  });

  it("leaves the spec's any-role pages and the shell open to users, and the admin sections closed", () => {
    const userOwner = 1;
    const open = calls.filter((c) => expected(userOwner, c.serves)).map((c) => c.path);
    for (const path of ["/user/v1/account/info", "/merchant/shop/v1/account/info", "/merchant/shop/v1/menu/list", "/merchant/user/v1/logout",
      "/merchant/shop/v1/role/list", "/merchant/shop/v1/employee/save", "/merchant/shop/v1/account/edit", "/user/v1/cert/verify"]) {
      expect(open, path).toContain(path);
    }
    for (const path of ["/merchant/goods/v1/goods/save", "/merchant/shop/v1/address/list", "/merchant/payment/v1/cash/withdrawal", "/merchant/system/v1/export/create"]) {
      expect(open, path).not.toContain(path);
    }
  });

  it("refuses what the demo roles do not hold (the expectations are not all yes)", () => {
    const refusedTo = (i: number) => calls.filter((c) => !expected(i, c.serves)).map((c) => c.path);
    expect(refusedTo(2)).toContain("/merchant/goods/v1/goods/list"); // 客服: no goods
    expect(refusedTo(2)).toContain("/merchant/order/v1/order/ship"); // 客服: no 发货
    expect(refusedTo(3)).not.toContain("/merchant/order/v1/order/ship"); // 仓管: 发货
    expect(refusedTo(3)).toContain("/merchant/goods/v1/goods/del"); // 仓管: no 删除
  });
});

// grouped by section and session (one reseed per group: a reseed per call would take half a minute;
// a group of all five sessions took 20 s over HTTP on a loaded machine); sign-out last (it ends the token)
const sectionsCalled = [...new Set(calls.map((c) => sectionOf(c.serves)))];
describe.each(sectionsCalled.map((section) => ({ section })))("calls of $section", ({ section }) => {
  it.each(WHO.map((who, i) => ({ name: who.name, i })))("answer $name 无权限 exactly when the declaration refuses it", async ({ i }) => {
    const who = WHO[i];
    if (!who) throw new Error("no such session");
    const paths = calls.filter((c) => sectionOf(c.serves) === section)
      .sort((a, b) => Number(a.path.endsWith("/logout")) - Number(b.path.endsWith("/logout")));
    const token = await login(who.account);
    const wrong: string[] = [];
    for (const { path, serves } of paths) {
      const reply = await as(token, path);
      const refused = reply.status === 200 && JSON.stringify(reply.body) === JSON.stringify(FORBIDDEN);
      if (refused === expected(i, serves)) wrong.push(`${who.name} ${path}: ${refused ? "refused" : `answered ${reply.status} ${reply.body.msg}`}`);
    }
    expect(wrong).toEqual([]);
  });
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

  // it verifies the shop in the store itself, which a test over HTTP cannot reach
  it.skipIf(REMOTE)("becomes admin-only the moment the shop is verified: the role is read on every call", async () => {
    const token = await login(USER);
    expect((await call("/merchant/goods/v1/goods/list", {}, { token })).body).toEqual(FORBIDDEN);
    const shop = getDb().shops.find((s) => s.name === "李记好物小店");
    if (shop) shop.verify_status = 2;
    expect((await call("/merchant/goods/v1/goods/list", {}, { token })).body.code).toBe(200);
  });
});
