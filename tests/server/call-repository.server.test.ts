import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ok } from "../../src/api/respond";
import { shopRoute } from "../../src/api/route";
import { screens } from "../../src/api/serves";
import { appOnPglite, type AppOnPglite } from "./app-on-pglite";

/**
 * Each call's repository on the server (call-repository.ts, decisions 0093, 0097, 0108): ctx.repo
 * is the SQL repository on the call's transaction, so what a handler writes through it is in the
 * database after the call, seen by the generated calls and read back from SQL; what a call that
 * throws wrote through it is not (tests/api/call-repository.test.ts: the same in memory); a call
 * run again in a new transaction (for the accounts' lock, taken first) writes once; and a table
 * the server's repository lacks is a fault, said loudly, never read from a Db.
 */

const SUPPLIERS = "goodsSupplier";
const serves = screens("/goods", "/goods/supplier");

const addAll = shopRoute("/merchant/test/v1/supplier/add-all", { ...serves, act: "create" }, async (ctx) => {
  const table = ctx.repo.table(SUPPLIERS);
  const added: string[] = [];
  for (const name of ctx.body.names as string[]) added.push((await table.insert(ctx.shop.alias, { name, contact_mobile: "13800001111", level: 2, status: 1 })).alias);
  if (ctx.body.fail) throw new Error("写到一半出错");
  return ok(added);
});

const names = shopRoute("/merchant/test/v1/supplier/names", serves, async (ctx) => {
  const page = await ctx.repo.table(SUPPLIERS).find({ shop: ctx.shop.alias, filters: [], empty: [], keyword: null, sort: { field: "name", order: "asc" }, page: 1, pageSize: 100 });
  return ok(page.rows.map((r) => r.name));
});

/** Inserts through ctx.repo, then asks for the accounts' lock: the path's first call runs again holding it from its start. */
const addThenLockAccounts = shopRoute("/merchant/test/v1/supplier/add-then-lock", { ...serves, act: "create" }, async (ctx) => {
  const row = await ctx.repo.table(SUPPLIERS).insert(ctx.shop.alias, { name: ctx.body.name as string, contact_mobile: "13800001111", level: 2, status: 1 });
  await ctx.accounts.lock();
  return ok({ alias: row.alias });
});

/** Reaches a table no config declares: on the server there is no Db to read it from. */
const readUndeclared = shopRoute("/merchant/test/v1/supplier/undeclared", serves, async (ctx) => {
  const page = await ctx.repo.table("noSuchTable").find({ shop: ctx.shop.alias, filters: [], empty: [], keyword: null, sort: { field: "alias", order: "asc" }, page: 1, pageSize: 1 });
  return ok(page.total);
});

let server: AppOnPglite;
const call = <T,>(path: string, body: object) => server.call<T>(path, body);

const stored = async () => (await server.api.database.query<{ name: string }>("SELECT name FROM r_goodssupplier ORDER BY name")).map((r) => r.name);

beforeAll(async () => {
  server = await appOnPglite([addAll, names, addThenLockAccounts, readUndeclared]);
}, 60_000);
afterAll(() => server?.api.close());

describe("ctx.repo on the server", () => {
  it("stores what a handler inserts, in the call's transaction, and reads it back from SQL", async () => {
    const reply = await call<string[]>("/merchant/test/v1/supplier/add-all", { names: ["甲供应商", "乙供应商"] });
    expect(reply.code).toBe(200);
    expect(reply.data).toHaveLength(2);
    expect(await stored()).toEqual(expect.arrayContaining(["甲供应商", "乙供应商"]));
    expect((await call<string[]>("/merchant/test/v1/supplier/names", {})).data).toEqual(expect.arrayContaining(["甲供应商", "乙供应商"]));
    // two aliases of the database's one sequence, unique across the call's tables
    expect(new Set(reply.data).size).toBe(2);
  });

  it("stores nothing of a call that throws", async () => {
    const before = await stored();
    const reply = await call("/merchant/test/v1/supplier/add-all", { names: ["丙供应商"], fail: true });
    expect(reply.status).toBe(500);
    expect(await stored()).toEqual(before);
  });

  it("refuses a duplicate of a unique field with the rest of the call", async () => {
    const before = await stored();
    const reply = await call("/merchant/test/v1/supplier/add-all", { names: ["丁供应商", "甲供应商"] });
    expect(reply).toMatchObject({ status: 200, code: 422 });
    expect(await stored()).toEqual(before);
  });

  it("writes once when the call runs again in a new transaction (the accounts' lock taken first)", async () => {
    const reply = await call<{ alias: string }>("/merchant/test/v1/supplier/add-then-lock", { name: "戊供应商" });
    expect(reply.code).toBe(200);
    const rows = await server.api.database.query<{ alias: string }>("SELECT alias FROM r_goodssupplier WHERE name = $1", ["戊供应商"]);
    expect(rows.map((r) => r.alias)).toEqual([reply.data.alias]);
  });

  it("fails a call that reaches a table the server's repository lacks, loudly, and reads no Db for it", async () => {
    const errors: unknown[] = [];
    const logged = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void errors.push(...args));
    try {
      const reply = await call("/merchant/test/v1/supplier/undeclared", {});
      expect(reply.status).toBe(500);
    } finally {
      logged.mockRestore();
    }
    expect(errors.map(String).join("\n")).toContain("TableNotOnServer");
  });

  it("serves the REST resource's writes from SQL too (供应商: POST, PATCH)", async () => {
    const headers = { "Content-Type": "application/json", Authorization: server.token };
    const made = await server.app.request("/rest/suppliers", { method: "POST", headers, body: JSON.stringify({ name: "己供应商", contact_mobile: "13800002222", level: 2, status: 1 }) });
    expect(made.status).toBe(201);
    const { id } = (await made.json()) as { id: string | number };
    const patched = await server.app.request(`/rest/suppliers/${id}`, { method: "PATCH", headers, body: JSON.stringify({ name: "己供应商（改）" }) });
    expect(patched.status).toBe(200);
    expect(await stored()).toContain("己供应商（改）");
  });
});
