import { generatePath } from "react-router";
import type { Check, Role } from "../access/rules";
import { canOpenEntry, findRouteByName, firstPermittedPath, matchAppRoute, menuTarget } from "./route-index";
import { HOME_PATH } from "./route-table";
import { safeInternalPath } from "./safe-path";

export const LOGIN_PATH = "/login";
export const NOT_FOUND_PATH = "/401";

/** What the guard knows about the visitor. */
export interface Visitor {
  /** A token cookie is present. */
  signedIn: boolean;
  /** The role from the user info; null until it is known (or when signed out). */
  role: Role | null;
  /** False when the signed-in merchant has no shop yet: it must register one first. */
  hasShop?: boolean;
}

/** Where a signed-in merchant without a shop registers one. */
export const SHOP_REGISTER_PATH = "/register?step=shop";

export type Decision = { allow: true } | { allow: false; to: string };

const allow: Decision = { allow: true };
const go = (to: string): Decision => ({ allow: false, to });

/**
 * The route guard of spec section 6, as a pure function of the URL, the visitor and
 * the policy check: public pages pass; no token → /login with the way back; a role the
 * route or its section does not admit → the first permitted route, else /401.
 */
export function decide(pathname: string, search: string, visitor: Visitor, check: Check): Decision {
  if (pathname === "/" || pathname === "") return go(HOME_PATH);
  const hit = matchAppRoute(pathname);
  if (!hit) return go(NOT_FOUND_PATH);
  if (canOpenEntry(check, "guest", hit)) {
    return visitor.signedIn && hit.route.path === LOGIN_PATH ? go("/") : allow;
  }
  if (!visitor.signedIn || !visitor.role) return go(loginUrl(hit.route.name, hit.params, search));
  const role = visitor.role;
  if (visitor.hasShop === false) return go(SHOP_REGISTER_PATH);
  if (!canOpenEntry(check, role, hit)) return go(firstPermittedPath(check, role) ?? NOT_FOUND_PATH);
  if (hit.route.redirect) return go(hit.route.redirect);
  if (!hit.route.page) {
    // A section's own path: open its first page this role may see.
    const child = hit.route.children?.find((c) => menuTarget(c) && canOpenEntry(check, role, { route: c, section: hit.route }));
    return go((child && menuTarget(child)) ?? NOT_FOUND_PATH);
  }
  return allow;
}

/** /login?redirect=<route name>&<route params>&<original query> (spec: "route name and query"). */
export function loginUrl(routeName: string, params: Record<string, string>, search: string): string {
  const query = new URLSearchParams(search);
  query.delete("redirect");
  for (const [k, v] of Object.entries(params)) query.set(k, v);
  const rest = query.toString();
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(routeName)}${rest ? `&${rest}` : ""}`;
}

/**
 * Where to go after signing in. Only a known route name (or a same-app path of a known
 * route) is followed, so the parameter can never lead off-site (no open redirect).
 */
export function resolveRedirect(search: string): string {
  const query = new URLSearchParams(search);
  const target = query.get("redirect");
  query.delete("redirect");
  if (!target) return "/";
  const entry = findRouteByName(target);
  if (entry) {
    const names = [...entry.route.path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? "");
    const params: Record<string, string> = {};
    for (const n of names) {
      const v = query.get(n);
      if (v === null) return "/";
      params[n] = v;
      query.delete(n);
    }
    const rest = query.toString();
    return generatePath(entry.route.path, params) + (rest ? `?${rest}` : "");
  }
  const path = safeInternalPath(target);
  return matchAppRoute(path.split(/[?#]/)[0] ?? "/") ? path : "/";
}
