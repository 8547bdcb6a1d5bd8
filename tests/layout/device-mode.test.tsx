import { bySelector, findByText, renderConsole, signInAs } from "./helpers";
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { loadEnforcer } from "../../src/access/enforcer";
import { useSettingsStore } from "../../src/stores/settings-store";
import { resetUserStore, useUserStore } from "../../src/stores/user-store";

/**
 * The device mode (issue 14): below antd's md breakpoint (768px) the console is laid out for a
 * phone. tests/setup.ts answers matchMedia for window.innerWidth, so a phone is innerWidth 390.
 */
const desktopWidth = window.innerWidth;
const setWidth = (px: number) => Object.defineProperty(window, "innerWidth", { value: px, configurable: true, writable: true });
const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const navbar = () => findByText("商户后台", "header");

let errors: ReturnType<typeof vi.spyOn>;
beforeAll(async () => {
  await loadEnforcer();
});
beforeEach(() => {
  useSettingsStore.getState().reset();
  errors = vi.spyOn(console, "error");
});
afterEach(() => {
  cleanup();
  setWidth(desktopWidth);
  resetUserStore();
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});

describe("on a phone (390px)", () => {
  it("puts the menu in a drawer from the navbar's 菜单 button, closed once a screen is chosen", async () => {
    setWidth(390);
    const user = setupUser();
    signInAs("admin");
    const { container, router } = renderConsole("/user/setting");
    await screen.findByText("screen:商户信息");
    expect(container.querySelector(".ant-layout-sider")).toBeNull();
    const button = within(await navbar()).getByRole("button", { name: "菜单" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    await user.click(button);
    const drawer = await screen.findByRole("dialog", { name: "菜单" });
    expect(within(drawer).getByRole("navigation", { name: "主菜单" })).toBeInTheDocument();
    await user.click(within(drawer).getByText("订单管理"));
    await user.click(await within(drawer).findByRole("link", { name: "订单列表" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/order"));
    expect(await screen.findByText("screen:订单列表")).toBeInTheDocument();
    await waitFor(() => expect(button).toHaveAttribute("aria-expanded", "false"));
  });

  it("keeps the navbar short: 演示, the avatar named for the user, sign-out reachable; the device says 移动", async () => {
    setWidth(390);
    const user = setupUser();
    signInAs("admin", "小王");
    useSettingsStore.getState().update({ navbar: false });
    renderConsole("/user/setting");
    const bar = await navbar();
    expect(within(bar).getByText("演示")).toBeInTheDocument();
    expect(within(bar).queryByText("演示数据")).toBeNull();
    expect(within(bar).getByRole("button", { name: "重置演示数据" })).toBeInTheDocument();
    expect(within(bar).queryByText("小王")).toBeNull();
    await waitFor(() => expect(useSettingsStore.getState().device).toBe("mobile"));

    await user.click(bySelector("button[aria-label='页面配置']", bar));
    const device = await screen.findByRole("radiogroup", { name: "设备（随屏幕宽度切换）" });
    expect(within(device).getByRole("radio", { name: "移动" })).toBeChecked();

    await user.click(within(bar).getByRole("button", { name: "小王（用户菜单）" }));
    await user.click(await findByText("退出登录", "[role=menuitem]"));
    expect(useUserStore.getState().role).toBeNull();
  });
});

describe("on a desktop (1024px)", () => {
  it("keeps the sider, the full navbar and the device 桌面, which a reset does not change", async () => {
    signInAs("admin", "小王");
    const { container } = renderConsole("/user/setting");
    await screen.findByText("screen:商户信息");
    expect(container.querySelector(".ant-layout-sider")).not.toBeNull();
    const bar = await navbar();
    expect(within(bar).queryByRole("button", { name: "菜单" })).toBeNull();
    expect(within(bar).getByText("演示数据")).toBeInTheDocument();
    expect(within(bar).getByText("小王")).toBeInTheDocument();
    expect(useSettingsStore.getState().device).toBe("desktop");
    act(() => useSettingsStore.getState().reset());
    expect(useSettingsStore.getState().device).toBe("desktop");
  });
});
