import { beforeEach, describe, expect, it } from "vitest";
import type { ResourceConfig } from "../../src/engine/types";
import { api, getDb, server } from "../../src/demo/node";
import { ok } from "../../src/api/respond";
import { resourceHandlers, type ResourceExtension } from "../../src/api/resources";
import { call, login, setupDemoApi } from "./helpers";

/**
 * The generated save on the call's repository (issue 48 step 3, decision 0094), in memory: what
 * the repository now decides when two calls run at once. The handler's own checks (已存在, the
 * stale save's 409) are said first as before; the repository's unique index and its patch with
 * the version the form read are the final guard, so two calls side by side cannot both pass.
 */

setupDemoApi();

const shelf: ResourceConfig = {
  name: "fixtureShelf",
  label: "书架",
  section: "/goods",
  routes: { list: "/fixtureTest/shelf", create: "/fixtureTest/shelf/create", edit: "/fixtureTest/shelf/edit/:alias" },
  api: { base: "/fixtureTest/v1/shelf" },
  fields: [
    { key: "name", label: "书架名称", required: true, unique: true },
    { key: "note", label: "备注" },
  ],
};
const S = "/fixtureTest/v1/shelf";

/** An action storing two shelves through the repository, with no check of its own: the repository's unique index decides. */
const shelfExtension: ResourceExtension = {
  resource: "fixtureShelf",
  acts: { pair: "create" },
  actions: {
    pair: async ({ body, insertRecord }) => {
      const first = await insertRecord({ name: `${String(body.name)}一` });
      await insertRecord({ name: String(body.second) });
      return ok({ alias: first.alias });
    },
  },
};

let token = "";
beforeEach(async () => {
  server.use(...api.bind(resourceHandlers([shelf], {}, [shelfExtension])));
  token = await login();
});

const save = (body: object) => call<{ alias: string }>(`${S}/save`, body, { token });
const stored = () => (getDb().records.fixtureShelf ?? []).filter((r) => r.shop_alias === getDb().shops[0]?.alias);

describe("the generated save on the repository", () => {
  it("of one name twice at once: exactly one is stored, the other answered 书架名称已存在", async () => {
    const answers = await Promise.all([save({ name: "东墙", note: "甲" }), save({ name: "东墙", note: "乙" })]);
    const codes = answers.map((a) => a.body.code).sort();
    expect(codes).toEqual([200, 422]);
    expect(answers.find((a) => a.body.code === 422)?.body.msg).toBe("书架名称已存在");
    expect(stored().filter((r) => r.name === "东墙")).toHaveLength(1);
    // and one rename onto a taken name, beside a save of that name: one of them is refused
    const other = await save({ name: "西墙" });
    const both = await Promise.all([save({ alias: other.body.data.alias, name: "北墙" }), save({ name: "北墙" })]);
    expect(both.map((a) => a.body.code).sort()).toEqual([200, 422]);
    expect(stored().filter((r) => r.name === "北墙")).toHaveLength(1);
  });

  it("refuses a save read with an older version (409) and stores nothing of it", async () => {
    const { alias } = (await save({ name: "南墙", note: "初" })).body.data;
    const read = (await call<{ updated_at: string }>(`${S}/detail`, { alias }, { token })).body.data;
    expect((await save({ alias, note: "先", updated_at: read.updated_at })).body.code).toBe(200);
    const late = await save({ alias, note: "后", updated_at: read.updated_at });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 409, msg: "记录已被他人修改，请刷新后重试" });
    expect(stored().find((r) => r.alias === alias)?.note).toBe("先");
  });

  it("of two saves read with one version and sent at once, stores one and refuses the other (409)", async () => {
    const { alias } = (await save({ name: "中墙", note: "初" })).body.data;
    const read = (await call<{ updated_at: string }>(`${S}/detail`, { alias }, { token })).body.data;
    const answers = await Promise.all([save({ alias, note: "甲", updated_at: read.updated_at }), save({ alias, note: "乙", updated_at: read.updated_at })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const won = answers.findIndex((a) => a.status === 200);
    expect(stored().find((r) => r.alias === alias)?.note).toBe(won === 0 ? "甲" : "乙");
  });

  it("answers a duplicate the repository refuses as the save's check does (422), undoing the call's other writes", async () => {
    await save({ name: "旧架" });
    const refused = await call(`${S}/pair`, { name: "新架", second: "旧架" }, { token });
    expect(refused.body).toMatchObject({ code: 422, msg: "书架名称已存在" });
    // the first insert of the call is undone with it
    expect(stored().map((r) => r.name)).toEqual(["旧架"]);
    expect((await call(`${S}/pair`, { name: "新架", second: "另架" }, { token })).body.code).toBe(200);
    expect(stored().map((r) => r.name).sort()).toEqual(["另架", "新架一", "旧架"].sort());
  });
});
