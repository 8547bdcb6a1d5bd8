import { create } from "zustand";
import { persist } from "zustand/middleware";
import { isAppPath, isRecord } from "../providers/stored-json";
import { WORKPLACE_PATH } from "../routes/route-table";
import { checkedStorage } from "./checked-storage";

export interface Tab {
  /** Full path with query: one tab per opened page. */
  path: string;
  title: string;
}

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
      open: (tab) => set((s) => (s.tabs.some((t) => t.path === tab.path) ? s : { tabs: [...s.tabs, tab] })),
      close: (path) => set((s) => ({ tabs: s.tabs.filter((t) => t.path !== path || t.path === DEFAULT_TAB.path) })),
    }),
    { name: "merchant-tabs", storage: checkedStorage(() => sessionStorage, isStoredTabs), partialize: (s) => ({ tabs: s.tabs }) },
  ),
);

export const resetTabStore = () => useTabStore.setState({ tabs: [DEFAULT_TAB] });
