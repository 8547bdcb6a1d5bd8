import { fileOf } from "./config-error";
import { configNeeds } from "./config-needs";
import { generatedScreen, generatedReadAhead, preloadGeneratedCode, resourceRouteName } from "./resource-routes";
import type { AppRoute, PageLoader } from "./route-types";
import { screenPage, type SectionPages } from "./section-types";
import type { ResourceConfig } from "./types";

/**
 * A route of the console as the build writes it (issue 38, item 1): everything the guard, the
 * menu and the access checks read (path, name, title, icon, menu, access, what the page offers),
 * as data, and where its screen comes from instead of the code that loads it.
 */
export interface ManifestRoute extends Omit<AppRoute, "page" | "prefetch" | "children" | "name"> {
  /** Left out where a resource's view names it (resourceRouteName): the manifest is in the console's entry. */
  name?: string;
  /** Its screen: the engine's for its resource and view, or its section's own (src/pages/<section>/routes.ts). */
  screen?: "generated" | "custom";
  /** The screen's first read starts with the route (AppRoute.prefetch). */
  readsAhead?: true;
  children?: ManifestRoute[];
}

/** A section's own screen at `path` (a page, or one in place of a generated screen). */
function customPage(pages: SectionPages[], path: string): PageLoader | undefined {
  for (const p of pages) {
    const page = p.pages?.find((x) => x.path === path)?.page;
    if (page) return page;
    const screen = p.screens?.[path];
    if (screen) return screenPage(screen);
  }
  return undefined;
}

/** The sections' routes as data: what buildSections made, its loaders named, not kept. */
export function toManifest(routes: AppRoute[], pages: SectionPages[]): ManifestRoute[] {
  return routes.map(({ page, prefetch, children, name, hideInMenu, ...route }) => ({
    ...route,
    // what a resource's view says anyway is not written (fromManifest puts it back)
    ...(route.resource && name === resourceRouteName(route.resource.name, route.resource.view) ? {} : { name }),
    ...(hideInMenu && !(route.resource && route.resource.view !== "list") ? { hideInMenu } : {}),
    ...(page ? { screen: customPage(pages, route.path) === page ? ("custom" as const) : ("generated" as const) } : {}),
    ...(prefetch ? { readsAhead: true as const } : {}),
    ...(children ? { children: toManifest(children, pages) } : {}),
  }));
}

/** Loads a resource's config by its name, with the configs its screens read (config-store.ts). */
export type ConfigLoader = (name: string) => Promise<ResourceConfig>;

/** A route's name and menu flag as written before toManifest left out what a resource's view says. */
export function named({ name: own, hideInMenu, resource }: ManifestRoute): Pick<AppRoute, "name" | "hideInMenu"> {
  const view = resource?.view;
  // a resource's view has a name and shows in the menu only as its list (toManifest)
  const name = own ?? (resource && view ? resourceRouteName(resource.name, view) : "");
  const hidden = hideInMenu ?? (view !== undefined && view !== "list" ? true : undefined);
  return { name, ...(hidden ? { hideInMenu: hidden } : {}) };
}

/** What a manifest route says as it is (its name, menu flag, screen and children are read apart). */
export const written = ({ screen: _screen, readsAhead: _readsAhead, children: _children, name: _name, hideInMenu: _hidden, ...route }: ManifestRoute) => route;

/**
 * The manifest's routes with their loaders again: a generated screen loads its resource's
 * config with its own code, a custom one is its section's (with the config, on a resource's
 * route); a route that reads ahead loads the config with the read's code.
 */
export function fromManifest(routes: ManifestRoute[], pages: SectionPages[], config: ConfigLoader): AppRoute[] {
  return routes.map((manifestRoute) => {
    const { screen, readsAhead, children } = manifestRoute;
    const route = written(manifestRoute);
    const view = route.resource?.view;
    const name = route.resource?.name;
    let page: PageLoader | undefined;
    if (screen === "custom") page = customPage(pages, route.path);
    else if (screen === "generated" && name && view) {
      page = () => {
        preloadGeneratedCode(view, false);
        return config(name).then((c) => generatedScreen(view, c)());
      };
    }
    // a custom screen of a resource's route reads its config too (useResourceRoute)
    if (screen === "custom" && name && view && page) {
      const own = page;
      page = () => Promise.all([own(), config(name)]).then(([m]) => m);
    }
    return {
      ...route,
      ...named(manifestRoute),
      ...(page ? { page } : {}),
      ...(readsAhead && name && view
        ? {
            prefetch: () => {
              preloadGeneratedCode(view, true);
              return config(name).then((c) => generatedReadAhead(c, view)());
            },
          }
        : {}),
      ...(children ? { children: fromManifest(children, pages, config) } : {}),
    };
  });
}

/** Each resource's config file (under src/resources/) and the other configs its screens read. */
export type ManifestConfigs = Record<string, { file: string; needs?: string[] }>;

/** Where the configs are, for loading each with its screen (config-store.ts): `root` leads their files. */
export function configManifest(resources: readonly ResourceConfig[], root: string): ManifestConfigs {
  return Object.fromEntries(resources.map((c) => {
    const file = fileOf(c) ?? "";
    const needs = configNeeds(c);
    return [c.name, { file: file.startsWith(root) ? file.slice(root.length) : file, ...(needs.length ? { needs } : {}) }];
  }));
}
