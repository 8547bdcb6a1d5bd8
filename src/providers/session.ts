import { roleFromVerifyStatus } from "../access/rules";
import { resetMenuStore } from "../stores/menu-store";
import { resetTabStore } from "../stores/tab-store";
import { resetUserStore, useUserStore, type ShopInfo, type UserInfo } from "../stores/user-store";
import { request, setUnauthorizedHandler } from "./http";
import { getToken, removeToken, setToken } from "./token";

export const api = {
  login: "/merchant/user/v1/login/by-mobile-password",
  register: "/merchant/user/v1/register/by-mobile-password",
  sms: "/merchant/user/v1/register/sms",
  userInfo: "/user/v1/account/info",
  shopInfo: "/merchant/shop/v1/account/info",
  shopRegister: "/merchant/shop/v1/account/register",
} as const;

export interface LoginForm {
  mobile: string;
  password: string;
  /** 记住密码: keep the token cookie for 7 days. */
  remember?: boolean;
}

const listeners = new Set<() => void>();
/** Called after every logout (the router sends the user to /login). */
export function onLoggedOut(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isSignedIn(): boolean {
  return Boolean(getToken());
}

/** Signs in; on failure removes the token and rethrows (spec section 8). */
export async function signIn(form: LoginForm): Promise<void> {
  try {
    const data = await request<{ access_token: string }>(api.login, {
      mobile: form.mobile,
      password: form.password,
      remember: Boolean(form.remember),
    });
    setToken(data.access_token, Boolean(form.remember));
    await loadUserInfo();
  } catch (error) {
    removeToken();
    throw error;
  }
}

/** Fetches the user and the shop; the role follows the shop's verify_status. */
export async function loadUserInfo(): Promise<void> {
  const [user, shop] = await Promise.all([
    request<UserInfo>(api.userInfo),
    request<ShopInfo | null>(api.shopInfo),
  ]);
  useUserStore.setState({ user, shop, role: roleFromVerifyStatus(shop?.verify_status) });
}

/**
 * Makes sure the user info is there before a guarded screen opens. If fetching it
 * fails, the user is logged out (spec section 6); returns whether a session stands.
 */
export async function ensureUserInfo(): Promise<boolean> {
  if (!isSignedIn()) return false;
  if (useUserStore.getState().role) return true;
  try {
    await loadUserInfo();
    return true;
  } catch {
    logout();
    return false;
  }
}

/** Clears the four stores of a session: token cookie, user info, tab bar, server menu. */
export function logout(): void {
  removeToken();
  resetUserStore();
  resetTabStore();
  resetMenuStore();
  listeners.forEach((listener) => listener());
}

setUnauthorizedHandler(logout);
