import type { HttpHandler } from "msw";
import { isMobile, num, str } from "../check";
import { recordAccountEvent } from "../audit-log";
import { accountOfMobile, MOBILE_TAKEN, NO_ACCOUNT } from "../accounts";
import { conflict, fail, failWith, isFailure, notFound, ok, type Failure } from "../respond";
import { clearFailures, countFailure, lockRefusal } from "../sign-in-lock";
import { DEMO_SMS_CODE, isSmsType, newPassword, rawPassword, smsChecked, SMS_INTERVAL_MS, SMS_TTL_S } from "./sms-codes";
import { hashPassword, verifyPassword } from "../password-hash";
import { publicRoute, STAFF_DISABLED, userRoute } from "../route";
import type { Db, EmployeeRow, UserRow } from "../types";
import { allocAlias, now, randomToken } from "../util";

/**
 * Sign-in (the shop's merchant, or an employee into their employer's shop: decision 0024),
 * the SMS code and registration (with 忘记密码, password.ts, the only calls that need no
 * token), and sign-out. Five wrong passwords lock a mobile's sign-in (sign-in-lock.ts). `logout` is our addition (the spec lists no such call): 退出登录 ends the
 * token on the server too, so a copied token stops working.
 */

export { DEMO_SMS_CODE } from "./sms-codes";
const DAY_MS = 86_400_000;
/** With 记住密码 the token lives 7 days (spec section 9), otherwise one day. */
const REMEMBER_MS = 7 * DAY_MS;

/**
 * Creates a session for `user` (for an employee: `user` is the shop's owner, and the session
 * names the employee) and returns its token (expired sessions are dropped).
 */
export function issueToken(db: Db, user: UserRow, remember: boolean, employee?: EmployeeRow): string {
  const t = Date.now();
  db.sessions = db.sessions.filter((s) => s.expires_at > t);
  const token = randomToken();
  const staff = employee ? { employee_alias: employee.alias } : {};
  db.sessions.push({ token, user_alias: user.alias, ...staff, expires_at: t + (remember ? REMEMBER_MS : DAY_MS) });
  return token;
}

/** Registration is refused a mobile that signs in any account already (accounts.ts). */
function registerRefusal(db: Db, mobile: string): Failure | null {
  const found = accountOfMobile(db, mobile);
  if (!found) return null;
  return conflict(found.kind === "merchant" ? "该手机号已注册" : MOBILE_TAKEN.employee);
}

/** 忘记密码 needs an account to reset. */
const resetRefusal = (db: Db, mobile: string): Failure | null => (accountOfMobile(db, mobile) ? null : notFound(NO_ACCOUNT));

export const authHandlers: HttpHandler[] = [
  publicRoute("/merchant/user/v1/login/by-mobile-password", async ({ body, db, request }) => {
    const mobile = str(body, "mobile");
    if (!isMobile(mobile)) return fail(422, "请输入正确的手机号");
    const pwd = rawPassword(body, "password");
    if (!pwd) return fail(422, "请输入密码");
    const locked = lockRefusal(db, mobile);
    if (locked) return failWith(locked);
    const remember = body.remember === true || num(body, "remember") === 1;
    // a merchant, or an employee into their employer's shop: one account per mobile (accounts.ts)
    const found = accountOfMobile(db, mobile);
    if (!found || !(await verifyPassword(pwd, found.password_hash))) return failWith(countFailure(db, mobile));
    clearFailures(db, mobile);
    if (found.kind === "merchant") {
      if (found.user.status !== 1) return fail(403, "账号已被禁用");
      recordAccountEvent(db, request, found.user, null, "signIn");
      return ok({ access_token: issueToken(db, found.user, remember) });
    }
    if (found.employee.status !== 1 || found.owner.status !== 1) return fail(403, STAFF_DISABLED);
    recordAccountEvent(db, request, found.owner, found.employee, "signIn");
    return ok({ access_token: issueToken(db, found.owner, remember, found.employee) });
  }),

  publicRoute("/merchant/user/v1/register/sms", ({ body, db }) => {
    const mobile = str(body, "mobile");
    if (!isMobile(mobile)) return fail(422, "请输入正确的手机号");
    const type = str(body, "type");
    if (!isSmsType(type)) return fail(422, "验证码类型不正确");
    const refused = type === "register" ? registerRefusal(db, mobile) : resetRefusal(db, mobile);
    if (refused) return failWith(refused);
    const t = Date.now();
    if (db.sms.some((s) => s.mobile === mobile && t - s.sent_at < SMS_INTERVAL_MS)) {
      return fail(429, "发送过于频繁，请60秒后再试");
    }
    db.sms = db.sms.filter((s) => s.mobile !== mobile && s.expires_at > t);
    db.sms.push({ mobile, type, code: DEMO_SMS_CODE, sent_at: t, expires_at: t + SMS_TTL_S * 1000 });
    return ok({ expire_in: SMS_TTL_S }, `验证码已发送（演示验证码 ${DEMO_SMS_CODE}）`);
  }),

  publicRoute("/merchant/user/v1/register/by-mobile-password", async ({ body, db }) => {
    const mobile = str(body, "mobile");
    if (!isMobile(mobile)) return fail(422, "请输入正确的手机号");
    const refused = registerRefusal(db, mobile);
    if (refused) return failWith(refused);
    const sms = smsChecked(db, body, mobile, "register");
    if (isFailure(sms)) return failWith(sms);
    const pwd = newPassword(body);
    if (isFailure(pwd)) return failWith(pwd);
    const user: UserRow = {
      alias: allocAlias(db, "us"), nickname: `用户${mobile.slice(-4)}`, mobile, password_hash: await hashPassword(pwd),
      avatar: "", status: 1, created_at: now(),
    };
    db.users.push(user);
    db.sms = db.sms.filter((s) => s !== sms);
    return ok({ access_token: issueToken(db, user, false) });
  }),

  userRoute("/merchant/user/v1/logout", "shell", ({ db, token }) => {
    db.sessions = db.sessions.filter((s) => s.token !== token);
    return ok(null, "已退出登录");
  }),
];
