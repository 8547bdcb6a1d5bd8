import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Transact } from "../../src/api/db-calls";
import type { Accounts } from "../../src/api/account-store/types";
import { IDLE_MS, SLIDE_STEP_MS, slideSession } from "../../src/api/session-life";
import { callTransaction } from "../../src/server/files";
import { openApi, type Api } from "../../src/server/main";
import { databasePorts } from "../../src/server/store";
import { ACCOUNTS_LOCK } from "../../src/server/call-locks";
import { NoDbOnServer } from "../../src/server/call-run";

/**
 * The accounts on SQL on the server (call-account-store.ts, decisions 0105, 0108): a call's
 * ctx.accounts is the SQL store on the call's own transaction. A write of the accounts runs holding
 * the accounts' lock, taken at its transaction's start; a session's slide (the store's `slide`) is
 * written after the call, which stays a read (one REPEATABLE READ transaction); what a run wrote is
 * undone with it (a throw, a run stopped to take the lock first); the Db a call is handed throws.
 */

let api: Api;
let transact: Transact;

beforeAll(async () => {
  api = await openApi({ DATA_DIR: "memory", API_ONLY: "1" });
  transact = databasePorts(api.database, api.store).transact;
}, 60_000);
afterAll(() => api.close());

/** What a run of a call sees of its own transaction. */
async function inCall(): Promise<{ isolation: string; accountsLock: boolean }> {
  const tx = callTransaction.getStore();
  if (!tx) throw new Error("not in a call");
  const [setting] = await tx.query<{ isolation: string }>("SELECT current_setting('transaction_isolation') AS isolation");
  const held = await tx.query("SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND objid = $1 AND granted AND pid = pg_backend_pid()", [ACCOUNTS_LOCK]);
  return { isolation: setting?.isolation ?? "", accountsLock: held.length > 0 };
}

/** Runs `work` as a call of `label` on the server's ports with its accounts: each run's view of its transaction, and the answer. */
async function callWith<T>(label: string, work: (accounts: Accounts, db: Record<string, unknown>) => Promise<T>): Promise<{ runs: Awaited<ReturnType<typeof inCall>>[]; out: T }> {
  const runs: Awaited<ReturnType<typeof inCall>>[] = [];
  let out: T | undefined;
  await transact(async (db, sql) => {
    if (!sql) throw new Error("no accounts' store handed");
    runs.push(await inCall());
    out = await work(sql.accounts, db as unknown as Record<string, unknown>);
    return Response.json(null);
  }, label);
  return { runs, out: out as T };
}

const failuresOf = (mobile: string) => api.database.query<{ at: string }>("SELECT at FROM t_sign_in_failures WHERE mobile = $1", [mobile]);

describe("the accounts on SQL on the server", () => {
  it("runs a write of the accounts again holding the accounts' lock from its start, and stores it once", async () => {
    const { runs } = await callWith("test:failure", (accounts) => accounts.sign_in_failures.insert({ mobile: "13700000001", at: 1, address: "127.0.0.1" }));
    // a read first (no lock), stopped at the write; then a write holding the lock
    expect(runs).toEqual([
      { isolation: "repeatable read", accountsLock: false },
      { isolation: "read committed", accountsLock: true },
    ]);
    expect(await failuresOf("13700000001")).toHaveLength(1);
    // the path's next call takes the lock first: one run
    const again = await callWith("test:failure", (accounts) => accounts.sign_in_failures.insert({ mobile: "13700000001", at: 2, address: "127.0.0.1" }));
    expect(again.runs).toEqual([{ isolation: "read committed", accountsLock: true }]);
    expect(await failuresOf("13700000001")).toHaveLength(2);
  });

  it("asks for the lock on lock() and on a row read for update, before the shop's", async () => {
    expect((await callWith("test:lock", (accounts) => accounts.lock())).runs.map((r) => r.accountsLock)).toEqual([false, true]);
    const locked = await callWith("test:sms-for-update", (accounts) => accounts.sms.first({ mobile: "13700000002" }, { forUpdate: true }));
    expect(locked.runs.map((r) => r.accountsLock)).toEqual([false, true]);
  });

  it("reads without a lock, in one REPEATABLE READ transaction", async () => {
    await api.database.query("INSERT INTO t_users (alias, mobile, status, extra) VALUES ('us_readonly', '13700000003', 1, '{}')");
    const { runs, out } = await callWith("test:read", (accounts) => accounts.users.first({ mobile: "13700000003" }));
    expect(out?.alias).toBe("us_readonly");
    expect(runs).toEqual([{ isolation: "repeatable read", accountsLock: false }]);
  });

  it("writes a session's slide after the call, which stays a read", async () => {
    const t = Date.now();
    const session = { token: "slide-token", user_alias: "us_readonly", signed_in_at: t - 3600_000, remember: false, expires_at: t + 60_000 };
    await callWith("test:sign-in", (accounts) => accounts.sessions.insert(session));
    for (let i = 0; i < 2; i += 1) {
      const { runs } = await callWith("test:slide", async (accounts) => {
        const found = await accounts.sessions.first({ token: "slide-token" });
        if (found) await slideSession(accounts, found, Date.now());
      });
      expect(runs).toEqual([{ isolation: "repeatable read", accountsLock: false }]);
    }
    const [row] = await api.database.query<{ expires_at: string }>("SELECT expires_at FROM t_sessions WHERE token = 'slide-token'");
    expect(Number(row?.expires_at)).toBeGreaterThanOrEqual(t + IDLE_MS - SLIDE_STEP_MS);
  });

  it("never slides a session ended meanwhile", async () => {
    const t = Date.now();
    await callWith("test:sign-in", (accounts) => accounts.sessions.insert({ token: "ended-token", user_alias: "us_readonly", signed_in_at: t, remember: false, expires_at: t + 60_000 }));
    await callWith("test:slide-then-end", async (accounts) => {
      const found = await accounts.sessions.first({ token: "ended-token" });
      if (found) await slideSession(accounts, found, Date.now());
      // the session ended (as a changed password ends it) before the slide is written
      await callTransaction.getStore()?.query("UPDATE t_sessions SET ended = '密码已修改' WHERE token = 'ended-token'");
    });
    const [row] = await api.database.query<{ expires_at: string }>("SELECT expires_at FROM t_sessions WHERE token = 'ended-token'");
    expect(Number(row?.expires_at)).toBe(t + 60_000);
  });

  it("stores none of a call's writes when it throws, nor of one that touches the Db it is handed (loudly, not run again)", async () => {
    const thrown = transact(async (_db, sql) => {
      await sql?.accounts.lock();
      await sql?.accounts.sign_in_failures.insert({ mobile: "13700000004", at: 1, address: "127.0.0.1" });
      throw new Error("写到一半出错");
    }, "test:throws");
    await expect(thrown).rejects.toThrow("写到一半出错");
    expect(await failuresOf("13700000004")).toHaveLength(0);
    // the first run stops for the accounts' lock; the second, holding it, touches the Db: the server hands none
    const runs: unknown[] = [];
    const touched = transact(async (db, sql) => {
      runs.push(await inCall());
      await sql?.accounts.sign_in_failures.insert({ mobile: "13700000005", at: 1, address: "127.0.0.1" });
      return Response.json((db.address as unknown[]).length);
    }, "test:touches-db");
    await expect(touched).rejects.toThrow(NoDbOnServer);
    expect(runs).toEqual([{ isolation: "repeatable read", accountsLock: false }, { isolation: "read committed", accountsLock: true }]);
    expect(await failuresOf("13700000005")).toHaveLength(0);
  });
});
