import { create } from "zustand";
import { persist } from "zustand/middleware";
import { isRecord } from "../providers/stored-json";
import { checkedStorage } from "./checked-storage";

/** Look-and-feel settings of the settings drawer, kept across reloads (spec section 9 defaults). */
export interface Settings {
  theme: "light" | "dark";
  colorPrimary: string;
  menuWidth: number;
  navbar: boolean;
  footer: boolean;
  tabBar: boolean;
  menuCollapsed: boolean;
  /** 新消息提醒: a tone and the browser's Notification when the bell's count grows (message-alert.ts). */
  messageAlert: boolean;
}

export const DEFAULT_SETTINGS: Settings = {
  theme: "light",
  colorPrimary: "#165DFF",
  menuWidth: 220,
  navbar: true,
  footer: true,
  tabBar: false,
  menuCollapsed: false,
  messageAlert: false,
};

export const MENU_WIDTH_MIN = 160;
export const MENU_WIDTH_MAX = 400;

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
      name: "merchant-settings",
      storage: checkedStorage(() => localStorage, isStoredSettings),
      partialize: ({ update: _update, reset: _reset, setDevice: _setDevice, device: _device, ...settings }): Partial<Settings> => settings,
    },
  ),
);
