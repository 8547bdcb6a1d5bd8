import { AsyncLocalStorage } from "node:async_hooks";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../../src/api/create-api";
import { handlers } from "../../src/api/handlers";
import { ok } from "../../src/api/respond";
import { publicRoute } from "../../src/api/route";
import { createApp } from "../../src/server/app";
import { openApi, type Api } from "../../src/server/main";
import { SHOP_LOCK_CLASS } from "../../src/server/repository/sql-repository";
import { openPostgres, type Database, type Sql } from "../../src/server/sql";
import { databasePorts } from "../../src/server/store";

/**
 * A server call's transactions (call-transact.ts, call-run.ts, decisions 0102, 0108): a call runs
 * in one plain transaction (no savepoint), its handlers reaching everything through ctx.repo and
 * ctx.accounts, a write taking its shop's lock once the call names the shop (ctx.scope); the
 * accounts' lock (asked by `lock()`, by a write of the accounts, by a write of an employee) is taken
 * first, at a transaction's start. Counted by the transactions and statements the calls send (on
 * PGlite: one process, so a shop's lock is always free here; a lock found taken is waited for in
 * turn: the races of tests/server/*.http.test.ts, and the last test here, on Postgres).
 */

const SUPPLIERS = "goodsSupplier";
const SHOP = "shcall0001";

const names = publicRoute("/merchant/test/v1/call/suppliers", async (ctx) => {
  ctx.scope(SHOP);
  const page = await ctx.repo.table(SUPPLIERS).find({ shop: SHOP, filters: [], empty: [], keyword: null, sort: { field: "name", order: "asc" }, page: 1, pageSize: 100 });
  return ok(page.rows.map((r) => r.name));
});

const add = publicRoute("/merchant/test/v1/call/supplier/add", async (ctx) => {
  ctx.scope(SHOP);
  const row = await ctx.repo.table(SUPPLIERS).insert(SHOP, { name: ctx.body.name as string, contact_mobile: "13800001111", level: 2, status: 1 });
  if (ctx.body.fail) throw new Error("写到一半出错");
  return ok(row.alias);
});

/** Adds an employee of the shop: a row that is an account too (its mobile signs in), written under the accounts' lock. */
const addEmployee = publicRoute("/merchant/test/v1/call/employee/add", async (ctx) => {
  ctx.scope(SHOP);
  const row = await ctx.repo.table("employee").insert(SHOP, { name: ctx.body.name as string, mobile: ctx.body.mobile as string, role_alias: "", status: 1, password_hash: "" });
  return ok(row.alias);
});

/** Asks for the accounts' lock after its shop's, as an accounts' store's `lock()` in a handler would: it must be taken first. */
const addWithAccounts = publicRoute("/merchant/test/v1/call/supplier/add-with-accounts", async (ctx) => {
  ctx.scope(SHOP);
  const row = await ctx.repo.table(SUPPLIERS).insert(SHOP, { name: ctx.body.name as string, contact_mobile: "13800001111", level: 2, status: 1 });
  await ctx.accounts.lock();
  return ok(row.alias);
});

/** One call's answer, and the statements of each transaction it took. */
interface Reply<T> {
  status: number;
  code: number;
  data: T;
  transactions: string[][];
}

/** The API on a database, each transaction's statements noted. */
interface Served {
  api: Api;
  call<T>(path: string, body: object): Promise<Reply<T>>;
  /** The aliases of the suppliers named `name`. */
  stored(name: string): Promise<string[]>;
}

function served(api: Api): Served {
  const { database } = api;
  // each call's own list, so two calls at once note their own transactions
  const noting = new AsyncLocalStorage<string[][]>();
  const counted: Database = {
    ...database,
    query: (text, params) => database.query(text, params),
    exec: (text) => database.exec(text),
    close: () => database.close(),
    transaction: (work) => {
      const statements: string[] = [];
      noting.getStore()?.push(statements);
      return database.transaction((tx) => {
        const noted: Sql = {
          query: (text, params) => (statements.push(text), tx.query(text, params)),
          exec: (text) => (statements.push(text), tx.exec(text)),
        };
        return work(noted);
      });
    },
  };
  const app = createApp({ handlers: createApi({ ...databasePorts(counted, api.store), sms: null }, [names, add, addEmployee, addWithAccounts, ...handlers]).handlers });
  return {
    api,
    async call<T>(path: string, body: object): Promise<Reply<T>> {
      const mine: string[][] = [];
      const request = { method: "POST", headers: { "Content-Type": "application/json", Application: "merchant-console" }, body: JSON.stringify(body) };
      const res = await noting.run(mine, () => app.request(path, request));
      const json = (await res.json()) as { code: number; data: T };
      return { status: res.status, code: json.code, data: json.data, transactions: mine };
    },
    stored: async (name) => (await database.query<{ alias: string }>("SELECT alias FROM r_goodssupplier WHERE shop_alias = $1 AND name = $2", [SHOP, name])).map((r) => r.alias),
  };
}

const withSavepoint = (statements: readonly string[]) => statements.some((s) => s.startsWith("SAVEPOINT"));

/** Where the first statement holding `text` is (-1: none). */
const at = (statements: readonly string[], text: string) => statements.findIndex((s) => s.includes(text));

let pglite: Served;
const call = <T>(path: string, body: object) => pglite.call<T>(path, body);
const stored = (name: string) => pglite.stored(name);

/** A call of a write path planned already: one transaction, its supplier stored once; its statements. */
async function knownWrite(path: string, name: string): Promise<string[]> {
  const reply = await call<string>(path, { name });
  expect(reply.code).toBe(200);
  expect(reply.transactions).toHaveLength(1);
  const [statements = []] = reply.transactions;
  expect(withSavepoint(statements)).toBe(false);
  expect(await stored(name)).toEqual([reply.data]);
  return statements;
}

beforeAll(async () => {
  pglite = served(await openApi({ DATA_DIR: "memory", API_ONLY: "1", SEED_DEMO: "0" }));
}, 60_000);
afterAll(() => pglite.api.close());

describe("a server call's transactions", () => {
  it("runs a read through ctx.repo in one REPEATABLE READ transaction, with no savepoint and no lock", async () => {
    for (let i = 0; i < 2; i += 1) {
      const reply = await call<string[]>("/merchant/test/v1/call/suppliers", {});
      expect(reply.code).toBe(200);
      expect(reply.transactions).toHaveLength(1);
      const [statements = []] = reply.transactions;
      expect(withSavepoint(statements)).toBe(false);
      expect(statements.some((s) => s.includes("REPEATABLE READ"))).toBe(true);
      expect(statements.some((s) => /pg_(try_)?advisory_xact_lock/.test(s))).toBe(false);
    }
  });

  it("runs a write in one transaction once its path is known, its shop's lock taken before it writes", async () => {
    // the path's first call is planned as a read: it runs again as a write
    const first = await call<string>("/merchant/test/v1/call/supplier/add", { name: "甲供应商" });
    expect(first.code).toBe(200);
    expect(first.transactions).toHaveLength(2);
    expect(await stored("甲供应商")).toEqual([first.data]);
    const statements = await knownWrite("/merchant/test/v1/call/supplier/add", "乙供应商");
    expect(at(statements, "pg_try_advisory_xact_lock")).toBeGreaterThanOrEqual(0);
    expect(at(statements, "INSERT")).toBeGreaterThan(at(statements, "pg_try_advisory_xact_lock"));
  });

  it("stores nothing of a call that throws", async () => {
    const reply = await call("/merchant/test/v1/call/supplier/add", { name: "丙供应商", fail: true });
    expect(reply.status).toBe(500);
    expect(await stored("丙供应商")).toEqual([]);
  });

  it("takes the accounts' lock before its shop's: a run that asks for it later runs again holding it first", async () => {
    const first = await call<string>("/merchant/test/v1/call/supplier/add-with-accounts", { name: "己供应商" });
    expect(first.code).toBe(200);
    expect(await stored("己供应商")).toEqual([first.data]);
    const statements = await knownWrite("/merchant/test/v1/call/supplier/add-with-accounts", "庚供应商");
    expect(at(statements, "pg_advisory_xact_lock($1)")).toBeGreaterThanOrEqual(0);
    expect(at(statements, "pg_try_advisory_xact_lock")).toBeGreaterThan(at(statements, "pg_advisory_xact_lock($1)"));
  });

  it("writes an employee holding the accounts' lock, taken before its shop's: a run that writes one without it runs again holding it", async () => {
    const first = await call<string>("/merchant/test/v1/call/employee/add", { name: "员工甲", mobile: "13900009001" });
    expect(first.code).toBe(200);
    // planned as a read, stopped for the write, then for the accounts' lock (asked before the INSERT, never sent without it)
    expect(first.transactions.length).toBeGreaterThanOrEqual(2);
    for (const unlocked of first.transactions.slice(0, -1)) expect(at(unlocked, "INSERT INTO \"t_employee\"")).toBe(-1);
    const second = await call<string>("/merchant/test/v1/call/employee/add", { name: "员工乙", mobile: "13900009002" });
    expect(second.transactions).toHaveLength(1);
    const [statements = []] = second.transactions;
    expect(at(statements, "pg_advisory_xact_lock($1)")).toBeGreaterThanOrEqual(0);
    expect(at(statements, "pg_try_advisory_xact_lock")).toBeGreaterThan(at(statements, "pg_advisory_xact_lock($1)"));
    expect(at(statements, "t_employee")).toBeGreaterThan(at(statements, "pg_try_advisory_xact_lock"));
    const stored = await pglite.api.database.query<{ alias: string }>("SELECT alias FROM t_employee WHERE mobile IN ('13900009001', '13900009002') ORDER BY mobile");
    expect(stored.map((r) => r.alias)).toEqual([first.data, second.data]);
  });
});

const url = process.env.DATABASE_URL_TEST ?? "";
// a schema of this file's own (public kept on the path for pg_trgm), as live-repository.server.test.ts
const schema = `call_transact_${Date.now().toString(36)}`;

/** Whether `promise` has settled by now (every call that could answer before it has been awaited). */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  const pending = Symbol("pending");
  return (await Promise.race([promise.then(() => true, () => true), Promise.resolve(pending)])) !== pending;
}

/** The shop's lock held by another connection, until `release`. */
async function holdingShop(): Promise<{ release: () => Promise<void> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query("BEGIN");
  await client.query("SELECT pg_advisory_xact_lock($1, hashtext($2))", [SHOP_LOCK_CLASS, SHOP]);
  return {
    release: async () => {
      await client.query("ROLLBACK");
      await client.end();
    },
  };
}

describe.skipIf(!url)("a write whose shop's lock is held (Postgres)", () => {
  let postgres: Served | undefined;
  let admin: Database | undefined;
  beforeAll(async () => {
    admin = await openPostgres(url);
    await admin.exec(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    const db = await openPostgres(`${url}${url.includes("?") ? "&" : "?"}options=${encodeURIComponent(`-c search_path=${schema},public`)}`);
    postgres = served(await openApi({ API_ONLY: "1", SEED_DEMO: "0" }, db));
  }, 60_000);
  afterAll(async () => {
    await postgres?.api.close();
    await admin?.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin?.close();
  });

  it("waits for it in turn before a new transaction, reads answering meanwhile, then writes once", async () => {
    const on = postgres as Served;
    const path = "/merchant/test/v1/call/supplier/add";
    // the path planned as a write
    expect((await on.call(path, { name: "壬供应商" })).code).toBe(200);
    const lock = await holdingShop();
    let write: Promise<Reply<string>> | undefined;
    try {
      write = on.call<string>(path, { name: "癸供应商" });
      expect((await on.call("/merchant/test/v1/call/suppliers", {})).code).toBe(200);
      expect(await settled(write)).toBe(false);
    } finally {
      await lock.release();
    }
    const reply = await write;
    expect(reply.code).toBe(200);
    // the first run found the lock taken before it wrote; the next transaction took it at its start
    const [tried = [], locked = []] = reply.transactions;
    expect(reply.transactions).toHaveLength(2);
    expect(at(tried, "pg_try_advisory_xact_lock")).toBeGreaterThanOrEqual(0);
    expect(at(tried, "INSERT")).toBe(-1);
    expect(at(locked, "pg_advisory_xact_lock($1, hashtext($2))")).toBeGreaterThanOrEqual(0);
    expect(at(locked, "pg_try_advisory_xact_lock")).toBe(-1);
    expect(withSavepoint(locked)).toBe(false);
    expect(await on.stored("癸供应商")).toEqual([reply.data]);
  });
});
