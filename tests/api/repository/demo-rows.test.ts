import { describe, expect, it } from "vitest";
import { memoryRepository } from "../../../src/api/repository/memory";
import { OWN_TABLES } from "../../../src/api/own-tables";
import { getDb } from "../../../src/demo/node";
import { resources } from "../../../src/resources";
import { asKept, DEMO_TABLES, demoRows, tableNamed } from "./demo-tables";

/**
 * Every config resource as a repository table (field-kinds.ts tableDefOf), and the demo shop's
 * rows of each read back through it as the handlers wrote them: what step 3 stores is what the
 * kinds can hold. "" and null in a field that is not text or JSON read back unset. The server
 * project's repository.server.test.ts does the same on PGlite and Postgres.
 */

describe("the demo shop's rows through the repository's tables", () => {
  it("every resource is a table: no field is named as the repository's own columns", () => {
    expect(DEMO_TABLES.length).toBe(resources.length);
    expect(() => memoryRepository(DEMO_TABLES)).not.toThrow();
    // a config's created_at is the row's own column (shown, filtered), not a field of its own
    expect(DEMO_TABLES.find((t) => t.name === "goods")?.fields.some((f) => f.key === "created_at")).toBe(false);
  });

  it("every row of every resource is kept as the handlers wrote it (memory)", async () => {
    const repo = memoryRepository(DEMO_TABLES);
    const rows = demoRows();
    expect(rows.length).toBeGreaterThan(1000);
    for (const { table, shop, row } of rows) {
      expect(await repo.table(table).insert(shop, row), `${table} ${row.alias}`).toEqual(asKept(tableNamed(table), row));
    }
  });

  it("every row of the handlers' own tables (资产, 导出, 分销设置, 素材库) is kept as the demo wrote it, by their handlers' tables (decision 0103)", async () => {
    const repo = memoryRepository(OWN_TABLES);
    const db = getDb();
    let kept = 0;
    for (const def of OWN_TABLES) {
      for (const row of db.records[def.name] ?? []) {
        expect(await repo.table(def.name).insert(row.shop_alias, row), `${def.name} ${row.alias}`).toEqual(asKept(def, row));
        kept += 1;
      }
    }
    expect(kept).toBeGreaterThan(50);
  });
});
