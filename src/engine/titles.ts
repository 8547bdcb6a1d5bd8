import type { View } from "./route-types";
import type { ResourceConfig } from "./types";

/**
 * A view's title: the config's `titles`, else the menu title (list) or 新建/编辑/…详情. The
 * routes (menu, tab bar, document title) and the form's card and modal all say this.
 */
export function viewTitle(c: ResourceConfig, view: View): string {
  const own = c.titles?.[view];
  if (own) return own;
  if (view === "list") return c.menu?.title ?? `${c.label}列表`;
  return { create: `新建${c.label}`, edit: `编辑${c.label}`, detail: `${c.label}详情` }[view];
}
