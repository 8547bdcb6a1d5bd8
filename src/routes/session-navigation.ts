import type { createBrowserRouter } from "react-router";
import { onLoggedOut } from "../providers/session";
import { LOGIN_PATH, loginUrl } from "./guard";
import { matchAppRoute } from "./route-index";

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * After a logout (the button, an HTTP 401, a failed user-info fetch) the user goes to
 * /login, carrying the way back to the page they were on.
 */
export function sendToLoginOnLogout(router: AppRouter): () => void {
  return onLoggedOut(() => {
    const { pathname, search } = router.state.location;
    if (pathname === LOGIN_PATH) return;
    const hit = matchAppRoute(pathname);
    void router.navigate(hit ? loginUrl(hit.route.name, hit.params, search) : LOGIN_PATH, { replace: true });
  });
}
