/** localStorage key of the mobile remembered by 记住密码 (the password is never stored). */
export const REMEMBERED_MOBILE_KEY = "merchant-login-mobile";

export function readRememberedMobile(): string | undefined {
  try {
    // stored input like any other: only a mobile number is offered back
    const mobile = localStorage.getItem(REMEMBERED_MOBILE_KEY);
    return mobile && /^1\d{10}$/.test(mobile) ? mobile : undefined;
  } catch {
    return undefined;
  }
}

/** After a successful login: keep the mobile when 记住密码 was ticked, else forget it. */
export function rememberMobile(mobile: string, remember: boolean): void {
  try {
    if (remember) localStorage.setItem(REMEMBERED_MOBILE_KEY, mobile);
    else localStorage.removeItem(REMEMBERED_MOBILE_KEY);
  } catch {
    // private mode or quota: nothing to remember
  }
}
