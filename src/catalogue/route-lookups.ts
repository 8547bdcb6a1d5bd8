import { matchRoutes } from "react-router";
import type { AuditRoute } from "../access/audit";
import { VIEW } from "../access/grant-key";
import { SECTION_PAGE, NO_SECTION, type Check, type Subject } from "../access/rules";
import type { RouteData } from "../engine/route-types";

/**
 * Lookups over the console's routes, as data or with their screens: the API reads them over the
 * catalogue (pages.ts), the console over its routes (src/routes/route-index.ts). Each answers
 * with the routes it was given, so the console's keep their loaders.
 */

/** A route with the section it belongs to (none for the public pages). */
export interface RouteEntry<R extends RouteData = RouteData> {
  route: R;
  section?: R;
}

export type RouteHit<R extends RouteData = RouteData> = RouteEntry<R> & { params: Record<string, string> };

/** A section's routes, of the section's own kind (an AppRoute's children are AppRoutes). */
const childrenOf = <R extends RouteData & { children?: R[] }>(section: R): R[] => (section.children ?? []) as R[];

/** Every route of these sections (and the public pages), the sections included, with its section. */
export function entriesWith<R extends RouteData & { children?: R[] }>(from: readonly R[], publicRoutes: readonly R[]): RouteEntry<R>[] {
  return [
    ...publicRoutes.map((route) => ({ route })),
    ...from.flatMap((section) => [{ route: section, section }, ...childrenOf(section).map((route) => ({ route, section }))]),
  ];
}

/**
 * The entries a URL can land on: a section entry is left out where a child shares its path (a
 * section has no screen of its own: the page is asked of the console's routes as before).
 */
export function screenEntries<R extends RouteData>(entries: RouteEntry<R>[]): RouteEntry<R>[] {
  return entries.filter((e) => (e.route as { page?: unknown }).page || e.route.redirect || !e.route.children?.some((c) => c.path === e.route.path));
}

/** A matcher of pathnames to routes, by react-router's own ranking; the params too. */
export function routeMatcher<R extends RouteData>(entries: RouteEntry<R>[]): (pathname: string) => RouteHit<R> | undefined {
  const screens = screenEntries(entries);
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

/** The routes declared with exactly these path patterns (/goods/edit/:alias), sections left out. */
export function byPathOf<R extends RouteData>(entries: RouteEntry<R>[]): ReadonlyMap<string, RouteEntry<R>> {
  // a section's own entry is left out where a page shares its path (/goods is the goods list)
  return new Map(entries.filter((e) => e.route !== e.section).map((e) => [e.route.path, e]));
}

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
export function menuTarget(route: RouteData): string | undefined {
  if (route.menuPath) return route.menuPath;
  return route.path.includes(":") ? undefined : route.path;
}

/** A section's menu entries, in order: its routes shown in the menu, with the path each opens. */
export function menuEntries<R extends RouteData & { children?: R[] }>(section: R): { route: R; target: string }[] {
  return childrenOf(section).flatMap((route) => {
    const target = menuTarget(route);
    return target && !route.hideInMenu ? [{ route, target }] : [];
  });
}

/** Every route as the access report reads it: path, name, section, public flag. */
export function auditRoutesOf(entries: readonly RouteEntry[]): AuditRoute[] {
  return entries.map(({ route, section }) => ({
    path: route.path,
    name: route === section ? `${route.name} (section)` : route.name,
    sectionPath: section?.path,
    public: route.public,
    ...(route.access ? { page: route.access.page, action: route.access.action } : {}),
    ...(route === section ? { isSection: true } : {}),
  }));
}
