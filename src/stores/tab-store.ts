import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { WORKPLACE_PATH } from "../routes/route-table";

export interface Tab {
  /** Full path with query: one tab per opened page. */
  path: string;
  title: string;
}

/** The tab bar's default tab (spec: the workplace); it cannot be closed. */
export const DEFAULT_TAB: Tab = { path: WORKPLACE_PATH, title: "工作台" };

interface TabState {
  tabs: Tab[];
  open: (tab: Tab) => void;
  close: (path: string) => void;
}

/** Tab bar store, kept for the browser session; emptied on logout. */
export const useTabStore = create<TabState>()(
  persist(
    (set) => ({
      tabs: [DEFAULT_TAB],
      open: (tab) => set((s) => (s.tabs.some((t) => t.path === tab.path) ? s : { tabs: [...s.tabs, tab] })),
      close: (path) => set((s) => ({ tabs: s.tabs.filter((t) => t.path !== path || t.path === DEFAULT_TAB.path) })),
    }),
    { name: "merchant-tabs", storage: createJSONStorage(() => sessionStorage), partialize: (s) => ({ tabs: s.tabs }) },
  ),
);

export const resetTabStore = () => useTabStore.setState({ tabs: [DEFAULT_TAB] });
