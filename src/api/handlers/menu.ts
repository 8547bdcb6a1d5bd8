import { sections } from "../../catalogue/pages";
import { menuEntries } from "../../catalogue/route-lookups";

/**
 * The server menu (`/merchant/shop/v1/menu/list`), made from the same declarations as the
 * console's own menu (sections, resources, pages), so a new section shows here too. Sent
 * the way a provider might: not in display order, and with one item whose status is 2
 * (hidden), so the client's sorting and filtering (spec section 4) have work to do.
 */
export interface MenuItem {
  path: string;
  name: string;
  title: string;
  menu_icon: string;
  sort: number;
  /** 1 shown; anything else hidden. */
  status: number;
  children: MenuItem[];
}

/** A disabled entry as a provider's menu may hold one (not a route of the console). */
const DISABLED: MenuItem = { path: "/dashboard/analysis", name: "Analysis", title: "数据分析", menu_icon: "", sort: 99, status: 2, children: [] };

export function serverMenu(): MenuItem[] {
  const list = sections.map((section, i): MenuItem => {
    const children = menuEntries(section).map(({ route: r, target }, j): MenuItem => ({
      path: target, name: r.name, title: r.title, menu_icon: "", sort: j + 1, status: 1, children: [],
    }));
    if (section.path === "/dashboard") children.push(DISABLED);
    return { path: section.path, name: section.name, title: section.title, menu_icon: section.icon ?? "", sort: (i + 1) * 10, status: 1, children: children.reverse() };
  });
  return list.reverse();
}
