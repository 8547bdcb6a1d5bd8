import pg from "pg";
import { describe, expect, it } from "vitest";
import { REMOTE } from "../../src/demo/node";
import { ADMIN, call, login, setupDemoApi, USER } from "../api/helpers";
import { servers } from "./servers";
import { sessionKey } from "../../src/api/session-token";

/**
 * The server's calls hold only the locks their writes need (issue 48, decision 0085; call-locks.ts):
 * - with a shop's lock held (here by the test's own connection, as a long write of that shop
 *   would), that shop's reads answer, another shop's writes answer, sign-ins answer; the shop's
 *   write waits, and is saved once the lock is let go. With the accounts lock held, the shop's
 *   reads and writes answer, a sign-in waits, and a read still moves its session's end on (a
 *   slide, written apart: call-transact.ts). On Postgres (two processes, DATABASE_URL_TEST):
 *   PGlite runs one transaction at a time whatever the locks.
 * - the rules job (rules-job.ts) run by both processes at once on one clock moves each due row
 *   once: one 系统 entry per row, and a second run at that clock moves nothing. Over any server.
 */

setupDemoApi();

const base = process.env.API_URL ?? "";
const url = process.env.DATABASE_URL_TEST;

/** Whether `promise` has settled by now (every call that could answer before it has been awaited). */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  const marker = Symbol("pending");
  return (await Promise.race([promise.then(() => true, () => true), Promise.resolve(marker)])) !== marker;
}

/** Holds a transaction-scoped advisory lock on its own connection until `release`. */
async function holding(lockSql: string, params: unknown[]): Promise<{ release: () => Promise<void> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query("BEGIN");
  await client.query(lockSql, params);
  return {
    release: async () => {
      await client.query("ROLLBACK");
      await client.end();
    },
  };
}

async function shopOf(mobile: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ alias: string }>("SELECT s.alias FROM t_shops s JOIN t_users u ON u.alias = s.user_alias WHERE u.mobile = $1", [mobile]);
    const alias = rows[0]?.alias;
    if (!alias) throw new Error(`no shop for ${mobile}`);
    return alias;
  } finally {
    await client.end();
  }
}

// call-locks.ts's keys: (SHOP_LOCK_CLASS 0x5348, hashtext(shop)), and the accounts' one
const SHOP_LOCK = "SELECT pg_advisory_xact_lock(21320, hashtext($1))";
const ACCOUNTS_LOCK = "SELECT pg_advisory_xact_lock(530003)";
const CATEGORY_SAVE = "/merchant/goods/v1/category/save";

describe.skipIf(!REMOTE || servers.length < 2 || !url).sequential("calls wait only on the locks their writes need (Postgres)", () => {
  it("a shop's lock held: its reads, another shop's writes and sign-ins answer; its write waits for it", async () => {
    const [admin, other] = [await login(ADMIN), await login(USER)];
    const lock = await holding(SHOP_LOCK, [await shopOf(ADMIN.mobile)]);
    let write: Promise<{ code: number }> | null = null;
    try {
      const name = `锁测试${Date.now().toString(36)}`;
      write = call<unknown>(CATEGORY_SAVE, { name, sort: 1, parent_alias: "" }, { token: admin }).then((r) => r.body);
      expect((await call("/merchant/order/v1/order/list", { page: 1 }, { token: admin })).body.code).toBe(200);
      expect((await call("/merchant/goods/v1/goods/list", { page: 1 }, { token: admin })).body.code).toBe(200);
      // a write of the other merchant's shop (not verified: its settings are what it may change)
      const edited = await call("/merchant/shop/v1/account/edit", { name: "李记好物", description: "锁测试", contact: "020-88886666" }, { token: other });
      expect(edited.body.code).toBe(200);
      expect(await login(ADMIN)).toBeTruthy();
      expect(await settled(write)).toBe(false);
    } finally {
      await lock.release();
    }
    expect((await write).code).toBe(200);
  });

  it("the accounts lock held: the shop's reads and writes answer; a sign-in waits for it", async () => {
    const admin = await login(ADMIN);
    const lock = await holding(ACCOUNTS_LOCK, []);
    let signIn: Promise<string> | null = null;
    try {
      signIn = login(ADMIN);
      expect((await call("/merchant/order/v1/order/list", { page: 1 }, { token: admin })).body.code).toBe(200);
      const saved = await call(CATEGORY_SAVE, { name: `锁测试${Date.now().toString(36)}`, sort: 1, parent_alias: "" }, { token: admin });
      expect(saved.body.code).toBe(200);
      expect(await settled(signIn)).toBe(false);
    } finally {
      await lock.release();
    }
    expect(await signIn).toBeTruthy();
  });

  it("a read moves its session's end on with the accounts lock held (a slide needs no lock)", async () => {
    const token = await login(ADMIN);
    const key = await sessionKey(token);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const endOf = async () => Number((await client.query<{ e: number }>("SELECT expires_at AS e FROM t_sessions WHERE token = $1", [key])).rows[0]?.e);
    try {
      // as if its last call were an hour ago
      await client.query("UPDATE t_sessions SET expires_at = expires_at - 3600000 WHERE token = $1", [key]);
      const before = await endOf();
      const lock = await holding(ACCOUNTS_LOCK, []);
      try {
        expect((await call("/merchant/order/v1/order/list", { page: 1 }, { token })).body.code).toBe(200);
      } finally {
        await lock.release();
      }
      expect(await endOf()).toBeGreaterThan(before + 3_000_000);
    } finally {
      await client.end();
    }
  });
});

interface LogPage { total: number; list: { alias: string }[] }

describe.skipIf(!REMOTE).sequential("the rules job on two processes at once", () => {
  const runJob = async (server: string, at: Date) => {
    const res = await fetch(`${server}/__test/rules-job`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ at: at.toISOString() }) });
    return ((await res.json()) as { data: { moved: number } }).data.moved;
  };

  it("moves each due row once: one 系统 entry each, nothing left for a second run", async () => {
    // the job moves the rows of every shop: each demo shop's 系统 entries, read by its own owner
    const tokens = [await login(ADMIN), await login(USER)];
    const logOf = async (token: string) => (await call<LogPage>("/merchant/shop/v1/log/list", { page: 1, page_size: 100, who_type: "system" }, { token })).body.data;
    const log = async () => {
      const pages = await Promise.all(tokens.map(logOf));
      return { total: pages.reduce((sum, p) => sum + p.total, 0), list: pages.flatMap((p) => p.list) };
    };
    const before = (await log()).total;
    const later = new Date(Date.now() + 11 * 86_400_000);
    later.setSeconds(0, 0);
    const both = servers.length > 1 ? servers.slice(0, 2) : [base, base];
    const moved = await Promise.all(both.map((s) => runJob(s, later)));
    const total = moved.reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(0);
    const after = await log();
    expect(after.total - before).toBe(total);
    expect(new Set(after.list.map((e) => e.alias)).size).toBe(after.list.length);
    expect(await Promise.all(both.map((s) => runJob(s, later)))).toEqual([0, 0]);
  });
});
