import { getResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { byPath } from "../../src/api/by-path";
import { config } from "../../src/config";
import { createApi, type ApiOfPorts } from "../../src/api/create-api";
import { inMemory, type Transact } from "../../src/api/db-calls";
import { handlers } from "../../src/api/handlers";
import { pbkdf2Kdf } from "../../src/api/password-hash";
import { scryptKdf } from "../../src/api/password-scrypt";
import type { SmsMessage, SmsSender } from "../../src/api/sms-sender";
import { getDb, resetDb } from "../../src/demo/db";

/**
 * The API is built by handing it its ports (createApi, issue 48 item 1), not by setters that swap
 * module state: two APIs built with different ports live in one process, and each call uses its
 * own API's sender, KDF and store, even when their calls run at the same time.
 */

afterEach(() => resetDb());

const SMS = "/merchant/user/v1/register/sms";
const REGISTER = "/merchant/user/v1/register/by-mobile-password";

/** A sender that keeps what it was handed. */
function keeping(name: string): SmsSender & { sent: SmsMessage[] } {
  const sent: SmsMessage[] = [];
  return { name, sent, send: (m) => (sent.push(m), Promise.resolve()) };
}

/** A store over the demo's memory db that counts the calls it runs. */
function counting(): { transact: Transact; runs: string[] } {
  const runs: string[] = [];
  const memory = inMemory(getDb);
  return { runs, transact: (run, label) => (runs.push(label ?? ""), memory(run, label)) };
}

async function ask(api: ApiOfPorts, path: string, body: object): Promise<{ code: number; msg: string }> {
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Application: config.application },
    body: JSON.stringify(body),
  });
  const response = await getResponse(byPath(api.handlers), request);
  if (!response) throw new Error(`no answer for ${path}`);
  return (await response.json()) as { code: number; msg: string };
}

describe("two APIs in one process", () => {
  it("text through their own senders and store through their own stores, called side by side", async () => {
    const [senderA, senderB] = [keeping("甲"), keeping("乙")];
    const [storeA, storeB] = [counting(), counting()];
    const a = createApi({ transact: storeA.transact, sms: senderA });
    const b = createApi({ transact: storeB.transact, sms: senderB });
    const [fromA, fromB] = await Promise.all([
      ask(a, SMS, { mobile: "13655550011", type: "register" }),
      ask(b, SMS, { mobile: "13655550022", type: "register" }),
    ]);
    expect([fromA.code, fromB.code]).toEqual([200, 200]);
    expect(senderA.sent.map((m) => m.mobile)).toEqual(["13655550011"]);
    expect(senderB.sent.map((m) => m.mobile)).toEqual(["13655550022"]);
    expect(storeA.runs).toEqual([SMS]);
    expect(storeB.runs).toEqual([SMS]);
  });

  it("answer 短信服务未配置 on the API handed no sender, while the other texts", async () => {
    const sender = keeping("甲");
    const texting = createApi({ transact: inMemory(getDb), sms: sender });
    const none = createApi({ transact: inMemory(getDb), sms: null });
    expect((await ask(none, SMS, { mobile: "13655550033", type: "register" })).msg).toBe("短信服务未配置");
    expect((await ask(texting, SMS, { mobile: "13655550044", type: "register" })).code).toBe(200);
    expect(sender.sent.map((m) => m.mobile)).toEqual(["13655550044"]);
  });

  it("hash passwords with their own KDF", async () => {
    const sender = keeping("甲");
    const onScrypt = createApi({ transact: inMemory(getDb), sms: sender, kdf: scryptKdf() });
    const onPbkdf2 = createApi({ transact: inMemory(getDb), sms: sender, kdf: pbkdf2Kdf(1000) });
    const register = async (api: ApiOfPorts, mobile: string) => {
      await ask(api, SMS, { mobile, type: "register" });
      const code = sender.sent.at(-1)?.code ?? "";
      expect((await ask(api, REGISTER, { mobile, code, password: "Shop2026ok", password_confirm: "Shop2026ok" })).code).toBe(200);
      return getDb().users.find((u) => u.mobile === mobile)?.password_hash ?? "";
    };
    expect(await register(onScrypt, "13655550055")).toMatch(/^scrypt\$/);
    expect(await register(onPbkdf2, "13655550066")).toMatch(/^pbkdf2\$1000\$/);
  });

  it("run no handler that was not handed its ports", async () => {
    const request = new Request(`http://localhost${SMS}`, { method: "POST", headers: { Application: config.application }, body: "{}" });
    await expect(getResponse(byPath(handlers), request)).rejects.toThrow("处理器未绑定端口");
  });
});
