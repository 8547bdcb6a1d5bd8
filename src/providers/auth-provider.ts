import type { AuthProvider } from "@refinedev/core";
import { useUserStore } from "../stores/user-store";
import { ApiError } from "./http";
import { ensureUserInfo, logout, signIn, type LoginForm } from "./session";

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
    return (await ensureUserInfo()) ? { authenticated: true } : { authenticated: false, redirectTo: "/login" };
  },
  async onError(error: unknown) {
    return error instanceof ApiError && error.code === 401 ? { logout: true, redirectTo: "/login" } : {};
  },
  async getPermissions() {
    return useUserStore.getState().role;
  },
  async getIdentity() {
    const { user, shop, role } = useUserStore.getState();
    return user ? { ...user, id: user.alias, name: user.nickname, role, shop } : null;
  },
};
