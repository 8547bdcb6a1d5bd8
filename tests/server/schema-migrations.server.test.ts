import { afterAll, describe, expect, it } from "vitest";
import { applyMigrations, type NamedMigration } from "../../src/server/migrations";
import { migrate, type TableSpec } from "../../src/server/schema";
import { opSql, type Op } from "../../src/server/schema-ops";
import { openPglite, type Database } from "../../src/server/sql";
import { insertRows, loadRows } from "../../src/server/table-io";
import { prepareStore } from "../../src/server/store";
import { storeTables } from "../../src/server/store-tables";
import { resetRefusal } from "../../src/server/reset";

/**
 * Migrations on a database (decision 0083; PGlite, so in the database project that test:server
 * runs): db:diff's operations keep the data, the pending migrations are applied once each, and
 * db:reset takes the demo's database only. The check of the configs against the migrations,
 * without a database: schema-check.test.ts.
 */

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

  const before = spec([...META, { key: "weight", column: "weight", type: "jsonb" }, { key: "code", column: "code", type: "jsonb" }]);

  // one database for the file (opening PGlite is seconds, more under load)
  it("makes a table as the migrations do: its columns, pos and extra", async () => {
    database = await openPglite();
    await migrate(db(), [before]);
    const columns = await db().query<{ column_name: string }>("SELECT column_name FROM information_schema.columns WHERE table_name = 'r_fixturething' ORDER BY 1");
    expect(columns.map((c) => c.column_name)).toEqual(["alias", "code", "extra", "pos", "shop_alias", "weight"]);
  });

  it("a rename and a retype keep every value, those in extra too; a value the new type cannot hold moves to extra", async () => {
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
