import type { AccessControlProvider } from "@refinedev/core";
import { can, loadEnforcer } from "../access/enforcer";
import { VIEW } from "../access/grant-key";
import { useUserStore } from "../stores/user-store";

/**
 * refine asks "may the role do `action` on `resource`?"; casbin answers for the resource's
 * list route (`meta.route`) in its section (`meta.section`), as it does for the guard and
 * the menu. refine's own actions are asked as the page's (list/show → view, create, edit,
 * delete, export); a config's own action (ship, status …) is asked as is.
 */
const REFINE_ACTIONS: Record<string, string> = { list: VIEW, show: VIEW, field: VIEW, create: "create", clone: "create", edit: "edit", delete: "delete", export: "export" };

export const accessControlProvider: AccessControlProvider = {
  async can({ action, params }) {
    await loadEnforcer();
    const role = useUserStore.getState().role ?? "guest";
    const meta = params?.resource?.meta;
    const route = (meta?.route as string | undefined) ?? params?.resource?.list;
    const section = meta?.section as string | undefined;
    if (typeof route !== "string" || !section) return { can: false, reason: "无权访问" };
    const act = REFINE_ACTIONS[action] ?? action;
    return can(role, section, route, act) ? { can: true } : { can: false, reason: "无权访问" };
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
};
