import type { MessageInstance } from "antd/es/message/interface";
import type { NotificationInstance } from "antd/es/notification/interface";
import { config } from "../config";

type Messages = Pick<MessageInstance, "error" | "success" | "warning">;
type Notices = Pick<NotificationInstance, "error">;
type Options<F extends (...args: never[]) => unknown> = Parameters<F>[0];

type StaticToasts = () => Promise<typeof import("./static-toasts")>;

/**
 * Toasts shown outside React (the HTTP client, the session). The shell binds antd's
 * context-aware instances (App.useApp) so toasts follow the theme; until then antd's static
 * API is used, loaded when the first toast is shown. Its loader is handed in by the console's
 * entry (console-entry.tsx): an import of antd here would be reachable from /login, whose entry
 * loads no antd, and split the antd core the console loads at start into a score of small chunks.
 * A /login loaded afresh has none: it says everything in the page, so a toast there is not shown.
 */
let staticLoader: StaticToasts | null = null;

export function setStaticToasts(loader: StaticToasts): void {
  staticLoader = loader;
}

const staticToasts = (): Promise<typeof import("./static-toasts")> => (staticLoader ? staticLoader() : new Promise(() => undefined));
let messages: Messages = {
  error: (o: Options<Messages["error"]>) => void staticToasts().then((t) => t.message.error(o)),
  success: (o: Options<Messages["success"]>) => void staticToasts().then((t) => t.message.success(o)),
  warning: (o: Options<Messages["warning"]>) => void staticToasts().then((t) => t.message.warning(o)),
} as unknown as Messages;
let notices: Notices = {
  error: (o: Options<Notices["error"]>) => void staticToasts().then((t) => t.notification.error(o)),
};

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
