import type { RouteData } from "../engine/route-types";

/**
 * The routes that belong to no section, as data: the spec's public pages and the redirect page.
 * `screen` names its loader in src/routes/pages.ts (the console's route table adds it).
 * Everything else is declared in its section's folder (src/resources/<section>/ and
 * src/pages/<section>/routes.ts). Roles live in src/access/policy.csv, never here.
 */
export const PUBLIC_ROUTES = [
  { path: "/login", name: "login", title: "登录", screen: "login", hideInMenu: true, public: true },
  { path: "/register", name: "Register", title: "注册", screen: "register", hideInMenu: true, public: true },
  { path: "/401", name: "notFound", title: "页面不存在", screen: "notFound", hideInMenu: true, public: true },
  { path: "/refresh", name: "Refresh", title: "刷新", screen: "refresh", hideInMenu: true, public: true },
  { path: "/redirect/:path", name: "Redirect", title: "跳转", screen: "redirect", hideInMenu: true },
] as const satisfies readonly (RouteData & { screen: string })[];

/**
 * The signed-in pages that belong to no section: shown inside the console (the shell), open to
 * every signed-in person whatever their role's grants (a page outside the sections is limited by
 * policy.csv only: model.conf). 消息中心: each person reads their own messages (decision 0114).
 */
export const SHELL_ROUTES = [
  { path: "/messages", name: "Messages", title: "消息中心", screen: "messages", hideInMenu: true },
] as const satisfies readonly (RouteData & { screen: string })[];
