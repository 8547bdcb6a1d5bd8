import { useCallback } from "react";
import { useLocation } from "react-router";
import { can } from "../access/enforcer";
import { VIEW } from "../access/grant-key";
import { matchAppRoute } from "../routes/route-index";
import { useUserStore } from "../stores/user-store";

/** May the signed-in session do `act` (default view) on page `page` of section `sec`? */
export type PageCheck = (sec: string, page: string, act?: string) => boolean;

/**
 * casbin's one question (access/decide.ts) for this tab's session, as a hook: the answer
 * follows the role and an employee's grants, so a custom screen's buttons come and go when
 * the grants are reloaded (setSessionGrants has the new answers before the store changes).
 */
export function useCan(): PageCheck {
  const role = useUserStore((s) => s.role) ?? "guest";
  const permissions = useUserStore((s) => s.permissions);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- permissions: can() reads them; a new function makes readers ask again
  return useCallback((sec, page, act = VIEW) => can(role, sec, page, act), [role, permissions]);
}

/**
 * The same question for the page the current URL belongs to (its route's access: /cash/dashboard
 * is itself, /recycle/order/pay/:alias is the recycle order page), so a custom screen asks for
 * its own actions without writing its path again: `const may = usePageCan(); may("withdraw")`.
 */
export function usePageCan(): (act?: string) => boolean {
  const { pathname } = useLocation();
  const check = useCan();
  const hit = matchAppRoute(pathname);
  const sec = hit?.section?.path;
  const page = hit?.route.access?.page;
  return useCallback((act = VIEW) => Boolean(sec && page) && check(sec ?? "", page ?? "", act), [check, sec, page]);
}
