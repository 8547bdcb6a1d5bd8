import type { AccessControlProvider } from "@refinedev/core";
import { can, loadEnforcer } from "../access/enforcer";
import { useUserStore } from "../stores/user-store";

/**
 * refine asks "may the role do `action` on `resource`?"; the resource's `meta.route`
 * names the policy object (its list route). Every action is asked as `open` for now:
 * whoever may open a resource's screens may use its buttons.
 */
export const accessControlProvider: AccessControlProvider = {
  async can({ action, params }) {
    await loadEnforcer();
    const role = useUserStore.getState().role ?? "guest";
    const route = (params?.resource?.meta?.route as string | undefined) ?? params?.resource?.list;
    if (typeof route !== "string") return { can: true };
    void action;
    return can(role, route, "open") ? { can: true } : { can: false, reason: "无权访问" };
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
};
