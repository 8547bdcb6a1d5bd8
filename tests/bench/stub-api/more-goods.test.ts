import { describe, expect, it } from "vitest";
import { moreGoods, type GoodsRow } from "../../../bench/stub-api/more-goods";

const seeded: GoodsRow[] = [
  { shop_alias: "s1", alias: "go_1", name: "敦煌飞天", price: 19.9, created_at: "2026-02-03 10:00:00" },
  { shop_alias: "s1", alias: "go_2", name: "星空保温杯", price: 59, created_at: "2026-02-01 10:00:00" },
  { shop_alias: "s2", alias: "go_u_1", name: "不锈钢汤锅", price: 89 },
];

describe("the stub API's extra goods", () => {
  it("copies the shop's seeded goods up to the total, each with its own alias and name, older than the seed", () => {
    const extra = moreGoods(seeded, "s1", 5);
    expect(extra.map((r) => [r.alias, r.name, r.created_at])).toEqual([
      ["go_bench_1", "敦煌飞天 · 1", "2026-01-31 10:00:00"],
      ["go_bench_2", "星空保温杯 · 2", "2026-01-30 10:00:00"],
      ["go_bench_3", "敦煌飞天 · 3", "2026-01-29 10:00:00"],
    ]);
    expect(extra[0]).toMatchObject({ shop_alias: "s1", price: 19.9, updated_at: "2026-01-31 10:00:00" });
  });

  it("adds nothing to a shop that has enough goods, or none to copy", () => {
    expect(moreGoods(seeded, "s1", 2)).toEqual([]);
    expect(moreGoods(seeded, "nobody", 10)).toEqual([]);
  });
});
