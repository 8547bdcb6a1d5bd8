import { App, notification as staticNotification } from "antd";
import type { NotificationProvider } from "@refinedev/core";

/**
 * refine's notices drawn by antd's notification, as @refinedev/antd's provider draws them
 * (its message as the description, its description as the title), without its error notices:
 * the HTTP client has already toasted every failed call once (spec section 8), and refine would
 * add a second notice ("Error (status code: …)") for each failed useList/useOne/useForm.
 *
 * Our own rather than @refinedev/antd's (decision 0128): that one brings the whole package
 * and antd's Progress (for the countdown of an undoable save) onto every signed-in page. The
 * console saves pessimistically (no config sets mutationMode), so refine never opens a
 * "progress" notice; if one came, it shows as a plain notice with its message.
 */
export function useNotificationProvider(): NotificationProvider {
  const { notification: fromContext } = App.useApp();
  // outside antd's <App> the context's notification is an empty object: use the static one
  const notification = "open" in fromContext ? fromContext : staticNotification;
  return {
    open: ({ key, message, description, type }) => {
      if (type === "error") return;
      notification.open({ key, description: message, message: description ?? null, type: type === "progress" ? undefined : type });
    },
    close: (key) => notification.destroy(key),
  };
}
