import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restLookupBase } from "../../src/engine/lookups";
import supplier from "../../src/resources/goods/supplier";
import { fixtureLookupHandlers, restPurchase } from "../api/fixture-lookups";
import { appOnPglite, type AppOnPglite } from "./app-on-pglite";

/**
 * On the server, a relation to the app's REST resource is looked up in-process (decision 0124):
 * its page asked of the database as the REST list's is (the SQL page reader), the records a
 * REST write just stored among them.
 */

let server: AppOnPglite;
beforeAll(async () => {
  server = await appOnPglite(fixtureLookupHandlers([restPurchase]));
}, 60_000);
afterAll(() => server?.api.close());

const PATH = `${restLookupBase(supplier)}/lookup`;
const ask = (extra: object = {}) =>
  server.call<{ list: Record<string, unknown>[]; total: number }>(PATH, { resource: restPurchase.name, field: "supplier_id", page: 1, page_size: 20, ...extra });

describe("a REST relation's lookup on the server", () => {
  it("answers the shop's 合作中 suppliers from SQL, the select's fields only, a REST write's included", async () => {
    const headers = { "Content-Type": "application/json", Authorization: server.token };
    const made = await server.app.request("/rest/suppliers", { method: "POST", headers, body: JSON.stringify({ name: "庚供应商", contact_mobile: "13800003333", level: 1, status: 1 }) });
    expect(made.status).toBe(201);
    const rows = await server.api.database.query<{ id: number; name: string; level: number }>("SELECT id, name, level FROM r_goodssupplier WHERE status = 1 AND shop_alias = (SELECT shop_alias FROM r_goodssupplier WHERE name = '庚供应商') ORDER BY id");
    const reply = await ask();
    expect(reply.code).toBe(200);
    expect(reply.data.list).toEqual(rows.map((r) => ({ id: Number(r.id), name: r.name, level: Number(r.level) })));
    expect(reply.data.list.map((r) => r.name)).toContain("庚供应商");
    expect((await ask({ keyword: "庚" })).data.list.map((r) => r.name)).toEqual(["庚供应商"]);
  });
});
