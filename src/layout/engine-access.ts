import { useMemo } from "react";
import { can, canAnswer } from "../access/enforcer";
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
  // Each answer once per object (a new one comes with new grants, see below): a list asks the
  // same questions for every button of every row, and casbin took a tenth of a 100-row page.
  // Not kept before the policy has loaded (can() says no to everything until then).
  const opens = new Map<string, boolean>();
  const acts = new Map<string, boolean>();
  const remember = <T>(cache: Map<T, boolean>, key: T, answer: boolean) => {
    if (canAnswer()) cache.set(key, answer);
    return answer;
  };
  return {
    canOpen: (path: string) => {
      const known = opens.get(path);
      if (known !== undefined) return known;
      const hit = match(path.split("?")[0] ?? path);
      return remember(opens, path, Boolean(hit && canOpenEntry(can, role, hit)));
    },
    canAct: (c, act) => {
      const key = `${c.section}\n${c.routes.list}\n${act}`;
      return acts.get(key) ?? remember(acts, key, can(role, c.section, c.routes.list, act));
    },
  };
}

/**
 * engineAccess for the signed-in session, kept while its role and grants stay. The grants are in
 * the deps though can() reads them itself: a new object is what makes every button below the
 * EngineProvider ask again when an employee's grants are reloaded (setSessionGrants runs
 * before the store changes, so the new answers are ready by then).
 */
export function useEngineAccess(match: Matcher = matchAppRoute): EngineAccess {
  const role = useUserStore((s) => s.role) ?? "guest";
  const permissions = useUserStore((s) => s.permissions);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- permissions: see above
  return useMemo(() => engineAccess(role, match), [role, match, permissions]);
}
