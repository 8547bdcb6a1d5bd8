import { createHash } from "node:crypto";
import { createServer } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purgeAccountRows } from "../../src/server/account-purge";
import { demoSeed, openApi, type Api } from "../../src/server/main";
import { createApi } from "../../src/api/create-api";
import { createApp } from "../../src/server/app";
import { smsSenderFromEnv } from "../../src/server/sms/from-env";
import { databasePorts, seedEmptyStore } from "../../src/server/store";
import { appSeeds } from "../../src/api/resource-seeds";
import { resources } from "../../src/resources";
import { ADMIN } from "../api/helpers";

/**
 * A production server (issue 47, items 1, 2 and 8; decisions 0071, 0072, 0078), as `npm run serve`
 * opens it on a new database: no demo (no account signs in, no shop), SMS through the sender
 * SMS_SENDER names (here a webhook this test serves) with random codes that no reply holds, and
 * none at all without one (短信服务未配置); sessions kept as their token's hash, and what is past
 * use purged by the server's job; `npm run db:seed-demo` fills it. (SEED_DEMO=1's start on the demo
 * is what every test server of `npm run test:server` does: the built serve.js with SEED_DEMO=1.)
 */

const HOOK_PORT = Number(process.env.TEST_SERVER_PORT ?? 18600) + 1;
const SMS = "/merchant/user/v1/register/sms";
const REGISTER = "/merchant/user/v1/register/by-mobile-password";
const RESET = "/merchant/user/v1/password/reset";
const LOGIN = "/merchant/user/v1/login/by-mobile-password";
const form = { password: "Shop2026ok", password_confirm: "Shop2026ok" };

async function call(api: Pick<Api, "app">, path: string, body: object): Promise<{ code: number; msg: string; data: Record<string, unknown> | null }> {
  const res = await api.app.request(path, { method: "POST", headers: { "Content-Type": "application/json", Application: "merchant-console" }, body: JSON.stringify(body) });
  return (await res.json()) as { code: number; msg: string; data: Record<string, unknown> | null };
}

/** The texts the webhook got, and a promise of the next one. */
const texts: { mobile: string; template: string; code: string }[] = [];
let nextText: (() => void) | null = null;
const hook = createServer((req, res) => {
  let body = "";
  req.on("data", (c: Buffer) => (body += c.toString()));
  req.on("end", () => {
    texts.push(JSON.parse(body) as (typeof texts)[number]);
    res.writeHead(204).end();
    nextText?.();
  });
});
const texted = () => new Promise<void>((resolve) => (nextText = resolve));

beforeAll(() => new Promise<void>((resolve) => hook.listen(HOOK_PORT, "127.0.0.1", resolve)));
afterAll(() => new Promise<void>((resolve) => hook.close(() => resolve())));

// one database for the file, as one server keeps it, opened as the file loads (as kept-sums'): a
// PGlite start and the migrations are seconds of CPU, and inside the first test they ran past its
// 20 s at load 16 and over (decision 0111)
const api: Api = await openApi({ DATA_DIR: "memory", API_ONLY: "1" });
afterAll(() => api.close());

describe("npm run serve on a new database", () => {
  it("holds no demo and answers 短信服务未配置 without a sender", async () => {
    expect(api.store.state).toBe("empty");
    expect(api.smsSender).toBeNull();
    expect(await api.database.query("SELECT 1 FROM t_users UNION ALL SELECT 1 FROM t_shops")).toEqual([]);
    expect(await call(api, LOGIN, ADMIN)).toMatchObject({ code: 400, msg: "手机号或密码错误" });
    const refused = { code: 503, msg: "短信服务未配置" };
    expect(await call(api, SMS, { mobile: "13700000000", type: "register" })).toMatchObject(refused);
    expect(await call(api, REGISTER, { mobile: "13700000000", code: "123456", ...form })).toMatchObject(refused);
    expect(await call(api, RESET, { mobile: ADMIN.mobile, code: "123456", ...form })).toMatchObject(refused);
    // the test harness's code route is the test server's only
    expect((await api.app.request("/__test/sms?mobile=13700000000")).status).toBe(404);
    // and so are the buyer's steps (decision 0115): a production server takes no 付款 or 售后 from outside the storefront
    for (const step of ["order", "pay", "refund", "return", "sign"]) expect((await api.app.request(`/__test/buyer/${step}`, { method: "POST", body: "{}" })).status, step).toBe(404);
  });

  it("npm run db:seed-demo fills the empty database (the wrong password tried on it aside), then refuses it", async () => {
    const options = { configs: resources, otherNames: Object.keys(appSeeds), seed: () => demoSeed() };
    expect(await seedEmptyStore(api.database, options)).toBeGreaterThan(1000);
    expect((await call(api, LOGIN, ADMIN)).code).toBe(200);
    await expect(seedEmptyStore(api.database, options)).rejects.toThrow("数据库不是空的");
  });

  it("texts random codes through the webhook, never in a reply; 123456 registers nothing; numbers answered alike", async () => {
    // the sender SMS_SENDER=webhook makes (from-env.ts), handed to an API on this database as openApi hands it; no session, code or failure yet
    const sms = smsSenderFromEnv({ SMS_SENDER: "webhook", SMS_WEBHOOK_URL: `http://127.0.0.1:${HOOK_PORT}/sms` });
    const hooked = { app: createApp({ handlers: createApi({ ...databasePorts(api.database, api.store), sms }).handlers }) };
    for (const table of ["t_sessions", "t_sms", "t_sign_in_failures"]) await api.database.query(`DELETE FROM ${table}`);
    const mobile = "13700000001";
    const arrived = texted();
    const sent = await call(hooked, SMS, { mobile, type: "register" });
    expect(sent).toEqual({ code: 200, msg: "验证码已发送", data: { expire_in: 300 } });
    await arrived;
    const text = texts.at(-1);
    expect(text).toMatchObject({ mobile, template: "register", code: expect.stringMatching(/^\d{6}$/) as unknown });
    const code = text?.code ?? "";
    const [row] = await api.database.query<{ code: string }>("SELECT code FROM t_sms WHERE mobile = $1", [mobile]);
    expect(row?.code).toMatch(/^scrypt\$/);
    expect(row?.code).not.toContain(code);
    if (code !== "123456") expect(await call(hooked, REGISTER, { mobile, code: "123456", ...form })).toMatchObject({ code: 422, msg: "验证码错误" });
    const registered = await call(hooked, REGISTER, { mobile, code, ...form });
    expect(registered.code).toBe(200);
    // 忘记密码 for the new account and for a number no account has: the same answers, one text
    const before = texts.length;
    const known = call(hooked, SMS, { mobile, type: "reset_password" });
    const unknown = call(hooked, SMS, { mobile: "13700000009", type: "reset_password" });
    const resetText = texted();
    expect(await known).toEqual(await unknown);
    await resetText;
    expect(texts.slice(before).map((t) => t.mobile)).toEqual([mobile]);
    expect(await call(hooked, RESET, { mobile: "13700000009", code: "123456", ...form })).toEqual(await call(hooked, RESET, { mobile, code: "000001", ...form }));
    // the session the registration signed in is kept as the token's SHA-256
    const token = String(registered.data?.access_token);
    const sessions = await api.database.query<{ token: string }>("SELECT token FROM t_sessions");
    expect(sessions.map((s) => s.token)).toEqual([createHash("sha256").update(token).digest("hex")]);

    // the job purges what is past use: nothing yet, then the codes (5 minutes), the wrong
    // password (30 minutes), the session (12 hours without 记住密码)
    expect((await call(hooked, LOGIN, { mobile, password: "Wrong2026ok" })).code).toBe(400);
    const now = Date.now();
    const rows = async () => (await api.database.query<{ n: number }>(
      "SELECT (SELECT count(*) FROM t_sessions)::int + (SELECT count(*) FROM t_sms)::int * 100 + (SELECT count(*) FROM t_sign_in_failures)::int * 10000 AS n",
    ))[0]?.n;
    expect(await rows()).toBe(1 + 200 + 10000);
    expect(await purgeAccountRows(api.database, now)).toEqual({ sessions: 0, sms: 0, failures: 0 });
    expect(await purgeAccountRows(api.database, now + 6 * 60_000)).toEqual({ sessions: 0, sms: 2, failures: 0 });
    expect(await purgeAccountRows(api.database, now + 31 * 60_000)).toEqual({ sessions: 0, sms: 0, failures: 1 });
    expect(await purgeAccountRows(api.database, now + 12 * 3600_000 + 60_000)).toEqual({ sessions: 1, sms: 0, failures: 0 });
    expect(await rows()).toBe(0);
  });
});
