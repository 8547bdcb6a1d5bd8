import { VIEW } from "../access/grant-key";
import { resourceOffers } from "./page-actions";
import type { AppRoute, PageLoader, ScreenAt, ScreenPrefetch, View } from "./route-types";
import { viewTitle } from "./titles";
import type { ResourceConfig } from "./types";

/** A screen module that names the code its view of a config draws with. */
type ScreenModule = Awaited<ReturnType<PageLoader>> & { preloadFieldCode(config: ResourceConfig, view: View): Promise<void> };

/**
 * A form or detail screen comes with the code its config's fields draw with (date pickers,
 * uploads…: chunks of their own), so its fields draw at once. A list loads only its own code
 * and paints; the controls it shows (a date filter) load as they are drawn (issue 12).
 */
const withFieldCode = (view: View, load: () => Promise<ScreenModule>) => (c: ResourceConfig) => () =>
  load().then(async (m) => {
    await m.preloadFieldCode(c, view);
    return m;
  });

const form = () => import("./screens/form-screen");

/** Each view's screen code, as it is without a config. */
const screenCode = {
  list: () => import("./screens/list-screen"),
  create: form,
  edit: form,
  detail: () => import("./screens/detail-screen"),
} satisfies Record<View, () => Promise<unknown>>;

const screens: Record<View, (c: ResourceConfig) => PageLoader> = {
  list: () => screenCode.list,
  create: withFieldCode("create", screenCode.create),
  edit: withFieldCode("edit", screenCode.edit),
  detail: withFieldCode("detail", screenCode.detail),
};

const readAheadCode = () => import("./screen-prefetch");

/**
 * Starts loading a view's screen code (and its read ahead's) before its config is in: a screen
 * whose config loads with it (route-manifest.ts) fetches both at once, not one after the other.
 * A failure is the loader's to report, when it asks again.
 */
export function preloadGeneratedCode(view: View, readsAhead: boolean): void {
  for (const load of readsAhead ? [screenCode[view], readAheadCode] : [screenCode[view]]) load().catch(() => undefined);
}

/** The engine's screen of a resource's view, loaded with the code its fields draw with. */
export const generatedScreen = (view: View, c: ResourceConfig): PageLoader => screens[view](c);

/** What starts a view's first read (decision 0044), in a small chunk of its own. */
export const generatedReadAhead = (c: ResourceConfig, view: View): ScreenPrefetch => () =>
  readAheadCode().then((m) => (at: ScreenAt) => m.prefetchScreen(c, view, at));

/**
 * A list's page and an edit or detail screen's record start loading with the route (decision
 * 0044); a create form reads nothing first.
 */
const prefetchOf = (c: ResourceConfig, view: View): { prefetch?: ScreenPrefetch } =>
  view === "create" ? {} : { prefetch: generatedReadAhead(c, view) };

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** A resource view's route name: `<Name><View>` (GoodsEdit). */
export const resourceRouteName = (name: string, view: View): string => `${pascal(name)}${pascal(view)}`;

/** The action each view asks for on the resource's page (its list route). */
const VIEW_ACTION: Record<View, string> = { list: VIEW, detail: VIEW, create: "create", edit: "edit" };

/**
 * The routes of one resource: exact paths from its config, screens from the engine (lazy),
 * names `<Name><View>` (GoodsEdit), shown in the menu only as its list. They are one page
 * (the list route): opening the edit route asks for `edit` on it; the list route carries
 * what the page offers.
 */
export function resourceRoutes(c: ResourceConfig): AppRoute[] {
  const views = (["list", "create", "edit", "detail"] as const).filter((v) => c.routes[v]);
  return views.map((view) => ({
    path: c.routes[view] ?? "",
    name: resourceRouteName(c.name, view),
    title: viewTitle(c, view),
    page: generatedScreen(view, c),
    // set only when hidden, as a section's own page has it
    ...(view !== "list" || c.menu?.hidden === true ? { hideInMenu: true } : {}),
    resource: { name: c.name, view },
    access: { page: c.routes.list, action: VIEW_ACTION[view] },
    ...(view === "list" ? { offers: resourceOffers(c) } : {}),
    ...prefetchOf(c, view),
  }));
}
