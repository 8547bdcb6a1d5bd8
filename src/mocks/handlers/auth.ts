import type { HttpHandler } from "msw";
import { isMobile, isPassword, num, PASSWORD_RULE, str } from "../check";
import { fail, ok } from "../respond";
import { hashPassword, verifyPassword } from "../password-hash";
import { publicRoute, STAFF_DISABLED, userRoute } from "../route";
import type { Body, Db, EmployeeRow, UserRow } from "../types";
import { allocAlias, now, randomToken } from "../util";

/**
 * Sign-in (the shop's merchant, or an employee into their employer's shop: decision 0024),
 * the register SMS and registration (the only calls that need no token), and
 * sign-out. `logout` is our addition (the spec lists no such call): 退出登录 ends the
 * token on the server too, so a copied token stops working.
 */

export const DEMO_SMS_CODE = "123456";
const SMS_TTL_S = 300;
const SMS_INTERVAL_MS = 60_000;
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

/** The employee (员工管理) whose mobile and password these are, with their shop's owner. */
async function employeeOf(db: Db, mobile: string, pwd: string): Promise<{ employee: EmployeeRow; owner: UserRow } | null> {
  for (const employee of db.employee.filter((e) => e.mobile === mobile)) {
    const shop = db.shops.find((s) => s.alias === employee.shop_alias);
    const owner = db.users.find((u) => u.alias === shop?.user_alias);
    if (owner && (await verifyPassword(pwd, employee.password_hash))) return { employee, owner };
  }
  return null;
}

/** The raw (untrimmed) password field. */
const password = (body: Body, key: string): string => {
  const v = body[key];
  return typeof v === "string" ? v : "";
};

export const authHandlers: HttpHandler[] = [
  publicRoute("/merchant/user/v1/login/by-mobile-password", async ({ body, db }) => {
    const mobile = str(body, "mobile");
    if (!isMobile(mobile)) return fail(422, "请输入正确的手机号");
    const pwd = password(body, "password");
    if (!pwd) return fail(422, "请输入密码");
    const remember = body.remember === true || num(body, "remember") === 1;
    const user = db.users.find((u) => u.mobile === mobile);
    if (user && (await verifyPassword(pwd, user.password_hash))) {
      if (user.status !== 1) return fail(403, "账号已被禁用");
      return ok({ access_token: issueToken(db, user, remember) });
    }
    // not a merchant: an employee signs in through the same call, into their employer's shop
    const staff = await employeeOf(db, mobile, pwd);
    if (!staff) return fail(400, "手机号或密码错误");
    if (staff.employee.status !== 1 || staff.owner.status !== 1) return fail(403, STAFF_DISABLED);
    return ok({ access_token: issueToken(db, staff.owner, remember, staff.employee) });
  }),

  publicRoute("/merchant/user/v1/register/sms", ({ body, db }) => {
    const mobile = str(body, "mobile");
    if (!isMobile(mobile)) return fail(422, "请输入正确的手机号");
    const type = str(body, "type");
    if (type !== "register") return fail(422, "验证码类型不正确");
    if (db.users.some((u) => u.mobile === mobile)) return fail(409, "该手机号已注册");
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
    if (db.users.some((u) => u.mobile === mobile)) return fail(409, "该手机号已注册");
    const code = str(body, "code");
    if (!code) return fail(422, "请输入验证码");
    const sms = db.sms.find((s) => s.mobile === mobile && s.type === "register");
    if (!sms || sms.code !== code) return fail(422, "验证码错误");
    if (sms.expires_at < Date.now()) return fail(422, "验证码已过期，请重新获取");
    const pwd = password(body, "password");
    if (!isPassword(pwd)) return fail(422, PASSWORD_RULE);
    if (pwd !== password(body, "password_confirm")) return fail(422, "两次输入的密码不一致");
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
