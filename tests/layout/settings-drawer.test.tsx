import "./helpers";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SettingsDrawer } from "../../src/layout/settings-drawer";
import { DEFAULT_SETTINGS, useSettingsStore } from "../../src/stores/settings-store";

const saved = () => (JSON.parse(localStorage.getItem("merchant-settings") ?? "{}") as { state?: Record<string, unknown> }).state;

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  useSettingsStore.getState().reset();
  localStorage.clear();
  errors = vi.spyOn(console, "error");
});
afterEach(() => {
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});

describe("SettingsDrawer", () => {
  it("新消息提醒: off by default; switched on, it asks the browser's permission to notify, and is saved", async () => {
    const requestPermission = vi.fn(async () => "granted" as NotificationPermission);
    vi.stubGlobal("Notification", { permission: "default", requestPermission });
    try {
      const user = userEvent.setup();
      render(<SettingsDrawer open onClose={() => undefined} />);
      const alert = await screen.findByRole("switch", { name: "新消息提醒" });
      expect(alert).not.toBeChecked();
      expect(DEFAULT_SETTINGS.messageAlert).toBe(false);
      await user.click(alert);
      expect(requestPermission).toHaveBeenCalledTimes(1);
      expect(useSettingsStore.getState().messageAlert).toBe(true);
      expect(saved()?.messageAlert).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("toggles 多页签 and the theme, saved in localStorage", async () => {
    const user = userEvent.setup();
    render(<SettingsDrawer open onClose={() => undefined} />);
    expect(await screen.findByText("页面配置")).toBeInTheDocument();

    const tabBar = screen.getByRole("switch", { name: "多页签" });
    expect(tabBar).not.toBeChecked();
    await user.click(tabBar);
    expect(useSettingsStore.getState().tabBar).toBe(true);
    expect(saved()?.tabBar).toBe(true);
    expect(screen.getByRole("switch", { name: "多页签" })).toBeChecked();

    // antd button-style radios take the click on their label.
    await user.click(screen.getByText("暗色"));
    expect(screen.getByRole("radio", { name: "暗色" })).toBeChecked();
    expect(useSettingsStore.getState().theme).toBe("dark");
    expect(saved()?.theme).toBe("dark");
  });

  it("shows the defaults and switches 导航栏, 底部 and 菜单栏折叠", async () => {
    const user = userEvent.setup();
    render(<SettingsDrawer open onClose={() => undefined} />);
    expect(await screen.findByRole("radio", { name: "亮色" })).toBeChecked();
    expect(screen.getByRole("spinbutton", { name: "菜单宽度" })).toHaveValue("220");
    expect(screen.getByRole("switch", { name: "导航栏" })).toBeChecked();
    expect(screen.getByRole("switch", { name: "底部" })).toBeChecked();

    await user.click(screen.getByRole("switch", { name: "导航栏" }));
    await user.click(screen.getByRole("switch", { name: "底部" }));
    await user.click(screen.getByRole("switch", { name: "菜单栏折叠" }));
    expect(useSettingsStore.getState()).toMatchObject({ navbar: false, footer: false, menuCollapsed: true });
    expect(saved()).toMatchObject({ navbar: false, footer: false, menuCollapsed: true });
  });

  it("sets the menu width within 160–400", async () => {
    const user = userEvent.setup();
    render(<SettingsDrawer open onClose={() => undefined} />);
    const width = await screen.findByRole("spinbutton", { name: "菜单宽度" });
    await user.clear(width);
    await user.type(width, "300");
    expect(useSettingsStore.getState().menuWidth).toBe(300);
    await user.clear(width);
    await user.type(width, "999");
    expect(useSettingsStore.getState().menuWidth).toBe(300);
  });

  it("restores the defaults with 恢复默认", async () => {
    const user = userEvent.setup();
    useSettingsStore.getState().update({ theme: "dark", tabBar: true, menuWidth: 300, colorPrimary: "#722ED1" });
    render(<SettingsDrawer open onClose={() => undefined} />);
    await user.click(await screen.findByRole("button", { name: "恢复默认" }));
    expect(useSettingsStore.getState()).toMatchObject(DEFAULT_SETTINGS);
    expect(saved()).toMatchObject({ theme: "light", tabBar: false, menuWidth: 220, colorPrimary: "#165DFF" });
  });

  it("calls onClose from the drawer's close button", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<SettingsDrawer open onClose={onClose} />);
    await user.click(await screen.findByRole("button", { name: /close/i }));
    expect(onClose).toHaveBeenCalled();
  });
});
