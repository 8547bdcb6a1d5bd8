import { act, cleanup, render, renderHook } from "@testing-library/react";
import { createElement, Fragment } from "react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import modelText from "../../src/access/model.conf?raw";
import policyText from "../../src/access/policy.csv?raw";
import { auditAccess } from "../../src/access/audit";
import { auditRole } from "../../src/access/audit-roles";
import { can, setSessionGrants } from "../../src/access/enforcer";
import { VIEW } from "../../src/access/grant-key";
import { NO_SECTION, type Check } from "../../src/access/rules";
import { Permission } from "../../src/components/permission";
import { refineResources } from "../../src/engine/api-meta";
import type { AppRoute } from "../../src/engine/route-types";
import { useEngineAccess } from "../../src/layout/engine-access";
import { buildRouteMenu, type NavItem } from "../../src/layout/menu-items";
import { useNavItems } from "../../src/layout/sider-menu";
import { accessControlProvider } from "../../src/providers/access-control";
import { resources } from "../../src/resources";
import { decide as guard, LOGIN_PATH } from "../../src/routes/guard";
import { auditRoutes, menuTarget, routeEntries } from "../../src/routes/route-index";
import { grantCatalogue } from "../../src/engine/grant-catalogue";
import { sections } from "../../src/routes/sections";
import { resetUserStore, useUserStore } from "../../src/stores/user-store";
import { demoWhos, oracle, pageActionQuestions, type Who } from "./page-questions";

/**
 * Every reader asks (who, section, page, action) and answers as decide() does through an
 * enforcer of its own, for every page × action × {owner admin, owner user, each seeded demo
 * role}: the route guard (form routes included: /goods/edit/:alias is edit of /goods), the
 * menu, the engine's link and button checks, refine's access control, <Permission> and
 * `npm run access:report` (its page × action table for the owners, its role table for an
 * employee). The demo API is the same question for every handler × the owners and one
 * employee per demo role, signed in for real: tests/api/role-checks.test.ts. The session
 * is set as the app sets it: setSessionGrants first, then the user store.
 */
const questions = pageActionQuestions();
const screens = routeEntries.filter((e) => e.route.page);
/** What opening a route asks: its page and action (a public page: itself, outside the sections). */
const asks = (route: AppRoute, section?: AppRoute) =>
  [section?.path ?? NO_SECTION, route.access?.page ?? route.path, route.access?.action ?? VIEW] as const;
const leaves = (items: NavItem[]): string[] => items.flatMap((i) => (i.children ? leaves(i.children) : i.path ? [i.path] : []));
/** refine's name of a page's action (its list and show are view). */
const refineAction = (action: string) => (action === VIEW ? "list" : action);

async function signInAs(who: Who): Promise<void> {
  await setSessionGrants(who.grants);
  useUserStore.setState({ role: who.role, permissions: who.grants });
}

afterEach(cleanup);
afterAll(async () => {
  resetUserStore();
  await setSessionGrants(null);
});

it("asks every page × action the declarations offer, custom pages' own actions too", () => {
  const keys = new Set(questions.map((q) => q.key));
  for (const key of ["/goods:view", "/goods:edit", "/goods:delete", "/order:ship", "/order/refund:agree", "/recycle/order/index:pay", "/cash/dashboard:withdraw", "/user/setting:verify"]) {
    expect(keys.has(key), key).toBe(true);
  }
});

/**
 * Beside the seeded roles (whatever their stored grants), two employees whose grants are cut
 * from the declarations: one sees every page and may do nothing, one holds every other grant
 * (so some actions come without their page's view, which decide() refuses).
 */
const keys = questions.map((q) => q.key);
const whos: Who[] = [
  ...demoWhos(),
  { name: "viewer (every view, no action)", role: "admin", grants: questions.filter((q) => q.action === VIEW).map((q) => q.key) },
  { name: "every other grant, user shop", role: "user", grants: keys.filter((_, i) => i % 2 === 0) },
  { name: "every other grant, admin shop", role: "admin", grants: keys.filter((_, i) => i % 2 === 1) },
];

describe.each(whos.map((w) => [w.name, w] as const))("as %s, every reader answers as decide()", (_name, who) => {
  let expected: Check;
  beforeAll(async () => {
    expected = await oracle(who);
    await signInAs(who);
  });

  it("the guard opens exactly the routes whose page and action are allowed (form routes by their action)", () => {
    const visitor = { signedIn: true, role: who.role, hasShop: true };
    for (const { route, section } of screens) {
      if (route.path === LOGIN_PATH) continue; // a signed-in visitor is sent on from /login
      const url = route.path.replace(/:(\w+)/g, "x1");
      const [sec, page, action] = asks(route, section);
      expect(guard(url, "", visitor, can).allow, `${route.path} (${page}:${action})`).toBe(expected(who.role, sec, page, action));
    }
  });

  it("the menu lists exactly the entries whose page may be viewed", () => {
    const listed = new Set(leaves(buildRouteMenu(can, who.role)));
    for (const { route, section } of screens) {
      const target = menuTarget(route);
      if (!target || route.hideInMenu || !section) continue;
      expect(listed.has(target), route.path).toBe(expected(who.role, ...asks(route, section)));
    }
  });

  it("the engine's link and button checks, and refine's access control, answer each action of each resource", async () => {
    const { result } = renderHook(() => useEngineAccess());
    for (const { route, section } of screens) expect(result.current.canOpen(route.path), route.path).toBe(expected(who.role, ...asks(route, section)));
    const refine = refineResources(resources);
    for (const [i, config] of resources.entries()) {
      const offers = sections.flatMap((s) => s.children ?? []).find((r) => r.path === config.routes.list)?.offers ?? [];
      expect(offers.length, config.name).toBeGreaterThan(0);
      for (const { key: action } of offers) {
        const want = expected(who.role, config.section, config.routes.list, action);
        expect(result.current.canAct(config, action), `${config.name} ${action}`).toBe(want);
        const answer = await accessControlProvider.can({ resource: config.name, action: refineAction(action), params: { resource: refine[i] } });
        expect(answer.can, `refine ${config.name} ${action}`).toBe(want);
      }
    }
  });

  it("the access report gives the same verdict on every page × action", async () => {
    const catalogue = grantCatalogue(sections);
    const verdicts = who.grants === null
      ? (await auditAccess(modelText, policyText, auditRoutes(), catalogue)).pages.map((r) => ({ page: r.page, action: r.action, allowed: r.cells[who.role].allowed }))
      : (await auditRole(modelText, policyText, catalogue, { name: who.name, shop: "", sub: who.role, permissions: who.grants })).rows
        .map((r) => ({ page: r.page, action: r.action, allowed: r.cell.allowed }));
    const asked = new Set(verdicts.map((v) => `${v.page.path} ${v.action}`));
    for (const q of questions) expect(asked.has(`${q.page} ${q.action}`), q.key).toBe(true);
    for (const v of verdicts) expect(v.allowed, `${v.page.path} ${v.action}`).toBe(expected(who.role, v.page.section, v.page.path, v.action));
  });

  it("<Permission section page action> shows exactly what may be done, on every page", () => {
    const marks = questions.map((q) =>
      createElement(Permission, { key: q.key, section: q.section, page: q.page, action: q.action, children: createElement("i", { "data-grant": q.key }) }));
    render(createElement(Fragment, null, ...marks));
    const shown = new Set(Array.from(document.querySelectorAll("[data-grant]")).map((e) => e.getAttribute("data-grant")));
    for (const q of questions) expect(shown.has(q.key), q.key).toBe(expected(who.role, q.section, q.page, q.action));
  });
});

it("a form route is not opened without its action: /goods/edit/:alias needs edit of /goods", async () => {
  await signInAs({ name: "viewer", role: "admin", grants: ["/dashboard/workplace:view", "/goods:view"] });
  const visitor = { signedIn: true, role: "admin" as const, hasShop: true };
  expect(guard("/goods", "", visitor, can)).toEqual({ allow: true });
  expect(guard("/goods/edit/g1", "", visitor, can)).toEqual({ allow: false, to: "/dashboard/workplace" });
  expect(guard("/goods/create", "", visitor, can)).toEqual({ allow: false, to: "/dashboard/workplace" });
  await signInAs({ name: "editor", role: "admin", grants: ["/goods:view", "/goods:edit"] });
  expect(guard("/goods/edit/g1", "", visitor, can)).toEqual({ allow: true });
});

describe("when an employee's grants change without a new sign-in", () => {
  it("the menu and the engine's checks follow them", async () => {
    const all = questions.filter((q) => q.section === "/goods" || q.section === "/order").map((q) => q.key);
    await signInAs({ name: "仓管", role: "admin", grants: all });
    const access = renderHook(() => useEngineAccess());
    const menu = renderHook(() => useNavItems(false));
    const goods = resources.find((c) => c.routes.list === "/goods");
    if (!goods) throw new Error("no goods resource");
    expect(access.result.current.canAct(goods, "edit")).toBe(true);
    expect(leaves(menu.result.current)).toContain("/goods");

    // narrowed to viewing the orders: as the session does it, grants first, then the store
    const narrowed = ["/order:view"];
    await setSessionGrants(narrowed);
    act(() => useUserStore.setState({ permissions: narrowed }));
    expect(access.result.current.canAct(goods, "edit")).toBe(false);
    expect(access.result.current.canOpen("/goods")).toBe(false);
    expect(leaves(menu.result.current)).toEqual(["/order"]);
  });
});
