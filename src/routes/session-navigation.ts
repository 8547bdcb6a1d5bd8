import type { createBrowserRouter } from "react-router";
import { SESSION_ENDED } from "../engine/leave-marks";
import { onGrantsChanged, onLoggedOut, onSignedInElsewhere, refreshGrantsWhenShown } from "../providers/session";
import { LOGIN_PATH, loginUrl, resolveRedirect } from "./guard";
import { matchAppRoute } from "./route-index";

type AppRouter = Pick<ReturnType<typeof createBrowserRouter>, "state" | "navigate" | "revalidate">;

/**
 * After a logout (the button, an HTTP 401, a refused user-info fetch, another tab's
 * sign-out) the user goes to /login, carrying the way back to the page they were on.
 * When another tab signs in, this one follows: from /login back to where it was going,
 * elsewhere its guard runs again and loads the new account's info (role, shop).
 */
export function sendToLoginOnLogout(router: AppRouter): () => void {
  const stopLogout = onLoggedOut(() => {
    const { pathname, search } = router.state.location;
    if (pathname === LOGIN_PATH) return;
    const hit = matchAppRoute(pathname);
    // a public page (the no-access page's 退出登录) needs no way back
    const to = hit && !hit.route.public ? loginUrl(hit.route.name, hit.params, search) : LOGIN_PATH;
    // unasked even from a form with unsaved changes: its draft is kept (engine/form-draft.ts)
    void router.navigate(to, { replace: true, ...SESSION_ENDED });
  });
  const stopSignIn = onSignedInElsewhere(() => {
    const { pathname, search } = router.state.location;
    if (pathname === LOGIN_PATH) void router.navigate(resolveRedirect(search), { replace: true });
    else void router.revalidate();
  });
  return () => {
    stopLogout();
    stopSignIn();
  };
}

/**
 * An employee's grants follow the shop's changes without a new sign-in: reloaded when the tab
 * is shown again (and on a 403 answer, providers/session.ts); when they changed, the guard runs
 * again for the page on show, which sends them on (with 无权访问该页面) if it is closed now.
 */
export function followGrantChanges(router: AppRouter): () => void {
  const stopShown = refreshGrantsWhenShown();
  const stopChanged = onGrantsChanged(() => void router.revalidate());
  return () => {
    stopShown();
    stopChanged();
  };
}
