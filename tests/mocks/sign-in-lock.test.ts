import { describe, expect, it } from "vitest";
import { LOCK_MS, MAX_FAILURES } from "../../src/mocks/sign-in-lock";
import { demoClock } from "../demo-clock";
import { ADMIN, call, setupDemoApi, USER } from "./helpers";
import { LOGIN, WAREHOUSE } from "./staff-helpers";

/**
 * Five wrong passwords for one mobile within 15 minutes lock its sign-in for 15 minutes (issue
 * 35, item 3), the right password included; another mobile is not locked; a success clears
 * the count. The clock is the test's (only Date is faked).
 */

setupDemoApi();
const clock = demoClock();
const MINUTE = 60_000;

const signIn = async (account: { mobile: string; password: string }) => (await call<{ access_token: string }>(LOGIN, account)).body;
const wrong = (mobile: string) => signIn({ mobile, password: "Wrong@0000" });

/** Sends `n` wrong passwords a minute apart; answers the last reply's msg. */
async function fail(mobile: string, n: number): Promise<string> {
  let msg = "";
  for (let i = 0; i < n; i++) {
    msg = (await wrong(mobile)).msg;
    clock.advance(MINUTE);
  }
  return msg;
}

describe("sign-in lock", () => {
  it("locks a mobile on the fifth wrong password for 15 minutes, the right one included", async () => {
    expect(await fail(ADMIN.mobile, MAX_FAILURES - 3)).toBe("手机号或密码错误");
    // the last two tries are counted down
    expect(await fail(ADMIN.mobile, 1)).toBe("手机号或密码错误，还可尝试2次");
    expect(await fail(ADMIN.mobile, 1)).toBe("手机号或密码错误，还可尝试1次");
    const locked = await wrong(ADMIN.mobile);
    expect(locked).toMatchObject({ code: 429, msg: expect.stringContaining("该手机号已锁定，请15分钟后再试") });
    expect((await signIn(ADMIN)).msg).toContain("已锁定");
    // another account is not locked
    expect((await signIn(USER)).code).toBe(200);
    clock.advance(LOCK_MS - MINUTE);
    expect((await signIn(ADMIN)).msg).toContain("请1分钟后再试");
    clock.advance(MINUTE);
    expect((await signIn(ADMIN)).code).toBe(200);
  });

  it("counts only failures within 15 minutes, and a success clears them", async () => {
    await fail(WAREHOUSE.mobile, MAX_FAILURES - 1);
    clock.advance(LOCK_MS);
    expect(await fail(WAREHOUSE.mobile, 1)).toBe("手机号或密码错误");
    expect((await signIn(WAREHOUSE)).code).toBe(200);
    expect(await fail(WAREHOUSE.mobile, MAX_FAILURES - 1)).toContain("还可尝试1次");
    expect((await signIn(WAREHOUSE)).code).toBe(200);
  });

  it("locks a mobile no account has, as it would an account's (no hint which numbers sign in)", async () => {
    await fail("13700000001", MAX_FAILURES - 1);
    expect((await wrong("13700000001")).msg).toContain("已锁定");
  });
});
