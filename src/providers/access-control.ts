import type { AccessControlProvider } from "@refinedev/core";
import { can, loadEnforcer } from "../access/enforcer";
import { useUserStore } from "../stores/user-store";

/**
 * refine asks "may the role do `action` on `resource`?"; casbin answers for the resource's
 * list route (`meta.route`) in its section (`meta.section`), as it does for the guard and
 * the menu. refine's own actions (list, create, edit, delete…) are asked as `open`: whoever
 * may open a resource's screens may use its buttons; a config's own `act` is asked as is.
 */
const REFINE_ACTIONS = new Set(["list", "show", "create", "edit", "delete", "clone", "export", "field"]);

export const accessControlProvider: AccessControlProvider = {
  async can({ action, params }) {
    await loadEnforcer();
    const role = useUserStore.getState().role ?? "guest";
    const meta = params?.resource?.meta;
    const route = (meta?.route as string | undefined) ?? params?.resource?.list;
    const section = meta?.section as string | undefined;
    if (typeof route !== "string" || !section) return { can: false, reason: "无权访问" };
    const act = REFINE_ACTIONS.has(action) ? "open" : action;
    return can(role, section, route, act) ? { can: true } : { can: false, reason: "无权访问" };
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
};
