import { request } from "./http";
import { api, loadUserInfo, startSession } from "./session";

/** Paths of the account calls (all already listed in session.ts `api`). */
export const accountApi = {
  sms: api.sms,
  register: api.register,
  shopRegister: api.shopRegister,
  passwordChange: api.passwordChange,
  passwordReset: api.passwordReset,
} as const;

/** What the `type` of an sms request is for: registering a mobile, or 忘记密码. */
export type SmsType = "register" | "reset_password";

/** 注册账号 (step 1 of /register). */
export interface RegisterAccountForm {
  mobile: string;
  code: string;
  password: string;
  password_confirm: string;
}

/** 开通店铺 (step 2 of /register; domain.md 设置: `name`*, `logo`, `contact`*). */
export interface RegisterShopForm {
  name: string;
  contact: string;
  logo?: string;
}

/** Asks the server to text a verification code to `mobile`. */
export async function sendRegisterSms(mobile: string, type: SmsType = "register"): Promise<void> {
  await request<unknown>(accountApi.sms, { mobile, type }, { shownInForm: true });
}

/**
 * Creates the merchant account. The server answers with a token: it is stored as a
 * session cookie (no 记住密码 here) and the user info is loaded. Returns the token.
 */
export async function registerAccount(form: RegisterAccountForm): Promise<string> {
  const data = await request<{ access_token: string }>(accountApi.register, {
    mobile: form.mobile,
    code: form.code,
    password: form.password,
    password_confirm: form.password_confirm,
  }, { shownInForm: true }); // the form's alert says why, once
  await startSession(data.access_token, false);
  return data.access_token;
}

/** Opens the signed-in merchant's shop, then reloads the user info (shop and role). */
export async function registerShop(form: RegisterShopForm): Promise<void> {
  await request<unknown>(accountApi.shopRegister, {
    name: form.name.trim(),
    contact: form.contact.trim(),
    logo: form.logo?.trim() ?? "",
  }, { shownInForm: true });
  await loadUserInfo();
}

/** 忘记密码 (on /login): a texted code sets a new password; every session of the account ends. */
export interface ResetPasswordForm {
  mobile: string;
  code: string;
  password: string;
  password_confirm: string;
}

export async function resetPassword(form: ResetPasswordForm): Promise<void> {
  const { mobile, code, password, password_confirm } = form;
  await request<null>(accountApi.passwordReset, { mobile, code, password, password_confirm }, { shownInForm: true });
}

/** 修改密码 (the user menu): the signed-in person's own; their other sessions end, this one stays. */
export interface ChangePasswordForm {
  old_password: string;
  password: string;
  password_confirm: string;
}

export async function changePassword(form: ChangePasswordForm): Promise<void> {
  const { old_password, password, password_confirm } = form;
  await request<null>(accountApi.passwordChange, { old_password, password, password_confirm }, { shownInForm: true });
}
