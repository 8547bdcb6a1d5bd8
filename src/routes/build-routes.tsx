import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { AppRoot } from "../app-root";
import { RouteError } from "../layout/error-boundary";
import { watchPreloadErrors } from "./chunk-reload";
import { screenLoaders } from "./screen-loader";
import { pages } from "./pages";
import { publicRoutes, shellRoutes } from "./route-table";
import { sections } from "./sections";
import type { AppRoute } from "../engine/route-types";

/**
 * A route's lazy screen whose failure reaches the route's own error element. react-router
 * (7.18) keeps a route whose `lazy` rejected marked as still loading and renders nothing below
 * its parent: the layout's Outlet stayed empty, or without a boundary the router's English
 * page showed. So a failed load resolves to a screen that throws the failure where it renders.
 */
function lazyScreen(load: () => Promise<{ default: ComponentType }>): RouteObject["lazy"] {
  return async () => {
    try {
      return { Component: (await load()).default };
    } catch (error) {
      return {
        Component: () => {
          throw error;
        },
      };
    }
  };
}

type Loaders = ReturnType<typeof screenLoaders>;

/**
 * One react-router route per screen: guarded by the loader (which starts the screen's first
 * read, screen-loader.ts), its screen loaded lazily, and its own error element (a signed-in
 * screen's shows inside the layout: the menu stays).
 */
export function screenRoute(route: AppRoute, loaders: Loaders = screenLoaders()): RouteObject {
  const load = route.page;
  return {
    path: route.path,
    loader: loaders(route.prefetch),
    ErrorBoundary: RouteError,
    handle: { title: route.title, name: route.name, resource: route.resource },
    ...(load ? { lazy: lazyScreen(load) } : { Component: () => null }),
  };
}

/** Screens of the signed-in sections, sections' own paths included (they redirect). */
function sectionScreens(loaders: Loaders): RouteObject[] {
  return sections.flatMap((section) => {
    const children = section.children ?? [];
    const own = children.some((c) => c.path === section.path) ? [] : [section];
    return [...own, ...children].map((route) => screenRoute(route, loaders));
  });
}

/** The whole route tree, from the route table: public pages bare, the rest inside the shell. */
export function buildRoutes(): RouteObject[] {
  watchPreloadErrors();
  const loaders = screenLoaders();
  return [
    {
      Component: AppRoot,
      // the last resort: the shell's and the public pages' own elements come first
      ErrorBoundary: RouteError,
      // shown while the first screen's guard and lazy code load (plain, no antd yet)
      hydrateFallbackElement: <div className="app-boot">加载中…</div>,
      children: [
        ...publicRoutes.map((route) => screenRoute(route, loaders)),
        {
          // The shell (refine, menu, navbar) loads only once a signed-in screen opens; when
          // its own code fails, its error element shows on a bare page.
          lazy: lazyScreen(() => import("../layout/shell")),
          ErrorBoundary: RouteError,
          // a URL no screen has: signed in, 页面不存在 inside the console; else the guard sends to /401
          children: [...sectionScreens(loaders), ...shellRoutes.map((route) => screenRoute(route, loaders)), { path: "*", loader: loaders(), ErrorBoundary: RouteError, lazy: lazyScreen(pages.unknownUrl) }],
        },
        { path: "/", loader: loaders(), ErrorBoundary: RouteError, Component: () => null },
      ],
    },
  ];
}
