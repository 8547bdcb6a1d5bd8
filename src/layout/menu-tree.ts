import type { AppRoute } from "../engine/route-types";
import type { TreeOption } from "../engine/types";
import { menuEntries } from "../routes/route-index";
import { sections } from "../routes/sections";

/**
 * The console's menu as a tree of checkable options: a branch per section, a leaf per menu
 * entry (its path). A role's permissions are checked over it (role.ts says
 * `treeOptions: { source: "menu" }`), so a new section or page is grantable at once.
 */
export function menuTree(from: AppRoute[] = sections): TreeOption[] {
  return from.flatMap((section) => {
    const leaves = menuEntries(section).map(({ route, target }) => ({ value: target, label: route.title }));
    return leaves.length ? [{ value: `section:${section.path.slice(1)}`, label: section.title, children: leaves }] : [];
  });
}
