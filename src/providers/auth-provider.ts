import type { AuthProvider } from "@refinedev/core";
import { useUserStore } from "../stores/user-store";
import { ensureUserInfo, isSignedIn, logout, signIn, type LoginForm } from "./session";

/** refine's view of the session; the stores and session.ts hold the truth. */
export const authProvider: AuthProvider = {
  async login(form: LoginForm) {
    try {
      await signIn(form);
      return { success: true, redirectTo: "/" };
    } catch (error) {
      return { success: false, error: error instanceof Error ? error : new Error(String(error)) };
    }
  },
  async logout() {
    logout();
    return { success: true, redirectTo: "/login" };
  },
  async check() {
    try {
      return (await ensureUserInfo()) ? { authenticated: true } : { authenticated: false, redirectTo: "/login" };
    } catch (error) {
      // no answer (offline, a reload): the session stands while the token does
      return { authenticated: isSignedIn(), error: error instanceof Error ? error : undefined };
    }
  },
  async onError() {
    // The HTTP client has already logged out on a 401, with the way back to the page
    // (session-navigation.ts); refine's own logout would land on a bare /login.
    return {};
  },
  async getPermissions() {
    return useUserStore.getState().role;
  },
  async getIdentity() {
    const { user, shop, role } = useUserStore.getState();
    return user ? { ...user, id: user.alias, name: user.nickname, role, shop } : null;
  },
};
