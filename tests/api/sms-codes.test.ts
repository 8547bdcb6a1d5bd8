import { describe, expect, it } from "vitest";
import { CODE_EXPIRED, CODE_VOID, MAX_SMS_TRIES, randomCode, WRONG_CODE } from "../../src/api/handlers/sms-codes";
import { getDb } from "../../src/demo/node";
import { SMS_UNCONFIGURED, type SmsMessage, type SmsSender } from "../../src/api/sms-sender";
import { ADMIN, call, servePorts, setupDemoApi } from "./helpers";

/**
 * SMS codes through a sender (issue 47, item 2; decision 0071): random, kept hashed, expiring,
 * five tries each, never answered; an API handed no sender answers 短信服务未配置.
 */

setupDemoApi();

const SMS = "/merchant/user/v1/register/sms";
const REGISTER = "/merchant/user/v1/register/by-mobile-password";
const RESET = "/merchant/user/v1/password/reset";
const mobile = "13655550001";
const form = { password: "Shop2026ok", password_confirm: "Shop2026ok" };

/** A sender like a real one (no fixed code) that keeps what it was handed. */
function keepingSender(): SmsSender & { sent: SmsMessage[] } {
  const sent: SmsMessage[] = [];
  return { name: "测试", sent, send: (m) => (sent.push(m), Promise.resolve()) };
}

describe("SMS codes on a sender", () => {
  it("texts a random 6-digit code once per call, kept only as a hash and never in the reply", async () => {
    const sender = keepingSender();
    servePorts({ sms: sender });
    const reply = await call(SMS, { mobile, type: "register" });
    expect(reply.body).toEqual({ code: 200, msg: "验证码已发送", data: { expire_in: 300 } });
    expect(sender.sent).toHaveLength(1);
    const [sent] = sender.sent;
    expect(sent).toMatchObject({ mobile, template: "register" });
    expect(sent?.code).toMatch(/^\d{6}$/);
    const code = sent?.code ?? "";
    expect(JSON.stringify(reply.body)).not.toContain(code);
    expect(getDb().sms.find((s) => s.mobile === mobile)?.code).not.toContain(code);
    // the demo's fixed code is no code here
    if (code !== "123456") expect((await call(REGISTER, { mobile, code: "123456", ...form })).body.msg).toBe(WRONG_CODE);
    expect((await call(REGISTER, { mobile, code, ...form })).body.code).toBe(200);
  });

  it("draws every code alike from the 10^6 (no repeats in a few hundred, every digit at every place)", () => {
    const codes = Array.from({ length: 400 }, randomCode);
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(395);
    for (let place = 0; place < 6; place++) expect(new Set(codes.map((c) => c[place])).size).toBe(10);
  });

  it(`voids a code after ${MAX_SMS_TRIES} wrong tries: then even the right one is refused`, async () => {
    const sender = keepingSender();
    servePorts({ sms: sender });
    await call(SMS, { mobile: ADMIN.mobile, type: "reset_password" });
    const code = sender.sent[0]?.code ?? "";
    const wrong = code === "000000" ? "111111" : "000000";
    const answers: string[] = [];
    for (let i = 0; i < MAX_SMS_TRIES; i++) answers.push((await call(RESET, { mobile: ADMIN.mobile, code: wrong, ...form })).body.msg);
    expect(answers).toEqual([...Array<string>(MAX_SMS_TRIES - 1).fill(WRONG_CODE), CODE_VOID]);
    expect((await call(RESET, { mobile: ADMIN.mobile, code, ...form })).body).toMatchObject({ code: 422, msg: CODE_VOID });
  });

  it("refuses an expired code", async () => {
    await call(SMS, { mobile, type: "register" });
    const row = getDb().sms.find((s) => s.mobile === mobile);
    if (row) row.expires_at = Date.now() - 1;
    expect((await call(REGISTER, { mobile, code: "123456", ...form })).body).toMatchObject({ code: 422, msg: CODE_EXPIRED });
  });

  it("answers 短信服务未配置 to the SMS call, registration and 忘记密码 when the API has no sender", async () => {
    servePorts({ sms: null });
    const refused = { ...SMS_UNCONFIGURED, data: null };
    expect((await call(SMS, { mobile, type: "register" })).body).toEqual(refused);
    expect((await call(REGISTER, { mobile, code: "123456", ...form })).body).toEqual(refused);
    expect((await call(RESET, { mobile: ADMIN.mobile, code: "123456", ...form })).body).toEqual(refused);
    expect(getDb().sms).toEqual([]);
  });

  it("a sender that fails changes no answer (logged, not told: the answer is the same for every number)", async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      servePorts({ sms: { name: "坏网关", send: () => Promise.reject(new Error("网关拒绝")) } });
      expect((await call(SMS, { mobile, type: "register" })).body.code).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(String(errors[0])).toContain("网关拒绝");
      expect(String(errors[0])).not.toContain(mobile);
    } finally {
      console.error = original;
    }
  });
});
