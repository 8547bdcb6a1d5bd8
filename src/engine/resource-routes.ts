import type { AppRoute, PageLoader, View } from "./route-types";
import type { ResourceConfig } from "./types";

const screens: Record<View, PageLoader> = {
  list: () => import("./screens/list-screen"),
  create: () => import("./screens/form-screen"),
  edit: () => import("./screens/form-screen"),
  detail: () => import("./screens/detail-screen"),
};

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** A view's title: the config's `titles`, else the menu title (list) or 新建/编辑/…详情. */
export function viewTitle(c: ResourceConfig, view: View): string {
  const own = c.titles?.[view];
  if (own) return own;
  if (view === "list") return c.menu?.title ?? `${c.label}列表`;
  return { create: `新建${c.label}`, edit: `编辑${c.label}`, detail: `${c.label}详情` }[view];
}

/**
 * The routes of one resource: exact paths from its config, screens from the engine (lazy),
 * names `<Name><View>` (GoodsEdit), shown in the menu only as its list.
 */
export function resourceRoutes(c: ResourceConfig): AppRoute[] {
  const views = (["list", "create", "edit", "detail"] as const).filter((v) => c.routes[v]);
  return views.map((view) => ({
    path: c.routes[view] ?? "",
    name: `${pascal(c.name)}${pascal(view)}`,
    title: viewTitle(c, view),
    page: screens[view],
    hideInMenu: view !== "list" || c.menu?.hidden === true,
    resource: { name: c.name, view },
  }));
}
