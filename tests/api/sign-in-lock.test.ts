import { describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER } from "../../src/api/client-address";
import { getDb } from "../../src/demo/node";
import { ADDRESS_LOCK_MS, LOCK_MS, MAX_ADDRESS_FAILURES, MAX_FAILURES } from "../../src/api/sign-in-lock";
import { demoClock } from "../demo-clock";
import { ADMIN, call, setupDemoApi, USER } from "./helpers";
import { LOGIN, WAREHOUSE } from "./staff-helpers";

/**
 * Five wrong passwords for one mobile within 15 minutes lock its sign-in for 15 minutes (issue
 * 35, item 3), the right password included; another mobile is not locked; a success clears
 * the count. Twenty from one address (X-Client-Address, set by the API server) lock that
 * address's sign-ins, whichever mobiles they tried (issue 36, item 3). The clock is the test's
 * (only Date is faked).
 */

setupDemoApi();
const clock = demoClock();
const MINUTE = 60_000;

const signIn = async (account: { mobile: string; password: string }, address?: string) =>
  (await call<{ access_token: string }>(LOGIN, account, address ? { headers: { [CLIENT_ADDRESS_HEADER]: address } } : {})).body;
const wrong = (mobile: string, address?: string) => signIn({ mobile, password: "Wrong@0000" }, address);

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

describe("sign-in lock by address", () => {
  const OFFICE = "203.0.113.7";
  /** A mobile of its own for each try: no mobile reaches its own limit. */
  const mobileOf = (i: number) => `1370000${String(1000 + i).padStart(4, "0")}`;

  /** `n` wrong passwords from `address`, each on another mobile, a few seconds apart; the last reply. */
  async function spray(address: string, n: number, from = 0) {
    let reply = { code: 0, msg: "" };
    for (let i = from; i < from + n; i++) {
      reply = await wrong(mobileOf(i), address);
      clock.advance(5000);
    }
    return reply;
  }

  it(`locks every sign-in from an address after ${MAX_ADDRESS_FAILURES} wrong passwords on any mobiles, for 15 minutes`, async () => {
    expect(await spray(OFFICE, MAX_ADDRESS_FAILURES - 1)).toMatchObject({ code: 400, msg: "手机号或密码错误" });
    const locked = await spray(OFFICE, 1, MAX_ADDRESS_FAILURES);
    expect(locked).toMatchObject({ code: 429, msg: `登录失败次数过多，当前网络已锁定，请${ADDRESS_LOCK_MS / 60_000}分钟后再试` });
    // the right password of an account no one tried is refused from there, and allowed from elsewhere
    expect((await signIn(ADMIN, OFFICE)).msg).toContain("当前网络已锁定");
    expect((await signIn(ADMIN, "198.51.100.2")).code).toBe(200);
    // a locked address's tries are not counted (the rows stay as they were)
    const rows = getDb().sign_in_failures.length;
    await wrong(mobileOf(99), OFFICE);
    expect(getDb().sign_in_failures.length).toBe(rows);
    clock.advance(ADDRESS_LOCK_MS - 2 * 60_000);
    expect((await signIn(USER, OFFICE)).msg).toContain("请2分钟后再试");
    clock.advance(2 * 60_000);
    expect((await signIn(USER, OFFICE)).code).toBe(200);
  });

  it("counts only the address's failures of the last 15 minutes", async () => {
    await spray(OFFICE, MAX_ADDRESS_FAILURES - 1);
    clock.advance(ADDRESS_LOCK_MS);
    expect((await spray(OFFICE, 1, MAX_ADDRESS_FAILURES)).code).toBe(400);
  });

  it("has no address limit without an address (the in-page demo): the mobile limit alone", async () => {
    expect((await spray("", MAX_ADDRESS_FAILURES + 5)).code).toBe(400);
    expect(getDb().sign_in_failures.every((f) => f.address === undefined)).toBe(true);
    expect((await signIn(ADMIN)).code).toBe(200);
  });

  it("counts wrong passwords sent at once one after the other (the accounts' lock): each count once, the fifth locks", async () => {
    const answers = await Promise.all(Array.from({ length: MAX_FAILURES + 1 }, () => wrong(USER.mobile)));
    const msgs = answers.map((a) => a.msg);
    // the last two before the lock are counted down once each, and the lock is made
    expect(msgs.filter((m) => m === "手机号或密码错误，还可尝试2次")).toHaveLength(1);
    expect(msgs.filter((m) => m === "手机号或密码错误，还可尝试1次")).toHaveLength(1);
    expect(answers.filter((a) => a.code === 429)).toHaveLength(2);
    expect(getDb().sign_in_failures.filter((f) => f.mobile === USER.mobile)).toHaveLength(MAX_FAILURES + 1);
    expect((await signIn(USER)).msg).toContain("该手机号已锁定");
  });

  it("still locks a mobile tried from many addresses", async () => {
    for (let i = 0; i < MAX_FAILURES - 1; i++) await wrong(WAREHOUSE.mobile, `192.0.2.${i + 1}`);
    expect((await wrong(WAREHOUSE.mobile, "192.0.2.99")).msg).toContain("该手机号已锁定");
  });
});
