import { create } from "zustand";
import { persist } from "zustand/middleware";
import { isRecord } from "../providers/stored-json";
import { checkedStorage } from "./checked-storage";
import { DEFAULT_SETTINGS, MENU_WIDTH_MAX, MENU_WIDTH_MIN, SETTINGS_STORAGE_KEY, type Settings } from "./settings-defaults";

export { DEFAULT_SETTINGS, MENU_WIDTH_MAX, MENU_WIDTH_MIN, type Settings } from "./settings-defaults";

const isBoolean = (v: unknown) => typeof v === "boolean";
/** What each stored setting may be; a stored copy may lack some (they keep their defaults). */
const SETTING_CHECKS: Record<keyof Settings, (v: unknown) => boolean> = {
  theme: (v) => v === "light" || v === "dark",
  colorPrimary: (v) => typeof v === "string" && /^#[0-9a-f]{6}$/i.test(v),
  menuWidth: (v) => typeof v === "number" && v >= MENU_WIDTH_MIN && v <= MENU_WIDTH_MAX,
  navbar: isBoolean,
  footer: isBoolean,
  tabBar: isBoolean,
  menuCollapsed: isBoolean,
  messageAlert: isBoolean,
};

function isStoredSettings(value: unknown): value is Partial<Settings> {
  return isRecord(value) && Object.entries(SETTING_CHECKS).every(([key, ok]) => !(key in value) || ok(value[key]));
}

/**
 * The device the console is laid out for (spec section 9: default desktop). Not a choice: it
 * follows the screen (mobile below antd's md breakpoint), so it is neither saved nor reset.
 */
export type Device = "desktop" | "mobile";

interface SettingsState extends Settings {
  device: Device;
  update: (patch: Partial<Settings>) => void;
  setDevice: (device: Device) => void;
  reset: () => void;
}

/** Kept in localStorage; a stored copy that fails its checks is dropped (界面设置已恢复默认). */
export const useSettingsStore = create<SettingsState>()(
  persist(
    (set) => ({
      ...DEFAULT_SETTINGS,
      device: "desktop",
      update: (patch) => set(patch),
      setDevice: (device) => set({ device }),
      reset: () => set(DEFAULT_SETTINGS),
    }),
    {
      name: SETTINGS_STORAGE_KEY,
      storage: checkedStorage(() => localStorage, isStoredSettings),
      partialize: ({ update: _update, reset: _reset, setDevice: _setDevice, device: _device, ...settings }): Partial<Settings> => settings,
    },
  ),
);
