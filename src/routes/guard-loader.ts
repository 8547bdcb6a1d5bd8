import { redirect, type LoaderFunctionArgs } from "react-router";
import { ensureUserInfo } from "../providers/session";
import { useUserStore } from "../stores/user-store";
import { decide } from "./guard";

/**
 * Runs before every screen: builds the enforcer once, loads the user info when a token
 * is there (logging out if that fails), then applies the guard's decision (see guard.ts).
 */
export async function guardLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  const [{ loadEnforcer, can }, signedIn] = await Promise.all([import("../access/enforcer"), ensureUserInfo()]);
  await loadEnforcer();
  const { role, shop } = useUserStore.getState();
  const visitor = { signedIn, role: signedIn ? role : null, hasShop: Boolean(shop) };
  const decision = decide(url.pathname, url.search, visitor, can);
  if (!decision.allow) throw redirect(decision.to);
  return null;
}
