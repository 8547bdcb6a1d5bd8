import type { AuditRoute } from "../access/audit";
import type { Check, Subject } from "../access/rules";
import type { AppRoute } from "../engine/route-types";
import { auditRoutesOf, byPathOf, canOpenEntry, entriesWith, menuEntries, routeMatcher, type RouteEntry as EntryOf } from "../catalogue/route-lookups";
import { publicRoutes, shellRoutes } from "./route-table";
import { sections } from "./sections";

// the lookups are the catalogue's (the API reads the same over the pages as data); here over the console's routes, screens and all
export { canOpenEntry, menuEntries, menuTarget, routeMatcher } from "../catalogue/route-lookups";

/** A route of the console with the section it belongs to (none for the public pages). */
export type RouteEntry = EntryOf<AppRoute>;

/** Every route of these sections (and the pages of no section: public, 消息中心), the sections included, with its section. */
export const entriesOf = (from: AppRoute[]): RouteEntry[] => entriesWith(from, [...publicRoutes, ...shellRoutes]);

/** Every route of the app, the sections themselves included, with its section. */
export const routeEntries: RouteEntry[] = entriesOf(sections);

const byName = new Map(routeEntries.map((e) => [e.route.name, e]));
const byPath = byPathOf(routeEntries);

/** The route declared with exactly this path pattern (/goods/edit/:alias), sections left out. */
export function findRouteByPath(path: string): RouteEntry | undefined {
  return byPath.get(path);
}

export function findRouteByName(name: string): RouteEntry | undefined {
  return byName.get(name);
}

/** The app's route a pathname lands on, and its params. */
export const matchAppRoute = routeMatcher(routeEntries);

/** The first menu screen `sub` may open, sections in order (spec: "the first permitted route"). */
export function firstPermittedPath(check: Check, sub: Subject): string | undefined {
  for (const section of sections) {
    const entry = menuEntries(section).find(({ route }) => canOpenEntry(check, sub, { route, section }));
    if (entry) return entry.target;
  }
  return undefined;
}

/** Every route as the access report reads it: path, name, section, public flag. */
export const auditRoutes = (entries: RouteEntry[] = routeEntries): AuditRoute[] => auditRoutesOf(entries);
