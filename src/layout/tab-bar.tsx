import { DownOutlined } from "@ant-design/icons";
import { Button, Dropdown, Tabs, theme, type MenuProps, type TabsProps } from "antd";
import { useEffect, useMemo } from "react";
import { useLocation, useMatches, useNavigate } from "react-router";
import { DEFAULT_TAB, tabKey, useTabStore, type Tab } from "../stores/tab-store";
import { loadEnforcer } from "../access/enforcer";
import { shownUrlOver, useShownUrl } from "../engine/shown-url";
import { useEngineAccess } from "./engine-access";

/** The path of a tab's "刷新": the /refresh page leaves and re-opens it, so the screen mounts afresh. */
export function refreshPath(path: string): string {
  return `/refresh?path=${encodeURIComponent(path)}`;
}

/**
 * Adds every signed-in screen the user opens to the tab bar (one per page, with the query it
 * shows last). A component of its own, drawing nothing: a list's page switch draws it, not the
 * layout around the screen.
 */
export function TrackTabs(): null {
  useTrackTabs();
  return null;
}

function useTrackTabs(): void {
  // with the query a list wrote itself (a page, a filter: engine/shown-url.ts)
  const path = useShownUrl();
  const matches = useMatches();
  const title = (matches[matches.length - 1]?.handle as { title?: string } | undefined)?.title;
  const open = useTabStore((s) => s.open);
  useEffect(() => {
    if (title) open({ path, title });
  }, [open, path, title]);
}

/**
 * The default tab first, whatever the stored order, when the session may open it; one tab per
 * page (a bar stored before may hold more); only the pages the session may open.
 */
export function ordered(tabs: Tab[], opens: (path: string) => boolean): Tab[] {
  const byPage = new Map<string, Tab>([[tabKey(DEFAULT_TAB.path), DEFAULT_TAB]]);
  for (const t of tabs) byPage.set(tabKey(t.path), t);
  return [...byPage.values()].filter((t) => opens(tabKey(t.path)));
}

/**
 * Drops the tabs of pages the session may no longer open (an employee's grants narrowed, read
 * again without a new sign-in): asked as the guard asks, by each tab's route. Only once the
 * enforcer answers for the session's grants (while it is rebuilt, can() says no to all, and
 * that must not empty the bar); the default tab stays stored (the bar hides it while closed).
 */
function useDropClosedTabs(opens: (path: string) => boolean): void {
  const tabs = useTabStore((s) => s.tabs);
  useEffect(() => {
    let live = true;
    void loadEnforcer().then(() => {
      if (!live) return;
      const { tabs: now, close } = useTabStore.getState();
      for (const t of now) if (tabKey(t.path) !== DEFAULT_TAB.path && !opens(tabKey(t.path))) close(t.path);
    });
    return () => {
      live = false;
    };
  }, [tabs, opens]);
}

const tabMenu: MenuProps["items"] = [
  { key: "refresh", label: "刷新" },
  { key: "closeOthers", label: "关闭其他" },
];

/** 多页签: one tab per opened page the session may open; the workplace tab cannot be closed. */
export function TabBar() {
  const { token } = theme.useToken();
  // a new function when the role or an employee's grants change (useEngineAccess)
  const opens = useEngineAccess().canOpen;
  useDropClosedTabs(opens);
  const stored = useTabStore((s) => s.tabs);
  const tabs = useMemo(() => ordered(stored, opens), [stored, opens]);
  const home = tabs.find((t) => tabKey(t.path) === DEFAULT_TAB.path);
  const close = useTabStore((s) => s.close);
  const navigate = useNavigate();
  const location = useLocation();
  const { pathname } = location;
  // tabs are keyed by page; each goes to its page with the query last seen there
  const current = pathname;
  const pathOf = (key: string) => tabs.find((t) => tabKey(t.path) === key)?.path ?? key;

  const go = (path: string) => void navigate(path);

  const closeTab = (key: string) => {
    const index = tabs.findIndex((t) => tabKey(t.path) === key);
    close(key);
    // with no tab left (the workplace is not this session's), "/" opens its first page
    if (key === current) go((tabs[index - 1] ?? tabs[index + 1] ?? home)?.path ?? "/");
  };

  const closeOthers = (key: string) => {
    tabs.forEach((t) => tabKey(t.path) !== key && close(t.path));
    if (current !== key && (current !== DEFAULT_TAB.path || !home)) go(pathOf(key));
  };

  const act = (key: string, action: string) => {
    if (action === "refresh") go(refreshPath(key === current ? shownUrlOver(location) : pathOf(key)));
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
