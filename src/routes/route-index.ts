import { matchRoutes } from "react-router";
import { NO_SECTION, type Check, type Subject } from "../access/rules";
import type { AppRoute } from "../engine/route-types";
import { publicRoutes } from "./route-table";
import { sections } from "./sections";

/** A route with the section it belongs to (none for the public pages). */
export interface RouteEntry {
  route: AppRoute;
  section?: AppRoute;
}

/** Every route, the sections themselves included, with its section. */
export const routeEntries: RouteEntry[] = [
  ...publicRoutes.map((route) => ({ route })),
  ...sections.flatMap((section) => [
    { route: section, section },
    ...(section.children ?? []).map((route) => ({ route, section })),
  ]),
];

/** Screens only (what a URL can land on): the section entries are left out where a child shares the path. */
const screens = routeEntries.filter(
  (e) => e.route.page || e.route.redirect || !e.route.children?.some((c) => c.path === e.route.path),
);

const byName = new Map(routeEntries.map((e) => [e.route.name, e]));

export function findRouteByName(name: string): RouteEntry | undefined {
  return byName.get(name);
}

/** The route a pathname lands on, by react-router's own ranking; its params too. */
export function matchAppRoute(pathname: string): (RouteEntry & { params: Record<string, string> }) | undefined {
  const matches = matchRoutes(screens.map((e, i) => ({ path: e.route.path, id: String(i) })), pathname);
  const hit = matches?.[matches.length - 1];
  if (!hit) return undefined;
  const entry = screens[Number(hit.route.id)];
  if (!entry) return undefined;
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(hit.params)) if (v !== undefined) params[k] = v;
  return { ...entry, params };
}

/** May `sub` open this entry? casbin answers for the route in its section (model.conf). */
export function canOpenEntry(check: Check, sub: Subject, entry: RouteEntry, act = "open"): boolean {
  return check(sub, entry.section?.path ?? NO_SECTION, entry.route.path, act);
}

/** Where a route's menu item points: its own path, or `menuPath` for a list that takes a param. */
export function menuTarget(route: AppRoute): string | undefined {
  if (route.menuPath) return route.menuPath;
  return route.path.includes(":") ? undefined : route.path;
}

/** The first menu screen `sub` may open, sections in order (spec: "the first permitted route"). */
export function firstPermittedPath(check: Check, sub: Subject): string | undefined {
  for (const section of sections) {
    for (const route of section.children ?? []) {
      const target = menuTarget(route);
      if (target && !route.hideInMenu && canOpenEntry(check, sub, { route, section })) return target;
    }
  }
  return undefined;
}
