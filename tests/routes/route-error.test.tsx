import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { loadEnforcer } from "../../src/access/enforcer";
import { AppRoot } from "../../src/app-root";
import { ConsoleLayout } from "../../src/layout/console-layout";
import { screenRoute } from "../../src/routes/build-routes";
import { isChunkLoadError, reloadOnceForChunk } from "../../src/routes/chunk-reload";
import { resetUserStore } from "../../src/stores/user-store";
import { byText, Queries, signInAs } from "../layout/helpers";

/** What Chromium rejects a dynamic import with when the chunk's file cannot be fetched. */
const chunkError = () => new TypeError("Failed to fetch dynamically imported module: http://127.0.0.1/assets/list-screen-abc123.js");

afterEach(() => {
  sessionStorage.clear();
  vi.useRealTimers();
});

describe("a chunk that fails to load reloads the page once", () => {
  it("knows a failed chunk from other errors, by the browsers' messages", () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Unable to preload CSS for /assets/x.css"))).toBe(true);
    expect(isChunkLoadError(new Error("boom"))).toBe(false);
    expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false);
  });

  it("reloads on the first failure, shows the error on the next within a minute, reloads again later", () => {
    vi.useFakeTimers({ now: new Date("2026-11-24T09:00:00Z") });
    const reload = vi.fn();
    expect(reloadOnceForChunk(new Error("boom"), reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(reloadOnceForChunk(chunkError(), reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    // after that reload the chunk fails again: no loop, the error element shows
    vi.advanceTimersByTime(5_000);
    expect(reloadOnceForChunk(chunkError(), reload)).toBe(false);
    // a later deploy, an hour on: one reload again
    vi.advanceTimersByTime(3_600_000);
    expect(reloadOnceForChunk(chunkError(), reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("never reloads offline (the browser would show its own offline page)", () => {
    const online = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const reload = vi.fn();
    expect(reloadOnceForChunk(chunkError(), reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    online.mockRestore();
  });
});

describe("a route's error element", () => {
  beforeAll(async () => {
    await loadEnforcer();
  });
  afterEach(() => resetUserStore());

  it("shows 页面加载失败 inside the layout, with 重新加载 and 返回工作台, when the screen's code fails again", async () => {
    signInAs("admin");
    // the page was just reloaded for this failure: this time the element shows
    sessionStorage.setItem("chunk-reload-at", String(Date.now()));
    // the route as build-routes makes it, with a guard that lets it through (no session here)
    const broken = { ...screenRoute({ path: "/goods", name: "Goods", title: "商品列表", page: () => Promise.reject(chunkError()) }), loader: () => null };
    const router = createMemoryRouter(
      [{
        Component: AppRoot,
        children: [{
          element: <ConsoleLayout serverMenu={false}><Outlet /></ConsoleLayout>,
          children: [broken, { path: "/dashboard/workplace", element: <p>screen:工作台</p> }],
        }],
      }],
      { initialEntries: ["/goods"] },
    );
    render(<Queries><RouterProvider router={router} /></Queries>);
    expect(await screen.findByText("页面加载失败")).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error|Hey developer/)).toBeNull();
    // inside the layout: the menu and the navbar are still there
    expect(document.querySelector("nav[aria-label='主菜单']")?.textContent).toContain("商品管理");
    expect(screen.getByText("商户后台")).toBeInTheDocument();
    expect(byText("重新加载", "button")).toBeInTheDocument();
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.click(byText("返回工作台", "button"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/workplace"));
    expect(await screen.findByText("screen:工作台")).toBeInTheDocument();
    await act(() => Promise.resolve());
  });
});
