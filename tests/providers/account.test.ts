import { accountApi, registerAccount, registerShop, sendRegisterSms } from "../../src/providers/account";
import { ApiError } from "../../src/providers/http";
import { signIn } from "../../src/providers/session";
import { getToken } from "../../src/providers/token";
import { useUserStore } from "../../src/stores/user-store";
import { calls, SMS_CODE, withDemoApi } from "../pages/demo-api";

withDemoApi();

describe("account provider", () => {
  it("uses the spec's paths, and ours for the passwords", () => {
    expect(accountApi).toEqual({
      sms: "/merchant/user/v1/register/sms",
      register: "/merchant/user/v1/register/by-mobile-password",
      shopRegister: "/merchant/shop/v1/account/register",
      passwordChange: "/user/v1/account/password",
      passwordReset: "/merchant/user/v1/password/reset",
    });
  });

  it("sendRegisterSms posts {mobile, type: 'register'}", async () => {
    await sendRegisterSms("13700000000");
    expect(calls).toEqual([[accountApi.sms, { mobile: "13700000000", type: "register" }]]);
  });

  it("sendRegisterSms rejects with the server's msg", async () => {
    await sendRegisterSms("13700000000");
    // a second code within the minute is refused (a registered number is answered as any other)
    const refused = sendRegisterSms("13700000000");
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toThrow("发送过于频繁，请60秒后再试");
  });

  it("registerAccount stores the token as a session cookie and loads the user info", async () => {
    await sendRegisterSms("13700000000");
    calls.length = 0;
    const token = await registerAccount({ mobile: "13700000000", code: SMS_CODE, password: "Shop@2026", password_confirm: "Shop@2026" });
    expect(token).toEqual(expect.any(String));
    expect(getToken()).toBe(token);
    expect(calls[0]).toEqual([
      accountApi.register,
      { mobile: "13700000000", code: SMS_CODE, password: "Shop@2026", password_confirm: "Shop@2026" },
    ]);
    expect(useUserStore.getState()).toMatchObject({ user: { mobile: "13700000000" }, shop: null, role: "user" });
  });

  it("registerAccount leaves no token when the server refuses", async () => {
    await sendRegisterSms("13700000000");
    await expect(
      registerAccount({ mobile: "13700000000", code: "000000", password: "Shop@2026", password_confirm: "Shop@2026" }),
    ).rejects.toThrow("验证码错误");
    expect(getToken()).toBeUndefined();
  });

  it("registerShop sends name, contact and logo, then reloads the shop", async () => {
    await sendRegisterSms("13700000000");
    await registerAccount({ mobile: "13700000000", code: SMS_CODE, password: "Shop@2026", password_confirm: "Shop@2026" });
    await registerShop({ name: " 星光小铺 ", contact: "13700000000" });
    expect(calls.find(([path]) => path === accountApi.shopRegister)?.[1]).toEqual({ name: "星光小铺", contact: "13700000000", logo: "" });
    expect(useUserStore.getState()).toMatchObject({ shop: { name: "星光小铺", verify_status: 0 }, role: "user" });
  });

  it("registerShop rejects with the server's msg", async () => {
    await signIn({ mobile: "13800000000", password: "Admin@123" });
    await expect(registerShop({ name: "又一家", contact: "13800000000", logo: "https://img.example/logo.png" })).rejects.toThrow("已开通店铺");
  });
});
