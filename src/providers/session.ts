import { roleFromVerifyStatus } from "../access/rules";
import { grantsKey } from "../access/grant-key";
import { resetMenuStore } from "../stores/menu-store";
import { resetTabStore } from "../stores/tab-store";
import { resetUserStore, useUserStore, type ShopInfo, type StaffInfo, type UserInfo } from "../stores/user-store";
import { isAnswered, request, setForbiddenHandler, setUnauthorizedHandler } from "./http";
import { toastWarning } from "./notify";
import { onOtherTabs, tellOtherTabs } from "./session-channel";
import {
  LOGIN_PATH, LOGOUT_PATH, PASSWORD_CHANGE_PATH, PASSWORD_RESET_PATH, REGISTER_PATH, SHOP_INFO_PATH, SHOP_REGISTER_PATH, SMS_PATH,
  USER_INFO_PATH,
} from "./session.calls";
import { getToken, removeToken, setToken } from "./token";

// the paths only: each call's contract is declared beside them in session.calls.ts
export const api = {
  login: LOGIN_PATH,
  logout: LOGOUT_PATH,
  register: REGISTER_PATH,
  sms: SMS_PATH,
  userInfo: USER_INFO_PATH,
  shopInfo: SHOP_INFO_PATH,
  shopRegister: SHOP_REGISTER_PATH,
  passwordChange: PASSWORD_CHANGE_PATH,
  passwordReset: PASSWORD_RESET_PATH,
} as const;

export interface LoginForm {
  mobile: string;
  password: string;
  /** 记住密码: keep the token cookie for 7 days. */
  remember?: boolean;
}

/**
 * Why a session ended: "user" (退出登录 in this tab), "expired" (the server refused the
 * token), "elsewhere" (another tab signed out: the shared cookie is gone). Only "user" is
 * asked for; on the others a form keeps its draft for after the next sign-in.
 */
export type LogoutReason = "user" | "expired" | "elsewhere";
export const EXPIRED_MESSAGE = "登录已过期，请重新登录";
export const SIGNED_OUT_ELSEWHERE_MESSAGE = "已在其他页面退出登录，请重新登录";

/**
 * Why the server ended the session, in its own words (an HTTP 401's msg: 账号已被禁用,
 * 密码已修改，请重新登录), or null. A msg about the sign-in itself (登录已失效…: a token that
 * merely expired) keeps the console's own wording, EXPIRED_MESSAGE.
 */
export function accountEndedReason(msg: string | undefined): string | null {
  return msg && !/^登录|token/i.test(msg) ? msg : null;
}

/** The reason the last session ended for, shown on /login until the next sign-in (null: none to tell). */
let endNotice: string | null = null;
export function sessionEndNotice(): string | null {
  return endNotice;
}
/** Forgets it (a sign-in; a fresh page load has none: tests/setup.ts starts each test file so). */
export function forgetSessionEnd(): void {
  endNotice = null;
}

const loggedOut = new Set<(reason: LogoutReason) => void>();
/** Called after every logout (the router sends the user to /login). */
export function onLoggedOut(listener: (reason: LogoutReason) => void): () => void {
  loggedOut.add(listener);
  return () => loggedOut.delete(listener);
}

const signedInElsewhere = new Set<() => void>();
/** Called when another tab signs in (the shared cookie holds its token now). */
export function onSignedInElsewhere(listener: () => void): () => void {
  signedInElsewhere.add(listener);
  return () => signedInElsewhere.delete(listener);
}

/** The token whose user info the user store holds: another token in the cookie means another session. */
let loadedFor: string | undefined;
/** Another tab signed in: the store may hold the previous account's info. */
let stale = false;
let loading: { token: string; promise: Promise<void> } | null = null;

export function isSignedIn(): boolean {
  return Boolean(getToken());
}

const hasSession = () => loadedFor !== undefined || Boolean(useUserStore.getState().role);

/** Stores the token, loads the user info and tells the other tabs (sign-in, registration). */
export async function startSession(token: string, remember: boolean): Promise<void> {
  forgetSessionEnd();
  setToken(token, remember);
  await loadUserInfo();
  tellOtherTabs({ type: "signed-in" });
}

/**
 * Signs in; when the server refuses (login or the user info) removes the token and rethrows
 * (spec section 8). A call that got no answer (a reload during sign-in aborts the user-info
 * call) is no refusal: the token stays, and the reloaded page goes on with it.
 */
export async function signIn(form: LoginForm): Promise<void> {
  try {
    const data = await request<{ access_token: string }>(api.login, {
      mobile: form.mobile,
      password: form.password,
      remember: Boolean(form.remember),
    }, { shownInForm: true }); // the login form's alert says why (手机号或密码错误), once
    await startSession(data.access_token, Boolean(form.remember));
  } catch (error) {
    if (isAnswered(error)) removeToken();
    throw error;
  }
}

/** The user-info reply: the merchant's fields and, for an employee, who they are and their role's grants (decision 0024). */
type UserInfoReply = UserInfo & { staff?: StaffInfo | null; permissions?: readonly string[] | null };

/**
 * Fetches the user and the shop; the role follows the shop's verify_status. An employee's
 * grants reach the enforcer before the store changes, so whatever re-renders on the store
 * (menu, buttons) and the guard that runs next ask can() about the new grants.
 */
export async function loadUserInfo(): Promise<void> {
  const token = getToken();
  const [reply, shop] = await Promise.all([
    request<UserInfoReply>(api.userInfo),
    request<ShopInfo | null>(api.shopInfo),
  ]);
  const { staff = null, permissions = null, ...user } = reply;
  // an employee whose reply lists no grants holds none: never the owner's "everything"
  const grants = staff ? [...(permissions ?? [])] : null;
  // signed out, or in as someone else, while this was loading: the reply is not this session's
  if (getToken() !== token) return;
  await applyGrants(grants);
  if (getToken() !== token) return;
  const before = useUserStore.getState();
  const role = roleFromVerifyStatus(shop?.verify_status);
  const sameGrants = grantsKey(before.permissions) === grantsKey(grants);
  useUserStore.setState({
    user,
    shop,
    role,
    // unchanged grants keep their array: readers selecting them do not re-render
    staff: staff && JSON.stringify(staff) === JSON.stringify(before.staff) ? before.staff : staff,
    permissions: sameGrants ? before.permissions : grants,
  });
  loadedFor = token;
  stale = false;
  if (before.role && (!sameGrants || (Boolean(staff || before.staff) && before.role !== role))) {
    grantsChanged.forEach((listener) => listener());
  }
}


/** Hands the session's grants to the enforcer (loaded lazily: /login needs no casbin). */
async function applyGrants(grants: readonly string[] | null): Promise<void> {
  const { setSessionGrants } = await import("../access/enforcer");
  await setSessionGrants(grants);
}

const grantsChanged = new Set<() => void>();
/** Called when a reload of the user info changed an employee's grants (the router checks the page again). */
export function onGrantsChanged(listener: () => void): () => void {
  grantsChanged.add(listener);
  return () => grantsChanged.delete(listener);
}

/**
 * Reloads an employee's user info, so grants changed by the shop since sign-in apply without
 * a new sign-in: on a 403 answer and when the tab is shown again. One load at a time (a burst
 * of refused calls is one reload); the owner's session has no grants to follow.
 */
export async function refreshGrants(): Promise<void> {
  const token = getToken();
  const { staff, role } = useUserStore.getState();
  if (!token || !staff || !role || (loadedFor ?? token) !== token) return;
  try {
    await loadUserInfoOnce(token);
  } catch (error) {
    // as on opening a screen: an answer other than success ends the session (a 401 has logged out already)
    if (endsSession(error) && getToken() === token) logout("expired");
  }
}

/** Reloads the grants whenever the tab is shown again; returns the way to stop. */
export function refreshGrantsWhenShown(): () => void {
  const onChange = () => {
    if (document.visibilityState === "visible") void refreshGrants();
  };
  document.addEventListener("visibilitychange", onChange);
  return () => document.removeEventListener("visibilitychange", onChange);
}

/** One user-info load per token at a time (the guard runs for the shell and the screen). */
function loadUserInfoOnce(token: string): Promise<void> {
  if (loading?.token === token) return loading.promise;
  const promise = loadUserInfo().finally(() => {
    if (loading?.promise === promise) loading = null;
  });
  loading = { token, promise };
  return promise;
}

/**
 * A user-info load that got an answer other than success ends the session (spec section 6):
 * a refusal (code !== 200) or any HTTP error (401, 404, 500…). One that got none (a reload
 * aborting it, offline, the deadline) does not (decision 0050). The demo answers in the page
 * (decision 0044), so a page being reloaded no longer meets a static host's 404 in its place,
 * which was why an HTTP error other than 401 once kept the session.
 */
const endsSession = (error: unknown): boolean => isAnswered(error);

/**
 * Makes sure the user info of the cookie's token is there before a guarded screen opens.
 * An answer that is not success ends the session (spec section 6: "if fetching the user info
 * fails, the user is logged out"): a refusal (code !== 200) or an HTTP error, 401 or any
 * other. No answer (a reload aborting the call, offline) rejects and keeps the token: the
 * route shows the error and offers to try again.
 */
export async function ensureUserInfo(): Promise<boolean> {
  const token = getToken();
  if (!token) {
    // signed out in another tab: drop what is left; the guard sends the visitor to /login
    if (hasSession()) clearSession();
    return false;
  }
  // (a store filled by hand, as tests do, has no loadedFor: it counts as this token's)
  if (useUserStore.getState().role && !stale && (loadedFor ?? token) === token) return true;
  try {
    await loadUserInfoOnce(token);
    return true;
  } catch (error) {
    if (!endsSession(error)) throw error;
    if (getToken() === token) logout("expired"); // a 401 has logged out already
    return false;
  }
}

/**
 * Ends the session: the four stores of spec section 4 (token cookie, user info, tab bar,
 * server menu). 退出登录 also ends the token on the server (fire-and-forget: never waits
 * for it) and tells the other tabs.
 */
export function logout(reason: LogoutReason = "user", serverMsg?: string): void {
  if (reason === "user") {
    if (isSignedIn()) void request(api.logout, {}, { silent: true }).catch(() => undefined);
    tellOtherTabs({ type: "signed-out" });
  }
  clearSession();
  // set before the listeners run: /login, where they send the page, reads it
  endNotice = reason === "expired" ? accountEndedReason(serverMsg) : null;
  if (reason === "expired") toastWarning(endNotice ?? EXPIRED_MESSAGE);
  if (reason === "elsewhere") toastWarning(SIGNED_OUT_ELSEWHERE_MESSAGE);
  loggedOut.forEach((listener) => listener(reason));
}

function clearSession(): void {
  removeToken();
  loadedFor = undefined;
  loading = null;
  resetUserStore();
  resetTabStore();
  resetMenuStore();
  void applyGrants(null);
}

// An HTTP 401 ends the session it was sent with, once: a later 401 of the same token, or
// one sent before a new sign-in (in this tab or another), leaves the current one alone.
setUnauthorizedHandler((sentToken, serverMsg) => {
  const current = getToken();
  if (sentToken) {
    if (current === sentToken) logout("expired", serverMsg);
  } else if (!current && hasSession()) {
    logout("elsewhere");
  }
});

// A call refused for want of a grant: the employee's role may have changed since sign-in.
setForbiddenHandler((sentToken) => {
  if (sentToken && sentToken === getToken()) void refreshGrants();
});

onOtherTabs((message) => {
  if (message.type === "signed-out" && hasSession()) logout("elsewhere");
  if (message.type === "signed-in") {
    stale = true; // the cookie holds the other tab's token: reload on the next guard
    signedInElsewhere.forEach((listener) => listener());
  }
});
