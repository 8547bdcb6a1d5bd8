import { shownSearch } from "../engine/resource-harness";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { signIn } from "../../src/providers/session";
import { buildRoutes } from "../../src/routes/build-routes";
import { resetUserStore } from "../../src/stores/user-store";
import { calls, withDemoApi } from "../pages/demo-api";
import { preloadRoutes } from "./preload-routes";

/**
 * Decision 0044: a screen's first read leaves with its route's loader, once the guard lets the
 * page open, while the screen's code is still loading; the screen then shows that answer
 * without asking again. The real app (route tree, guard, shell, refine) on the demo API, the
 * screen's code held back by the test.
 */
withDemoApi();

const LIST = "/goods";
const EDIT = "/goods/edit/:alias";
const KEYS = "/goods/keys/:alias";
await preloadRoutes([LIST, EDIT, KEYS]);

const GOODS_LIST = "/merchant/goods/v1/goods/list";
const GOODS_DETAIL = "/merchant/goods/v1/goods/detail";
const callsTo = (path: string) => calls.filter(([p]) => p === path).map(([, body]) => body);

/** The route tree with the screen at `path` not loaded until `release()`: its code still on the way. */
function holdScreen(path: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let loaded = false;
  const hold = (routes: RouteObject[]) => {
    for (const route of routes) {
      const lazy = route.lazy;
      if (route.path === path && typeof lazy === "function") {
        route.lazy = async () => {
          await gate;
          const screen = await lazy();
          loaded = true;
          return screen;
        };
      }
      hold(route.children ?? []);
    }
  };
  const routes = buildRoutes();
  hold(routes);
  return { routes, release, loaded: () => loaded };
}

/** Signed in as a page opened afresh has it: the token cookie, no user info yet, no call made. */
async function signedInAfresh(mobile: string, password: string) {
  await signIn({ mobile, password });
  resetUserStore();
  calls.length = 0;
}

/**
 * Without StrictMode, as a production build runs: StrictMode's second mount (development only)
 * cancels the screen's first query (refine hands react-query the abort signal) and asks again,
 * prefetched or not.
 */
function openApp(url: string, routes: RouteObject[]) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

/** Lets whatever the screen would still send go out (effects, refine's queries) before counting. */
async function settle() {
  for (let i = 0; i < 3; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/**
 * Opens `url` (its screen at `route` held back) signed in afresh as the admin: `path` is asked
 * for with `body` while the screen's code is not there, and once the screen has drawn
 * (`drawn`), still only that once.
 */
async function readsAheadOnce(url: string, route: string, path: string, body: Record<string, unknown>, drawn: () => Promise<void>) {
  await signedInAfresh("13800000000", "Admin@123");
  const held = holdScreen(route);
  openApp(url, held.routes);
  await waitFor(() => expect(callsTo(path)).toEqual([body]));
  expect(held.loaded()).toBe(false);
  expect(document.querySelector(".ant-table, form[aria-label$='表单']")).toBeNull();
  held.release();
  await drawn();
  await settle();
  expect(callsTo(path)).toEqual([body]);
}

/** A list's table with its rows (or none: a page that lists nothing still draws its table). */
const tableDrawn = (name: string, withRows = true) => async () => {
  const table = await screen.findByRole("table", { name });
  if (withRows) await waitFor(() => expect(within(table).getAllByRole("row").length).toBeGreaterThan(1));
};

describe("a screen's first read leaves with its route", () => {
  it("a list: the URL's page, size, sort and filters are asked before the screen's code is there, once", async () => {
    const query = "currentPage=2&pageSize=3&sorters[0][field]=price&sorters[0][order]=asc&filters[0][field]=type&filters[0][operator]=eq&filters[0][value]=1";
    // the filter as the list types it (the option's 1, not the URL's "1")
    const body = { page: 2, page_size: 3, sort_field: "price", sort_order: "asc", type: 1 };
    await readsAheadOnce(`${LIST}?${query}`, LIST, GOODS_LIST, body, tableDrawn("商品列表"));
  });

  it("a list with nothing in its URL: its own page size and sort", async () => {
    const body = { page: 1, page_size: 10, sort_field: "created_at", sort_order: "desc" };
    await readsAheadOnce(LIST, LIST, GOODS_LIST, body, tableDrawn("商品列表"));
  });

  it("a list under a record: the route's param is in the call (卡密 of one goods item)", async () => {
    const body = { page: 1, page_size: 10, sort_field: "created_at", sort_order: "desc", goods_alias: "go_1_1" };
    await readsAheadOnce("/goods/keys/go_1_1", KEYS, "/merchant/goods/v1/keys/list", body, tableDrawn("卡密列表", false));
  });

  it("an edit form: the record is asked before the form's code is there, once", async () => {
    // the record's name, filled in from the answer read ahead (by its label: a role query names
    // every textbox of the goods form on each look of the wait)
    const filled = () => waitFor(() => expect(screen.getByLabelText("商品名称")).not.toHaveValue(""));
    await readsAheadOnce("/goods/edit/go_1_1", EDIT, GOODS_DETAIL, { alias: "go_1_1" }, filled);
  });

  it("a page switch on the list on show is asked once, by the list", async () => {
    await signedInAfresh("13800000000", "Admin@123");
    openApp(LIST, buildRoutes());
    const table = await screen.findByRole("table", { name: "商品列表" });
    await waitFor(() => expect(within(table).getAllByRole("row").length).toBeGreaterThan(1));
    await settle();
    calls.length = 0;
    await userEvent.setup().click(screen.getByRole("listitem", { name: "2" }));
    await waitFor(() => expect(shownSearch()).toContain("currentPage=2"));
    await settle();
    expect(callsTo(GOODS_LIST)).toEqual([{ page: 2, page_size: 10, sort_field: "created_at", sort_order: "desc" }]);
  });

  it("a page the visitor may not open reads nothing", async () => {
    // 李记好物小店 is not verified (role user): goods are not theirs to open
    await signedInAfresh("13900000000", "User@1234");
    const router = openApp(LIST, buildRoutes());
    await waitFor(() => expect(router.state.location.pathname).not.toBe(LIST));
    await act(() => router.navigate("/goods/edit/go_1_1"));
    await waitFor(() => expect(router.state.location.pathname).not.toBe("/goods/edit/go_1_1"));
    await settle();
    // the two screens' reads (the page the visitor lands on may read what it needs: a scaffolded
    // section open to the user role lists goods categories in a relation's options)
    expect(callsTo(GOODS_LIST)).toEqual([]);
    expect(callsTo(GOODS_DETAIL)).toEqual([]);
  });
});
