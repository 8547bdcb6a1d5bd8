import { message, notification } from "antd";
import dayjs from "dayjs";
import "dayjs/locale/zh-cn";
import { useEffect } from "react";
import { Outlet, useMatches } from "react-router";
import { StoredStateNotice } from "./components/stored-state-notice";
import { guardEnterSubmits } from "./engine/enter-guard";
import { handOverStaticFrame } from "./layout/static-frame-handover";
import { bindToasts } from "./providers/notify";
import { ThemeFrame } from "./theme/theme-frame";

dayjs.locale("zh-cn");

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

/** Root of every screen: antd's locale and theme (theme-frame.tsx), toasts, the document title. */
export function AppRoot() {
  // Enter in a field of a form with more fields never submits it (engine/enter-guard.ts)
  useEffect(() => guardEnterSubmits(), []);
  // the first route is drawn (the shell with it: its route loads before): index.html's frame goes (decision 0126)
  useEffect(() => handOverStaticFrame(), []);
  return (
    <ThemeFrame>
      <ToastBinder />
      <StoredStateNotice />
      <DocumentTitle />
      <Outlet />
    </ThemeFrame>
  );
}
