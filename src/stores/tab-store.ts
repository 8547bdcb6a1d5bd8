import { create } from "zustand";
import { persist } from "zustand/middleware";
import { isAppPath, isRecord } from "../providers/stored-json";
import { WORKPLACE_PATH } from "../routes/route-table";
import { checkedStorage } from "./checked-storage";

export interface Tab {
  /** Where the tab goes: the page's path with the query the merchant last saw there. */
  path: string;
  title: string;
}

/**
 * What makes a tab: the page (the path without its query). Paging or filtering a list
 * changes its query, not its tab; another record (its key in the path) is another page.
 */
export const tabKey = (path: string): string => path.split(/[?#]/)[0] ?? path;

/** The tab bar's default tab (spec: the workplace); it cannot be closed. */
export const DEFAULT_TAB: Tab = { path: WORKPLACE_PATH, title: "工作台" };

const isTab = (value: unknown): value is Tab =>
  isRecord(value) && isAppPath(value.path) && typeof value.title === "string";

/** A stored tab bar: a list of tabs (the default tab is added by the tab bar). */
const isStoredTabs = (value: unknown): value is { tabs: Tab[] } =>
  isRecord(value) && Array.isArray(value.tabs) && value.tabs.every(isTab);

interface TabState {
  tabs: Tab[];
  open: (tab: Tab) => void;
  close: (path: string) => void;
}

/** Tab bar store, kept for the browser session (checked when read); emptied on logout. */
export const useTabStore = create<TabState>()(
  persist(
    (set) => ({
      tabs: [DEFAULT_TAB],
      // a page already open keeps its place and follows the query it now shows
      open: (tab) =>
        set((s) => {
          const at = s.tabs.findIndex((t) => tabKey(t.path) === tabKey(tab.path));
          if (at < 0) return { tabs: [...s.tabs, tab] };
          const old = s.tabs[at];
          if (old?.path === tab.path && old.title === tab.title) return s;
          return { tabs: s.tabs.map((t, i) => (i === at ? tab : t)) };
        }),
      close: (path) => set((s) => ({ tabs: s.tabs.filter((t) => tabKey(t.path) !== tabKey(path) || tabKey(t.path) === DEFAULT_TAB.path) })),
    }),
    { name: "merchant-tabs", storage: checkedStorage(() => sessionStorage, isStoredTabs), partialize: (s) => ({ tabs: s.tabs }) },
  ),
);

export const resetTabStore = () => useTabStore.setState({ tabs: [DEFAULT_TAB] });
