import { Menu, type MenuProps } from "antd";
import { memo, useEffect, useMemo, useState } from "react";
import { Link, useLocation } from "react-router";
import { can } from "../access/enforcer";
import { useMenuStore } from "../stores/menu-store";
import { useUserStore } from "../stores/user-store";
import { menuIcon } from "./menu-icons";
import { buildRouteMenu, buildServerMenu, helpItem, menuSelection, type NavItem } from "./menu-items";
import { fetchServerMenu } from "./server-menu";

type AntdItems = NonNullable<MenuProps["items"]>;

/** The signed-in role's menu: the route table's, or the server's when `serverMenu` is on. */
export function useNavItems(serverMenu: boolean): NavItem[] {
  const role = useUserStore((s) => s.role);
  // an employee's grants, read by can(): the menu is built again when they are reloaded
  const permissions = useUserStore((s) => s.permissions);
  const items = useMenuStore((s) => s.items);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!serverMenu || !role) return;
    let live = true;
    void fetchServerMenu(true).then((list) => {
      if (live) setFailed(list === null);
    });
    return () => {
      live = false;
    };
  }, [serverMenu, role]);

  return useMemo(() => {
    const sub = role ?? "guest";
    if (!serverMenu) return buildRouteMenu(can, sub);
    if (items) return buildServerMenu(items, can, sub);
    // Loading: only the help link. Failed ('系统错误' shown): the route table's menu, still by role.
    return failed ? buildRouteMenu(can, sub) : [helpItem()];
    // eslint-disable-next-line react-hooks/exhaustive-deps -- permissions: can() reads them
  }, [serverMenu, items, failed, role, permissions]);
}

function toAntdItems(items: NavItem[]): AntdItems {
  return items.map((item) => {
    const icon = menuIcon(item.icon);
    if (item.children) return { key: item.key, icon, label: item.title, children: toAntdItems(item.children) };
    if (item.href) {
      const label = (
        <a href={item.href} target="_blank" rel="noopener noreferrer">
          {item.title}
        </a>
      );
      return { key: item.key, icon, label };
    }
    return { key: item.key, icon, label: <Link to={item.path ?? "/"}>{item.title}</Link> };
  });
}

const union = (a: string[], b: string[]) => [...new Set([...a, ...b])];

/** antd's Menu, drawn again only for other props: a list's page or filter in the URL changes none. */
const SteadyMenu = memo(Menu);
const MENU_STYLE = { borderInlineEnd: "none" };

/** The sider's menu: selection and open groups follow the URL; the user may open more groups. */
export function SiderMenu({ items, collapsed, dark }: { items: NavItem[]; collapsed: boolean; dark: boolean }) {
  const { pathname } = useLocation();
  const antdItems = useMemo(() => toAntdItems(items), [items]);
  const selection = useMemo(() => menuSelection(pathname, items), [pathname, items]);
  const [open, setOpen] = useState<string[]>(selection.openKeys);
  const [seen, setSeen] = useState(selection);
  // Popups of the collapsed menu are kept apart, so collapsing does not lose the open groups.
  const [popup, setPopup] = useState<string[]>([]);
  if (seen !== selection) {
    setSeen(selection);
    setOpen((keys) => union(keys, selection.openKeys));
  }
  return (
    <SteadyMenu
      mode="inline"
      theme={dark ? "dark" : "light"}
      items={antdItems}
      selectedKeys={selection.selectedKeys}
      openKeys={collapsed ? popup : open}
      onOpenChange={collapsed ? setPopup : setOpen}
      style={MENU_STYLE}
    />
  );
}
