import type { AppRoute, PageLoader, View } from "./route-types";
import { viewTitle } from "./titles";
import type { ResourceConfig } from "./types";

const screens: Record<View, PageLoader> = {
  list: () => import("./screens/list-screen"),
  create: () => import("./screens/form-screen"),
  edit: () => import("./screens/form-screen"),
  detail: () => import("./screens/detail-screen"),
};

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

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
