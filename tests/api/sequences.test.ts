import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { api, getDb, server } from "../../src/demo/node";
import { resourceHandlers } from "../../src/api/resources";
import { sequenceParts, sequencePatternError } from "../../src/engine/sequence-pattern";
import { shopInstant } from "../../src/engine/shop-clock";
import { call, login, loginOtherAdmin, setupDemoApi } from "./helpers";
import { bill, billSeeds } from "./bill-fixture";

/**
 * Numbered fields (issue 50, decision 0120): 单号 `PO{yyyyMMdd}{0000}` given by the API to each
 * new record, per shop, on the shop's day (Asia/Shanghai: the suite runs in New York), never
 * reused after a delete, past a number a record holds already, one each for creates sent at once.
 */

setupDemoApi();

const B = bill.api.base ?? "";

let token = "";
beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  // 2026-12-07 10:00 in Shanghai (21:00 the day before in New York)
  vi.setSystemTime(shopInstant(2026, 12, 7, 10));
});
afterAll(() => vi.useRealTimers());
beforeEach(async () => {
  server.use(...api.bind(resourceHandlers([bill], billSeeds)));
  token = await login();
});

const create = async (as = token) => {
  const reply = await call<{ alias: string }>(`${B}/save`, { quantity: 1, price: 1 }, { token: as });
  expect(reply.body.code, reply.body.msg).toBe(200);
  const { sn } = (await call<{ sn: string }>(`${B}/detail`, { alias: reply.body.data.alias }, { token: as })).body.data;
  return { alias: reply.body.data.alias, sn };
};

describe("a numbered field", () => {
  it("numbers each new record of the shop on from the last, past one a record holds, never again after a delete", async () => {
    // the seed holds PO202612070001 already
    const first = await create();
    expect(first.sn).toBe("PO202612070002");
    const second = await create();
    expect(second.sn).toBe("PO202612070003");
    expect((await call(`${B}/del`, { alias: second.alias }, { token })).body.code).toBe(200);
    expect((await create()).sn).toBe("PO202612070004");
    // an edit keeps it
    expect((await call(`${B}/save`, { alias: first.alias, note: "改" }, { token })).body.code).toBe(200);
    expect((await call<{ sn: string }>(`${B}/detail`, { alias: first.alias }, { token })).body.data.sn).toBe("PO202612070002");
  });

  it("counts each shop apart, and each of the shop's days from 1, the day in Shanghai", async () => {
    expect((await create(await loginOtherAdmin())).sn).toBe("PO202612070001");
    // 23:59 in Shanghai: still the 7th; a minute on, the 8th (in New York, the 7th at 11:00 either way)
    vi.setSystemTime(shopInstant(2026, 12, 7, 23, 59));
    // (a session idle that long has ended)
    token = await login();
    expect((await create()).sn).toMatch(/^PO20261207\d{4}$/);
    vi.setSystemTime(shopInstant(2026, 12, 8, 0, 1));
    token = await login();
    expect((await create()).sn).toBe("PO202612080001");
    vi.setSystemTime(shopInstant(2026, 12, 7, 10));
  });

  it("gives creates sent at once a number each", async () => {
    const replies = await Promise.all(Array.from({ length: 8 }, () => call<{ alias: string }>(`${B}/save`, { quantity: 1, price: 1 }, { token })));
    expect(replies.every((r) => r.body.code === 200)).toBe(true);
    const stored = (getDb().records.fixtureBill ?? []).filter((r) => typeof r.sn === "string" && r.sn.startsWith("PO20261207"));
    expect(new Set(stored.map((r) => r.sn)).size).toBe(stored.length);
    expect(stored.length).toBeGreaterThanOrEqual(8);
  });

  it("is never typed: a number sent with a create or an edit is refused by its label", async () => {
    expect((await call(`${B}/save`, { quantity: 1, price: 1, sn: "PO1" }, { token })).body).toMatchObject({ code: 422, msg: "单号不能修改" });
    const { alias, sn } = await create();
    expect((await call(`${B}/save`, { alias, sn: "PO1" }, { token })).body).toMatchObject({ code: 422, msg: "单号不能修改" });
    expect((await call(`${B}/save`, { alias, sn }, { token })).body.code).toBe(200);
  });

  it("takes none for a create refused", async () => {
    expect((await call(`${B}/save`, { quantity: 0, price: 1 }, { token })).body.code).toBe(422);
    const before = (getDb().records.sequenceCounter ?? []).map((r) => [r.counter, r.last]);
    expect((await call(`${B}/save`, { quantity: 0, price: 1 }, { token })).body.code).toBe(422);
    expect((getDb().records.sequenceCounter ?? []).map((r) => [r.counter, r.last])).toEqual(before);
  });
});

describe("a pattern", () => {
  it("fills the shop's date parts and keeps the counter's width", () => {
    expect(sequenceParts("PO{yyyyMMdd}{0000}", shopInstant(2026, 1, 2, 3, 4))).toEqual({ text: "PO20260102{0000}", width: 4 });
    expect(sequenceParts("{yyyy-MM-dd HH:mm}-{000}", shopInstant(2026, 1, 2, 3, 4))).toEqual({ text: "2026-01-02 03:04-{000}", width: 3 });
  });

  it("is refused at start without one counter, or with a part that is no date", () => {
    expect(sequencePatternError("PO{yyyyMMdd}{0000}")).toBeNull();
    expect(sequencePatternError("PO{yyyyMMdd}")).toMatch(/计数位/);
    expect(sequencePatternError("PO{00}{000}")).toMatch(/计数位/);
    expect(sequencePatternError("PO{yyyyQQ}{0000}")).toMatch(/不是日期/);
  });
});
