import { create } from "zustand";
import { persist } from "zustand/middleware";

/** Look-and-feel settings of the settings drawer, kept across reloads (spec section 9 defaults). */
export interface Settings {
  theme: "light" | "dark";
  colorPrimary: string;
  menuWidth: number;
  navbar: boolean;
  footer: boolean;
  tabBar: boolean;
  menuCollapsed: boolean;
}

export const DEFAULT_SETTINGS: Settings = {
  theme: "light",
  colorPrimary: "#165DFF",
  menuWidth: 220,
  navbar: true,
  footer: true,
  tabBar: false,
  menuCollapsed: false,
};

interface SettingsState extends Settings {
  update: (patch: Partial<Settings>) => void;
  reset: () => void;
}

export const useSettingsStore = create<SettingsState>()(
  persist(
    (set) => ({
      ...DEFAULT_SETTINGS,
      update: (patch) => set(patch),
      reset: () => set(DEFAULT_SETTINGS),
    }),
    { name: "merchant-settings" },
  ),
);
