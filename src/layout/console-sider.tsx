import { Layout, theme } from "antd";
import { useSettingsStore } from "../stores/settings-store";
import type { NavItem } from "./menu-items";
import { SiderMenu } from "./sider-menu";
import { SIDER_COLLAPSED_WIDTH } from "./shell-frame";

/** The desktop's menu column, below the navbar (`top`): width and folding from the settings. */
export function ConsoleSider({ items, top }: { items: NavItem[]; top: number }) {
  const { token } = theme.useToken();
  const collapsed = useSettingsStore((s) => s.menuCollapsed);
  const width = useSettingsStore((s) => s.menuWidth);
  const dark = useSettingsStore((s) => s.theme === "dark");
  const update = useSettingsStore((s) => s.update);
  return (
    <Layout.Sider
      collapsible
      collapsed={collapsed}
      width={width}
      collapsedWidth={SIDER_COLLAPSED_WIDTH}
      theme={dark ? "dark" : "light"}
      onCollapse={(value) => update({ menuCollapsed: value })}
      style={{
        position: "sticky",
        top,
        height: `calc(100vh - ${top}px)`,
        zIndex: 10,
        borderInlineEnd: dark ? undefined : `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <nav aria-label="主菜单" style={{ height: "100%", overflowY: "auto", overflowX: "hidden" }}>
        <SiderMenu items={items} collapsed={collapsed} dark={dark} />
      </nav>
    </Layout.Sider>
  );
}
