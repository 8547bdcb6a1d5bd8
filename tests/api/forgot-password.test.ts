import { describe, expect, it } from "vitest";
import { DEMO_SMS_CODE } from "../../src/demo/demo-sms";
import { getDb } from "../../src/demo/node";
import { MOBILE_TAKEN } from "../../src/api/accounts";
import { ENDED_BY } from "../../src/api/session-end";
import { MAX_FAILURES } from "../../src/api/sign-in-lock";
import { ADMIN, call, login, setupDemoApi, USER } from "./helpers";
import { DISABLED, LOGIN, SERVICE } from "./staff-helpers";

/**
 * 忘记密码 (issue 35, item 3): a code texted to the mobile sets a new password for the account
 * it signs in (a merchant or an employee), ends that account's sessions and lifts its lock; and
 * one mobile is one account everywhere (item 6): registration refuses an employee's mobile.
 */

setupDemoApi();

const SMS = "/merchant/user/v1/register/sms";
const RESET = "/merchant/user/v1/password/reset";
const REGISTER = "/merchant/user/v1/register/by-mobile-password";
const NEW_PASSWORD = "Fresh@2027";
const body = <T>(reply: { body: T }) => reply.body;

const reset = (mobile: string, extra: object = {}) =>
  call(RESET, { mobile, code: DEMO_SMS_CODE, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD, ...extra }).then(body);

describe("忘记密码", () => {
  it.each([["the merchant", ADMIN], ["an employee", SERVICE]])("resets %s's password by SMS code and ends their sessions", async (_who, account) => {
    const before = await login(account);
    expect(body(await call(RESET, { mobile: account.mobile, code: DEMO_SMS_CODE, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD })))
      .toMatchObject({ code: 422, msg: "验证码错误" }); // no code was sent
    expect(body(await call(SMS, { mobile: account.mobile, type: "reset_password" })).code).toBe(200);
    expect(await reset(account.mobile, { code: "000000" })).toMatchObject({ code: 422, msg: "验证码错误" });
    expect(await reset(account.mobile, { password_confirm: "Other@2027" })).toMatchObject({ code: 422, msg: "两次输入的密码不一致" });
    expect((await reset(account.mobile)).code).toBe(200);
    const info = await call("/user/v1/account/info", {}, { token: before });
    expect({ status: info.status, msg: info.body.msg }).toEqual({ status: 401, msg: ENDED_BY.password });
    await expect(login(account)).rejects.toThrow();
    expect(await login({ mobile: account.mobile, password: NEW_PASSWORD })).toMatch(/^[0-9a-f]{64}$/);
    // the code is used up
    expect(await reset(account.mobile, { password: "Again@2027", password_confirm: "Again@2027" })).toMatchObject({ code: 422 });
  });

  it("answers a mobile no account has as an account's, and resets nothing for it", async () => {
    const [known, unknown] = [ADMIN.mobile, "13700000002"];
    expect(body(await call(SMS, { mobile: unknown, type: "reset_password" }))).toEqual(body(await call(SMS, { mobile: known, type: "reset_password" })));
    // the same throttle for both
    expect(body(await call(SMS, { mobile: unknown, type: "reset_password" }))).toEqual(body(await call(SMS, { mobile: known, type: "reset_password" })));
    // no code went to the unknown number: even the demo's fixed code is a wrong code there
    expect(await reset(unknown)).toEqual(await reset(known, { code: "000000" }));
    expect(await reset(unknown)).toMatchObject({ code: 422, msg: "验证码错误" });
    // a reset with no code sent at all answers alike too
    expect(await reset("13700000003")).toEqual(await reset(USER.mobile));
  });

  it("refuses a disabled employee's reset once the code is theirs, saying whom to ask, and resets nothing", async () => {
    const employee = getDb().employee.find((e) => e.mobile === DISABLED.mobile);
    if (!employee || employee.status === 1) throw new Error("the seed's disabled employee wanted");
    const hash = employee.password_hash;
    expect(body(await call(SMS, { mobile: DISABLED.mobile, type: "reset_password" })).code).toBe(200);
    // a wrong code learns nothing of the account
    expect(await reset(DISABLED.mobile, { code: "000000" })).toMatchObject({ code: 422, msg: "验证码错误" });
    expect(await reset(DISABLED.mobile)).toMatchObject({ code: 403, msg: "账号已被禁用，不能重置密码：请联系店主重新启用" });
    expect(getDb().employee.find((e) => e.alias === employee.alias)?.password_hash).toBe(hash);
    expect(body(await call(LOGIN, { mobile: DISABLED.mobile, password: NEW_PASSWORD })).code).not.toBe(200);
  });

  it("lifts the sign-in lock", async () => {
    for (let i = 0; i < MAX_FAILURES; i++) await call(LOGIN, { mobile: ADMIN.mobile, password: "Wrong@0000" });
    expect(body(await call(LOGIN, { mobile: ADMIN.mobile, password: ADMIN.password })).msg).toContain("已锁定");
    await call(SMS, { mobile: ADMIN.mobile, type: "reset_password" });
    expect((await reset(ADMIN.mobile)).code).toBe(200);
    expect(body(await call(LOGIN, { mobile: ADMIN.mobile, password: NEW_PASSWORD })).code).toBe(200);
  });
});

describe("one mobile, one account", () => {
  it("refuses registration for an employee's mobile with employee save's words, once its code is given", async () => {
    const refused = { code: 409, msg: MOBILE_TAKEN.employee };
    expect(body(await call(SMS, { mobile: SERVICE.mobile, type: "register" })).code).toBe(200);
    const form = { mobile: SERVICE.mobile, code: DEMO_SMS_CODE, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD };
    expect(body(await call(REGISTER, form))).toMatchObject(refused);
  });
});
