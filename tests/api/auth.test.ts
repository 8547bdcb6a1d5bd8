import { describe, expect, it } from "vitest";
import { MERCHANT_DISABLED } from "../../src/api/accounts";
import { config } from "../../src/config";
import { getDb } from "../../src/demo/node";
import { CLIENT_ADDRESS_HEADER } from "../../src/api/client-address";
import { SMS_ADDRESS_BUSY, SMS_PER_ADDRESS, SMS_TTL_S } from "../../src/api/handlers/sms-codes";
import { ADMIN, call, login, setupDemoApi, USER } from "./helpers";

setupDemoApi();

const LOGIN = "/merchant/user/v1/login/by-mobile-password";
const SMS = "/merchant/user/v1/register/sms";
const REGISTER = "/merchant/user/v1/register/by-mobile-password";

describe("login", () => {
  it("returns an access token for both demo accounts", async () => {
    for (const account of [ADMIN, USER]) {
      const res = await call<{ access_token: string }>(LOGIN, { ...account, remember: true });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ code: 200, msg: "ok" });
      expect(res.body.data.access_token).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it("refuses a wrong password and an unknown mobile with the same message", async () => {
    const wrong = await call(LOGIN, { mobile: ADMIN.mobile, password: "Admin@1234" });
    const unknown = await call(LOGIN, { mobile: "13700000000", password: "Admin@123" });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ code: 400, msg: "手机号或密码错误", data: null });
    }
  });

  it("refuses a malformed mobile with 422", async () => {
    for (const mobile of ["", "12800000000", "1380000000", "138000000001", "abc"]) {
      const res = await call(LOGIN, { mobile, password: "Admin@123" });
      expect(res.body).toMatchObject({ code: 422, msg: "请输入正确的手机号" });
    }
  });

  it("refuses a disabled account with 403, saying whom to ask (the platform)", async () => {
    const admin = getDb().users.find((u) => u.mobile === ADMIN.mobile);
    if (admin) admin.status = 2;
    const res = await call(LOGIN, ADMIN);
    expect(res.body).toMatchObject({ code: 403, msg: MERCHANT_DISABLED });
    expect(MERCHANT_DISABLED).toMatch(/^账号已被禁用，请联系/);
  });
});

describe("authorization and Application header", () => {
  const INFO = "/user/v1/account/info";

  it("answers HTTP 401 without a token", async () => {
    const res = await call(INFO);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 401, msg: "登录已失效，请重新登录" });
  });

  it("answers HTTP 401 with a bogus or expired token", async () => {
    expect((await call(INFO, {}, { token: "not-a-token" })).status).toBe(401);
    const token = await login();
    for (const s of getDb().sessions) s.expires_at = Date.now() - 1;
    expect((await call(INFO, {}, { token })).status).toBe(401);
  });

  it("accepts the token issued at login", async () => {
    const token = await login();
    const res = await call<Record<string, unknown>>(INFO, {}, { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ nickname: "王店长", mobile: ADMIN.mobile });
    expect(Object.keys(res.body.data).sort()).toEqual(["alias", "avatar", "created_at", "mobile", "nickname", "permissions", "staff"]);
    // the shop's merchant: no employee, limited by the shop's role only
    expect(res.body.data).toMatchObject({ staff: null, permissions: null });
  });

  it("refuses a missing or wrong Application header before anything else", async () => {
    const token = await login();
    for (const application of [null, "other-app", config.collectionApplication]) {
      const res = await call(INFO, {}, { token, application });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ code: 403, msg: "应用标识无效" });
    }
    const res = await call(LOGIN, ADMIN, { application: "other-app" });
    expect(res.body.code).toBe(403);
  });
});

describe("register", () => {
  const mobile = "13612345678";

  it("sends a code, never in the reply, and throttles the same mobile for 60 s", async () => {
    const first = await call<{ expire_in: number }>(SMS, { mobile, type: "register" });
    expect(first.body).toEqual({ code: 200, msg: "验证码已发送", data: { expire_in: 300 } });
    // kept hashed, never as sent
    const row = getDb().sms.find((s) => s.mobile === mobile);
    // the password KDF's stored form (a slow one: a million codes are no guess for a reader of the table)
    expect(row?.code).toMatch(/^pbkdf2\$\d+\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(row?.code).not.toContain("123456");
    const again = await call(SMS, { mobile, type: "register" });
    expect(again.body).toMatchObject({ code: 429, msg: "发送过于频繁，请60秒后再试" });
    const sms = getDb().sms.find((s) => s.mobile === mobile);
    if (sms) sms.sent_at -= 61_000;
    expect((await call(SMS, { mobile, type: "register" })).body.code).toBe(200);
  });

  it(`texts at most ${SMS_PER_ADDRESS} numbers from one address within a code's life, whatever the numbers`, async () => {
    const from = (address: string) => ({ headers: { [CLIENT_ADDRESS_HEADER]: address } });
    const numbers = Array.from({ length: SMS_PER_ADDRESS + 1 }, (_, i) => `1370000${String(i).padStart(4, "0")}`);
    for (const n of numbers.slice(0, SMS_PER_ADDRESS)) expect((await call(SMS, { mobile: n, type: "register" }, from("203.0.113.7"))).body.code).toBe(200);
    const last = numbers[SMS_PER_ADDRESS] ?? "";
    expect((await call(SMS, { mobile: last, type: "register" }, from("203.0.113.7"))).body).toMatchObject({ code: 429, msg: SMS_ADDRESS_BUSY });
    // another address is not held up, and the busy one may ask again once its codes have lived their 5 minutes
    expect((await call(SMS, { mobile: last, type: "register" }, from("198.51.100.2"))).body.code).toBe(200);
    for (const row of getDb().sms) if (row.address === "203.0.113.7") row.sent_at -= SMS_TTL_S * 1000;
    expect((await call(SMS, { mobile: "13700009999", type: "register" }, from("203.0.113.7"))).body.code).toBe(200);
  });

  it("answers a registered mobile's code as any other's, and says it is taken only after that code", async () => {
    const known = await call(SMS, { mobile: ADMIN.mobile, type: "register" });
    const unknown = await call(SMS, { mobile, type: "register" });
    expect(known.body).toEqual(unknown.body);
    const form = { code: "123456", password: "Shop2026ok", password_confirm: "Shop2026ok" };
    expect((await call(REGISTER, { ...form, mobile: ADMIN.mobile, code: "000000" })).body).toMatchObject({ code: 422, msg: "验证码错误" });
    expect((await call(REGISTER, { ...form, mobile: ADMIN.mobile })).body).toMatchObject({ code: 409, msg: "该手机号已注册" });
  });

  it("checks code, password rule and confirmation", async () => {
    await call(SMS, { mobile, type: "register" });
    const base = { mobile, code: "123456", password: "Shop2026ok", password_confirm: "Shop2026ok" };
    const cases: [object, string][] = [
      [{ ...base, mobile: "1234" }, "请输入正确的手机号"],
      [{ ...base, code: "654321" }, "验证码错误"],
      [{ ...base, password: "short1", password_confirm: "short1" }, "密码需为8-20位，且包含字母和数字"],
      [{ ...base, password: "onlyletters", password_confirm: "onlyletters" }, "密码需为8-20位，且包含字母和数字"],
      [{ ...base, password: "1234567890", password_confirm: "1234567890" }, "密码需为8-20位，且包含字母和数字"],
      [{ ...base, password_confirm: "Shop2026no" }, "两次输入的密码不一致"],
    ];
    for (const [body, msg] of cases) {
      const res = await call(REGISTER, body);
      expect(res.body).toMatchObject({ code: 422, msg });
    }
    // no code was sent to USER's mobile: a wrong code, whatever the mobile
    expect((await call(REGISTER, { ...base, mobile: USER.mobile })).body).toMatchObject({ code: 422, msg: "验证码错误" });
  });

  it("runs sms → register → account info → no shop → open shop → shop info", async () => {
    expect((await call(SMS, { mobile, type: "register" })).body.code).toBe(200);
    const reg = await call<{ access_token: string }>(REGISTER, {
      mobile, code: "123456", password: "Shop2026ok", password_confirm: "Shop2026ok",
    });
    expect(reg.body.code).toBe(200);
    const token = reg.body.data.access_token;
    const info = await call<{ mobile: string; nickname: string }>("/user/v1/account/info", {}, { token });
    expect(info.body.data).toMatchObject({ mobile, nickname: "用户5678" });
    const noShop = await call("/merchant/shop/v1/account/info", {}, { token });
    expect(noShop.body).toEqual({ code: 200, msg: "ok", data: null });
    // shop-scoped calls need a shop first
    expect((await call("/merchant/shop/v1/role/list", {}, { token })).body).toMatchObject({ code: 403, msg: "请先开通店铺" });

    const SHOP_REGISTER = "/merchant/shop/v1/account/register";
    expect((await call(SHOP_REGISTER, { name: "", contact: mobile }, { token })).body).toMatchObject({ code: 422, msg: "请输入店铺名称" });
    expect((await call(SHOP_REGISTER, { name: "x".repeat(31), contact: mobile }, { token })).body.msg).toBe("店铺名称不能超过30个字");
    expect((await call(SHOP_REGISTER, { name: "小店" }, { token })).body).toMatchObject({ code: 422, msg: "请输入联系电话" });
    const opened = await call(SHOP_REGISTER, { name: "鹿鸣文创", contact: mobile }, { token });
    expect(opened.body.code).toBe(200);
    expect((await call(SHOP_REGISTER, { name: "第二家", contact: mobile }, { token })).body).toMatchObject({ code: 409, msg: "已开通店铺" });

    const shop = await call<Record<string, unknown>>("/merchant/shop/v1/account/info", {}, { token });
    expect(shop.body.data).toMatchObject({ name: "鹿鸣文创", contact: mobile, verify_status: 0, logo: "", description: "" });
    const list = await call<{ total: number }>("/merchant/shop/v1/role/list", {}, { token });
    expect(list.body.data.total).toBe(0);

    // the new account signs in with its password
    expect(await login({ mobile, password: "Shop2026ok" })).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("logout (our addition: the spec lists no such call)", () => {
  const INFO = "/user/v1/account/info";
  const LOGOUT = "/merchant/user/v1/logout";

  it("ends that token only: the next call with it is HTTP 401, another session goes on", async () => {
    const [ended, other] = [await login(), await login()];
    expect((await call(LOGOUT, {}, { token: ended })).body).toEqual({ code: 200, msg: "已退出登录", data: null });
    expect((await call(INFO, {}, { token: ended })).status).toBe(401);
    expect((await call(LOGOUT, {}, { token: ended })).status).toBe(401);
    expect((await call(INFO, {}, { token: other })).body.code).toBe(200);
  });
});
