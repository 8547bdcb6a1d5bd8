import { matchRoutes } from "react-router";
import type { AuditRoute } from "../access/audit";
import { VIEW } from "../access/grant-key";
import { NO_SECTION, SECTION_PAGE, type Check, type Subject } from "../access/rules";
import type { AppRoute } from "../engine/route-types";
import { publicRoutes } from "./route-table";
import { sections } from "./sections";

/** A route with the section it belongs to (none for the public pages). */
export interface RouteEntry {
  route: AppRoute;
  section?: AppRoute;
}

type Hit = RouteEntry & { params: Record<string, string> };

/** Every route of these sections (and the public pages), the sections included, with its section. */
export function entriesOf(from: AppRoute[]): RouteEntry[] {
  return [
    ...publicRoutes.map((route) => ({ route })),
    ...from.flatMap((section) => [{ route: section, section }, ...(section.children ?? []).map((route) => ({ route, section }))]),
  ];
}

/** A matcher of pathnames to routes, by react-router's own ranking; the params too. */
export function routeMatcher(entries: RouteEntry[]): (pathname: string) => Hit | undefined {
  // screens only (what a URL can land on): a section entry is left out where a child shares its path
  const screens = entries.filter((e) => e.route.page || e.route.redirect || !e.route.children?.some((c) => c.path === e.route.path));
  const patterns = screens.map((e, i) => ({ path: e.route.path, id: String(i) }));
  return (pathname) => {
    const matches = matchRoutes(patterns, pathname);
    const hit = matches?.[matches.length - 1];
    const entry = hit && screens[Number(hit.route.id)];
    if (!hit || !entry) return undefined;
    const params: Record<string, string> = {};
    for (const [k, v] of Object.entries(hit.params)) if (v !== undefined) params[k] = v;
    return { ...entry, params };
  };
}

/** Every route of the app, the sections themselves included, with its section. */
export const routeEntries: RouteEntry[] = entriesOf(sections);

const byName = new Map(routeEntries.map((e) => [e.route.name, e]));
// a section's own entry is left out where a page shares its path (/goods is the goods list)
const byPath = new Map(routeEntries.filter((e) => e.route !== e.section).map((e) => [e.route.path, e]));

/** The route declared with exactly this path pattern (/goods/edit/:alias), sections left out. */
export function findRouteByPath(path: string): RouteEntry | undefined {
  return byPath.get(path);
}

export function findRouteByName(name: string): RouteEntry | undefined {
  return byName.get(name);
}

/** The app's route a pathname lands on, and its params. */
export const matchAppRoute = routeMatcher(routeEntries);

/**
 * May `sub` open this entry? casbin answers for the page and action the route opens (its
 * `access`: /goods/edit/:alias is `edit` on /goods), a public page as itself, a section's own
 * path as "some page of it" (model.conf).
 */
export function canOpenEntry(check: Check, sub: Subject, entry: RouteEntry): boolean {
  const { route, section } = entry;
  if (section && route === section) return check(sub, section.path, SECTION_PAGE, VIEW);
  return check(sub, section?.path ?? NO_SECTION, route.access?.page ?? route.path, route.access?.action ?? VIEW);
}

/** Where a route's menu item points: its own path, or `menuPath` for a list that takes a param. */
export function menuTarget(route: AppRoute): string | undefined {
  if (route.menuPath) return route.menuPath;
  return route.path.includes(":") ? undefined : route.path;
}

/** A section's menu entries, in order: its routes shown in the menu, with the path each opens. */
export function menuEntries(section: AppRoute): { route: AppRoute; target: string }[] {
  return (section.children ?? []).flatMap((route) => {
    const target = menuTarget(route);
    return target && !route.hideInMenu ? [{ route, target }] : [];
  });
}

/** The first menu screen `sub` may open, sections in order (spec: "the first permitted route"). */
export function firstPermittedPath(check: Check, sub: Subject): string | undefined {
  for (const section of sections) {
    const entry = menuEntries(section).find(({ route }) => canOpenEntry(check, sub, { route, section }));
    if (entry) return entry.target;
  }
  return undefined;
}

/** Every route as the access report reads it: path, name, section, public flag. */
export function auditRoutes(entries: RouteEntry[] = routeEntries): AuditRoute[] {
  return entries.map(({ route, section }) => ({
    path: route.path,
    name: route === section ? `${route.name} (section)` : route.name,
    sectionPath: section?.path,
    public: route.public,
    ...(route.access ? { page: route.access.page, action: route.access.action } : {}),
    ...(route === section ? { isSection: true } : {}),
  }));
}
