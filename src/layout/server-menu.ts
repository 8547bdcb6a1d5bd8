import { config } from "../config";
import { request } from "../providers/http";
import { noticeError } from "../providers/notify";
import { useMenuStore, type ServerMenuItem } from "../stores/menu-store";

// its contract: server-menu.calls.ts
export { MENU_LIST_PATH } from "./server-menu.calls";
import { MENU_LIST_PATH } from "./server-menu.calls";

let pending: Promise<ServerMenuItem[] | null> | undefined;

/**
 * Fetches the server menu once per sign-in (the store is emptied on logout) and keeps
 * `data.list` in the menu store. Off unless `enabled` (config.serverMenu). A failure
 * shows the closable notice '系统错误' and resolves to null.
 */
export function fetchServerMenu(enabled: boolean = config.serverMenu): Promise<ServerMenuItem[] | null> {
  if (!enabled) return Promise.resolve(null);
  const cached = useMenuStore.getState().items;
  if (cached) return Promise.resolve(cached);
  pending ??= request<{ list?: ServerMenuItem[] } | null>(MENU_LIST_PATH)
    .then((data) => {
      const list = Array.isArray(data?.list) ? data.list : [];
      useMenuStore.setState({ items: list });
      return list;
    })
    .catch(() => {
      noticeError("系统错误", "menu-error");
      return null;
    })
    .finally(() => {
      pending = undefined;
    });
  return pending;
}
