import { describe, expect, it } from "vitest";
import { getDb } from "../../src/demo/db";
import { api } from "../../src/demo/node";
import { callRepository } from "../../src/api/call-repository";
import { resourceExtensions } from "../../src/api/resource-actions";
import type { ResourceRow } from "../../src/api/types";
import { setupDemoApi } from "./helpers";

/**
 * An extension's `computes` names every key its `output` sets (resource-extension.ts): with it the
 * server pages the resource's list in SQL, sorting and filtering by stored fields only, so a key
 * output sets and computes leaves out would be sorted and filtered by its stored value, not the
 * value shown. Held against the output of every seeded row of the demo shop.
 */

setupDemoApi();

const declaring = resourceExtensions.filter((e) => e.output && e.computes);

describe("computes names what output sets", () => {
  it("some extensions declare it (the member list among them)", () => {
    expect(declaring.map((e) => e.resource)).toContain("member");
  });

  it.each(declaring.map((e) => ({ name: e.resource, e })))("$name: every key output sets is in computes", async ({ name, e }) => {
    const db = getDb();
    const repo = callRepository(api.ports.tables, db);
    const rows = (db.records[name] ?? []) as ResourceRow[];
    expect(rows.length).toBeGreaterThan(0);
    const keys: string[] = [];
    // each shop's rows as one page
    for (const shop of new Set(rows.map((r) => r.shop_alias))) {
      const mine = rows.filter((r) => r.shop_alias === shop);
      const output = await e.output?.(mine, { repo, shop, keptSums: null });
      for (const row of mine) keys.push(...Object.keys(output?.(row) ?? {}));
    }
    const set = new Set(keys);
    expect([...set].filter((key) => !e.computes?.includes(key))).toEqual([]);
  });
});
