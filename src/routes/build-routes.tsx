import type { RouteObject } from "react-router";
import { AppRoot } from "../app-root";
import { guardLoader } from "./guard-loader";
import { publicRoutes } from "./route-table";
import { sections } from "./sections";
import type { AppRoute } from "../engine/route-types";

/** One react-router route per screen: guarded by the loader, its screen loaded lazily. */
function screen(route: AppRoute): RouteObject {
  const load = route.page;
  return {
    path: route.path,
    loader: guardLoader,
    handle: { title: route.title, name: route.name, resource: route.resource },
    ...(load ? { lazy: async () => ({ Component: (await load()).default }) } : { Component: () => null }),
  };
}

/** Screens of the signed-in sections, sections' own paths included (they redirect). */
function sectionScreens(): RouteObject[] {
  return sections.flatMap((section) => {
    const children = section.children ?? [];
    const own = children.some((c) => c.path === section.path) ? [] : [screen(section)];
    return [...own, ...children.map(screen)];
  });
}

/** The whole route tree, from the route table: public pages bare, the rest inside the shell. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      Component: AppRoot,
      // shown while the first screen's guard and lazy code load (plain, no antd yet)
      hydrateFallbackElement: <div className="app-boot">加载中…</div>,
      children: [
        ...publicRoutes.map(screen),
        {
          // The shell (refine, menu, navbar) loads only once a signed-in screen opens.
          lazy: async () => ({ Component: (await import("../layout/shell")).default }),
          children: sectionScreens(),
        },
        { path: "/", loader: guardLoader, Component: () => null },
        { path: "*", loader: guardLoader, Component: () => null },
      ],
    },
  ];
}
