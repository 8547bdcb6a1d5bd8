import type { AppRoute, PageLoader } from "../routes/types";
import type { ResourceConfig } from "./types";

type View = "list" | "create" | "edit" | "detail";

const screens: Record<View, PageLoader> = {
  list: () => import("./screens/list-screen"),
  create: () => import("./screens/form-screen"),
  edit: () => import("./screens/form-screen"),
  detail: () => import("./screens/detail-screen"),
};

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

function defaultTitle(c: ResourceConfig, view: View): string {
  if (view === "list") return c.menu?.title ?? `${c.label}列表`;
  return { create: `新建${c.label}`, edit: `编辑${c.label}`, detail: `${c.label}详情` }[view];
}

/** The routes of one resource: exact paths from its config, screens from the engine (lazy). */
export function resourceRoutes(c: ResourceConfig): AppRoute[] {
  const views = (["list", "create", "edit", "detail"] as const).filter((v) => c.routes[v]);
  return views.map((view) => ({
    path: c.routes[view] ?? "",
    name: `${pascal(c.name)}${pascal(view)}`,
    title: c.titles?.[view] ?? defaultTitle(c, view),
    page: c.screens?.[view] ?? screens[view],
    hideInMenu: view !== "list" || c.menu?.hidden === true,
    resource: { name: c.name, view },
  }));
}

/**
 * Adds the resources' routes to the route table's sections. A resource route takes the
 * place (and the name and title) of a placeholder with the same path; new ones follow
 * the section's own routes, in menu order.
 */
export function withResources(sections: AppRoute[], configs: ResourceConfig[]): AppRoute[] {
  return sections.map((section) => {
    const mine = configs
      .filter((c) => c.section === section.path)
      .sort((a, b) => (a.menu?.order ?? 100) - (b.menu?.order ?? 100))
      .flatMap(resourceRoutes);
    if (mine.length === 0) return section;
    const byPath = new Map(mine.map((r) => [r.path, r]));
    const children = (section.children ?? []).map((child) => {
      const r = byPath.get(child.path);
      if (!r) return child;
      byPath.delete(child.path);
      return { ...r, name: child.name, title: child.title, ...(child.menuPath ? { menuPath: child.menuPath } : {}) };
    });
    return { ...section, children: [...children, ...byPath.values()] };
  });
}
