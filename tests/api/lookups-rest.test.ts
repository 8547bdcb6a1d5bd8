import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { http, passthrough } from "msw";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { grantKey, VIEW } from "../../src/access/grant-key";
import { grantCatalogue, grantIndex } from "../../src/engine/grant-catalogue";
import { config } from "../../src/config";
import { lookupCalls } from "../../src/engine/contract/lookup-calls";
import { openApiDocument } from "../../src/engine/contract/openapi";
import { relationLookups, restLookupBase } from "../../src/engine/lookups";
import { api, getDb, server } from "../../src/demo/node";
import { resources } from "../../src/resources";
import { sections } from "../../src/routes/sections";
import supplier from "../../src/resources/goods/supplier";
import { API, call, setupDemoApi, type Page } from "./helpers";
import { contractValidator, type ContractDocument } from "../contract/contract-validator";
import { fixtureLookupHandlers, restPurchase } from "./fixture-lookups";
import { employeeRow, loginStaff, WAREHOUSE } from "./staff-helpers";

/**
 * A relation to a REST resource is looked up as a provider resource's is (decision 0124): the
 * provider API answers the form's select to whoever may open the form, from the REST resource's
 * records (ours in-process; another server's by HTTP), the select's fields only, while the REST
 * list itself still asks the REST page's grant.
 */

setupDemoApi();


const lookup = relationLookups([...resources, restPurchase]).find((l) => l.target.name === supplier.name);
const use = lookup?.uses.find((u) => u.resource === restPurchase);
const handlers = fixtureLookupHandlers([restPurchase]);
beforeEach(() => {
  server.use(...api.bind(handlers));
});

const ask = (token: string, extra: object = {}) =>
  call<Page<Record<string, unknown>>>(lookup?.path ?? "", { resource: restPurchase.name, field: "supplier_id", page: 1, page_size: 20, ...extra }, { token });
const restList = (token: string) => fetch(`${API}/rest/suppliers`, { headers: { Authorization: token } });

/** The seeded 仓管's role given exactly these grants (read on every call), signed in. */
async function staffWith(grants: string[]): Promise<string> {
  employeeRow(WAREHOUSE.mobile).role.permissions = grants;
  return loginStaff(WAREHOUSE);
}
/** May open the 采购单 form (its create page: a fixture page is its own route), nothing else. */
const formOnly = () => staffWith([grantKey(restPurchase.routes.create ?? "", VIEW)]);

/** The admin shop's 供应商 as the store holds them. */
const shopSuppliers = () => {
  const db = getDb();
  const user = db.users.find((u) => u.mobile === "13800000000");
  const shop = db.shops.find((s) => s.user_alias === user?.alias)?.alias;
  return ((db.records.goodsSupplier ?? []) as Record<string, unknown>[]).filter((r) => r.shop_alias === shop);
};

describe("the lookup of a relation to a REST resource", () => {
  it("is the provider API's call, under the REST resource's section", () => {
    expect(lookup?.path).toBe(`${restLookupBase(supplier)}/lookup`);
    expect(lookup?.path).toBe("/merchant/goods/v1/goods-supplier/lookup");
    expect(use?.routes).toEqual([restPurchase.routes.create, restPurchase.routes.edit]);
  });

  it("answers whoever may open the form, while the REST list refuses them", async () => {
    const token = await formOnly();
    const reply = await ask(token);
    expect(reply.body.code, reply.body.msg).toBe(200);
    // the relation's params (合作中 only), of the caller's shop
    const wanted = shopSuppliers().filter((r) => r.status === 1).map((r) => r.id);
    expect(wanted.length).toBeGreaterThan(1);
    expect(reply.body.data.list.map((r) => r.id)).toEqual(wanted);
    expect(reply.body.data.total).toBe(wanted.length);
    expect((await restList(token)).status).toBe(403);
  });

  it("answers the value, the label and what the options show, nothing else", async () => {
    const reply = await ask(await formOnly());
    for (const row of reply.body.data.list) expect(Object.keys(row).sort()).toEqual(["id", "level", "name"]);
  });

  it("asks and answers as the contract says (the lookup calls of the configs with it)", async () => {
    const calls = lookupCalls([...resources, restPurchase]);
    const headers = { application: config.application, collectionApplication: config.collectionApplication, collectionPath: config.collectionQueryPath };
    const contract = contractValidator(openApiDocument(calls, headers, { title: "lookups", version: "1", description: "" }, {}) as unknown as ContractDocument);
    const body = { resource: restPurchase.name, field: "supplier_id", page: 1, page_size: 20 };
    expect(contract.checkRequest(lookup?.path ?? "", body)).toEqual([]);
    const reply = await ask(await formOnly());
    expect(contract.checkResponse(lookup?.path ?? "", reply.status, reply.body)).toEqual([]);
    expect(contract.checkResponse(lookup?.path ?? "", 200, { code: 200, msg: "ok", data: { ...reply.body.data, list: [{ id: 1, name: "x", contact_mobile: "13800000000" }] } })).not.toEqual([]);
  });

  it("searches by the REST resource's keyword", async () => {
    const reply = await ask(await formOnly(), { keyword: "印务" });
    expect(reply.body.data.list.map((r) => r.name)).toEqual(["南方印务"]);
  });

  it("refuses a role that holds every other page's grants, the 供应商 page's included", async () => {
    const pages = new Set([restPurchase.routes.create, restPurchase.routes.edit]);
    const every = [...grantIndex(grantCatalogue(sections)).keys()].filter((k) => !pages.has(k.slice(0, k.lastIndexOf(":"))));
    const token = await staffWith(every);
    expect((await restList(token)).status).toBe(200);
    expect((await ask(token)).body).toMatchObject({ code: 403, msg: "无权限" });
  });
});

describe("when the REST service is another server", () => {
  let seen: { url: string; headers: IncomingHttpHeaders }[] = [];
  let base = "";
  let answer = { status: 200, body: [] as unknown };
  const rest = createServer((req, res) => {
    seen.push({ url: req.url ?? "", headers: req.headers });
    res.writeHead(answer.status, { "Content-Type": "application/json", "X-Total-Count": "7" });
    res.end(JSON.stringify(answer.body));
  });

  beforeEach(async () => {
    seen = [];
    answer = { status: 200, body: [{ id: 11, name: "远方纸业", level: 1, contact_mobile: "13800001111", status: 1 }] };
    await new Promise<void>((resolve) => rest.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(rest.address() as AddressInfo).port}`;
    localStorage.setItem("demo:rest-base-url", base);
    // the tests' msw answers every call it is not told to let go: this one goes to that server
    server.use(http.get(`${base}/rest/suppliers`, () => passthrough()));
  });
  afterEach(async () => {
    localStorage.removeItem("demo:rest-base-url");
    await new Promise((resolve) => rest.close(resolve));
  });

  it("reads a page of it by HTTP with the caller's token, json-server's way, and answers the select's fields", async () => {
    const token = await formOnly();
    const reply = await ask(token, { keyword: "纸", page: 2, page_size: 5 });
    expect(reply.body).toEqual({ code: 200, msg: expect.any(String), data: { list: [{ id: 11, name: "远方纸业", level: 1 }], total: 7, page: 2, page_size: 5 } });
    expect(seen.map((s) => s.url)).toEqual([`/rest/suppliers?_start=5&_end=10&q=${encodeURIComponent("纸")}&status=1`]);
    expect(seen[0]?.headers.authorization).toBe(token);
  });

  it("passes its refusal on, and says when it fails", async () => {
    answer = { status: 403, body: { message: "无权限" } };
    expect((await ask(await formOnly())).body).toMatchObject({ code: 403, msg: "无权限" });
    answer = { status: 500, body: { message: "boom" } };
    expect((await ask(await formOnly())).body).toMatchObject({ code: 502, msg: "供应商服务暂不可用，请稍后再试" });
  });
});
