import { describe, expect, it } from "vitest";
import { REMOTE } from "../../src/demo/node";
import { ask, seedBoth, sorted, type Answer } from "./two-stores";

/**
 * The handlers' own tables on the server's SQL repository, by their fields' columns (decision
 * 0103): 资产, 素材库, 导出 and 分销设置 answer what the in-page store answers, against a server
 * seeded on the same clock as this test's own store (their reads with their filters, and a
 * 分销设置 saved on both then read back). Only over HTTP (npm run test:server).
 */

const CASH = "/merchant/payment/v1";
const MATERIAL = "/merchant/ump/v1/material";
const DISTRIBUTION = "/merchant/ump/v1/distribution";

const READS: [string, object][] = [
  [`${CASH}/account/balance`, {}],
  [`${CASH}/trade/list`, { page: 1, page_size: 20 }],
  [`${CASH}/trade/list`, { page: 2, page_size: 5, trade_type: "withdraw" }],
  [`${CASH}/trade/list`, { page: 1, page_size: 50, trade_type: "consume" }],
  [`${CASH}/trade/trend`, { days: 30 }],
  [`${MATERIAL}/list`, { page: 1, page_size: 50 }],
  [`${MATERIAL}/list`, { page: 1, page_size: 20, type: "video" }],
  [`${MATERIAL}/list`, { page: 1, page_size: 20, group_alias: "" }],
  [`${MATERIAL}/list`, { page: 1, page_size: 20, group_alias: "mg_poster", keyword: "海报" }],
  [`${MATERIAL}/group/list`, {}],
  ["/merchant/system/v1/export/list", { type: "order", page: 1, page_size: 10 }],
  [`${DISTRIBUTION}/info`, {}],
];

/** An answer without what each store stamps with its own clock (a save's updated_at). */
const unstamped = (a: Answer): unknown => sorted({ ...a, data: a.data && typeof a.data === "object" ? { ...a.data, updated_at: undefined } : a.data });

describe.skipIf(!REMOTE).sequential("the handlers' own tables on the server answer as the in-page store does (decision 0103)", () => {
  const tokens = { mine: "", theirs: "" };

  it("seeds the server and this test's store on one clock", async () => {
    ({ mine: tokens.mine, theirs: tokens.theirs } = await seedBoth());
  });

  it("资产, 素材库, 导出 and 分销设置: each read with its filters", async () => {
    const differ: string[] = [];
    let listed = 0;
    for (const [path, body] of READS) {
      const [a, b] = [await ask(false, path, body, tokens.mine), await ask(true, path, body, tokens.theirs)];
      expect(a.code, `${path} ${JSON.stringify(body)}`).toBe(200);
      if (Array.isArray(a.data.list)) listed += a.data.list.length;
      if (JSON.stringify(sorted(a)) !== JSON.stringify(sorted(b))) differ.push(`${path} ${JSON.stringify(body)}: in-page ${JSON.stringify(a).slice(0, 300)} / server ${JSON.stringify(b).slice(0, 300)}`);
    }
    expect(differ).toEqual([]);
    // the demo's trades, materials and groups, not empty pages compared
    expect(listed).toBeGreaterThan(100);
  });

  it("分销设置 saved on both reads back alike: its rates, days and money in their columns", async () => {
    const settings = { enabled: 1, level: 2, rate_1: 12.5, rate_2: 3.25, need_audit: 2, settle_days: 15, min_withdraw: 88.8 };
    for (const remote of [false, true]) {
      const token = remote ? tokens.theirs : tokens.mine;
      const info = await ask(remote, `${DISTRIBUTION}/info`, {}, token);
      expect((await ask(remote, `${DISTRIBUTION}/save`, { ...settings, updated_at: info.data.updated_at }, token)).code).toBe(200);
    }
    const [a, b] = [await ask(false, `${DISTRIBUTION}/info`, {}, tokens.mine), await ask(true, `${DISTRIBUTION}/info`, {}, tokens.theirs)];
    expect(a.data).toMatchObject(settings);
    expect(unstamped(b)).toEqual(unstamped(a));
  });
});
