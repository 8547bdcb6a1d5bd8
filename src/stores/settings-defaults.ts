/**
 * The settings' defaults and where they are kept, with no imports: the store reads them, and so
 * does index.html's first script (src/build/static-frame.ts), which lays the static frame out as
 * the stored settings say before any of the app's code is there.
 */

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

/** The localStorage key of the stored settings (zustand persist: `{ state, version }`). */
export const SETTINGS_STORAGE_KEY = "merchant-settings";
