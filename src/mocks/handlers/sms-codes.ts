import { isPassword, PASSWORD_RULE, str } from "../check";
import { invalid, type Failure } from "../respond";
import type { Body, Db, SmsRow } from "../types";

/**
 * SMS codes (the demo texts no one: its code is always 123456) and the new-password rule, shared
 * by registration and 忘记密码 (auth.ts, password.ts).
 */

export const DEMO_SMS_CODE = "123456";
export const SMS_TTL_S = 300;
export const SMS_INTERVAL_MS = 60_000;

/** What a code is for: registering a mobile, or resetting its account's password (忘记密码). */
export const SMS_TYPES = ["register", "reset_password"] as const;
export type SmsType = (typeof SMS_TYPES)[number];
export const isSmsType = (v: string): v is SmsType => (SMS_TYPES as readonly string[]).includes(v);

/** The code sent to `mobile` for `type`, checked against the body's `code`, or why not. */
export function smsChecked(db: Db, body: Body, mobile: string, type: SmsType): SmsRow | Failure {
  const code = str(body, "code");
  if (!code) return invalid("请输入验证码");
  const sms = db.sms.find((s) => s.mobile === mobile && s.type === type);
  if (!sms || sms.code !== code) return invalid("验证码错误");
  if (sms.expires_at < Date.now()) return invalid("验证码已过期，请重新获取");
  return sms;
}

/** The raw (untrimmed) string of a password field. */
export const rawPassword = (body: Body, key: string): string => {
  const v = body[key];
  return typeof v === "string" ? v : "";
};

/** `password` when it keeps the rule and `password_confirm` repeats it, else why not. */
export function newPassword(body: Body): string | Failure {
  const pwd = rawPassword(body, "password");
  if (!isPassword(pwd)) return invalid(PASSWORD_RULE);
  if (pwd !== rawPassword(body, "password_confirm")) return invalid("两次输入的密码不一致");
  return pwd;
}
