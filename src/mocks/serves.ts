import type { HttpHandler } from "msw";
import { mayDo } from "../access/enforcer";
import { VIEW } from "../access/grant-key";
import type { Subject } from "../access/rules";
import type { ResourceConfig } from "../engine/types";
import { findRouteByPath } from "../routes/route-index";

/**
 * What a demo call serves, declared once where the call is declared (route.ts takes it):
 * the screens that make the call. The demo API answers a caller only when casbin, asked
 * with the screens' own policy (src/access), lets the caller's role open one of those
 * screens, so a call is never more open than the pages that use it.
 */

/** Routes (patterns exactly as declared, e.g. /goods/edit/:alias) of one section. */
export interface Screens {
  section: string;
  routes: string[];
}

/**
 * - Screens: the pages the call serves (a resource's from its config, see servesResource);
 * - "shell": the signed-in shell itself, no one page (user and shop info, the menu,
 *   sign-out, opening a shop): any signed-in role.
 */
export type Serves = Screens | "shell";

/** The screens of one section that make a call. */
export const screens = (section: string, ...routes: string[]): Screens => ({ section, routes });

/** A config-declared resource's calls serve its routes (list, create, edit, detail) in its section. */
export function servesResource(config: Pick<ResourceConfig, "section" | "routes">): Screens {
  const { list, create, edit, detail } = config.routes;
  return screens(config.section, ...[list, create, edit, detail].filter((r): r is string => Boolean(r)));
}

/** May `sub` make a call that serves `serves`? (the same casbin question as the guard's) */
export async function mayCall(sub: Subject, serves: Serves): Promise<boolean> {
  if (serves === "shell") return sub !== "guest";
  for (const route of serves.routes) {
    const access = findRouteByPath(route)?.route.access;
    if (await mayDo({ role: sub, grants: null }, serves.section, access?.page ?? route, access?.action ?? VIEW)) return true;
  }
  return false;
}

/** A handler's declaration, kept for the tests that walk every handler. */
export interface Declared {
  path: string;
  /** "public" for the calls that need no sign-in (they serve the public pages). */
  serves: Serves | "public";
  /** A refusal of a call the resource does not offer (resource-refusals.ts): no call the console makes. */
  refusal?: true;
}

const declared = new WeakMap<HttpHandler, Declared>();

export function declare(handler: HttpHandler, declaration: Declared): HttpHandler {
  declared.set(handler, declaration);
  return handler;
}

/** What a handler built by route.ts serves (undefined for any other handler). */
export function servesOf(handler: HttpHandler): Declared | undefined {
  return declared.get(handler);
}
