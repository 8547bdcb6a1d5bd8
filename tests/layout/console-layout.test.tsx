import { bySelector, byText, findByText, renderConsole, signInAs, topLevelMenuTexts } from "./helpers";
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { loadEnforcer } from "../../src/access/enforcer";
import { config } from "../../src/config";
import { DEMO_RESET_EVENT } from "../../src/layout/navbar";
import { useSettingsStore } from "../../src/stores/settings-store";
import { resetTabStore, useTabStore } from "../../src/stores/tab-store";
import { resetUserStore, useUserStore } from "../../src/stores/user-store";
import { shipped, SHIPPED_SECTIONS } from "./shipped-sections";

let errors: ReturnType<typeof vi.spyOn>;
beforeAll(async () => {
  await loadEnforcer();
});
beforeEach(() => {
  useSettingsStore.getState().reset();
  resetTabStore();
  errors = vi.spyOn(console, "error");
});
afterEach(() => {
  cleanup();
  resetUserStore();
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});

/** Skips user-event's per-click computed-style walk, which is slow on the full layout in jsdom. */
const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
/** The navbar: queries scoped to it stay quick. */
const navbar = () => findByText("商户后台", "header");

const selectedText = (container: HTMLElement) =>
  Array.from(container.querySelectorAll(".ant-menu-item-selected")).map((el) => el.textContent);

describe("sider menu", () => {
  it("shows an admin every section, highlighting the list of a hidden edit screen", async () => {
    signInAs("admin");
    const { container } = renderConsole("/goods/edit/abc");
    expect(await screen.findByText("screen:编辑商品")).toBeInTheDocument();
    expect(shipped(topLevelMenuTexts(container))).toEqual([...SHIPPED_SECTIONS, "帮助中心"]);
    expect(selectedText(container)).toEqual(["商品列表"]);
    expect(byText("商品分类", "a")).toHaveAttribute("href", "/goods/category");
    expect(screen.queryByText("新建商品")).not.toBeInTheDocument();
    const help = byText("帮助中心", "a");
    expect(help).toHaveAccessibleName("帮助中心");
    expect(help).toHaveAttribute("href", config.helpUrl);
    expect(help).toHaveAttribute("target", "_blank");
    expect(help.getAttribute("rel")).toContain("noopener");
  });

  it("shows a user only 设置 and 帮助中心", async () => {
    signInAs("user");
    const { container } = renderConsole("/user/role");
    expect(await screen.findByText("screen:角色管理")).toBeInTheDocument();
    expect(shipped(topLevelMenuTexts(container))).toEqual(["设置", "帮助中心"]);
    expect(selectedText(container)).toEqual(["角色管理"]);
    expect(screen.queryByText("地址管理")).not.toBeInTheDocument();
  });

  it("follows the URL when navigating", async () => {
    signInAs("admin");
    const { container, router } = renderConsole("/goods");
    await screen.findByText("screen:商品列表");
    await act(() => router.navigate("/order/refund/r1"));
    expect(await screen.findByText("screen:售后详情")).toBeInTheDocument();
    expect(selectedText(container)).toEqual(["售后列表"]);
  });
});

describe("navbar", () => {
  it("shows the title, the demo tag, the user, and logs out from the user menu", async () => {
    const user = setupUser();
    signInAs("admin", "小王");
    renderConsole("/user/setting");
    expect(await screen.findByText("商户后台")).toBeInTheDocument();
    expect(screen.getByText("演示数据")).toBeInTheDocument();
    expect(screen.getByText("小")).toBeInTheDocument();
    const trigger = byText("小王", "button", await navbar());
    expect(trigger).toHaveAccessibleName("小王");
    await user.click(trigger);
    const item = await findByText("退出登录", "[role=menuitem]");
    expect(item).toHaveAccessibleName("退出登录");
    await user.click(item);
    expect(useUserStore.getState().role).toBeNull();
  });

  it("opens 商户信息 from the user menu", async () => {
    const user = setupUser();
    signInAs("admin");
    const { router } = renderConsole("/goods");
    await user.click(byText("小王", "button", await navbar()));
    await user.click(await findByText("商户信息", "[role=menuitem]"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/user/setting"));
  });

  it("asks before resetting the demo data, then fires demo:reset", async () => {
    const user = setupUser();
    const onReset = vi.fn();
    window.addEventListener(DEMO_RESET_EVENT, onReset);
    signInAs("admin");
    renderConsole("/user/setting");
    await user.click(byText("重置演示数据", "button", await navbar()));
    expect(onReset).not.toHaveBeenCalled();
    await user.click(await findByText("确认重置", "button"));
    expect(onReset).toHaveBeenCalledTimes(1);
    window.removeEventListener(DEMO_RESET_EVENT, onReset);
  });

  it("toggles the theme and opens the settings drawer", async () => {
    const user = setupUser();
    signInAs("admin");
    const { container } = renderConsole("/user/setting");
    await user.click(bySelector("button[aria-label='切换主题']", await navbar()));
    expect(useSettingsStore.getState().theme).toBe("dark");
    expect(container.querySelector(".ant-layout-sider-dark")).not.toBeNull();
    await user.click(bySelector("button[aria-label='页面配置']", await navbar()));
    expect(await findByText("多页签", ".ant-drawer")).toBeInTheDocument();
  });
});

describe("layout settings", () => {
  it("hides navbar and footer as set, keeping a way to the settings", async () => {
    signInAs("admin");
    useSettingsStore.getState().update({ navbar: false, footer: false });
    renderConsole("/user/setting");
    await screen.findByText("screen:商户信息");
    expect(screen.queryByText("商户后台")).not.toBeInTheDocument();
    expect(screen.queryByText(/数字藏品商城/)).not.toBeInTheDocument();
    await waitFor(() => expect(document.querySelector(".ant-float-btn[aria-label='页面配置']")).not.toBeNull());
  });

  it("shows the footer by default", async () => {
    signInAs("admin");
    renderConsole("/user/setting");
    expect(await screen.findByText(/商户后台 · 数字藏品商城/)).toBeInTheDocument();
  });
});

describe("sider (desktop; the phone's menu drawer: device-mode.test.tsx)", () => {
  it("keeps the sider open on a desktop, collapsed when set", async () => {
    signInAs("admin");
    const { container, unmount } = renderConsole("/user/setting");
    await screen.findByText("screen:商户信息");
    expect(container.querySelector(".ant-layout-sider-collapsed")).toBeNull();
    expect(bySelector(".ant-layout-sider", container).style.width).toBe("220px");
    unmount();
    useSettingsStore.getState().update({ menuCollapsed: true });
    const again = renderConsole("/user/setting");
    await screen.findByText("screen:商户信息");
    expect(again.container.querySelector(".ant-layout-sider-collapsed")).not.toBeNull();
  });
});

describe("tab bar", () => {
  const tabActions = (container: HTMLElement) => bySelector("button[aria-label='页签操作']", container);
  const tabTexts = (container: HTMLElement) =>
    Array.from(container.querySelectorAll(".ant-tabs-tab")).map((el) => el.textContent);

  it("adds each opened screen after 工作台, switches, refreshes and closes", async () => {
    const user = setupUser();
    signInAs("admin");
    useSettingsStore.getState().update({ tabBar: true });
    const { container, router } = renderConsole("/goods");
    await screen.findByText("screen:商品列表");
    await act(() => router.navigate("/order?status=1"));
    await waitFor(() => expect(tabTexts(container)).toEqual(["工作台", "商品列表", "订单列表"]));
    expect(useTabStore.getState().tabs.map((t) => t.path)).toEqual(["/dashboard/workplace", "/goods", "/order?status=1"]);
    expect(container.querySelector(".ant-tabs-tab-active")?.textContent).toBe("订单列表");
    // the default tab cannot be closed
    expect(container.querySelectorAll(".ant-tabs-tab")[0]?.querySelector(".ant-tabs-tab-remove")).toBeNull();

    await user.click(byText("商品列表", "[role=tab]"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/goods"));

    const seen: string[] = [];
    const stop = router.subscribe((state) => seen.push(state.location.pathname + state.location.search));
    await user.click(tabActions(container));
    await user.click(await findByText("刷新", "[role=menuitem]"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/goods"));
    expect(seen).toContain(`/refresh?path=${encodeURIComponent("/goods")}`);
    stop();

    const goodsTab = await findByText("商品列表", ".ant-tabs-tab");
    await user.click(bySelector("button.ant-tabs-tab-remove", goodsTab));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/workplace"));
    await waitFor(() => expect(tabTexts(container)).toEqual(["工作台", "订单列表"]));
  });

  it("keeps one tab per page, which returns to the query last seen there", async () => {
    const user = setupUser();
    signInAs("admin");
    useSettingsStore.getState().update({ tabBar: true });
    const { container, router } = renderConsole("/goods");
    await screen.findByText("screen:商品列表");
    await act(() => router.navigate("/goods?currentPage=2"));
    await act(() => router.navigate("/goods?currentPage=3"));
    await act(() => router.navigate("/goods/category?currentPage=2"));
    await act(() => router.navigate("/goods/category"));
    await waitFor(() => expect(tabTexts(container)).toEqual(["工作台", "商品列表", "商品分类"]));
    expect(container.querySelector(".ant-tabs-tab-active")?.textContent).toBe("商品分类");

    await user.click(byText("商品列表", "[role=tab]"));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe("/goods?currentPage=3"));
    expect(container.querySelector(".ant-tabs-tab-active")?.textContent).toBe("商品列表");
    expect(tabTexts(container)).toEqual(["工作台", "商品列表", "商品分类"]);
  });

  it("closes the other tabs", async () => {
    const user = setupUser();
    signInAs("admin");
    useSettingsStore.getState().update({ tabBar: true });
    const { container, router } = renderConsole("/goods");
    await screen.findByText("screen:商品列表");
    await act(() => router.navigate("/member"));
    await act(() => router.navigate("/order"));
    await waitFor(() => expect(tabTexts(container)).toEqual(["工作台", "商品列表", "会员列表", "订单列表"]));
    await user.click(tabActions(container));
    await user.click(await findByText("关闭其他", "[role=menuitem]"));
    await waitFor(() => expect(tabTexts(container)).toEqual(["工作台", "订单列表"]));
    expect(router.state.location.pathname).toBe("/order");
  });
});

describe("content", () => {
  it("keeps the console when a screen breaks", async () => {
    errors.mockImplementation(() => undefined);
    signInAs("admin");
    const { router } = renderConsole("/goods", { broken: "/goods" });
    expect(await screen.findByText("页面出错了")).toBeInTheDocument();
    expect(byText("重新加载", "button")).toBeInTheDocument();
    expect(byText("返回工作台", "button")).toBeInTheDocument();
    expect(screen.getByText("商户后台")).toBeInTheDocument();
    await act(() => router.navigate("/order"));
    expect(await screen.findByText("screen:订单列表")).toBeInTheDocument();
    expect(screen.queryByText("页面出错了")).not.toBeInTheDocument();
    errors.mockReset();
  });

  it("shows the breadcrumb of section and screen", async () => {
    signInAs("admin");
    renderConsole("/ump/coupon");
    await screen.findByText("screen:优惠券");
    const crumb = bySelector(".ant-breadcrumb");
    expect(within(crumb).getByText("营销中心")).toBeInTheDocument();
    expect(within(crumb).getByText("优惠券")).toBeInTheDocument();
  });
});
