import { beforeEach, describe, expect, it } from "vitest";
import type { ResourceConfig } from "../../src/engine/types";
import { api, server } from "../../src/demo/node";
import type { SeedMap } from "../../src/api/resource-seeds";
import { resourceHandlers } from "../../src/api/resources";
import { ok } from "../../src/api/respond";
import { call, login, loginOtherAdmin, setupDemoApi } from "./helpers";

/** Generic toggles on a FIXTURE resource: a batch toggle by a key other than alias, declared refusals, an override. */

setupDemoApi();

const lamp: ResourceConfig = {
  name: "fixtureLamp",
  label: "灯",
  section: "/goods",
  routes: { list: "/fixtureTest/lamp" },
  api: { base: "/fixtureTest/v1/lamp", key: "sn" },
  fields: [
    { key: "sn", label: "编号", readOnly: true },
    { key: "power", label: "开关", type: "enum", options: [{ value: "on", label: "亮着" }, { value: "off", label: "灭了" }] },
    { key: "broken", label: "损坏", type: "flag" },
  ],
  actions: [
    { key: "power", label: "开灯/关灯", kind: "toggle", scope: "batch", api: "power", field: "power", values: ["on", "off"], labels: ["关灯", "开灯"] },
  ],
};

const seeds: SeedMap = {
  fixtureLamp: ({ shops }) => [
    { shop_alias: shops.admin, alias: "lp1", sn: "L-1", power: "off", broken: 2 },
    { shop_alias: shops.admin, alias: "lp2", sn: "L-2", power: "off", broken: 1 },
    { shop_alias: shops.admin, alias: "lp3", sn: "L-3", power: "on", broken: 2 },
    { shop_alias: shops.user, alias: "lp9", sn: "L-9", power: "off", broken: 2 },
  ],
};

const refusals = [
  { action: "power", to: "on", field: "broken", in: [1] },
  { action: "power", to: "off", field: "sn", in: ["L-3"], message: "L-3 是常亮灯" },
];

let token = "";
beforeEach(async () => {
  server.use(...api.bind(resourceHandlers([lamp], seeds, [{ resource: "fixtureLamp", refuseToggleWhen: refusals }])));
  token = await login();
});

const power = (body: object, as = token) => call<{ sn: string; power: string }[]>("/fixtureTest/v1/lamp/power", body, { token: as });
const powerOf = async (sn: string) => (await call<{ power: string }>("/fixtureTest/v1/lamp/detail", { sn }, { token })).body.data.power;

describe("a batch toggle by key", () => {
  it("switches every record named, answering them all", async () => {
    const reply = await power({ sns: ["L-1"], power: "on" });
    expect(reply.body).toMatchObject({ code: 200, data: [{ sn: "L-1", power: "on" }] });
    expect(await powerOf("L-1")).toBe("on");
  });

  it("changes none when one is refused, missing or another shop's", async () => {
    expect((await power({ sns: ["L-1", "L-2"], power: "on" })).body).toEqual({ code: 409, msg: "灯当前为“灭了”，不能开灯", data: null });
    expect((await power({ sns: ["L-1", "L-3"], power: "off" })).body).toMatchObject({ code: 409, msg: "L-3 是常亮灯" });
    expect((await power({ sns: ["L-1", "L-9"], power: "on" })).body).toMatchObject({ code: 404, msg: "灯不存在" });
    expect((await power({ sns: ["L-1"], power: "on" }, await loginOtherAdmin())).body.code).toBe(404);
    expect(await powerOf("L-1")).toBe("off");
  });

  it("gives way to an extension's action of the same name", async () => {
    // one list of handlers: the generic toggle would answer first if it were still in it
    server.use(...api.bind(resourceHandlers([lamp], seeds, [{ resource: "fixtureLamp", actions: { power: () => ok("by hand") } }])));
    expect((await power({ sns: ["L-2"], power: "on" })).body).toMatchObject({ code: 200, data: "by hand" });
  });
});
