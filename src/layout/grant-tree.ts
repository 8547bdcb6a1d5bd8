import { useMemo } from "react";
import { VIEW } from "../access/grant-key";
import { ALL_GRANTS, sectionGrant } from "../access/role-grants";
import { grantCatalogue, type GrantSection } from "../engine/grant-catalogue";
import type { TreeOption } from "../engine/types";
import { sections } from "../routes/sections";
import { useUserStore } from "../stores/user-store";

/** Why an employee cannot tick a grant (the tree's tooltip and note). */
export const NOT_YOURS = "你没有此权限，无法授予";

/**
 * Everything a role can be granted as the 权限 tree: section → page → actions, from the
 * catalogue the engine generates from the declarations (a new resource, page or action is in
 * it with no edit). Leaves are grant keys ("/goods:edit"); a page's other actions require its
 * 查看. `editorGrants` are the grants of the employee editing (null: the owner, who may grant
 * everything): a grant they lack is disabled, and so is an action on a page they cannot see
 * (it would be of no use to them, and 查看 could not come with it).
 * On top, 全部权限 (`*`: every grant, pages added later included), only for an editor holding
 * it; a section checked whole is stored as `/x/*`, its pages added later included (decision 0121).
 */
export function grantTree(catalogue: GrantSection[], editorGrants: readonly string[] | null): TreeOption[] {
  const held = editorGrants && new Set(editorGrants);
  const everything: TreeOption = {
    value: ALL_GRANTS, label: "全部权限", all: true, ...(held && !held.has(ALL_GRANTS) ? { disabled: true, hint: NOT_YOURS } : {}),
  };
  return [everything, ...catalogue.map((s) => ({
    value: `section:${s.path}`,
    label: s.title,
    whole: sectionGrant(s.path),
    children: s.pages.map((page) => {
      const view = page.grants.find((g) => g.action === VIEW)?.key;
      return {
        value: `page:${page.key}`,
        label: page.title,
        children: page.grants.map((g) => {
          const lacks = held !== null && !(held.has(g.key) && (!view || held.has(view)));
          return {
            value: g.key,
            label: g.label,
            ...(view && g.key !== view ? { requires: view } : {}),
            ...(lacks ? { disabled: true, hint: NOT_YOURS } : {}),
          };
        }),
      };
    }),
  }))];
}

const appCatalogue = grantCatalogue(sections);

/**
 * The trees the engine's tree fields may name (`treeOptions: { source }`): "grants", for the
 * signed-in person (an employee's missing grants disabled). Follows the user store, so a
 * change of the employee's grants redraws the tree.
 */
export function useTreeSources(): Record<string, TreeOption[]> {
  const staff = useUserStore((s) => s.staff);
  const permissions = useUserStore((s) => s.permissions);
  return useMemo(() => ({ grants: grantTree(appCatalogue, staff ? (permissions ?? []) : null) }), [staff, permissions]);
}
