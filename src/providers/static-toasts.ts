// antd's static toasts, a chunk of their own: the HTTP client and the session reach notify.ts on
// /login too, which must not load antd for a toast it may never show (issue 38, item 3).
export { message, notification } from "antd";
