import { beforeEach, describe, expect, it } from "vitest";
import type { ResourceConfig } from "../../src/engine/types";
import { api, server } from "../../src/demo/node";
import { resourceHandlers } from "../../src/api/resources";
import { call, login, setupDemoApi } from "./helpers";

/** The demo API refuses a date or time that does not exist, with the form's message (validation.ts). */

setupDemoApi();

const event: ResourceConfig = {
  name: "fixtureEvent",
  label: "活动",
  section: "/goods",
  routes: { list: "/fixtureTest/event", create: "/fixtureTest/event/create", edit: "/fixtureTest/event/edit/:alias" },
  api: { base: "/fixtureTest/v1/event" },
  fields: [
    { key: "name", label: "名称", required: true },
    { key: "day", label: "活动日期", type: "date", required: true },
    { key: "start_at", label: "开始时间", type: "datetime" },
  ],
};
const E = "/fixtureTest/v1/event";

let token = "";
beforeEach(async () => {
  server.use(...api.bind(resourceHandlers([event], {})));
  token = await login();
});

const save = async (body: object) => (await call(`${E}/save`, { name: "春季活动", ...body }, { token })).body;

describe("dates on the demo API", () => {
  it("refuses a day that does not exist", async () => {
    for (const day of ["2026-02-30", "2026-13-01", "2026-04-31", "2025-02-29"]) {
      expect(await save({ day }), day).toMatchObject({ code: 422, msg: "活动日期不是有效的日期" });
    }
  });

  it("refuses a time that does not exist", async () => {
    for (const start_at of ["2026-01-01 25:00:00", "2026-01-01 10:61:00", "2026-02-30 10:00:00"]) {
      expect(await save({ day: "2026-01-01", start_at }), start_at).toMatchObject({ code: 422, msg: "开始时间不是有效的时间" });
    }
  });

  it("stores real ones (29 February of a leap year included)", async () => {
    expect(await save({ day: "2024-02-29", start_at: "2026-01-01 23:59:59" })).toMatchObject({ code: 200 });
  });
});

describe("dates in list queries (filters and exports)", () => {
  const list = async (body: object) => (await call(`${E}/list`, body, { token })).body;

  it("refuses a range or value naming a day or time that does not exist, or ending before it starts", async () => {
    for (const day of [["2026-02-30", "2026-03-01"], ["2026-01-01", "2026-13-01"], ["yesterday", ""], ["2026-01-01", "2026-01-02", "2026-01-03"], "2025-02-29"]) {
      expect(await list({ day }), JSON.stringify(day)).toMatchObject({ code: 422, msg: "活动日期不是有效的日期" });
    }
    expect(await list({ start_at: ["2026-01-01 24:00:00", ""] })).toMatchObject({ code: 422, msg: "开始时间不是有效的时间" });
    expect(await list({ day: ["2026-03-02", "2026-03-01"] })).toMatchObject({ code: 422, msg: "活动日期的开始不能晚于结束" });
  });

  it("takes real ones, an open end and a day ending a range of moments", async () => {
    for (const query of [{ day: ["2024-02-29", "2024-03-01"] }, { day: ["", "2026-01-01"] }, { start_at: ["2026-01-01", "2026-01-01 12:00:00"] }, { day: "2026-01-01" }]) {
      expect(await list(query), JSON.stringify(query)).toMatchObject({ code: 200 });
    }
  });

  it("refuses the same in the hand-written lists (资产 trades)", async () => {
    const trades = (created_at: unknown) => call("/merchant/payment/v1/trade/list", { created_at }, { token });
    expect((await trades(["2026-02-30", "2026-03-01"])).body).toMatchObject({ code: 422, msg: "交易时间格式不正确" });
    expect((await trades([" 2026-02-01", "2026-03-01"])).body).toMatchObject({ code: 422 });
    expect((await trades(["2024-02-29", "2024-03-01"])).body.code).toBe(200);
  });
});
