import { beforeEach, describe, expect, it } from "vitest";
import type { ResourceConfig } from "../../src/engine/types";
import { exportTiming } from "../../src/api/export-jobs";
import { decodeDataUrl } from "../../src/api/file-store";
import { api, server } from "../../src/demo/node";
import { resourceHandlers } from "../../src/api/resources";
import { demoClock } from "../demo-clock";
import { brand, brandSeeds } from "../engine/fixture-brand";
import { call, login, loginOtherAdmin, setupDemoApi, type Page } from "./helpers";

/**
 * List tabs (`counts` in the list reply) and exports (export/create + export/list), as the
 * demo API generates them from a config's `tabs` and `export`: on the fixture 品牌 resource.
 */

setupDemoApi();
const clock = demoClock();

// the fixture declares `tabs: { field: "status" }` and `export: { type: "fixtureBrand" }`
const tabbed: ResourceConfig = { ...brand, fields: [...brand.fields, { key: "slogan", label: "口号", max: 50 }] };
const LIST = "/merchant/goods/v1/fixture-brand/list";
const EXPORT = "/merchant/system/v1/export";

interface Job { alias: string; status: number; progress: number; total: number; file_url: string | null; file_name: string }

beforeEach(() => server.use(...api.bind(resourceHandlers([tabbed], brandSeeds))));

describe("list tabs", () => {
  it("counts each status under the other filters, whatever tab is open", async () => {
    const token = await login();
    const all = await call<Page<unknown> & { counts: Record<string, number> }>(LIST, { page: 1 }, { token });
    expect(all.body.data.counts).toEqual({ "1": 2, "2": 1 });
    const onTab = await call<Page<{ name: string }> & { counts: Record<string, number> }>(LIST, { status: 2, country: "cn" }, { token });
    expect(onTab.body.data.list).toEqual([]); // 停用 and from 中国: none
    expect(onTab.body.data.counts).toEqual({ "1": 2 }); // the tab's own filter does not narrow the counts
  });

  it("leaves counts out of lists without tabs", async () => {
    server.use(...api.bind(resourceHandlers([{ ...brand, tabs: undefined }], brandSeeds)));
    const reply = await call<Record<string, unknown>>(LIST, {}, { token: await login() });
    expect(reply.body.data).not.toHaveProperty("counts");
  });
});

describe("exports", () => {
  it("runs a job of the filtered rows, then offers the CSV with the list's columns", async () => {
    const token = await login();
    const created = await call<{ alias: string; total: number }>(`${EXPORT}/create`, { type: "fixtureBrand", filters: { country: "cn" } }, { token });
    expect(created.body).toMatchObject({ code: 200, data: { total: 2 } });

    const first = await call<Page<Job>>(`${EXPORT}/list`, { type: "fixtureBrand" }, { token });
    expect(first.body.data.list[0]).toMatchObject({ alias: created.body.data.alias, status: 1, file_url: null });
    expect(first.body.data.list[0]?.progress).toBeLessThan(100);

    clock.advance(exportTiming.duration(2) - 1);
    expect((await call<Page<Job>>(`${EXPORT}/list`, { type: "fixtureBrand" }, { token })).body.data.list[0]).toMatchObject({ status: 1, progress: 99 });
    clock.advance(1);
    const done = (await call<Page<Job>>(`${EXPORT}/list`, { type: "fixtureBrand" }, { token })).body.data.list[0];
    expect(done).toMatchObject({ status: 2, progress: 100, total: 2 });
    expect(done?.file_name).toMatch(/^品牌导出_\d{14}\.csv$/);
    const file = decodeDataUrl(String(done?.file_url));
    expect(file?.claimed).toBe("text/csv");
    const csv = new TextDecoder().decode(file?.bytes);
    const lines = csv.replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines[0]).toBe("品牌名称,产地,保证金,状态,创建时间,口号");
    expect(lines.slice(1).sort()).toEqual(["星河玩具,中国,800.00,启用,2026-03-01 09:00:00,", "月光文创,中国,5000.00,启用,2026-01-05 09:00:00,"]);
  });

  it("quotes commas and defuses spreadsheet formulas", async () => {
    const token = await login();
    await call(`/merchant/goods/v1/fixture-brand/save`, { name: "=HYPERLINK(1)", country: "de", slogan: 'a,"b"', status: 1 }, { token });
    await call(`${EXPORT}/create`, { type: "fixtureBrand", filters: { country: "de" } }, { token });
    clock.advance(exportTiming.duration(1));
    const job = (await call<Page<Job>>(`${EXPORT}/list`, { type: "fixtureBrand" }, { token })).body.data.list[0];
    const csv = new TextDecoder().decode(decodeDataUrl(String(job?.file_url))?.bytes);
    expect(csv.trim().split("\r\n")[1]).toMatch(/^'=HYPERLINK\(1\),德国,,启用,[\d :-]+,"a,""b"""$/);
  });

  it("refuses unknown types and bad filters, and keeps each shop's jobs to itself", async () => {
    const token = await login();
    expect((await call(`${EXPORT}/create`, { type: "nope", filters: {} }, { token })).body).toMatchObject({ code: 422, msg: "导出类型不正确" });
    expect((await call(`${EXPORT}/create`, { type: "fixtureBrand", filters: [1] }, { token })).body).toMatchObject({ code: 422, msg: "筛选条件格式不正确" });
    const badDay = { type: "fixtureBrand", filters: { created_at: ["2026-02-30", ""] } };
    expect((await call(`${EXPORT}/create`, badDay, { token })).body).toMatchObject({ code: 422, msg: "创建时间不是有效的时间" });
    await call(`${EXPORT}/create`, { type: "fixtureBrand", filters: {} }, { token });
    const other = await call<Page<Job>>(`${EXPORT}/list`, { type: "fixtureBrand" }, { token: await loginOtherAdmin() });
    expect(other.body.data.total).toBe(0);
  });
});
