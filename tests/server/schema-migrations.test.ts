import { afterAll, describe, expect, it } from "vitest";
import type { ResourceConfig } from "../../src/engine/types";
import { resources } from "../../src/resources";
import { applyMigrations, migrationFiles, snapshotOfMigrations, type NamedMigration } from "../../src/server/migrations";
import { migrate, type TableSpec } from "../../src/server/schema";
import { checkoutSchemaProblems, configuredSnapshot, readSnapshot, schemaProblems } from "../../src/server/schema-check";
import { applyOps, diffSnapshots, opSql, type DiffAnswers, type Op } from "../../src/server/schema-ops";
import { openPglite, type Database } from "../../src/server/sql";
import { insertRows, loadRows } from "../../src/server/table-io";
import { prepareStore } from "../../src/server/store";
import { storeTables } from "../../src/server/store-tables";
import { resetRefusal } from "../../src/server/reset";
import { brand } from "../engine/fixture-brand";

/**
 * Migrations and the schema snapshot (decision 0083): the configs, the committed snapshot
 * (src/server/migrations/schema.json) and the migrations agree in this checkout (the check CI
 * runs: a config changed without `npm run db:diff` fails here), db:diff's operations keep the
 * data, and the pending migrations are applied once.
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
    expect(changed[0]).toContain("r_goods.weight：无 → jsonb");
    expect(changed[0]).toContain("r_goods.stock_alert：jsonb → 无");
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
    expect(ops).toContainEqual({ op: "addColumn", table: "r_goods", column: "weight", type: "jsonb" });
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
    expect(ops).toContainEqual({ op: "addColumn", table: "r_goods", column: "alert_stock", type: "jsonb" });
  });
});

describe("migrations on a database (PGlite)", () => {
  let database: Database | undefined;
  const db = (): Database => {
    if (!database) throw new Error("no database");
    return database;
  };
  afterAll(() => database?.close());

  const spec = (columns: TableSpec["columns"]): TableSpec => ({ key: "records/fixtureThing", table: "r_fixturething", columns, indexes: [["shop_alias"]] });
  const META = [{ key: "alias", column: "alias", type: "text" as const }, { key: "shop_alias", column: "shop_alias", type: "text" as const }];
  const run = async (ops: Op[]) => db().exec(ops.flatMap(opSql).join(";\n"));

  it("a rename and a retype keep every value, those in extra too; a value the new type cannot hold moves to extra", async () => {
    database = await openPglite();
    const before = spec([...META, { key: "weight", column: "weight", type: "jsonb" }, { key: "code", column: "code", type: "jsonb" }]);
    await migrate(db(), [before]);
    // weight: a number, a string, a null (extra), none; code: text and a number
    await insertRows(db(), before, [
      { alias: "a", shop_alias: "s", weight: 5, code: "x1" },
      { alias: "b", shop_alias: "s", weight: "5kg", code: 7 },
      { alias: "c", shop_alias: "s", weight: null },
      { alias: "d", shop_alias: "s" },
    ]);
    await run([
      { op: "renameColumn", table: "r_fixturething", from: "weight", to: "weight_g" },
      { op: "retype", table: "r_fixturething", column: "weight_g", from: "jsonb", to: "float8" },
      { op: "retype", table: "r_fixturething", column: "code", from: "jsonb", to: "text" },
    ]);
    const after = spec([...META, { key: "weight_g", column: "weight_g", type: "float8" }, { key: "code", column: "code", type: "text" }]);
    expect((await loadRows(db(), after)).map((r) => r.row)).toEqual([
      { alias: "a", shop_alias: "s", weight_g: 5, code: "x1" },
      { alias: "b", shop_alias: "s", weight_g: "5kg", code: 7 },
      { alias: "c", shop_alias: "s", weight_g: null },
      { alias: "d", shop_alias: "s" },
    ]);
    const [typed] = await db().query<{ weight_g: number; moved: unknown }>("SELECT weight_g, extra -> 'weight_g' AS moved FROM r_fixturething WHERE alias = 'b' OR alias = 'a' ORDER BY alias");
    expect(typed).toEqual({ weight_g: 5, moved: null });
  });

  it("applies the pending migrations once each, in order, and records them", async () => {
    const first: NamedMigration = { id: "0001-test", ops: [] };
    const second: NamedMigration = { id: "0002-test", ops: [{ op: "createTable", table: "r_fixtureother" }, { op: "addColumn", table: "r_fixtureother", column: "n", type: "float8" }] };
    const start = (list: NamedMigration[]) => db().transaction((tx) => applyMigrations(tx, list, "UTC"));
    expect(await start([first])).toEqual(["0001-test"]);
    expect(await start([first, second])).toEqual(["0002-test"]);
    expect(await start([first, second])).toEqual([]);
    const ids = await db().query<{ id: string }>("SELECT id FROM schema_migrations ORDER BY id");
    expect(ids.map((r) => r.id)).toEqual(["0001-test", "0002-test"]);
    expect(await db().query("SELECT n FROM r_fixtureother")).toEqual([]);
  });

  it("db:reset refuses a merchant's database (accounts, not made as the demo), and takes an empty one or the demo's", async () => {
    const store = await prepareStore(db(), storeTables());
    expect(store.state).toBe("empty");
    expect(await resetRefusal(db())).toBeNull();
    await db().query("INSERT INTO t_users (alias, mobile) VALUES ('u1', '13000000001')");
    expect(await resetRefusal(db())).toContain("这个数据库是商户的数据（1 个账号），不是演示数据");
    await db().query("UPDATE meta SET value = 'true'::jsonb WHERE key = 'demo'");
    expect(await resetRefusal(db())).toBeNull();
  });
});
