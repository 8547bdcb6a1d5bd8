import { create } from "zustand";

/** A menu item as the server sends it (spec section 3). */
export interface ServerMenuItem {
  path: string;
  name: string;
  title: string;
  menu_icon?: string;
  sort: number;
  status: number;
  children?: ServerMenuItem[];
}

interface MenuState {
  /** null until fetched (only when server menus are switched on). */
  items: ServerMenuItem[] | null;
}

/** Server menu store: emptied on logout. */
export const useMenuStore = create<MenuState>()(() => ({ items: null }));

export const resetMenuStore = () => useMenuStore.setState({ items: null }, true);

/** Hides items whose status is not 1 and orders by `sort`, at every level. */
export function visibleServerMenu(items: ServerMenuItem[]): ServerMenuItem[] {
  return items
    .filter((item) => item.status === 1)
    .sort((a, b) => a.sort - b.sort)
    .map((item) => ({ ...item, children: item.children ? visibleServerMenu(item.children) : undefined }));
}
