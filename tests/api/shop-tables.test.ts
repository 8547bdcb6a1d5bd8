import { describe, expect, it } from "vitest";
import { resources } from "../../src/resources";
import { SHOP_TABLES } from "../../src/api/shop-tables";
import { tableSpecs } from "../../src/server/schema";

/**
 * The hand-written shop tables' definitions (shop-tables.ts) agree with the SQL columns the
 * server makes for them (src/server/schema.ts's fixed tables, which its migrations made): the
 * same columns, each of the same kind, so the SQL repository can serve them from these definitions.
 */

const RECORD = new Set(["alias", "shop_alias", "created_at", "updated_at"]);
const specs = new Map(tableSpecs(resources).map((s) => [s.key, s]));

describe("the shop tables' definitions", () => {
  it.each(SHOP_TABLES.map((s) => [s.def.name, s.def] as const))("%s: the columns and kinds of its SQL table", (name, def) => {
    const spec = specs.get(name);
    expect(spec?.table).toBe(`t_${name}`);
    const columns = Object.fromEntries((spec?.columns ?? []).filter((c) => !RECORD.has(c.key)).map((c) => [c.key, c.kind]));
    expect(Object.fromEntries(def.fields.map((f) => [f.key, f.kind]))).toEqual(columns);
    expect(spec?.columns.filter((c) => RECORD.has(c.key)).map((c) => [c.key, c.kind])).toEqual([
      ["alias", "text"], ["shop_alias", "text"], ["created_at", "datetime"], ["updated_at", "datetime"],
    ]);
  });
});
