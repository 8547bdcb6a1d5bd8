import { KeyOutlined, LogoutOutlined, MenuOutlined, MoonOutlined, SettingOutlined, SunOutlined, UserOutlined } from "@ant-design/icons";
import { Avatar, Button, Dropdown, Layout, Space, Tag, theme, Tooltip, type MenuProps } from "antd";
import { lazy, Suspense, useState } from "react";
import { Link, useNavigate } from "react-router";
import { DemoResetButton } from "../components/demo-reset-button";
import { config } from "../config";
import { logout } from "../providers/session";
import { useSettingsStore } from "../stores/settings-store";
import { useUserStore } from "../stores/user-store";
import { can } from "../access/enforcer";
import type { Role } from "../access/rules";
import { canOpenEntry, findRouteByPath } from "../routes/route-index";
import { MessageBell } from "./message-bell";
import { LOGO_GAP, LOGO_SIZE, NAVBAR_GAP, NAVBAR_HEIGHT, NAVBAR_PADDING, TITLE_FONT_SIZE, TITLE_FONT_WEIGHT } from "./shell-frame";

export { NAVBAR_HEIGHT } from "./shell-frame";

export { DEMO_RESET_EVENT } from "../components/demo-reset-button";

const settingItem = { key: "setting", icon: <UserOutlined aria-hidden />, label: "商户信息" };
const passwordItem = { key: "password", icon: <KeyOutlined aria-hidden />, label: "修改密码" };
const logoutItem = { key: "logout", icon: <LogoutOutlined aria-hidden />, label: "退出登录" };

// 修改密码's modal is its own chunk, loaded on the first click
const ChangePassword = lazy(() => import("./change-password"));
const SETTING_PATH = "/user/setting";

/**
 * 修改密码 and 退出登录, after 商户信息 for the owner (as ever) and for an employee whose role
 * grants it (their grants are in the enforcer before the store names them, so can() answers here).
 */
function userMenuFor(role: Role | null, employee: boolean): MenuProps["items"] {
  const entry = findRouteByPath(SETTING_PATH);
  const open = !employee || (role !== null && entry !== undefined && canOpenEntry(can, role, entry));
  return open ? [settingItem, passwordItem, { type: "divider" }, logoutItem] : [passwordItem, { type: "divider" }, logoutItem];
}

/** An employee as the navbar names them: name · role (the role may be unnamed). */
export const staffLabel = (name: string, roleName: string) => (roleName ? `${name} · ${roleName}` : name);

interface NavbarProps {
  onOpenSettings: () => void;
  /** On a phone: opens the menu drawer (the button is shown only then). */
  onOpenMenu?: () => void;
  menuOpen?: boolean;
}

/**
 * Top bar: title and logo; demo tag and reset, theme toggle, settings, the user's menu. On a
 * phone (`onOpenMenu`) it starts with the menu button and keeps to one line: the tag says 演示,
 * reset and the user menu are icons, the nickname is the avatar's name. It says who is signed
 * in and as what: the merchant's own nickname, or an employee's name and role (吴静 · 客服).
 */
export function Navbar({ onOpenSettings, onOpenMenu, menuOpen }: NavbarProps) {
  const mobile = onOpenMenu !== undefined;
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const user = useUserStore((s) => s.user);
  const staff = useUserStore((s) => s.staff);
  const role = useUserStore((s) => s.role);
  // re-render (and ask again) when an employee's grants are reloaded
  useUserStore((s) => s.permissions);
  const userMenu = userMenuFor(role, staff !== null);
  const dark = useSettingsStore((s) => s.theme === "dark");
  const update = useSettingsStore((s) => s.update);
  const nickname = user?.nickname || user?.mobile || "商户";
  const who = staff ? staffLabel(staff.name || staff.mobile, staff.role_name) : nickname;

  const [changingPassword, setChangingPassword] = useState(false);
  const onUserMenu: MenuProps["onClick"] = ({ key }) => {
    if (key === "setting") void navigate(SETTING_PATH);
    if (key === "password") setChangingPassword(true);
    if (key === "logout") logout();
  };

  return (
    <Layout.Header
      style={{
        display: "flex",
        alignItems: "center",
        gap: mobile ? NAVBAR_GAP.phone : NAVBAR_GAP.desktop,
        height: NAVBAR_HEIGHT,
        lineHeight: "normal",
        whiteSpace: "nowrap",
        padding: `0 ${mobile ? NAVBAR_PADDING.phone : NAVBAR_PADDING.desktop}px`,
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        position: "sticky",
        top: 0,
        zIndex: 20,
      }}
    >
      {mobile && (
        <Button type="text" aria-label="菜单" aria-expanded={menuOpen} icon={<MenuOutlined />} onClick={onOpenMenu} />
      )}
      <Link to="/" style={{ display: "flex", alignItems: "center", gap: LOGO_GAP, color: token.colorText, flexShrink: 0 }}>
        <img src="/favicon.svg" alt="" width={LOGO_SIZE} height={LOGO_SIZE} />
        <span style={{ fontSize: TITLE_FONT_SIZE, fontWeight: TITLE_FONT_WEIGHT }}>商户后台</span>
      </Link>
      <div style={{ flex: 1 }} />
      <Space size={mobile ? 0 : 8} wrap={false}>
        {config.demoMode && (
          <Tag color="orange" style={mobile ? { marginInlineEnd: 4 } : undefined} title="演示数据">
            {mobile ? "演示" : "演示数据"}
          </Tag>
        )}
        {config.demoMode && <DemoResetButton iconOnly={mobile} type={mobile ? "link" : "default"} />}
        <MessageBell mobile={mobile} />
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
          <Button
            type="text"
            aria-label={mobile ? `${who}（用户菜单）` : undefined}
            style={{ display: "flex", alignItems: "center", gap: 8, paddingInline: mobile ? 4 : undefined }}
          >
            <Avatar size="small" src={staff ? undefined : user?.avatar || undefined} aria-hidden>
              {Array.from(staff ? staff.name || staff.mobile : nickname)[0]}
            </Avatar>
            {!mobile && <span>{who}</span>}
          </Button>
        </Dropdown>
      </Space>
      {changingPassword && (
        <Suspense fallback={null}>
          <ChangePassword onClose={() => setChangingPassword(false)} />
        </Suspense>
      )}
    </Layout.Header>
  );
}
