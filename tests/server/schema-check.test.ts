import { describe, expect, it } from "vitest";
import type { ResourceConfig } from "../../src/engine/types";
import { resources } from "../../src/resources";
import { migrationFiles, snapshotOfMigrations, type NamedMigration } from "../../src/server/migrations";
import { checkoutSchemaProblems, configuredSnapshot, readSnapshot, schemaProblems } from "../../src/server/schema-check";
import { applyOps, diffSnapshots, type DiffAnswers } from "../../src/server/schema-ops";
import { brand } from "../engine/fixture-brand";

/**
 * The check CI runs (decision 0083), in npm test and so in CI's scaffold copy too: the configs,
 * the committed snapshot (src/server/migrations/schema.json) and the migrations agree in this
 * checkout, so a config changed without `npm run db:diff` fails here, naming what; and the
 * migration db:diff writes for the change makes it pass. No database (the operations on one:
 * schema-migrations.server.test.ts, in the database project).
 */

const root = new URL("../..", import.meta.url).pathname;
const migrations = migrationFiles();
/** db:diff's answers in a test: renames as given, anything else dropped. */
const answering = (renames: Record<string, string> = {}): DiffAnswers => ({
  tableGone: async (table) => renames[table] ?? null,
  columnGone: async (table, column) => renames[`${table}.${column}`] ?? null,
});
/** goods with its config changed as an integrator might: `weight` added, `stock_alert` named `alert_stock`. */
const goodsChanged = (configs: readonly ResourceConfig[]): ResourceConfig[] =>
  configs.map((c) =>
    c.name !== "goods" ? c : {
      ...c,
      fields: [...c.fields.map((f) => (f.key === "stock_alert" ? { ...f, key: "alert_stock" } : f)), { key: "weight", label: "重量", type: "integer" as const }],
    },
  );

describe("the check CI runs: configs, snapshot and migrations agree", () => {
  it("passes on this checkout", () => {
    expect(checkoutSchemaProblems(root)).toEqual([]);
  });

  it("fails when a config is added or changed and no migration came with it, naming what", () => {
    const withBrand = checkoutSchemaProblems(root, [...resources, brand]);
    expect(withBrand).toHaveLength(1);
    expect(withBrand[0]).toContain("配置改了而没有迁移（运行 npm run db:diff）");
    expect(withBrand[0]).toContain("新表 r_fixturebrand");
    const changed = checkoutSchemaProblems(root, goodsChanged(resources));
    expect(changed[0]).toContain("r_goods.weight：无 → bigint");
    expect(changed[0]).toContain("r_goods.stock_alert：bigint → 无");
  });

  it("fails when the snapshot was edited and no migration makes it", () => {
    const committed = readSnapshot(root);
    const edited = applyOps(committed, [{ op: "addColumn", table: "r_goods", column: "weight", type: "jsonb" }]);
    expect(schemaProblems(edited, edited, snapshotOfMigrations(migrations))[0]).toContain("与迁移文件所建的不一致：r_goods.weight");
  });

  it("passes again with the migration db:diff writes (the snapshot and the migrations both moved)", async () => {
    const configs = [...goodsChanged(resources), brand];
    const committed = readSnapshot(root);
    const ops = await diffSnapshots(committed, configuredSnapshot(configs), answering({ "r_goods.stock_alert": "alert_stock" }));
    expect(ops).toContainEqual({ op: "createTable", table: "r_fixturebrand" });
    expect(ops).toContainEqual({ op: "renameColumn", table: "r_goods", from: "stock_alert", to: "alert_stock" });
    expect(ops).toContainEqual({ op: "addColumn", table: "r_goods", column: "weight", type: "bigint" });
    // a new column takes the values rows kept for its key in extra (decision 0103), after the table's new columns are made
    const weight = ops.findIndex((op) => op.op === "fromExtra" && op.column === "weight");
    expect(ops[weight]).toEqual({ op: "fromExtra", table: "r_goods", column: "weight", type: "bigint" });
    const lastAdded = Math.max(...ops.map((op, i) => (op.op === "addColumn" && op.table === "r_goods" ? i : -1)));
    expect(lastAdded).toBeGreaterThanOrEqual(0);
    expect(lastAdded).toBeLessThan(weight);
    expect(ops.some((op) => op.op === "dropColumn")).toBe(false);
    const next: NamedMigration = { id: "9999-test", ops };
    expect(schemaProblems(configuredSnapshot(configs), applyOps(committed, ops), snapshotOfMigrations([...migrations, next]))).toEqual([]);
  });

  it("asks about a gone column: unanswered, it is dropped and the new one added", async () => {
    const asked: string[] = [];
    const ops = await diffSnapshots(readSnapshot(root), configuredSnapshot(goodsChanged(resources)), {
      tableGone: async () => null,
      columnGone: async (table, column, candidates) => {
        asked.push(`${table}.${column} → ${candidates.join(",")}`);
        return null;
      },
    });
    expect(asked).toEqual(["r_goods.stock_alert → alert_stock,weight"]);
    expect(ops).toContainEqual({ op: "dropColumn", table: "r_goods", column: "stock_alert" });
    expect(ops).toContainEqual({ op: "addColumn", table: "r_goods", column: "alert_stock", type: "bigint" });
  });

  it("checks an enum's column against its options (decision 0084): an option added is a migration too, its CHECK made again", async () => {
    const withOption = resources.map((c) =>
      c.name !== "goods" ? c : {
        ...c,
        fields: c.fields.map((f) => (f.key === "status" && f.type === "enum" ? { ...f, options: [...f.options, { value: 3, label: "已删除" }] } : f)),
      },
    );
    expect(checkoutSchemaProblems(root, withOption)[0]).toContain("r_goods.status 的取值：1, 2 → 1, 2, 3");
    const ops = await diffSnapshots(readSnapshot(root), configuredSnapshot(withOption), answering());
    expect(ops).toEqual([{ op: "dropCheck", table: "r_goods", column: "status" }, { op: "addCheck", table: "r_goods", column: "status", values: "1, 2, 3" }]);
  });

  it("gives a new resource its keys, and a field newly marked unique its index (decision 0092): no SQL by hand", async () => {
    const configs = [...resources.map((c) => (c.name !== "goods" ? c : { ...c, fields: c.fields.map((f) => (f.key === "name" ? { ...f, unique: true } : f)) })), brand];
    const ops = await diffSnapshots(readSnapshot(root), configuredSnapshot(configs), answering());
    expect(ops).toContainEqual({ op: "createIndex", table: "r_fixturebrand", name: "r_fixturebrand__u__alias", on: 'UNIQUE (shop_alias, "alias")' });
    expect(ops).toContainEqual({ op: "createIndex", table: "r_fixturebrand", name: "r_fixturebrand__u__name", on: `UNIQUE (shop_alias, "name") WHERE "name" IS NOT NULL AND "name" <> ''` });
    expect(ops).toContainEqual({ op: "createIndex", table: "r_goods", name: "r_goods__u__name", on: `UNIQUE (shop_alias, "name") WHERE "name" IS NOT NULL AND "name" <> ''` });
    expect(checkoutSchemaProblems(root, configs)[0]).toContain("索引 r_goods__u__name：新增");
  });
});
