import { describe, expect, it } from "vitest";
import type { FieldConfig, ResourceConfig } from "../../src/engine/types";
import { isVisible } from "../../src/engine/validation";
import { resourceExtensions } from "../../src/api/resource-actions";
import { fieldRulesError, normalize, type Rec } from "../../src/api/resource-input";
import { seedResource, type SeedMap } from "../../src/api/resource-seeds";
import { seed } from "../../src/demo/seed";
import type { Db } from "../../src/api/types";
import { resources } from "../../src/resources";

/**
 * Every seeded row of every resource config holds to its fields' rules: the check a save
 * of the demo API makes (fieldRulesError: JSON shape, then validation.ts), on the row as
 * a save would read it (normalize, hidden fields dropped). Fields the merchant cannot type
 * (readOnly, `form: false`, create-only) are checked too: a seeded created_at must be a
 * real time all the same. No row needs to be let off today (no allow-list).
 */

/** Every rule the row's fields have, whether or not a save reads them. */
// (not password fields: the demo DB stores their hash, password-hash.ts, which no rule reads)
const allInput = (fields: FieldConfig[]): FieldConfig[] =>
  fields.filter((f) => f.type !== "password").map((f) => ({ ...f, readOnly: false, form: undefined, fields: f.fields && allInput(f.fields) }) as FieldConfig);

const custom = new Map(resourceExtensions.filter((e) => e.custom).map((e) => [e.resource, e.table]));

/** The rows of a resource: its hand-written table for `custom` ones (address, role, employee; 操作日志's audit_log). */
function rowsOf(db: Db, c: ResourceConfig): Rec[] {
  const table = custom.get(c.name) ?? (c.name === "address" || c.name === "role" || c.name === "employee" ? c.name : undefined);
  const own = table ? db[table] : null;
  const rows = custom.has(c.name) && own ? own : (db.records[c.name] ?? []);
  return rows.map((row): Rec => Object.fromEntries(Object.entries(row)));
}

/** `name alias: message` for every row of `configs` in `db` that breaks a rule. */
function seedProblems(configs: ResourceConfig[], db: Db): string[] {
  const problems: string[] = [];
  for (const c of configs) {
    const fields = allInput(c.fields);
    for (const row of rowsOf(db, c)) {
      const record: Rec = {};
      for (const f of fields) record[f.key] = normalize(f, row[f.key]);
      for (const f of fields) if (!isVisible(f, record)) record[f.key] = null;
      const problem = fieldRulesError(fields, record, "create");
      if (problem) problems.push(`${c.name} ${String(row.alias)}: ${problem}`);
    }
  }
  return problems;
}

describe("seeds", () => {
  it("of every resource hold to their fields' rules", () => {
    const db = seed();
    // the check saw rows of every config (a resource with no seed would pass unseen)
    const empty = resources.filter((c) => rowsOf(db, c).length === 0).map((c) => c.name);
    expect(empty).toEqual([]);
    expect(seedProblems(resources, db)).toEqual([]);
  });

  it("that break a rule are named, read-only fields and dates that do not exist included", () => {
    const event: ResourceConfig = {
      name: "fixtureEvent", label: "活动", section: "/goods", routes: { list: "/fixtureTest/event" }, api: { base: "/fixtureTest/v1/event" },
      fields: [
        { key: "name", label: "名称", required: true, max: 6 },
        { key: "day", label: "活动日期", type: "date" },
        { key: "level", label: "等级", type: "enum", options: [{ value: 1, label: "一级" }] },
        { key: "created_at", label: "创建时间", type: "datetime", readOnly: true },
      ],
    };
    const seeds: SeedMap = {
      fixtureEvent: ({ shops }) => [
        { shop_alias: shops.admin, alias: "ev_ok", name: "春季", day: "2026-02-28", level: "1", created_at: "2026-01-01 10:00:00" },
        { shop_alias: shops.admin, alias: "ev_day", name: "闰日", day: "2026-02-29" },
        { shop_alias: shops.admin, alias: "ev_time", name: "午夜", created_at: "2026-01-01 24:00:00" },
        { shop_alias: shops.admin, alias: "ev_long", name: "一个太长的活动名称" },
        { shop_alias: shops.admin, alias: "ev_level", name: "二级", level: 2 },
      ],
    };
    const db = seed();
    seedResource(db, seeds, "fixtureEvent");
    expect(seedProblems([event], db)).toEqual([
      "fixtureEvent ev_day: 活动日期不是有效的日期",
      "fixtureEvent ev_time: 创建时间不是有效的时间",
      "fixtureEvent ev_long: 名称不能超过6个字",
      "fixtureEvent ev_level: 等级的取值无效",
    ]);
  });
});
