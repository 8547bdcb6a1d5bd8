import { describe, expect, it, vi } from "vitest";
import { getDb } from "../../src/demo/db";
import { reachTables } from "../../src/api/db-reach";
import { seed } from "../../src/demo/seed";
import { call, login } from "./helpers";
import { getStored, reload, withFreshIndexedDb } from "../demo/idb-kit";

/** After a call, the browser demo stores what changed: it compares only the tables the call reached. */

withFreshIndexedDb();

describe("the tables a call reaches (db-reach.ts)", () => {
  it("notes fixed tables and resources by any way in: by name, by listing, by adding one", () => {
    const { view, reached } = reachTables(seed());
    void view.users.length;
    void view.records.goods;
    expect([...reached].sort()).toEqual(["records/goods", "users"]);
    view.records.fresh = [];
    expect(reached.has("records/fresh")).toBe(true);
    Object.values(view.records).forEach(() => undefined);
    expect(reached.has("records/order")).toBe(true);
  });
});

describe("storing after a call", () => {
  it("a goods list does not serialise the tables it never reached (the 400 KB of orders)", async () => {
    await reload();
    const token = await login();
    const orders = getDb().records.order;
    expect(orders?.length).toBeGreaterThan(0);
    const stringify = vi.spyOn(JSON, "stringify");
    try {
      const list = await call<{ list: unknown[] }>("/merchant/goods/v1/goods/list", { page: 1, page_size: 20 }, { token });
      expect(list.body.data.list.length).toBeGreaterThan(0);
      expect(stringify.mock.calls.some(([value]) => value === orders)).toBe(false);
    } finally {
      stringify.mockRestore();
    }
  });

  it("still stores a change to a reached table, and only that table", async () => {
    await reload();
    const token = await login();
    const before = JSON.stringify(await getStored("records/order"));
    const cat = await call<{ alias: string }>("/merchant/goods/v1/category/save", { name: "新分类", sort: 1 }, { token });
    expect(cat.body.code).toBe(200);
    expect(JSON.stringify(await getStored("records/category"))).toContain("新分类");
    expect(JSON.stringify(await getStored("records/order"))).toBe(before);
    expect(await reload()).toEqual({ repaired: false });
    expect(JSON.stringify(getDb().records.category)).toContain("新分类");
  });
});
