import { isPassword, PASSWORD_RULE, str } from "../check";
import type { Passwords } from "../password-hash";
import { invalid, type Failure } from "../respond";
import type { Accounts } from "../account-store/types";
import type { Body, SmsRow } from "../types";

/**
 * SMS codes (decision 0071) and the new-password rule, shared by registration and 忘记密码
 * (auth.ts, password.ts). A code is 6 random digits (the demo's sender fixes it: demo-sms.ts),
 * kept only as a slow KDF's stored form (codeHash), valid for SMS_TTL_S, and void after
 * MAX_SMS_TRIES wrong tries: the tries bound guessing through the API, the KDF guessing from a
 * read of the table (a backup, a log of rows).
 */

export const SMS_TTL_S = 300;
export const SMS_INTERVAL_MS = 60_000;
/**
 * Codes one address may have asked for within a code's life (SMS_TTL_S), whatever the numbers:
 * the per-mobile interval alone let one caller text every number it liked (an SMS bomb, and the
 * shop's SMS bill). Behind a proxy the address is the one TRUST_PROXY finds (decision 0076).
 */
export const SMS_PER_ADDRESS = 5;
export const SMS_ADDRESS_BUSY = "该网络请求验证码过于频繁，请5分钟后再试";

/** Wrong tries a code allows; the next answer says it is void and a new one must be asked for. */
export const MAX_SMS_TRIES = 5;

export const WRONG_CODE = "验证码错误";
export const CODE_VOID = "验证码错误次数过多，请重新获取";
export const CODE_EXPIRED = "验证码已过期，请重新获取";

/** What a code is for: registering a mobile, or resetting its account's password (忘记密码). */
export const SMS_TYPES = ["register", "reset_password"] as const;
export type SmsType = (typeof SMS_TYPES)[number];
export const isSmsType = (v: string): v is SmsType => (SMS_TYPES as readonly string[]).includes(v);

/** A random code of 6 digits (crypto; rejection sampling keeps every code equally likely). */
export function randomCode(): string {
  const limit = 2 ** 32 - (2 ** 32 % 1_000_000);
  const word = new Uint32Array(1);
  for (;;) {
    globalThis.crypto.getRandomValues(word);
    const n = word[0] ?? limit;
    if (n < limit) return String(n % 1_000_000).padStart(6, "0");
  }
}

const salted = (mobile: string, type: string, code: string) => `${type}:${mobile}:${code}`;

/**
 * The stored form of a code: the API's password KDF's (scrypt on the server, PBKDF2 in the
 * page), over `type:mobile:code`, under a salt of its own row. A code has only a million values,
 * so a fast hash (an HMAC keyed by a salt in the same row) gave every live code away to whoever
 * read the table, in a second; the slow KDF makes that a matter of hours, past the code's 5 minutes.
 */
export const codeHash = (passwords: Passwords, mobile: string, type: SmsType, code: string): Promise<string> => passwords.hash(salted(mobile, type, code));

/**
 * A new code for `mobile` and its stored form: `fixed` (the in-page demo's) or a random one. One
 * piece of slow work (password-hash.ts), so on the server the code is drawn and hashed once,
 * outside the call's transaction, and the call run again gets the same code.
 */
export const newCode = (passwords: Passwords, mobile: string, type: SmsType, fixed: string | undefined): Promise<{ code: string; stored: string }> =>
  passwords.slowWork(`code\u0000${type}\u0000${mobile}\u0000${fixed ?? ""}`, async () => {
    const code = fixed ?? randomCode();
    return { code, stored: await codeHash(passwords, mobile, type, code) };
  });

/**
 * The code sent to `mobile` for `type`, checked against the body's `code`, or why not. A wrong
 * code counts a try on its row (stored even though the call is refused); the fifth voids it.
 * A mobile no code was sent to answers as a wrong code does.
 */
export async function smsChecked(passwords: Passwords, accounts: Accounts, body: Body, mobile: string, type: SmsType, t = Date.now()): Promise<SmsRow | Failure> {
  const code = str(body, "code");
  if (!code) return invalid("请输入验证码");
  // read for update: tries of one code at once are counted one after the other
  const sms = await accounts.sms.first({ mobile, type }, { forUpdate: true });
  if (!sms) return invalid(WRONG_CODE);
  const tries = Number(sms.tries) || 0;
  if (tries >= MAX_SMS_TRIES) return invalid(CODE_VOID);
  if (sms.expires_at < t) return invalid(CODE_EXPIRED);
  if (await passwords.verify(salted(sms.mobile, sms.type, code), sms.code)) return sms;
  await accounts.sms.update({ mobile, type }, { tries: tries + 1 });
  return invalid(tries + 1 >= MAX_SMS_TRIES ? CODE_VOID : WRONG_CODE);
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
