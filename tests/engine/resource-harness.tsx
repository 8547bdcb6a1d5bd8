/**
 * Renders a resource's generated screens the way the shell does (src/layout/shell.tsx):
 * refine with the app's providers, antd's App, AppRoot's locale and toasts, a memory
 * router over the resource's routes from the app's sections. Only the console layout
 * (menu, navbar, tabs) is left out: it is tested elsewhere and is what makes jsdom slow.
 */
import { configure, render, waitFor, within } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel, type UserEvent } from "@testing-library/user-event";
import { App as AntdApp, ConfigProvider } from "antd";
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from "react-router";
import { afterEach, beforeEach } from "vitest";
import { loadEnforcer } from "../../src/access/enforcer";
import { AppRoot } from "../../src/app-root";
import { ConsoleRefine } from "../../src/layout/console-refine";
import { signIn } from "../../src/providers/session";
import { api, server } from "../../src/demo/node";
import type { SeedMap } from "../../src/api/resource-seeds";
import { resourceHandlers } from "../../src/api/resources";
import { sections } from "../../src/routes/sections";
import { resourceRoutes } from "../../src/engine/resource-routes";
import type { AppRoute } from "../../src/engine/route-types";
import type { ResourceConfig } from "../../src/engine/types";
import { buildSections } from "../../src/engine/sections";
import { resources as appResources, sections as sectionConfigs } from "../../src/resources";
import { sectionPages } from "../../src/catalogue/section-pages";
import { entriesOf, matchAppRoute, routeMatcher } from "../../src/routes/route-index";
import { calls, withDemoApi } from "../pages/demo-api";
import { refuseOutsideFixtureNamespace } from "./outside-fixture-namespace";
// The engine's screens load with the harness, not inside the first test that opens one:
// their code (antd's table, form and pickers, refine's hooks) takes seconds to load on a
// busy machine, and the file's first test would spend its waits on it. Routes stay lazy.
import "../../src/engine/screens/list-screen";
import "../../src/engine/screens/form-screen";
import "../../src/engine/screens/detail-screen";
// and the parts the list loads apart (its phone cards, detail drawer and modal form): a phone
// list's first test waited out its 5 s on the cards' first load at load 12 (decision 0086)
import "../../src/engine/screens/list-cards";
import "../../src/engine/screens/detail-drawer";
import "../../src/engine/screens/record-form-modal";
import { warmUpAntd } from "./antd-warm-up";

// jsdom cannot measure pseudo-elements (antd's Table asks, for the scrollbar width).
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (elt: Element) => computedStyle(elt);

// Role queries skip the visibility check (getComputedStyle over antd's styles is slow in jsdom).
configure({ defaultHidden: true });

// antd's components drawn once with the harness, before the file's first test (antd-warm-up.tsx)
warmUpAntd();

/** The resources refine and the engine are handed: the app's, plus a test's fixtures. */
let harnessResources: ResourceConfig[] = appResources;
/** The routes the engine's link checks match: the app's, or the app's with the fixtures. */
let harnessMatch = matchAppRoute;

/**
 * The routes of a resource as build-routes.tsx mounts them (minus the guard): the app's
 * (custom screens included), or the engine's own for a fixture the app does not have.
 */
export function resourceRouteObjects(name: string): RouteObject[] {
  const app = sections.flatMap((s) => s.children ?? []).filter((r) => r.resource?.name === name);
  const fixture = harnessResources.find((c) => c.name === name);
  const routes = app.length > 0 || !fixture ? app : resourceRoutes(fixture);
  return routes.map(routeObject);
}

/** An app page that belongs to no resource (工作台, 回收打款…), by its declared path. */
export function appPage(path: string): RouteObject {
  const route = sections.flatMap((s) => [s, ...(s.children ?? [])]).find((r) => r.path === path);
  if (!route) throw new Error(`no app route ${path}`);
  return routeObject(route);
}

function routeObject(r: AppRoute): RouteObject {
  const load = r.page;
  if (!load) throw new Error(`route ${r.path} has no screen`);
  return { path: r.path, handle: { title: r.title, name: r.name, resource: r.resource }, lazy: async () => ({ Component: (await load()).default }) };
}

/**
 * Loads the code of a resource's screens and of extra routes before a file's tests
 * (`await preloadScreens("coupon", [page])` at the top of the file): on a loaded machine the
 * first import of a screen (transforming antd, refine and the engine) takes seconds, and
 * would land on whichever test's waits come first. Awaited as the file loads, not in a hook:
 * a hook's 10 s is a wall-clock limit on seconds of CPU (decision 0086).
 */
export async function preloadScreens(name: string, others: RouteObject[] = []): Promise<void> {
  const routes = [...resourceRouteObjects(name), ...others];
  await Promise.all(routes.map((r) => (typeof r.lazy === "function" ? r.lazy() : undefined)));
}

function Shell() {
  return (
    // no click waves: each one reads computed styles
    <ConfigProvider wave={{ disabled: true }}>
      <AntdApp>
        <ConsoleRefine resources={harnessResources} match={harnessMatch}>
          <Outlet />
        </ConsoleRefine>
      </AntdApp>
    </ConfigProvider>
  );
}

/**
 * The address bar's query: a list writes its page, sort and filters there itself, not through
 * the router (src/engine/shown-url.ts), so the router's location keeps the query it opened with.
 */
export const shownSearch = (): string => window.location.search;

/** Opens `path` among the resource's screens (plus `others`); `at()` is where the router is now. */
export function renderResource(name: string, path: string, others: RouteObject[] = []) {
  const root: RouteObject = {
    Component: AppRoot,
    hydrateFallbackElement: <p>加载中…</p>, // while the first screen's code loads, as in build-routes.tsx
    children: [{ Component: Shell, children: [...resourceRouteObjects(name), ...others] }],
  };
  const router = createMemoryRouter([root], { initialEntries: [path] });
  const view = render(<RouterProvider router={router} />);
  const at = () => router.state.location.pathname;
  return { ...view, router, at };
}

/**
 * Test lifecycle: the demo API (tests/pages/demo-api.ts) plus the one generated from the
 * configs alone, with their seeds; signed in as the admin merchant (a verified shop).
 * `calls` then holds only what the test itself caused.
 */
export function withResourceDemoApi(configs: ResourceConfig[], seeds: SeedMap): void {
  // they join the app's own sections and demo API: a name or path an app resource may take
  // would collide with it, so they keep to the fixtures' namespace (decision 0032)
  refuseOutsideFixtureNamespace(configs, Object.keys(seeds));
  withAdminOnDemoApi(() => {
    harnessResources = [...appResources, ...configs];
    harnessMatch = routeMatcher(entriesOf(buildSections(sectionConfigs, harnessResources, sectionPages)));
    server.use(...api.bind(resourceHandlers(configs, seeds, [])));
  });
  afterEach(() => {
    harnessResources = appResources;
    harnessMatch = matchAppRoute;
  });
}

/**
 * Test lifecycle: the app's demo API, signed in as the admin merchant (a verified shop)
 * before each test, after `before` (e.g. extra handlers). `calls` then holds only what the
 * test itself caused.
 */
export function withAdminOnDemoApi(before: () => void = () => undefined): void {
  withDemoApi();
  beforeEach(async () => {
    before();
    sessionStorage.clear(); // remembered list URLs
    await signIn({ mobile: "13800000000", password: "Admin@123" });
    await loadEnforcer();
    calls.length = 0;
  });
}

/** The calls under an API base, in order: [path, JSON body]. */
export const callsTo = (base: string) => calls.filter(([path]) => path.startsWith(`${base}/`));

/** user-event without keystroke pauses or the pointer-events check (both slow in jsdom). */
export const setupUser = (): UserEvent => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

/** The table row showing `text`, once it shows. */
export const findRow = (text: string): Promise<HTMLElement> =>
  waitFor(() => {
    const row = within(document.body).getByText(text).closest("tr");
    if (!(row instanceof HTMLElement)) throw new Error(`no row with "${text}"`);
    return row;
  });

/**
 * The button labelled `label` (antd spaces out two-character labels: "保 存"). Found by
 * text, not role: computing every button's accessible name takes seconds on a list page.
 */
export function button(label: string, root: HTMLElement = document.body): HTMLElement {
  const text = new RegExp(`^${[...label].join("\\s*")}$`);
  const hit = within(root).getAllByText(text).map((node) => node.closest("button")).find((b) => b instanceof HTMLElement);
  if (!hit) throw new Error(`no button "${label}"`);
  return hit;
}

/** The texts of the first column of the table body (no placeholder row). */
export const firstColumn = (): string[] =>
  // the first column of data: a list whose rows can be picked (批量发货) draws its checkboxes before it
  Array.from(document.querySelectorAll(".ant-table-tbody tr.ant-table-row")).map(
    (tr) => tr.querySelector(":scope > td:not(.ant-table-selection-column)")?.textContent ?? "",
  );

/** The list's status tab whose text starts with `label` (its count follows). */
export function listTab(label: string): HTMLElement {
  const found = Array.from(document.querySelectorAll<HTMLElement>("[role=tab]")).find((t) => t.textContent?.startsWith(label));
  if (!found) throw new Error(`no tab ${label}`);
  return found;
}
