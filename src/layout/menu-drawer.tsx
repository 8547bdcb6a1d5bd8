import { Drawer } from "antd";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import type { NavItem } from "./menu-items";
import { SiderMenu } from "./sider-menu";

interface MenuDrawerProps {
  items: NavItem[];
  open: boolean;
  dark: boolean;
  onClose: () => void;
}

/** The phone's menu (issue 14): the sider's menu in a drawer from the left, closed once a screen is chosen. */
export function MenuDrawer({ items, open, dark, onClose }: MenuDrawerProps) {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    onClose();
  }, [pathname, onClose]);
  return (
    <Drawer
      title="菜单"
      placement="left"
      open={open}
      onClose={onClose}
      width={280}
      styles={{ body: { padding: 0 } }}
    >
      <nav aria-label="主菜单">
        <SiderMenu items={items} collapsed={false} dark={dark} />
      </nav>
    </Drawer>
  );
}
