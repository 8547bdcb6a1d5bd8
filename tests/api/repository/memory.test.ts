import { describe, expect, it } from "vitest";
import { exactSum, scaled } from "../../../src/api/repository/field-kinds";
import { memoryRepository, type MemoryStore } from "../../../src/api/repository/memory";
import { repositorySuite } from "./suite";

// the in-page demo's and the tests' store: its transactions run side by side, as Postgres's do
repositorySuite("memory", (tables, options) => Promise.resolve(memoryRepository(tables, options)), { concurrent: true });

describe("the memory repository's own parts", () => {
  it("keeps its rows in the store it is given (the demo's Db: records and the alias counter)", async () => {
    const store: MemoryStore = { records: {}, seq: 41 };
    const repo = memoryRepository([{ name: "goods", aliasPrefix: "go", fields: [{ key: "name", label: "名称", kind: "text" }] }], { store, now: () => "2026-12-06 10:00:00" });
    const row = await repo.table("goods").insert("s1", { name: "苹果" });
    expect(row.alias).toBe("go00000016");
    expect(store.seq).toBe(42);
    expect(store.records.goods).toEqual([row]);
  });

  it("adds decimals exactly and rounds money half away from zero on its written digits", () => {
    expect(exactSum([0.1, 0.2])).toBe(0.3);
    expect(exactSum(Array.from({ length: 1000 }, () => 0.01))).toBe(10);
    expect(exactSum([1e-7, 1])).toBe(1.0000001);
    expect(scaled(1.005, 2)).toBe(101n);
    expect(scaled("-0.125", 2)).toBe(-13n);
    expect(scaled("abc", 2)).toBeNull();
  });
});
