import { redirect, type LoaderFunctionArgs } from "react-router";
import { toastWarning } from "../providers/notify";
import { ensureUserInfo, isSignedIn } from "../providers/session";
import { useUserStore } from "../stores/user-store";
import { decide } from "./guard";
import { matchAppRoute } from "./route-index";

/**
 * Runs before every screen: builds the enforcer once, loads the user info when a token
 * is there (logging out only when the server refuses it), then applies the guard's
 * decision (see guard.ts), saying why when it has a notice (an employee's page not granted:
 * one toast per redirect, as a loader runs once per navigation, StrictMode or not). The
 * user info hands an employee's grants to the enforcer before it resolves, so the guard
 * asks about them. A user-info call that got no answer (offline, or a reload aborting it)
 * rejects: the route's error element offers to try again, the token stays.
 */
export async function guardLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  // A visitor without a token on a public page needs neither casbin nor the user info.
  if (!isSignedIn() && matchAppRoute(url.pathname)?.route.public) return null;
  const [{ loadEnforcer, can }, signedIn] = await Promise.all([import("../access/enforcer"), ensureUserInfo()]);
  await loadEnforcer();
  const { role, shop, staff } = useUserStore.getState();
  const visitor = { signedIn, role: signedIn ? role : null, hasShop: Boolean(shop), staff: signedIn && staff !== null };
  const decision = decide(url.pathname, url.search, visitor, can);
  if (!decision.allow) {
    if (decision.notice) toastWarning(decision.notice);
    throw redirect(decision.to);
  }
  return null;
}
