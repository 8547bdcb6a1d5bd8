import { LogoutOutlined, MoonOutlined, SettingOutlined, SunOutlined, UserOutlined } from "@ant-design/icons";
import { Avatar, Button, Dropdown, Layout, Space, Tag, theme, Tooltip, type MenuProps } from "antd";
import { Link, useNavigate } from "react-router";
import { DemoResetButton } from "../components/demo-reset-button";
import { config } from "../config";
import { logout } from "../providers/session";
import { useSettingsStore } from "../stores/settings-store";
import { useUserStore } from "../stores/user-store";

export const NAVBAR_HEIGHT = 56;

export { DEMO_RESET_EVENT } from "../components/demo-reset-button";

const userMenu: MenuProps["items"] = [
  { key: "setting", icon: <UserOutlined aria-hidden />, label: "商户信息" },
  { type: "divider" },
  { key: "logout", icon: <LogoutOutlined aria-hidden />, label: "退出登录" },
];

/** Top bar: title and logo; demo tag and reset, theme toggle, settings, the user's menu. */
export function Navbar({ onOpenSettings }: { onOpenSettings: () => void }) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const user = useUserStore((s) => s.user);
  const dark = useSettingsStore((s) => s.theme === "dark");
  const update = useSettingsStore((s) => s.update);
  const nickname = user?.nickname || user?.mobile || "商户";

  const onUserMenu: MenuProps["onClick"] = ({ key }) => {
    if (key === "setting") void navigate("/user/setting");
    if (key === "logout") logout();
  };

  return (
    <Layout.Header
      style={{
        display: "flex",
        alignItems: "center",
        gap: 16,
        height: NAVBAR_HEIGHT,
        lineHeight: "normal",
        padding: "0 16px",
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        position: "sticky",
        top: 0,
        zIndex: 20,
      }}
    >
      <Link to="/" style={{ display: "flex", alignItems: "center", gap: 8, color: token.colorText }}>
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <span style={{ fontSize: 16, fontWeight: 600 }}>商户后台</span>
      </Link>
      <div style={{ flex: 1 }} />
      <Space size={8} wrap={false}>
        {config.demoMode && <Tag color="orange">演示数据</Tag>}
        {config.demoMode && <DemoResetButton />}
        <Tooltip title={dark ? "切换为亮色主题" : "切换为暗色主题"}>
          <Button
            type="text"
            aria-label="切换主题"
            icon={dark ? <SunOutlined /> : <MoonOutlined />}
            onClick={() => update({ theme: dark ? "light" : "dark" })}
          />
        </Tooltip>
        <Tooltip title="页面配置">
          <Button type="text" aria-label="页面配置" icon={<SettingOutlined />} onClick={onOpenSettings} />
        </Tooltip>
        <Dropdown trigger={["click"]} menu={{ items: userMenu, onClick: onUserMenu }} placement="bottomRight">
          <Button type="text" style={{ display: "flex", alignItems: "center", gap: 8 }}>
            <Avatar size="small" src={user?.avatar || undefined} aria-hidden>
              {Array.from(nickname)[0]}
            </Avatar>
            <span>{nickname}</span>
          </Button>
        </Dropdown>
      </Space>
    </Layout.Header>
  );
}
