import { useMemo } from "react";
import { can } from "../access/enforcer";
import type { Subject } from "../access/rules";
import type { EngineAccess } from "../engine/engine-context";
import { canOpenEntry, matchAppRoute, type routeMatcher } from "../routes/route-index";
import { useUserStore } from "../stores/user-store";

type Matcher = ReturnType<typeof routeMatcher>;

/**
 * The engine's access checks for a role: casbin, asked exactly as the guard and the menu
 * ask it (a link opens when its route opens; a button's `act` is asked on the resource's
 * list route in its section). `match` finds routes (the app's; a test's with fixtures).
 */
export function engineAccess(role: Subject, match: Matcher = matchAppRoute): EngineAccess {
  return {
    canOpen: (path: string) => {
      const hit = match(path.split("?")[0] ?? path);
      return Boolean(hit && canOpenEntry(can, role, hit));
    },
    canAct: (c, act) => can(role, c.section, c.routes.list, act),
  };
}

/** engineAccess for the signed-in role, kept while the role stays. */
export function useEngineAccess(match: Matcher = matchAppRoute): EngineAccess {
  const role = useUserStore((s) => s.role) ?? "guest";
  return useMemo(() => engineAccess(role, match), [role, match]);
}
