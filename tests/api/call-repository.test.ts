import { beforeEach, describe, expect, it } from "vitest";
import type { ResourceConfig } from "../../src/engine/types";
import { api, getDb, server } from "../../src/demo/node";
import type { SeedMap } from "../../src/api/resource-seeds";
import { resourceHandlers } from "../../src/api/resources";
import { ok } from "../../src/api/respond";
import { shopRoute } from "../../src/api/route";
import { doing, servesResource } from "../../src/api/serves";
import { call, login, setupDemoApi } from "./helpers";

/**
 * Each call's repository (call-repository.ts, decision 0093): a handler's ctx.repo reaches the
 * same rows as the Db the generated calls use, its writes are seen by them and theirs by it, and
 * a call that throws undoes what it wrote through it. (tests/server/call-repository.server.test.ts
 * asks the same of the server, where the repository runs over the unit of work.)
 */

setupDemoApi();

const jar: ResourceConfig = {
  name: "fixtureJar",
  label: "罐子",
  section: "/goods",
  routes: { list: "/fixtureTest/jar" },
  form: "modal",
  api: { base: "/fixtureTest/v1/jar" },
  fields: [
    { key: "name", label: "名称", required: true, unique: true },
    { key: "price", label: "价格", type: "money" },
  ],
};

const seeds: SeedMap = {
  fixtureJar: ({ shops }) => [
    { shop_alias: shops.admin, alias: "jr1", name: "蜂蜜罐", price: 12.5 },
    { shop_alias: shops.user, alias: "jr9", name: "别家的罐", price: 1 },
  ],
};

const serves = servesResource(jar);
/** Adds the names given, one insert each, through ctx.repo; then throws when `fail` says so. */
const addAll = shopRoute("/fixtureTest/v1/jar/add-all", doing(serves, "create"), async (ctx) => {
  const jars = ctx.repo.table("fixtureJar");
  const names = ctx.body.names as string[];
  const added: string[] = [];
  for (const name of names) added.push((await jars.insert(ctx.shop.alias, { name, price: ctx.body.price })).alias);
  if (ctx.body.fail) throw new Error("写到一半出错");
  return ok(added);
});
/** The shop's jars as ctx.repo finds them, and their summed price. */
const summary = shopRoute("/fixtureTest/v1/jar/summary", serves, async (ctx) => {
  const jars = ctx.repo.table("fixtureJar");
  const page = await jars.find({ shop: ctx.shop.alias, filters: [], empty: [], keyword: null, page: 1, pageSize: 50, sort: { field: "name", order: "asc" } });
  return ok({ names: page.rows.map((r) => r.name), total: await jars.sum("price", { shop: ctx.shop.alias }) });
});

let token = "";
beforeEach(async () => {
  server.use(...api.bind([addAll, summary, ...resourceHandlers([jar], seeds)]));
  token = await login();
});

const list = async () => (await call<{ list: { name: string; price: number }[] }>("/fixtureTest/v1/jar/list", {}, { token })).body.data.list;

describe("ctx.repo beside the Db", () => {
  it("writes rows the generated calls list, with money to the cent", async () => {
    const reply = await call<string[]>("/fixtureTest/v1/jar/add-all", { names: ["果酱罐"], price: 3.456 }, { token });
    expect(reply.body.code).toBe(200);
    const [alias] = reply.body.data;
    expect(alias).toMatch(/^fi[0-9a-z]{8}$/);
    expect(await list()).toContainEqual(expect.objectContaining({ name: "果酱罐", price: 3.46 }));
    const detail = await call<{ name: string }>("/fixtureTest/v1/jar/detail", { alias }, { token });
    expect(detail.body.data.name).toBe("果酱罐");
  });

  it("reads what the generated save wrote, and only the signed-in shop's rows", async () => {
    const saved = await call("/fixtureTest/v1/jar/save", { name: "糖罐", price: 0.1 }, { token });
    expect(saved.body.code).toBe(200);
    const reply = await call<{ names: string[]; total: number }>("/fixtureTest/v1/jar/summary", {}, { token });
    expect(reply.body.data).toEqual({ names: ["糖罐", "蜂蜜罐"], total: 12.6 });
  });

  it("undoes every write of a call that throws", async () => {
    await list(); // the fixture's rows seeded
    const before = getDb().records.fixtureJar?.length ?? 0;
    const reply = await call("/fixtureTest/v1/jar/add-all", { names: ["一号罐", "二号罐"], price: 1, fail: true }, { token });
    expect(reply.status).toBe(500);
    expect(getDb().records.fixtureJar).toHaveLength(before);
    expect((await list()).map((r) => r.name)).not.toContain("一号罐");
  });

  it("refuses a duplicate of a unique field, and the call's earlier insert with it", async () => {
    const reply = await call("/fixtureTest/v1/jar/add-all", { names: ["三号罐", "蜂蜜罐"], price: 1 }, { token });
    expect(reply).toEqual({ status: 200, body: { code: 422, msg: "名称已存在", data: null } });
    expect((await list()).map((r) => r.name)).not.toContain("三号罐");
  });
});
