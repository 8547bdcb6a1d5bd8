import { ConfigProvider, message, notification, theme as antdTheme } from "antd";
// the ES module: antd/locale/zh_CN is CommonJS, and its default import came through empty in the build
import zhCN from "antd/es/locale/zh_CN";
import dayjs from "dayjs";
import "dayjs/locale/zh-cn";
import { useEffect, useMemo } from "react";
import { Outlet, useMatches } from "react-router";
import { StoredStateNotice } from "./components/stored-state-notice";
import { guardEnterSubmits } from "./engine/enter-guard";
import { bindToasts } from "./providers/notify";
import { useSettingsStore } from "./stores/settings-store";
import { accessibleLightTheme } from "./theme/accessible-theme";
import { usePrefersReducedMotion } from "./theme/reduced-motion";

/**
 * Every form of a page (the engine's screens do their own, first-error.ts): a failed save
 * scrolls its first error to the middle of the screen and puts the cursor in it (issue 23).
 */
const FORM_CONFIG = { scrollToFirstError: { focus: true, block: "center" as const } };

dayjs.locale("zh-cn");

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
 * Hands themed message/notification instances to code outside React (the HTTP client).
 * Hooks rather than antd's <App>, whose modal support the first screen does not need.
 */
export function ToastBinder() {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  useEffect(() => bindToasts({ message: messageApi, notification: notificationApi }), [messageApi, notificationApi]);
  return (
    <>
      {messageHolder}
      {notificationHolder}
    </>
  );
}

/** Keeps the document title on the current screen's title. */
function DocumentTitle() {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as { title?: string } | undefined;
  useEffect(() => {
    document.title = handle?.title ? `${handle.title} - 商户后台` : "商户后台";
  }, [handle?.title]);
  return null;
}

/** Root of every screen: antd locale and theme from the settings drawer (light: WCAG AA text colours; no motion when the system asks for less), toasts. */
export function AppRoot() {
  const dark = useSettingsStore((s) => s.theme === "dark");
  const colorPrimary = useSettingsStore((s) => s.colorPrimary);
  // antd's motion off for a visitor whose system asks for less motion
  const motion = !usePrefersReducedMotion();
  const themeConfig = useMemo(() => {
    if (dark) return { algorithm: antdTheme.darkAlgorithm, token: { colorPrimary, motion } };
    const light = accessibleLightTheme(colorPrimary);
    return { algorithm: antdTheme.defaultAlgorithm, ...light, token: { ...light.token, motion } };
  }, [dark, colorPrimary, motion]);
  // Enter in a field of a form with more fields never submits it (engine/enter-guard.ts)
  useEffect(() => guardEnterSubmits(), []);
  return (
    <ConfigProvider locale={zhCN} theme={themeConfig} form={FORM_CONFIG} virtual={WHOLE_OPTION_LISTS} modal={CLOSE_NAMED} drawer={CLOSE_NAMED}>
      <ToastBinder />
      <StoredStateNotice />
      <DocumentTitle />
      <Outlet />
    </ConfigProvider>
  );
}
