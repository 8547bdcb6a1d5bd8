import { message, notification } from "antd";
import type { MessageInstance } from "antd/es/message/interface";
import type { NotificationInstance } from "antd/es/notification/interface";
import { config } from "../config";

/**
 * Toasts shown outside React (the HTTP client, the session). The shell binds antd's
 * context-aware instances (App.useApp) so toasts follow the theme; until then the
 * static API is used.
 */
let messages: Pick<MessageInstance, "error" | "success" | "warning"> = message;
let notices: Pick<NotificationInstance, "error"> = notification;

export function bindToasts(api: { message: MessageInstance; notification: NotificationInstance }): void {
  messages = api.message;
  notices = api.notification;
}

/**
 * An error toast for 5 s (spec section 8). Keyed by its text: the same failure met by
 * several calls at once (a list, its counts, a relation's options) is one message on
 * screen, not a stack of them.
 */
export function toastError(text: string): void {
  void messages.error({ key: `error:${text}`, content: text, duration: config.errorToastMs / 1000 });
}

/** A notice about the session (登录已过期…) for 5 s, shown once however many calls meet it. */
export function toastWarning(text: string): void {
  void messages.warning({ key: `warning:${text}`, content: text, duration: config.errorToastMs / 1000 });
}

export function toastSuccess(text: string): void {
  void messages.success({ content: text, duration: 3 });
}

/** A closable error notice that stays until closed (menu fetch failure: '系统错误'). */
export function noticeError(text: string, key: string): void {
  notices.error({ key, message: text, duration: 0, closable: true } as Parameters<NotificationInstance["error"]>[0]);
}
