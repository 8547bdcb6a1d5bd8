import type { AppRoute } from "../engine/route-types";
import { pages } from "./pages";

/**
 * The routes that belong to no section: the spec's public pages and the redirect page.
 * Everything else is declared in its section's folder (src/resources/<section>/ and
 * src/pages/<section>/routes.ts) and assembled by src/routes/sections.ts. Roles live in
 * src/access/policy.csv, never here.
 */
export const publicRoutes: AppRoute[] = [
  { path: "/login", name: "login", title: "登录", page: pages.login, hideInMenu: true, public: true },
  { path: "/register", name: "Register", title: "注册", page: pages.register, hideInMenu: true, public: true },
  { path: "/401", name: "notFound", title: "页面不存在", page: pages.notFound, hideInMenu: true, public: true },
  { path: "/refresh", name: "Refresh", title: "刷新", page: pages.refresh, hideInMenu: true, public: true },
  { path: "/redirect/:path", name: "Redirect", title: "跳转", page: pages.redirect, hideInMenu: true },
];

/** The empty path goes here (spec section 2). */
export const HOME_PATH = "/user/setting";
/** The tab bar's default tab. */
export const WORKPLACE_PATH = "/dashboard/workplace";
