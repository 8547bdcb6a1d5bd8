import { StyleProvider } from "@ant-design/cssinjs";
import { ConfigProvider, theme as antdTheme } from "antd";
// the ES module: antd/locale/zh_CN is CommonJS, and its default import came through empty in the build
import zhCN from "antd/es/locale/zh_CN";
import { useMemo, type ReactNode } from "react";
import { useSettingsStore } from "../stores/settings-store";
import { accessibleLightTheme } from "./accessible-theme";
import { usePrefersReducedMotion } from "./reduced-motion";
import { KEPT_STYLE_CACHE } from "./kept-style-cache";

/**
 * Every form of a page (the engine's screens do their own, first-error.ts): a failed save
 * scrolls its first error to the middle of the screen and puts the cursor in it (issue 23).
 */
const FORM_CONFIG = { scrollToFirstError: { focus: true, block: "center" as const } };

/**
 * Selects, cascaders and trees draw every option, not a virtual window of them: a virtual list's
 * options carry aria-selected without their role (rc-select gives the role to a hidden copy of
 * three of them), which axe reports (aria-allowed-attr). The console's option lists are short.
 */
const WHOLE_OPTION_LISTS = false;

/**
 * Every modal's and drawer's close button is named 关闭: rc-dialog writes aria-label="Close"
 * on the modal's button whatever the locale says (antd 5.29 puts zh_CN's 关闭 on the icon
 * inside it only); aria props of `closable` reach the button itself.
 */
const CLOSE_NAMED = { closable: { "aria-label": zhCN.global?.close ?? "关闭" } };

/**
 * antd's locale and theme from the settings drawer (light: WCAG AA text colours; no motion when
 * the system asks for less): around every screen of the console (app-root.tsx), and around the
 * antd dialogs /login loads on demand (忘记密码, 重置演示数据), whose page draws no antd of its own.
 */
export function ThemeFrame({ children }: { children: ReactNode }) {
  const dark = useSettingsStore((s) => s.theme === "dark");
  const colorPrimary = useSettingsStore((s) => s.colorPrimary);
  // antd's motion off for a visitor whose system asks for less motion
  const motion = !usePrefersReducedMotion();
  const themeConfig = useMemo(() => {
    if (dark) return { algorithm: antdTheme.darkAlgorithm, token: { colorPrimary, motion } };
    const light = accessibleLightTheme(colorPrimary);
    return { algorithm: antdTheme.defaultAlgorithm, ...light, token: { ...light.token, motion } };
  }, [dark, colorPrimary, motion]);
  return (
    // antd's styles built once per component and theme, kept across screen switches (kept-style-cache.ts)
    <StyleProvider cache={KEPT_STYLE_CACHE}>
      <ConfigProvider locale={zhCN} theme={themeConfig} form={FORM_CONFIG} virtual={WHOLE_OPTION_LISTS} modal={CLOSE_NAMED} drawer={CLOSE_NAMED}>
        {children}
      </ConfigProvider>
    </StyleProvider>
  );
}
