import { describe, expect, it } from "vitest";
import { createConfigStore } from "../../src/engine/config-store";
import type { ResourceConfig } from "../../src/engine/types";

/**
 * The configs a console loads as its screens open (issue 38, item 1): a config comes with the
 * ones its screens read, in one change; asking twice loads once; a failed load is asked again.
 */
const config = (name: string) => ({ name }) as ResourceConfig;

function storeOf(needs: Record<string, string[]>, fail = new Set<string>()) {
  const asked: string[] = [];
  const store = createConfigStore({
    names: Object.keys(needs),
    needs: (name) => needs[name] ?? [],
    load: async (name) => {
      asked.push(name);
      if (fail.has(name)) throw new Error(`chunk of ${name} failed`);
      return config(name);
    },
  });
  let changes = 0;
  store.subscribe(() => changes++);
  return { store, asked, changes: () => changes };
}

describe("the config store", () => {
  it("loads a config with the ones its screens read, in one change", async () => {
    const { store, changes } = storeOf({ goods: ["category", "params"], category: [], params: [], order: [] });
    const goods = await store.load("goods");
    expect(goods.name).toBe("goods");
    expect(store.loaded().map((c) => c.name).sort()).toEqual(["category", "goods", "params"]);
    expect(changes()).toBe(1);
  });

  it("loads each file once, and keeps the list while nothing new comes in", async () => {
    const { store, asked, changes } = storeOf({ goods: ["category"], category: [], coupon: ["goods"] });
    await Promise.all([store.load("goods"), store.load("goods")]);
    const before = store.loaded();
    await store.load("category");
    expect(store.loaded()).toBe(before);
    await store.load("coupon");
    expect(asked.sort()).toEqual(["category", "coupon", "goods"]);
    expect(changes()).toBe(2);
  });

  it("asks again after a failed load, and loads every config for a screen over all of them", async () => {
    const fail = new Set(["params"]);
    const { store, asked } = storeOf({ goods: ["params"], params: [], order: [] }, fail);
    await expect(store.load("goods")).rejects.toThrow(/params failed/);
    expect(store.loaded()).toEqual([]);
    fail.clear();
    await store.load("goods");
    expect(asked.filter((n) => n === "params")).toHaveLength(2);
    // goods loaded once: its own file's promise was kept
    expect(asked.filter((n) => n === "goods")).toHaveLength(1);
    const all = await store.loadAll();
    expect(all.map((c) => c.name).sort()).toEqual(["goods", "order", "params"]);
  });
});
