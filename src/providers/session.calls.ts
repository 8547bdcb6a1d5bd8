import { arrayOf, defineCall, int, obj, str } from "./api-call";

/** The session and account calls (session.ts, account.ts): their paths, and their contract for docs/api/openapi.json. */

export const LOGIN_PATH = "/merchant/user/v1/login/by-mobile-password";
export const LOGOUT_PATH = "/merchant/user/v1/logout";
export const REGISTER_PATH = "/merchant/user/v1/register/by-mobile-password";
export const SMS_PATH = "/merchant/user/v1/register/sms";
export const USER_INFO_PATH = "/user/v1/account/info";
export const SHOP_INFO_PATH = "/merchant/shop/v1/account/info";
export const SHOP_REGISTER_PATH = "/merchant/shop/v1/account/register";
export const PASSWORD_CHANGE_PATH = "/user/v1/account/password";
export const PASSWORD_RESET_PATH = "/merchant/user/v1/password/reset";

const mobile = { type: "string", pattern: "^1[3-9]\\d{9}$" } as const;
const token = obj({ access_token: str("sent as Authorization on later calls") }, ["access_token"]);
const shop = obj({
  alias: str(), name: str(), logo: { type: ["string", "null"] }, verify_status: int("2 = verified (admin role)"),
  version: str("the version of name, contact and description, sent back with account/edit (a stale one is refused with HTTP 409)"),
}, ["verify_status"]);

/** A new password as registration asks it: 8-20 characters with letters and digits, typed twice. */
const newPassword = { password: { type: "string", minLength: 8, maxLength: 20, pattern: "^(?=.*[A-Za-z])(?=.*\\d).{8,20}$" }, password_confirm: str("the password again") } as const;
export const loginCall = defineCall({
  path: LOGIN_PATH, tag: "account", public: true,
  summary: "Sign in with mobile and password: the shop's merchant or an employee (员工管理); a disabled employee is answered 403 账号已被禁用; five wrong passwords for a mobile within 15 minutes lock its sign-in for 15 minutes (code 429, the minutes left in msg)",
  request: obj({ mobile, password: str() }, ["mobile", "password"]),
  example: { mobile: "13800000000", password: "Admin@123" },
  response: token,
});
export const logoutCall = defineCall({ path: LOGOUT_PATH, tag: "account", summary: "Sign out: ends the token", response: { type: "null" } });
export const smsCall = defineCall({
  path: SMS_PATH, tag: "account", public: true,
  summary: "Send an SMS code, never in the reply; every mobile is answered alike, one a minute: a `register` code is texted to any mobile (registration refuses one an account has only after its code), a `reset_password` (忘记密码) code only to a mobile an account has; code 503 短信服务未配置 when the server has no SMS sender (decision 0071)",
  request: obj({ mobile, type: { type: "string", enum: ["register", "reset_password"] } }, ["mobile", "type"]), example: { mobile: "13700000000", type: "register" }, response: obj({ expire_in: int("seconds the code is valid") }, ["expire_in"]),
});
export const registerCall = defineCall({
  path: REGISTER_PATH, tag: "account", public: true, summary: "Register with mobile, SMS code and password: the code first (5 tries, 5 minutes), then whether an account has the mobile (409)",
  request: obj({ mobile, code: str(), ...newPassword }, ["mobile", "code", "password", "password_confirm"]),
  example: { mobile: "13700000000", code: "123456", password: "Abcd@1234", password_confirm: "Abcd@1234" },
  response: token,
});
export const passwordChangeCall = defineCall({
  path: PASSWORD_CHANGE_PATH, tag: "account",
  summary: "修改密码: the signed-in person (merchant or employee) changes their own; their other sessions end (HTTP 401 密码已修改，请重新登录), this one stays",
  request: obj({ old_password: str(), ...newPassword }, ["old_password", "password", "password_confirm"]),
  example: { old_password: "Admin@123", password: "Admin@2027", password_confirm: "Admin@2027" },
  response: { type: "null" },
});
export const passwordResetCall = defineCall({
  path: PASSWORD_RESET_PATH, tag: "account", public: true,
  summary: "忘记密码: a `reset_password` SMS code sets a new password for the account the mobile signs in (merchant or employee); every session of it ends and its sign-in lock is lifted; a mobile no account has is answered as a wrong code",
  request: obj({ mobile, code: str(), ...newPassword }, ["mobile", "code", "password", "password_confirm"]),
  example: { mobile: "13900000000", code: "123456", password: "User@2027", password_confirm: "User@2027" },
  response: { type: "null" },
});
/** An employee signed in (decision 0024): who, and their role (角色). */
const staff = obj({ alias: str(), name: str(), mobile: str(), role_alias: str(), role_name: str() }, ["alias", "name", "mobile", "role_alias", "role_name"]);
export const userInfoCall = defineCall({
  path: USER_INFO_PATH, tag: "account",
  summary: "The signed-in user: the shop's merchant, or an employee (their own name and mobile, `staff` and their role's `permissions`)",
  response: obj({
    alias: str(), mobile: str(), nickname: { type: ["string", "null"] },
    staff: { oneOf: [staff, { type: "null" }], description: "null for the shop's merchant; the employee otherwise" },
    permissions: {
      oneOf: [arrayOf(str("a grant key: <page path without params>:<action>, e.g. /goods:edit")), { type: "null" }],
      description: "null for the shop's merchant (limited by the shop's role only); the employee's role's grant keys, read on every call: a role's * (every grant) and /x/* (a section's) are followed by the keys they hold now",
    },
  }, ["alias", "staff", "permissions"]),
});
export const shopInfoCall = defineCall({
  path: SHOP_INFO_PATH, tag: "account", summary: "The signed-in user's shop, an employee's employer's (null before one is opened)",
  response: { oneOf: [shop, { type: "null" }] },
});
export const shopRegisterCall = defineCall({
  path: SHOP_REGISTER_PATH, tag: "account", summary: "Open a shop",
  // 店铺名称's limit is SHOP_NAME_MAX of resources/user/account.rules.ts (which providers may not
  // import); tests/api/length-limits.test.ts holds the two together
  request: obj({ name: { type: "string", minLength: 1, maxLength: 30, description: "店铺名称" }, contact: str(), logo: str("image URL") }, ["name", "contact"]),
  example: { name: "测试小店", contact: "13700000000", logo: "" }, response: obj({ alias: str() }, ["alias"]),
});
