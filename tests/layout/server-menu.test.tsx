import { byText, renderConsole, signInAs, topLevelMenuTexts } from "./helpers";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { can, loadEnforcer } from "../../src/access/enforcer";
import { buildServerMenu, type NavItem } from "../../src/layout/menu-items";
import { fetchServerMenu } from "../../src/layout/server-menu";
import { resetMenuStore, useMenuStore, type ServerMenuItem } from "../../src/stores/menu-store";
import { resetUserStore } from "../../src/stores/user-store";
import { expectedMenu } from "../routes/expected-menu";
import { MESSAGE_UNREAD_COUNT } from "../../src/components/messages/messages.calls";

const MENU_URL = "*/merchant/shop/v1/menu/list";

const item = (path: string, title: string, sort: number, status = 1, children?: ServerMenuItem[]): ServerMenuItem => ({
  path,
  name: title,
  title,
  sort,
  status,
  ...(children ? { children } : {}),
});

/** A server's menu naming the spec's own pages only: who sees them is the spec's (section 6), whatever section an integrator adds. */
const serverList: ServerMenuItem[] = [
  item("/user", "设置", 3, 1, [
    item("/user/role", "角色管理", 2),
    item("/user/setting", "商户信息", 1),
    item("/user/employee", "员工管理", 3, 2),
    item("/user/address", "地址管理", 4),
  ]),
  item("/order", "订单管理", 1, 2, [item("/order", "订单列表", 1)]),
  item("/goods", "商品管理", 2, 1, [item("/goods/params", "商品参数", 2), item("/goods", "商品列表", 1)]),
  item("/nowhere", "未知页面", 0),
];

// the navbar's bell asks its count (消息中心): none here
const server = setupServer(http.post(`*${MESSAGE_UNREAD_COUNT}`, () => HttpResponse.json({ code: 200, msg: "ok", data: { count: 0 } })));
let calls = 0;
const answer = (list: ServerMenuItem[]) =>
  http.post(MENU_URL, () => {
    calls += 1;
    return HttpResponse.json({ code: 200, msg: "ok", data: { list } });
  });

const titles = (items: NavItem[]) => items.map((i) => i.title);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: "error" });
  await loadEnforcer();
});
let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, "error");
});
afterEach(() => {
  cleanup();
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  server.resetHandlers();
  resetMenuStore();
  resetUserStore();
  calls = 0;
});
afterAll(() => server.close());

describe("fetchServerMenu", () => {
  it("asks nothing while server menus are off", async () => {
    await expect(fetchServerMenu(false)).resolves.toBeNull();
    expect(useMenuStore.getState().items).toBeNull();
  });

  it("keeps data.list in the menu store, fetching once", async () => {
    server.use(answer(serverList));
    const [first, second] = await Promise.all([fetchServerMenu(true), fetchServerMenu(true)]);
    expect(first).toEqual(serverList);
    expect(second).toBe(first);
    expect(useMenuStore.getState().items).toEqual(serverList);
    await fetchServerMenu(true);
    expect(calls).toBe(1);
  });
});

describe("buildServerMenu", () => {
  it("keeps status 1 only, ordered by sort, and hides what the role cannot open", () => {
    const admin = buildServerMenu(serverList, can, "admin");
    expect(titles(admin)).toEqual(["商品管理", "设置", "帮助中心"]);
    expect(titles(admin[0]?.children ?? [])).toEqual(["商品列表", "商品参数"]);
    expect(titles(admin[1]?.children ?? [])).toEqual(["商户信息", "角色管理", "地址管理"]);

    const user = buildServerMenu(serverList, can, "user");
    expect(titles(user)).toEqual(["设置", "帮助中心"]);
    expect(titles(user[0]?.children ?? [])).toEqual(["商户信息", "角色管理"]);
  });

  it("joins relative child paths to the parent's", () => {
    const menu = buildServerMenu([item("/goods", "商品管理", 1, 1, [item("category", "商品分类", 1)])], can, "admin");
    expect(menu[0]?.children?.[0]).toMatchObject({ path: "/goods/category", title: "商品分类" });
  });
});

describe("ConsoleLayout with server menus on", () => {
  it("shows the server's visible entries in order", async () => {
    server.use(answer(serverList));
    signInAs("admin");
    const { container } = renderConsole("/user/setting", { serverMenu: true });
    await waitFor(() => expect(topLevelMenuTexts(container)).toEqual(["商品管理", "设置", "帮助中心"]));
    expect(byText("商户信息", "a")).toHaveAttribute("href", "/user/setting");
    expect(byText("角色管理", "a")).toHaveAttribute("href", "/user/role");
    expect(screen.queryByText("员工管理")).not.toBeInTheDocument();
    expect(screen.queryByText("订单管理")).not.toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it("shows the closable notice 系统错误 when the menu call fails", async () => {
    server.use(http.post(MENU_URL, () => new HttpResponse(null, { status: 500 })));
    signInAs("user");
    const { container } = renderConsole("/user/setting", { serverMenu: true });
    expect(await screen.findByText("系统错误")).toBeInTheDocument();
    const notice = screen.getByText("系统错误").closest(".ant-notification-notice");
    expect(notice?.querySelector(".ant-notification-notice-close")).not.toBeNull();
    // The route table's menu (by role) stands in so the console stays usable.
    const routeMenu = [...expectedMenu(can, "user").map((s) => s.title), "帮助中心"];
    expect(routeMenu).toContain("设置");
    await waitFor(() => expect(topLevelMenuTexts(container)).toEqual(routeMenu));
  });
});
