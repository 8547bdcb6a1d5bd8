import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok } from "../../src/api/respond";
import { shopRoute } from "../../src/api/route";
import { screens } from "../../src/api/serves";
import { appOnPglite, type AppOnPglite } from "./app-on-pglite";

/**
 * Each call's repository on the server (call-repository.ts, decision 0093): ctx.repo runs over
 * the unit of work's view of the call's transaction, so what a handler writes through it is in
 * the database after the call, seen by the generated calls and read back from SQL; and what a
 * call that throws wrote through it is not (tests/api/call-repository.test.ts: the same in memory).
 * goodsSupplier is served by the SQL repository on the call's transaction (decision 0097): a run
 * the unit of work starts again writes once, and a write of it through the Db is refused.
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

/** Inserts through ctx.repo, then reaches the goods through the Db: unread on the path's first call, so the unit of work runs the call again. */
const addThenReadGoods = shopRoute("/merchant/test/v1/supplier/add-then-goods", { ...serves, act: "create" }, async (ctx) => {
  const row = await ctx.repo.table(SUPPLIERS).insert(ctx.shop.alias, { name: ctx.body.name as string, contact_mobile: "13800001111", level: 2, status: 1 });
  return ok({ alias: row.alias, goods: (ctx.db.records.goods ?? []).length });
});

/** Writes a table the repository serves through the Db's arrays as well: one row two ways. */
const addThroughDb = shopRoute("/merchant/test/v1/supplier/add-through-db", { ...serves, act: "create" }, (ctx) => {
  const rows = (ctx.db.records[SUPPLIERS] ??= []);
  rows.push({ alias: "gs_twoways", shop_alias: ctx.shop.alias, name: "两路供应商", created_at: "2026-12-07 10:00:00", updated_at: "2026-12-07 10:00:00" });
  return ok(null);
});

let server: AppOnPglite;
const call = <T,>(path: string, body: object) => server.call<T>(path, body);

const stored = async () => (await server.api.database.query<{ name: string }>("SELECT name FROM r_goodssupplier ORDER BY name")).map((r) => r.name);

beforeAll(async () => {
  server = await appOnPglite([addAll, names, addThenReadGoods, addThroughDb]);
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

  it("writes once when the unit of work runs the call again (each run a savepoint)", async () => {
    const reply = await call<{ alias: string; goods: number }>("/merchant/test/v1/supplier/add-then-goods", { name: "戊供应商" });
    expect(reply.code).toBe(200);
    expect(reply.data.goods).toBeGreaterThan(0);
    const rows = await server.api.database.query<{ alias: string }>("SELECT alias FROM r_goodssupplier WHERE name = $1", ["戊供应商"]);
    expect(rows.map((r) => r.alias)).toEqual([reply.data.alias]);
  });

  it("refuses a call that writes a table the repository serves through the Db", async () => {
    const reply = await call("/merchant/test/v1/supplier/add-through-db", {});
    expect(reply.status).toBe(500);
    expect(await server.api.database.query("SELECT 1 FROM r_goodssupplier WHERE alias = 'gs_twoways'")).toHaveLength(0);
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
