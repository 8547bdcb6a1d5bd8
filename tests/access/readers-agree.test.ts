import { renderHook } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import modelText from "../../src/access/model.conf?raw";
import policyText from "../../src/access/policy.csv?raw";
import { auditAccess, type Audit } from "../../src/access/audit";
import { can, loadEnforcer } from "../../src/access/enforcer";
import { SUBJECTS, type Subject } from "../../src/access/rules";
import { refineResources } from "../../src/engine/api-meta";
import { useEngineAccess } from "../../src/layout/engine-access";
import { buildRouteMenu, type NavItem } from "../../src/layout/menu-items";
import { accessControlProvider } from "../../src/providers/access-control";
import { resources } from "../../src/resources";
import { decide, LOGIN_PATH } from "../../src/routes/guard";
import { auditRoutes, menuTarget, routeEntries } from "../../src/routes/route-index";
import { useUserStore } from "../../src/stores/user-store";

/**
 * Every reader of casbin gives the report's verdict, for every route × role: the route
 * guard, the menu, the engine's link and button checks, and refine's access control.
 */
let audit: Audit;
beforeAll(async () => {
  await loadEnforcer();
  const routes = auditRoutes();
  audit = await auditAccess(modelText, policyText, routes);
});

const verdict = (sub: Subject, path: string) => {
  const row = audit.rows.find((r) => r.route.path === path);
  if (!row) throw new Error(`${path} is not in the report`);
  return row.cells[sub].allowed;
};
const visitor = (sub: Subject) => ({ signedIn: sub !== "guest", role: sub === "guest" ? null : sub, hasShop: true });
const leaves = (items: NavItem[]): string[] => items.flatMap((i) => (i.children ? leaves(i.children) : i.path ? [i.path] : []));
const screens = routeEntries.filter((e) => e.route.page);

describe.each(SUBJECTS)("as %s, every reader agrees with the access report", (sub) => {
  it("the guard opens exactly the routes the report allows", () => {
    for (const { route } of screens) {
      if (route.path === LOGIN_PATH && sub !== "guest") continue; // a signed-in visitor is sent on from /login
      const url = route.path.replace(/:(\w+)/g, "x1");
      expect(decide(url, "", visitor(sub), can).allow, route.path).toBe(verdict(sub, route.path));
    }
  });

  it("the menu lists exactly the menu entries the report allows", () => {
    const listed = new Set(leaves(buildRouteMenu(can, sub)));
    for (const { route } of screens) {
      const target = menuTarget(route);
      if (!target || route.hideInMenu) continue;
      expect(listed.has(target), route.path).toBe(verdict(sub, route.path));
    }
  });

  it("the engine's link and button checks, and refine's access control, answer the same", async () => {
    useUserStore.setState({ role: sub === "guest" ? null : sub });
    const { result } = renderHook(() => useEngineAccess());
    for (const { route } of screens) expect(result.current.canOpen(route.path), route.path).toBe(verdict(sub, route.path));
    for (const [i, config] of resources.entries()) {
      const expected = verdict(sub, config.routes.list);
      expect(result.current.canAct(config, "open"), config.name).toBe(expected);
      const resource = refineResources(resources)[i];
      const answer = await accessControlProvider.can({ resource: config.name, action: "list", params: { resource } });
      expect(answer.can, config.name).toBe(expected);
    }
  });
});
