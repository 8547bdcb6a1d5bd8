import { useMemo } from "react";
import { can } from "../access/enforcer";
import type { EngineAccess } from "../engine/engine-context";
import { canOpenEntry, matchAppRoute } from "../routes/route-index";
import { useUserStore } from "../stores/user-store";

/**
 * The engine's access checks for the signed-in role: casbin, asked exactly as the guard
 * and the menu ask it (a link opens when its route opens; a button's `act` is asked on the
 * resource's list route in its section).
 */
export function useEngineAccess(): EngineAccess {
  const role = useUserStore((s) => s.role) ?? "guest";
  return useMemo(
    () => ({
      canOpen: (path: string) => {
        const hit = matchAppRoute(path.split("?")[0] ?? path);
        return Boolean(hit && canOpenEntry(can, role, hit));
      },
      canAct: (c, act) => can(role, c.section, c.routes.list, act),
    }),
    [role],
  );
}
