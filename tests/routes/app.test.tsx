import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { config } from "../../src/config";
import { CERT_ANCHOR, UNVERIFIED_NOTICE } from "../../src/layout/shop-verify-notice";
import { logout } from "../../src/providers/session";
import { setToken } from "../../src/providers/token";
import { buildRoutes } from "../../src/routes/build-routes";
import { findRouteByPath } from "../../src/routes/route-index";
import { WORKPLACE_PATH } from "../../src/routes/route-table";
import { sendToLoginOnLogout } from "../../src/routes/session-navigation";
import { fill } from "../pages/auth-kit";
import { withDemoApi } from "../pages/demo-api";
import { loadCheck } from "../access/load-policy";
import { expectedFirstPage } from "./expected-menu";
import { preloadRoutes } from "./preload-routes";

withDemoApi();

/** Where a user (an unverified shop) is sent from a closed page: the policy's and declarations' say. */
const usersFirstPage = expectedFirstPage(await loadCheck(), "user");

await preloadRoutes(["/login", "/goods/edit/:alias", "/user/setting", "/user/role", "/user/employee", usersFirstPage]);

/** The real route tree (guard loaders, lazy screens, shell) in a memory router. */
function openApp(url: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [url] });
  const stop = sendToLoginOnLogout(router);
  render(<RouterProvider router={router} />);
  const at = () => router.state.location.pathname + router.state.location.search;
  /** The path and the given query keys only: list screens add their own paging keys to the URL. */
  const atWith = (...keys: string[]) => {
    const search = new URLSearchParams(router.state.location.search);
    const kept = new URLSearchParams(keys.filter((k) => search.has(k)).map((k) => [k, search.get(k) ?? ""]));
    return router.state.location.pathname + (kept.size ? `?${kept}` : "");
  };
  return { router, at, atWith, stop };
}

async function signInThroughForm(mobile: string, password: string) {
  const user = userEvent.setup();
  await fill(user, await screen.findByLabelText("手机号"), mobile);
  await fill(user, screen.getByLabelText("密码"), password);
  await user.click(screen.getByRole("button", { name: /登\s*录/ }));
}

describe("the app's routes, guard and session together", () => {
  it("a guest opening an edit page signs in and lands on that page", async () => {
    const app = openApp("/goods/edit/go_1_1?from=list");
    // the first navigation also builds the enforcer
    await waitFor(() => expect(app.at()).toBe("/login?redirect=GoodsEdit&from=list&alias=go_1_1"));
    await signInThroughForm("13800000000", "Admin@123");
    await waitFor(() => expect(app.at()).toBe("/goods/edit/go_1_1?from=list"));
    expect((await screen.findAllByText("编辑商品")).length).toBeGreaterThan(0);
    app.stop();
  });

  it("a user (unverified shop) opening an admin section is sent to the first permitted route", async () => {
    const app = openApp("/login");
    await signInThroughForm("13900000000", "User@1234");
    await waitFor(() => expect(app.at()).toBe("/user/setting")); // the empty path's page (spec section 2)
    await act(() => app.router.navigate("/goods"));
    await waitFor(() => expect(app.atWith()).toBe(usersFirstPage));
    await act(() => app.router.navigate("/user/employee"));
    await waitFor(() => expect(app.atWith()).toBe("/user/employee"));
    app.stop();
  });

  it("an unknown URL shows 页面不存在 inside the console (menu, a way back); signed out it goes to /401", async () => {
    const app = openApp("/login");
    await signInThroughForm("13800000000", "Admin@123");
    await waitFor(() => expect(app.at()).toBe("/user/setting"));
    await act(() => app.router.navigate("/no/such/screen"));
    expect(await screen.findByText("页面不存在")).toBeInTheDocument();
    expect(app.at()).toBe("/no/such/screen");
    expect(document.querySelector("nav[aria-label='主菜单']")).not.toBeNull();
    const back = screen.getByRole("button", { name: `返回${findRouteByPath(WORKPLACE_PATH)?.route.title}` });
    await userEvent.setup().click(back);
    await waitFor(() => expect(app.at()).toBe(WORKPLACE_PATH));
    act(() => logout());
    await waitFor(() => expect(app.at()).toMatch(/^\/login/));
    await act(() => app.router.navigate("/no/such/screen"));
    await waitFor(() => expect(app.at()).toBe("/401"));
    app.stop();
  });

  it("a user (unverified shop) sent from /goods is told why once, with 去认证 to 实名认证", async () => {
    const app = openApp("/login");
    await signInThroughForm("13900000000", "User@1234");
    await waitFor(() => expect(app.at()).toBe("/user/setting"));
    await act(() => app.router.navigate("/goods"));
    await waitFor(() => expect(app.atWith()).toBe(usersFirstPage));
    const why = await screen.findAllByText(UNVERIFIED_NOTICE);
    expect(why).toHaveLength(1); // not a toast as well
    const go = screen.getByRole("link", { name: "去认证" });
    expect(go).toHaveAttribute("href", `/user/setting#${CERT_ANCHOR}`);
    await userEvent.setup().click(go);
    await waitFor(() => expect(app.at()).toBe("/user/setting"));
    expect(await screen.findByRole("form", { name: "实名认证" })).toBeInTheDocument();
    app.stop();
  });

  it("a verified shop's merchant sees no 店铺未认证 notice", async () => {
    const app = openApp("/login");
    await signInThroughForm("13800000000", "Admin@123");
    await waitFor(() => expect(app.at()).toBe("/user/setting"));
    expect(await screen.findByText("账号信息")).toBeInTheDocument();
    expect(screen.queryByText(UNVERIFIED_NOTICE)).toBeNull();
    app.stop();
  });

  it("a token whose user info cannot be fetched is logged out and sent to /login", async () => {
    setToken("forged-token", true);
    const app = openApp("/user/role");
    await waitFor(() => expect(app.at()).toBe("/login?redirect=RoleList"));
    expect(document.cookie).not.toContain(`${config.tokenCookieName}=`);
    app.stop();
  });

  it("a signed-in merchant visiting /login goes to '/', then /user/setting; logout returns to /login", async () => {
    const app = openApp("/login");
    await signInThroughForm("13800000000", "Admin@123");
    await waitFor(() => expect(app.at()).toBe("/user/setting"));
    await act(() => app.router.navigate("/login"));
    await waitFor(() => expect(app.at()).toBe("/user/setting"));
    act(() => logout());
    await waitFor(() => expect(app.at()).toBe("/login?redirect=Setting"));
    app.stop();
  });

  it("/redirect/:path and /refresh?path= lead back into the app, never out of it", async () => {
    const app = openApp("/login");
    await signInThroughForm("13800000000", "Admin@123");
    await waitFor(() => expect(app.at()).toBe("/user/setting"));
    await act(() => app.router.navigate(`/redirect/${encodeURIComponent("user/role")}?page=2`));
    await waitFor(() => expect(app.atWith("page")).toBe("/user/role?page=2"));
    await act(() => app.router.navigate(`/refresh?path=${encodeURIComponent("/user/employee")}`));
    await waitFor(() => expect(app.atWith()).toBe("/user/employee"));
    await act(() => app.router.navigate(`/refresh?path=${encodeURIComponent("//evil.example/x")}`));
    await waitFor(() => expect(app.at()).toBe("/user/setting"));
    app.stop();
  });
});
