import { describe, expect, it } from "vitest";
import type { ResourceConfig } from "../../src/engine/types";
import { seededRows, seedProblems } from "../../src/api/seed-check";
import { collectSeeds, seedResource } from "../../src/api/resource-seeds";
import type { SeedModule } from "../../src/engine/seed-types";
import { seed } from "../../src/demo/seed";
import { resources } from "../../src/resources";

/**
 * Every seeded row of every resource config holds to its fields' rules: the check a save
 * of the demo API makes, on the row as a save would read it (src/api/seed-check.ts). Fields
 * the merchant cannot type (readOnly, `form: false`, create-only) are checked too: a seeded
 * created_at must be a real time all the same. No row needs to be let off today (no
 * allow-list). A row that breaks one is named by its seed file and row (issue 50 item 6), as
 * the server's start on a new demo database names it when it refuses.
 */

describe("seeds", () => {
  it("of every resource hold to their fields' rules", () => {
    const db = seed();
    // the check saw rows of every config (a resource with no seed would pass unseen)
    const empty = resources.filter((c) => seededRows(db, c).length === 0).map((c) => c.name);
    expect(empty).toEqual([]);
    expect(seedProblems(resources, db)).toEqual([]);
  });

  it("that break a rule are named by file and row, read-only fields and dates that do not exist included", () => {
    const event: ResourceConfig = {
      name: "fixtureEvent", label: "活动", section: "/goods", routes: { list: "/fixtureTest/event" }, api: { base: "/fixtureTest/v1/event" },
      fields: [
        { key: "name", label: "名称", required: true, max: 6 },
        { key: "day", label: "活动日期", type: "date" },
        { key: "level", label: "等级", type: "enum", options: [{ value: 1, label: "一级" }] },
        { key: "created_at", label: "创建时间", type: "datetime", readOnly: true },
      ],
    };
    const events: SeedModule = {
      resource: "fixtureEvent",
      rows: ({ shops }) => [
        { shop_alias: shops.admin, alias: "ev_ok", name: "春季", day: "2026-02-28", level: "1", created_at: "2026-01-01 10:00:00" },
        { shop_alias: shops.admin, alias: "ev_day", name: "闰日", day: "2026-02-29" },
        { shop_alias: shops.admin, alias: "ev_time", name: "午夜", created_at: "2026-01-01 24:00:00" },
      ],
    };
    // a second file of the same resource: its rows counted from its own first
    const more: SeedModule = { resource: "fixtureEvent", rows: ({ shops }) => [{ shop_alias: shops.admin, alias: "ev_long", name: "一个太长的活动名称" }, { shop_alias: shops.admin, alias: "ev_level", name: "二级", level: 2 }] };
    const seeds = collectSeeds({ "../resources/fixture/event.seed.ts": { default: events }, "../resources/fixture/event-more.seed.ts": { default: more } }, (path) => path.replace(/^\.\.\//, "src/"));
    const db = seed();
    seedResource(db, seeds, "fixtureEvent");
    expect(seedProblems([event], db)).toEqual([
      // (files in the bundler's order: event-more.seed.ts first)
      "src/resources/fixture/event-more.seed.ts 第 1 条（fixtureEvent ev_long）: 名称不能超过6个字",
      "src/resources/fixture/event-more.seed.ts 第 2 条（fixtureEvent ev_level）: 等级的取值无效",
      "src/resources/fixture/event.seed.ts 第 2 条（fixtureEvent ev_day）: 活动日期不是有效的日期",
      "src/resources/fixture/event.seed.ts 第 3 条（fixtureEvent ev_time）: 创建时间不是有效的时间",
    ]);
  });
});
