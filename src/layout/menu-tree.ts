import type { AppRoute } from "../engine/route-types";
import type { TreeOption } from "../engine/types";
import { menuTarget } from "../routes/route-index";
import { sections } from "../routes/sections";

/**
 * The console's menu as a tree of checkable options: a branch per section, a leaf per menu
 * entry (its path). A role's permissions are checked over it (role.ts says
 * `treeOptions: { source: "menu" }`), so a new section or page is grantable at once.
 */
export function menuTree(from: AppRoute[] = sections): TreeOption[] {
  return from.flatMap((section) => {
    const leaves = (section.children ?? []).flatMap((r) => {
      const target = menuTarget(r);
      return target && !r.hideInMenu ? [{ value: target, label: r.title }] : [];
    });
    return leaves.length ? [{ value: `section:${section.path.slice(1)}`, label: section.title, children: leaves }] : [];
  });
}
