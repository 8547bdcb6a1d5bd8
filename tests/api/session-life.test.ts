import { describe, expect, it } from "vitest";
import { getDb } from "../../src/demo/node";
import { IDLE_MS, REMEMBER_MS, SLIDE_STEP_MS } from "../../src/api/session-life";
import { sessionKey } from "../../src/api/session-token";
import { demoClock } from "../demo-clock";
import { ADMIN, call, setupDemoApi } from "./helpers";
import { LOGIN, SERVICE } from "./staff-helpers";

/**
 * A session lives as its cookie does (issue 36 item 3, decision 0055): with 记住密码 7 days from
 * sign-in (config.rememberSeconds); without it 12 hours from its last call, never past 7 days
 * from sign-in. Moving the end writes the session's row at most once a minute. The clock is
 * the test's (only Date is faked).
 */

setupDemoApi();
const clock = demoClock();
const MINUTE = 60_000;
const INFO = "/user/v1/account/info";

async function signIn(remember: boolean, account = ADMIN): Promise<string> {
  const reply = await call<{ access_token: string }>(LOGIN, { ...account, remember });
  return reply.body.data.access_token;
}
const status = async (token: string) => (await call(INFO, {}, { token })).status;
/** The session's row: kept under the token's hash (session-token.ts). */
const row = async (token: string) => {
  const key = await sessionKey(token);
  return getDb().sessions.find((s) => s.token === key);
};

describe("session lifetimes", () => {
  it("with 记住密码: 7 days from sign-in, however long it rests and however often it calls", async () => {
    const token = await signIn(true);
    const signedIn = Date.now();
    for (const at of [IDLE_MS + MINUTE, REMEMBER_MS / 2, REMEMBER_MS - MINUTE]) {
      clock.advance(signedIn + at - Date.now());
      expect(await status(token), `${at / 3600_000} h`).toBe(200);
    }
    clock.advance(MINUTE);
    expect(await status(token)).toBe(401);
  });

  it("without: 12 hours from its last call, for the owner and an employee", async () => {
    for (const account of [ADMIN, SERVICE]) {
      const resting = await signIn(false, account);
      const token = await signIn(false, account);
      clock.advance(IDLE_MS - MINUTE);
      expect(await status(token), account.mobile).toBe(200);
      // the session that made no call ended 12 hours after its sign-in
      clock.advance(MINUTE);
      expect(await status(resting), account.mobile).toBe(401);
      // the call moved its end on: 12 hours less a minute after that call is still inside
      clock.advance(IDLE_MS - 2 * MINUTE);
      expect(await status(token), account.mobile).toBe(200);
      clock.advance(IDLE_MS);
      expect(await status(token), account.mobile).toBe(401);
    }
  });

  it("without 记住密码, calls keep it no longer than 7 days from sign-in", async () => {
    const token = await signIn(false);
    const signedIn = Date.now();
    const step = IDLE_MS - MINUTE;
    while (Date.now() + step < signedIn + REMEMBER_MS) {
      clock.advance(step);
      expect(await status(token)).toBe(200);
    }
    clock.advance(signedIn + REMEMBER_MS - Date.now());
    expect(await status(token)).toBe(401);
  });

  it("moves the end at most once a minute: the calls in between leave the row as it was", async () => {
    const token = await signIn(false);
    const issued = (await row(token))?.expires_at ?? 0;
    clock.advance(SLIDE_STEP_MS - 1000);
    expect(await status(token)).toBe(200);
    expect((await row(token))?.expires_at).toBe(issued);
    clock.advance(1000);
    expect(await status(token)).toBe(200);
    expect((await row(token))?.expires_at).toBe(Date.now() + IDLE_MS);
  });
});
