import { grantCatalogue, grantIndex } from "../engine/grant-catalogue";
import { named, written, type ManifestRoute } from "../engine/route-manifest";
import type { RouteData } from "../engine/route-types";
import { manifest } from "./declared-sections";
import { PUBLIC_ROUTES, SHELL_ROUTES } from "./public-routes";
import { byPathOf, entriesWith, routeMatcher, type RouteEntry } from "./route-lookups";

/**
 * The console's pages as data, for the API (issue 48): each section and its routes (path,
 * title, menu, what opening it asks, the actions a page offers) from the route manifest, the
 * same declarations the console's routes are made of (src/routes/sections.ts), with no screen's
 * code. The API authorises calls, titles the 操作日志 and builds the server menu from them, and
 * imports no UI to do it.
 */
export const sections: RouteData[] = routeData(manifest);

/** The manifest's routes as src/routes/sections.ts makes them (engine's fromManifest), but with no screen to load. */
function routeData(routes: ManifestRoute[]): RouteData[] {
  return routes.map((route) => ({ ...written(route), ...named(route), ...(route.children ? { children: routeData(route.children) } : {}) }));
}

/** The public pages (sign-in, register …) as data. */
const publicRouteData: RouteData[] = [...PUBLIC_ROUTES, ...SHELL_ROUTES].map(({ screen: _screen, ...route }) => ({ ...route }));

/** Every page and section, with its section; the public pages too. */
export const routeEntries: RouteEntry[] = entriesWith(sections, publicRouteData);

const byPath = byPathOf(routeEntries);

/** The route declared with exactly this path pattern (/goods/edit/:alias), sections left out. */
export function findRouteByPath(path: string): RouteEntry | undefined {
  return byPath.get(path);
}

/** The route a pathname lands on (/goods/edit/12 → /goods/edit/:alias), and its params. */
export const matchRoute = routeMatcher(routeEntries);

/** Everything a role can be granted (the 权限 tree), section → page → actions. */
export const grantSections = grantCatalogue(sections);

/** Everything a role can be granted (the 权限 tree), by grant key: "/order:ship" → 订单列表, 发货. */
export const grants = grantIndex(grantSections);
