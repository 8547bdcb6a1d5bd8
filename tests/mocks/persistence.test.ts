import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { resetDemoData } from "../../src/mocks/browser";
import { DB_VERSION, enablePersistence, getDb, STORAGE_KEY } from "../../src/mocks/db";
import { server } from "../../src/mocks/node";
import { call, login, type Page } from "./helpers";

/** Browser demo mode keeps the db in localStorage (jsdom provides one here). */

beforeAll(() => {
  localStorage.clear();
  server.listen({ onUnhandledRequest: "error" });
});
afterAll(() => {
  server.close();
  localStorage.clear();
});

const stored = (): string => localStorage.getItem(STORAGE_KEY) ?? "";

describe("persistence", () => {
  it("seeds, saves every change and reloads it with its sessions", async () => {
    enablePersistence();
    expect(stored()).toContain("星河数字藏品旗舰店");
    const token = await login();
    const save = await call<{ alias: string }>("/merchant/shop/v1/address/save", {
      consignee: "持久化", mobile: "13511112222", region: ["广东省", "深圳市", "福田区"], detail_address: "福华路1号",
    }, { token });
    expect(stored()).toContain(save.body.data.alias);

    // a "reload": a fresh module instance reads the stored copy back
    vi.resetModules();
    const fresh = await import("../../src/mocks/db");
    fresh.enablePersistence();
    expect(fresh.getDb().address.some((a) => a.alias === save.body.data.alias)).toBe(true);
    expect(fresh.getDb().sessions.some((s) => s.token === token)).toBe(true);
  });

  it("reseeds when the stored copy is unreadable, and on resetDemoData()", async () => {
    localStorage.setItem(STORAGE_KEY, "{not json");
    vi.resetModules();
    const fresh = await import("../../src/mocks/db");
    fresh.enablePersistence();
    expect(fresh.getDb().users).toHaveLength(2);
    expect(stored()).toContain("王店长");

    // the handlers still use this file's module instance
    const token = await login();
    const total = async () => (await call<Page<unknown>>("/merchant/shop/v1/address/list", {}, { token })).body.data.total;
    const before = await total();
    await call("/merchant/shop/v1/address/delete", { alias: getDb().address[0]?.alias }, { token });
    expect(await total()).toBe(before - 1);
    resetDemoData();
    expect(getDb().address.filter((a) => a.shop_alias === getDb().shops[0]?.alias)).toHaveLength(6);
    expect(JSON.parse(stored())).toMatchObject({ version: DB_VERSION });
    expect(getDb().sessions).toHaveLength(0);
  });

  it("reseeds a stored copy of an older version, and seeds a resource the stored copy lacks", async () => {
    // a version-1 copy (before config-declared resources): no `records`
    const old: Record<string, unknown> = { ...getDb(), users: [] };
    delete old.records;
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ version: 1, db: old }));
    vi.resetModules();
    const fresh = await import("../../src/mocks/db");
    fresh.enablePersistence();
    expect(fresh.getDb().users).toHaveLength(2);
    expect(fresh.getDb().records).toBeDefined();

    // a current copy without some resource's rows: kept, and the rows come on first use
    const db = fresh.getDb();
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ version: DB_VERSION, db: { ...db, records: {} } }));
    vi.resetModules();
    const again = await import("../../src/mocks/db");
    again.enablePersistence();
    expect(again.getDb().records).toEqual({});
    const { seedResource } = await import("../../src/mocks/resource-seeds");
    const rows = seedResource(again.getDb(), { demo: ({ shops }) => [{ shop_alias: shops.admin, name: "x" }] }, "demo");
    expect(rows).toHaveLength(1);
    expect(again.getDb().records.demo).toBe(rows);
  });
});
