import { can } from "../access/enforcer";
import { canOpenEntry, matchAppRoute } from "../routes/route-index";
import { useUserStore } from "../stores/user-store";
import type { ResourceConfig } from "./types";

/**
 * Buttons are gated by the same casbin policy as routes: an action asks for its `act`
 * (default "open") on the resource's list route; a link asks whether its target opens.
 */
export function useAccess() {
  const role = useUserStore((s) => s.role) ?? "guest";
  return {
    act: (c: ResourceConfig, act = "open") => can(role, c.routes.list, act),
    open: (path: string) => {
      const hit = matchAppRoute(path.split("?")[0] ?? path);
      return Boolean(hit && canOpenEntry(can, role, hit));
    },
  };
}
