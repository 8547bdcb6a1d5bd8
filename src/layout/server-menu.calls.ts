import { arrayOf, defineCall, obj } from "../providers/api-call";

/** The server menu (VITE_SERVER_MENU, server-menu.ts). */
export const MENU_LIST_PATH = "/merchant/shop/v1/menu/list";

export const menuListCall = defineCall({
  path: MENU_LIST_PATH, tag: "shell", summary: "The menu for the signed-in role",
  response: obj({ list: arrayOf({ type: "object" }) }, ["list"]),
});
