import type { createBrowserRouter } from "react-router";
import { SESSION_ENDED } from "../engine/leave-marks";
import { onLoggedOut, onSignedInElsewhere } from "../providers/session";
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
    // unasked even from a form with unsaved changes: its draft is kept (engine/form-draft.ts)
    void router.navigate(hit ? loginUrl(hit.route.name, hit.params, search) : LOGIN_PATH, { replace: true, ...SESSION_ENDED });
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
