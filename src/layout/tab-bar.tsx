import { DownOutlined } from "@ant-design/icons";
import { Button, Dropdown, Tabs, theme, type MenuProps, type TabsProps } from "antd";
import { useEffect } from "react";
import { useLocation, useMatches, useNavigate } from "react-router";
import { DEFAULT_TAB, tabKey, useTabStore, type Tab } from "../stores/tab-store";

/** The path of a tab's "刷新": the /refresh page leaves and re-opens it, so the screen mounts afresh. */
export function refreshPath(path: string): string {
  return `/refresh?path=${encodeURIComponent(path)}`;
}

/** Adds every signed-in screen the user opens to the tab bar (one per page, with the query it shows last). */
export function useTrackTabs(): void {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const title = (matches[matches.length - 1]?.handle as { title?: string } | undefined)?.title;
  const open = useTabStore((s) => s.open);
  const path = pathname + search;
  useEffect(() => {
    if (title) open({ path, title });
  }, [open, path, title]);
}

/** The default tab first, whatever the stored order; one tab per page (a bar stored before may hold more). */
function ordered(tabs: Tab[]): Tab[] {
  const byPage = new Map<string, Tab>([[tabKey(DEFAULT_TAB.path), DEFAULT_TAB]]);
  for (const t of tabs) byPage.set(tabKey(t.path), t);
  return [...byPage.values()];
}

const tabMenu: MenuProps["items"] = [
  { key: "refresh", label: "刷新" },
  { key: "closeOthers", label: "关闭其他" },
];

/** 多页签: one tab per opened page; the workplace tab cannot be closed. */
export function TabBar() {
  const { token } = theme.useToken();
  const tabs = ordered(useTabStore((s) => s.tabs));
  const close = useTabStore((s) => s.close);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // tabs are keyed by page; each goes to its page with the query last seen there
  const current = pathname;
  const pathOf = (key: string) => tabs.find((t) => tabKey(t.path) === key)?.path ?? key;

  const go = (path: string) => void navigate(path);

  const closeTab = (key: string) => {
    const index = tabs.findIndex((t) => tabKey(t.path) === key);
    close(key);
    if (key === current) go((tabs[index - 1] ?? tabs[index + 1] ?? DEFAULT_TAB).path);
  };

  const closeOthers = (key: string) => {
    tabs.forEach((t) => tabKey(t.path) !== key && close(t.path));
    if (current !== key && current !== DEFAULT_TAB.path) go(pathOf(key));
  };

  const act = (key: string, action: string) => {
    if (action === "refresh") go(refreshPath(key === current ? pathname + search : pathOf(key)));
    if (action === "closeOthers") closeOthers(key);
  };

  const items: TabsProps["items"] = tabs.map((tab) => ({
    key: tabKey(tab.path),
    closable: tabKey(tab.path) !== DEFAULT_TAB.path,
    label: (
      <Dropdown trigger={["contextMenu"]} menu={{ items: tabMenu, onClick: ({ key }) => act(tabKey(tab.path), key) }}>
        <span>{tab.title}</span>
      </Dropdown>
    ),
  }));

  return (
    <Tabs
      type="editable-card"
      hideAdd
      // rc-tabs names each close button "remove" otherwise
      locale={{ removeAriaLabel: "关闭页签", dropdownAriaLabel: "更多页签", addAriaLabel: "新增页签" }}
      size="small"
      activeKey={current}
      items={items}
      onChange={(key) => go(pathOf(key))}
      onEdit={(key, action) => {
        if (action === "remove" && typeof key === "string") closeTab(key);
      }}
      tabBarExtraContent={
        <Dropdown trigger={["click"]} menu={{ items: tabMenu, onClick: ({ key }) => act(current, key) }}>
          <Button type="text" size="small" aria-label="页签操作" icon={<DownOutlined />} />
        </Dropdown>
      }
      tabBarStyle={{ margin: 0 }}
      style={{ padding: "6px 16px 0", background: token.colorBgContainer }}
    />
  );
}
