import type { HttpHandler } from "msw";
import { mayDo, type Who } from "../access/enforcer";
import { VIEW } from "../access/grant-key";
import type { ResourceConfig } from "../engine/types";
import { findRouteByPath } from "../catalogue/pages";
import type { Body } from "./types";

/**
 * What a demo call serves and does, declared once where the call is declared (route.ts takes
 * it): the screens that make the call and, for a call that changes something, the action it
 * is on their page (decision 0024). The demo API answers a caller only when the one decide()
 * of src/access (the same as the console's buttons) lets the caller's shop role, and for an
 * employee their role's grants, do that; otherwise `{code: 403, msg: "无权限"}`. So a call is
 * never more open than the buttons and pages that make it.
 */

/**
 * The action a call does on its page: a grant's action (create, edit, delete, export, ship …),
 * or chosen from the body (a save names a record → edit, else create; 审核 by its `result`).
 * Several: all of them are needed.
 */
export type Act = string | ((body: Body) => string | readonly string[]);

/** Routes (patterns exactly as declared, e.g. /goods/edit/:alias) of one section. */
export interface Screens {
  section: string;
  routes: string[];
  /**
   * What the call does on the routes' page. Unset (a read): the caller must be able to open
   * one of the routes (what opening it asks: /goods/edit/:alias asks edit of /goods).
   */
  act?: Act;
  /**
   * The act is a grant that only lets the caller see more (工作台's 经营数据): asked of the caller
   * as an act is, but the call writes nothing, so 操作日志 leaves it out (audit-log.ts records writes).
   */
  reads?: true;
}

/** A call whose screens depend on its body (导出 create: the page of the exported list). */
export interface Varying {
  by(body: Body): Screens;
  /** Everything `by` may answer, for the tests that walk every handler. */
  cases: Screens[];
}

/**
 * - Screens: the pages the call serves (a resource's from its config, see servesResource);
 * - Varying: screens chosen by the body;
 * - "shell": the signed-in shell itself, no one page (user and shop info, the menu,
 *   sign-out, opening a shop, uploading an image): any signed-in session.
 */
export type Serves = Screens | Varying | "shell";

/** The screens of one section that make a call (a read unless given an act: see `doing`). */
export const screens = (section: string, ...routes: string[]): Screens => ({ section, routes });

/** The same screens, for a call that does `act` on their page. */
export const doing = (on: Screens, act: Act): Screens => ({ ...on, act });

/** The same screens, for a read that asks a grant of its own on their page (工作台's 经营数据): authorised as `act`, logged as the read it is. */
export const seeing = (on: Screens, act: string): Screens => ({ ...on, act, reads: true });

/** What a resource's extra call does on its page (crud.ts, resource-extension.ts `acts`): an act, or a read asking a grant (`{ sees }`: see `seeing`). */
export type CallAct = Act | { sees: string };

/** The same screens, for a call that does `act` (or reads as `{ sees }`). */
export const calling = (on: Screens, act: CallAct): Screens => (typeof act === "object" ? seeing(on, act.sees) : doing(on, act));

/** A config-declared resource's calls serve its routes (list, create, edit, detail) in its section. */
export function servesResource(config: Pick<ResourceConfig, "section" | "routes">): Screens {
  const { list, create, edit, detail } = config.routes;
  return screens(config.section, ...[list, create, edit, detail].filter((r): r is string => Boolean(r)));
}

/** The screens a call with `body` is for (null: the shell). */
export function screensFor(serves: Serves, body: Body): Screens | null {
  if (serves === "shell") return null;
  return "by" in serves ? serves.by(body) : serves;
}

/** The actions a call with `body` does on its page (empty: a read). */
export function actsOf(on: Screens, body: Body): string[] {
  if (on.act === undefined) return [];
  const act = typeof on.act === "function" ? on.act(body) : on.act;
  return typeof act === "string" ? [act] : [...act];
}

/** The pages (and what opening each asks) of the declared routes. */
function accessOf(on: Screens): { page: string; action: string }[] {
  return on.routes.map((route) => findRouteByPath(route)?.route.access ?? { page: route, action: VIEW });
}

/**
 * May `who` make a call that serves `serves` with `body`? A read: may they open one of its
 * routes; an action: may they do it (every one of `acts`) on one of the routes' pages.
 */
export async function mayCall(who: Who, serves: Serves, body: Body = {}): Promise<boolean> {
  const on = screensFor(serves, body);
  if (!on) return who.role !== "guest";
  const acts = actsOf(on, body);
  for (const access of accessOf(on)) {
    const asks = acts.length ? acts : [access.action];
    let all = true;
    for (const act of asks) all &&= await mayDo(who, on.section, access.page, act);
    if (all) return true;
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
