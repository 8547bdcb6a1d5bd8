import { theme } from "antd";
import { http } from "msw";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ok } from "../../src/api/respond";
import { frameCss, frameHtml, pageData, pageScript, patternOf, type FirstScreens } from "../../src/build/static-frame";
import { server } from "../../src/demo/node";
import { FRAME_COLOURS, FRAME_RADIUS, STATIC_FRAME_ID } from "../../src/layout/shell-frame";
import { EARLY_CALLS, forgetEarly, type EarlyCall } from "../../src/providers/early-calls";
import { removeToken, setToken } from "../../src/providers/token";
import { DEFAULT_SETTINGS, SETTINGS_STORAGE_KEY } from "../../src/stores/settings-defaults";
import { accessibleLightTheme } from "../../src/theme/accessible-theme";

/**
 * index.html's static frame and first calls (decision 0126): the page's script as the build
 * writes it, run in the page (jsdom) on a path, with a cookie and stored settings.
 */

const GOODS_CALL = { path: "/merchant/goods/v1/goods/list", body: { page: 1, page_size: 10, sort_field: "created_at", sort_order: "desc" }, paged: true };
const FIRST: FirstScreens = {
  screens: [
    { path: "/login", public: true },
    { path: "/register", public: true },
    { path: "/goods", crumb: ["商品管理", "商品列表"], list: GOODS_CALL },
    { path: "/goods/edit/:alias", crumb: ["商品管理", "编辑商品"] },
    { path: "/user/category", crumb: ["设置", "分类"], list: { path: "/merchant/goods/v1/category/list", body: { page: 1, page_size: 1000 }, paged: false } },
  ],
  session: [{ path: "/user/v1/account/info", body: {} }, { path: "/merchant/shop/v1/account/info", body: {} }],
};
const SERVER_ENV = { VITE_API_BASE_URL: "http://api.test/" };

const sent: string[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  server.use(http.post("http://api.test/*", async ({ request }) => {
    sent.push(`${new URL(request.url).pathname} ${JSON.stringify(await request.json())} ${request.headers.get("Authorization")} ${request.headers.get("Application")}`);
    return ok({});
  }));
});
afterEach(() => {
  sent.length = 0;
  server.resetHandlers();
  removeToken();
  localStorage.clear();
  forgetEarly();
  document.body.innerHTML = "";
});
afterAll(() => server.close());

/** The page at `url`: the frame's markup, then its script, as index.html has them. */
function openPage(url: string, env: Record<string, string | undefined> = SERVER_ENV) {
  window.history.replaceState(null, "", url);
  document.body.innerHTML = frameHtml();
  new Function(pageScript(pageData(FIRST, env)))();
  const frame = document.getElementById(STATIC_FRAME_ID)!;
  const calls = ((window as unknown as Record<string, EarlyCall[] | undefined>)[EARLY_CALLS] ?? []).map((c) => `${c.path} ${JSON.stringify(c.body)}`);
  return { frame, calls };
}

describe("the static frame", () => {
  it("shows on a console path with a session, the screen's breadcrumb in it", () => {
    setToken("tok-a", false);
    const { frame } = openPage("/goods");
    expect(frame.hidden).toBe(false);
    expect(frame.querySelector(".sf-crumb")?.textContent).toBe("商品管理商品列表");
    expect(frame.classList.contains("sf-has-crumb")).toBe(true);
    expect(openPage("/goods/edit/g1").frame.querySelector(".sf-crumb")?.textContent).toBe("商品管理编辑商品");
  });

  it("stays hidden with no session, on /login and on the public pages", () => {
    expect(openPage("/goods").frame.hidden).toBe(true);
    setToken("tok-a", false);
    expect(openPage("/login").frame.hidden).toBe(true);
    expect(openPage("/register").frame.hidden).toBe(true);
    // a path no screen has is the shell's 页面不存在: the frame, with no breadcrumb
    const unknown = openPage("/nowhere").frame;
    expect([unknown.hidden, unknown.classList.contains("sf-has-crumb")]).toEqual([false, false]);
  });

  it("is laid out as the stored settings say: theme, navbar, 多页签, folded menu, its width", () => {
    setToken("tok-a", false);
    const stored = { ...DEFAULT_SETTINGS, theme: "dark", navbar: false, tabBar: true, menuCollapsed: true, menuWidth: 300 };
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ state: stored, version: 0 }));
    const { frame } = openPage("/goods");
    expect([...frame.classList].sort()).toEqual(["sf-dark", "sf-folded", "sf-has-crumb", "sf-has-tabs", "sf-no-nav"]);
    expect(frame.style.getPropertyValue("--sf-menu")).toBe("300px");
    // a width the store would refuse keeps the default's (frameCss)
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ state: { menuWidth: 9000 }, version: 0 }));
    expect(openPage("/goods").frame.style.getPropertyValue("--sf-menu")).toBe("");
    expect(frameCss()).toContain(`--sf-menu:${DEFAULT_SETTINGS.menuWidth}px`);
  });

  it("paints with the theme's own colours (antd's tokens, light as the console makes it, and dark)", () => {
    const light = theme.getDesignToken({ algorithm: theme.defaultAlgorithm, ...accessibleLightTheme(DEFAULT_SETTINGS.colorPrimary) });
    const dark = theme.getDesignToken({ algorithm: theme.darkAlgorithm, token: { colorPrimary: DEFAULT_SETTINGS.colorPrimary } });
    for (const [ours, token] of [[FRAME_COLOURS.light, light], [FRAME_COLOURS.dark, dark]] as const) {
      expect([ours.layout, ours.container, ours.border]).toEqual([token.colorBgLayout, token.colorBgContainer, token.colorBorderSecondary]);
    }
    expect(FRAME_RADIUS).toBe(light.borderRadiusLG);
  });

  it("matches a route's params as the router does: one segment each", () => {
    const pattern = new RegExp(patternOf("/goods/edit/:alias"));
    expect(["/goods/edit/g1", "/goods/edit/g1/x", "/goods/edit/"].map((p) => pattern.test(p))).toEqual([true, false, false]);
  });
});

describe("the first calls", () => {
  it("on a list's plain URL: the guard's calls and the list's first page, with the session's token", async () => {
    setToken("tok-a", false);
    const { calls } = openPage("/goods");
    expect(calls).toEqual([
      "/user/v1/account/info {}",
      "/merchant/shop/v1/account/info {}",
      `/merchant/goods/v1/goods/list ${JSON.stringify(GOODS_CALL.body)}`,
    ]);
    await vi.waitFor(() => expect(sent).toHaveLength(3));
    expect(sent.every((s) => s.endsWith(" tok-a merchant-console"))).toBe(true);
  });

  it("the URL's page and page size go into the list's call; a filter, or any other key, leaves it to the screen", () => {
    setToken("tok-a", false);
    expect(openPage("/goods?currentPage=3&pageSize=20").calls[2]).toBe(`${GOODS_CALL.path} ${JSON.stringify({ ...GOODS_CALL.body, page: 3, page_size: 20 })}`);
    forgetEarly();
    expect(openPage("/goods?filters[0][field]=name&filters[0][value]=a").calls).toHaveLength(2);
    forgetEarly();
    // a tree lists every record: only its plain URL
    expect(openPage("/user/category?currentPage=2").calls).toHaveLength(2);
  });

  it("none in the demo (its API is in the page), with no session, nor on /login", () => {
    setToken("tok-a", false);
    expect(openPage("/goods", { VITE_API_BASE_URL: "" }).calls).toEqual([]);
    expect(openPage("/login").calls).toEqual([]);
    removeToken();
    expect(openPage("/goods").calls).toEqual([]);
  });
});
