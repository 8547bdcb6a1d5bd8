import { describe, expect, it } from "vitest";
import { findRouteByPath, grants, matchRoute, routeEntries, sections } from "../../src/catalogue/pages";
import { grantCatalogue, grantIndex } from "../../src/engine/grant-catalogue";
import type { AppRoute, RouteData } from "../../src/engine/route-types";
import * as consoleIndex from "../../src/routes/route-index";
import { sections as consoleSections } from "../../src/routes/sections";

/** A console route as data: its screen's loaders left out. */
const asData = ({ page: _page, prefetch: _prefetch, children, ...route }: AppRoute): RouteData => ({
  ...route,
  ...(children ? { children: children.map(asData) } : {}),
});

describe("the catalogue: the console's pages as data, for the API", () => {
  it("is the console's routes without their screens: every section, route, title, access and offer", () => {
    expect(sections.length).toBeGreaterThan(5);
    expect(sections).toEqual(consoleSections.map(asData));
    // and no loader in it: the API reads no screen's code
    const loaders = JSON.stringify(sections, (_k, v: unknown) => (typeof v === "function" ? "FUNCTION" : v));
    expect(loaders).not.toContain("FUNCTION");
  });

  it("finds each route by its pattern and by a pathname as the console does", () => {
    expect(routeEntries).toHaveLength(consoleIndex.routeEntries.length);
    for (const entry of consoleIndex.routeEntries) {
      const path = entry.route.path;
      expect(findRouteByPath(path)?.route.access, path).toEqual(consoleIndex.findRouteByPath(path)?.route.access);
      expect(findRouteByPath(path)?.section?.path, path).toBe(consoleIndex.findRouteByPath(path)?.section?.path);
      const url = path.replace(/:[^/]+/g, "x1");
      const mine = matchRoute(url);
      const theirs = consoleIndex.matchAppRoute(url);
      expect({ route: mine?.route.path, section: mine?.section?.path, params: mine?.params }, url).toEqual({
        route: theirs?.route.path, section: theirs?.section?.path, params: theirs?.params,
      });
    }
    expect(findRouteByPath("/goods/edit/:alias")?.route.access).toEqual({ page: "/goods", action: "edit" });
    expect(matchRoute("/login")?.section).toBeUndefined();
  });

  it("holds the 权限 catalogue the 权限 tree shows", () => {
    expect([...grants.keys()]).toEqual([...grantIndex(grantCatalogue(consoleSections)).keys()]);
    expect(grants.get("/order:ship")?.grant.label).toBe("发货");
  });
});
