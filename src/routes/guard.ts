import { generatePath } from "react-router";
import type { Check, Role } from "../access/rules";
import { canOpenEntry, findRouteByName, findRouteByPath, firstPermittedPath, matchAppRoute, menuTarget } from "./route-index";
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
  /** An employee (their role's grants narrow the shop's role): a refused page says so. */
  staff?: boolean;
}

/** What an employee sent away from a page their role does not grant is told (once per redirect). */
export const NO_ACCESS_NOTICE = "无权访问该页面";

/** Where a signed-in merchant without a shop registers one. */
export const SHOP_REGISTER_PATH = "/register?step=shop";

/** `notice`: a warning the loader shows as it redirects. */
export type Decision = { allow: true } | { allow: false; to: string; notice?: string };

const allow: Decision = { allow: true };
const go = (to: string): Decision => ({ allow: false, to });

/**
 * A page the visitor may not open: the first permitted route, else /401 (spec section 6).
 * An employee is also told why (their role's grants, not the URL, closed it); one whose role
 * grants no page at all lands on /401, which says so (pages/not-found.tsx) and stays: it is
 * public, so the guard never sends them on from there.
 */
function refused(visitor: Visitor, role: Role, check: Check): Decision {
  const first = firstPermittedPath(check, role);
  if (!first) return go(NOT_FOUND_PATH);
  return visitor.staff ? { allow: false, to: first, notice: NO_ACCESS_NOTICE } : go(first);
}

/** Where the empty path leads: /user/setting (spec section 2), or an employee's first granted page. */
function home(visitor: Visitor, check: Check): string {
  const entry = findRouteByPath(HOME_PATH);
  if (!visitor.staff || !visitor.role || !entry || canOpenEntry(check, visitor.role, entry)) return HOME_PATH;
  return firstPermittedPath(check, visitor.role) ?? NOT_FOUND_PATH;
}

/** A signed-in employee whose role grants no page at all (the no-access page shows instead of 页面不存在). */
export function grantsNoPage(visitor: Visitor, check: Check): boolean {
  return Boolean(visitor.signedIn && visitor.staff && visitor.role && !firstPermittedPath(check, visitor.role));
}

/**
 * The route guard of spec section 6, as a pure function of the URL, the visitor and
 * the policy check: public pages pass; no token → /login with the way back; a role the
 * route or its section does not admit → the first permitted route, else /401.
 */
export function decide(pathname: string, search: string, visitor: Visitor, check: Check): Decision {
  if (pathname === "/" || pathname === "") return go(home(visitor, check));
  const hit = matchAppRoute(pathname);
  if (!hit) return unknownPath(visitor, check);
  if (canOpenEntry(check, "guest", hit)) {
    return visitor.signedIn && hit.route.path === LOGIN_PATH ? go("/") : allow;
  }
  if (!visitor.signedIn || !visitor.role) return go(loginUrl(hit.route.name, hit.params, search));
  const role = visitor.role;
  if (visitor.hasShop === false) return go(SHOP_REGISTER_PATH);
  if (!canOpenEntry(check, role, hit)) return refused(visitor, role, check);
  if (hit.route.redirect) return go(hit.route.redirect);
  if (!hit.route.page) {
    // A section's own path: open its first page this role may see.
    const child = hit.route.children?.find((c) => menuTarget(c) && canOpenEntry(check, role, { route: c, section: hit.route }));
    const target = child && menuTarget(child);
    if (target) return go(target);
    return visitor.staff ? refused(visitor, role, check) : go(NOT_FOUND_PATH);
  }
  return allow;
}

/**
 * A URL no route matches: a signed-in merchant stays on it, and the console shows 页面不存在
 * inside its layout (menu and a way back, pages/unknown-url.tsx); signed out, or with no page
 * to go back to, it is the spec's /401.
 */
function unknownPath(visitor: Visitor, check: Check): Decision {
  if (!visitor.signedIn || !visitor.role) return go(NOT_FOUND_PATH);
  if (visitor.hasShop === false) return go(SHOP_REGISTER_PATH);
  if (!firstPermittedPath(check, visitor.role)) return go(NOT_FOUND_PATH);
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
