import { afterAll, describe, expect, it } from "vitest";
import { applyMigrations, type NamedMigration } from "../../src/server/migrations";
import type { FieldKind } from "../../src/api/repository/types";
import { columnOfKind, migrate, type TableSpec } from "../../src/server/schema";
import { opsSql, type Op } from "../../src/server/schema-ops";
import { uniqueIndexName, uniqueOn } from "../../src/server/repository/table-names";
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
  const col = (key: string, kind: FieldKind, allowed?: (string | number)[]) => columnOfKind(key, key, kind, allowed);
  const META = [col("alias", "text"), col("shop_alias", "text")];
  const run = async (ops: Op[]) => db().exec(opsSql(ops).join(";\n"));

  const before = spec([...META, col("weight", "json"), col("code", "json")]);

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
      { op: "retype", table: "r_fixturething", column: "weight_g", from: "jsonb", to: "numeric" },
      { op: "retype", table: "r_fixturething", column: "code", from: "jsonb", to: "text" },
    ]);
    const after = spec([...META, col("weight_g", "number"), col("code", "text")]);
    expect((await loadRows(db(), after)).map((r) => r.row)).toEqual([
      { alias: "a", shop_alias: "s", weight_g: 5, code: "x1" },
      { alias: "b", shop_alias: "s", weight_g: "5kg", code: 7 },
      { alias: "c", shop_alias: "s", weight_g: null },
      { alias: "d", shop_alias: "s" },
    ]);
    const [typed] = await db().query<{ weight_g: number; moved: unknown }>("SELECT weight_g::float8 AS weight_g, extra -> 'weight_g' AS moved FROM r_fixturething WHERE alias = 'b' OR alias = 'a' ORDER BY alias");
    expect(typed).toEqual({ weight_g: 5, moved: null });
  });

  it("retypes today's layout to typed columns (decision 0084): every row reads back as written, whatever the session's zone; sums are exact", async () => {
    const legacy = spec([...META, col("price", "json"), col("qty", "json"), col("at", "text"), col("day", "json"), col("state", "json")]);
    const table = { ...legacy, table: "r_fixturetyped" };
    await migrate(db(), [table]);
    const written = [
      { alias: "a", shop_alias: "s", price: 12.5, qty: 3, at: "2026-01-02 03:04:05", day: "2026-01-02", state: "a" },
      // none of these is what its new column holds as written: each is kept in extra
      { alias: "b", shop_alias: "s", price: 0.125, qty: 2.5, at: "2026-02-30 10:00:00", day: "", state: "z" },
      { alias: "c", shop_alias: "s", price: "12", qty: "3", at: "2026-01-02T03:04:05", day: "2026-13-01", state: 1 },
      { alias: "d", shop_alias: "s", price: 0.1, qty: 9007199254740991 },
      { alias: "e", shop_alias: "s", price: 0.2, at: "2026-03-04 24:00:00" },
    ];
    await insertRows(db(), table, written);
    await run([
      { op: "retype", table: "r_fixturetyped", column: "price", from: "jsonb", to: "numeric(12,2)" },
      { op: "retype", table: "r_fixturetyped", column: "qty", from: "jsonb", to: "bigint" },
      { op: "retype", table: "r_fixturetyped", column: "at", from: "text", to: "timestamptz" },
      { op: "retype", table: "r_fixturetyped", column: "day", from: "jsonb", to: "date" },
      { op: "retype", table: "r_fixturetyped", column: "state", from: "jsonb", to: "text" },
      { op: "addCheck", table: "r_fixturetyped", column: "state", values: "'a', 'b'" },
    ]);
    const typed = { ...spec([...META, col("price", "money"), col("qty", "integer"), col("at", "datetime"), col("day", "date"), col("state", "text", ["a", "b"])]), table: "r_fixturetyped" };
    const types = await db().query<{ column_name: string; data_type: string }>(
      "SELECT column_name, data_type FROM information_schema.columns WHERE table_name = 'r_fixturetyped' AND column_name IN ('price', 'qty', 'at', 'day', 'state') ORDER BY 1",
    );
    expect(types.map((t) => `${t.column_name} ${t.data_type}`)).toEqual(["at timestamp with time zone", "day date", "price numeric", "qty bigint", "state text"]);
    // the shop's wall time, whatever zone the session is in
    await db().exec("SET TIME ZONE 'America/New_York'");
    expect((await loadRows(db(), typed)).map((r) => r.row)).toEqual(written);
    const [held] = await db().query<{ moved: string[]; total: string; at: string }>(
      "SELECT (SELECT array_agg(k ORDER BY k) FROM r_fixturetyped, jsonb_object_keys(extra) AS k WHERE alias = 'b') AS moved, sum(price)::text AS total, (SELECT at::text FROM r_fixturetyped WHERE alias = 'a') AS at FROM r_fixturetyped",
    );
    await db().exec("SET TIME ZONE 'UTC'");
    expect(held).toEqual({ moved: ["day", "price", "qty", "at", "state"].sort(), total: "12.80", at: "2026-01-01 14:04:05-05" });
    // the enum's check holds: a value outside its options is refused by the database itself
    await expect(db().query("UPDATE r_fixturetyped SET state = 'z' WHERE alias = 'a'")).rejects.toThrow(/r_fixturetyped__c__state/);
    // and a write of one goes to extra, as the other misfits did
    await insertRows(db(), typed, [{ alias: "f", shop_alias: "s", price: 0.3, state: "z", at: "2026-05-06 07:08:09" }]);
    expect((await loadRows(db(), typed)).at(-1)?.row).toEqual({ alias: "f", shop_alias: "s", price: 0.3, state: "z", at: "2026-05-06 07:08:09" });
  });

  it("adds a unique key only when no two rows would break it: else it stops, naming the rows, and changes nothing (decision 0092)", async () => {
    const table = "r_fixturekeyed";
    const keyed = { ...spec([...META, col("name", "text")]), table };
    await migrate(db(), [keyed]);
    const keys: Op[] = [
      { op: "createIndex", table, name: uniqueIndexName(table, "alias"), on: uniqueOn("alias", "text") },
      { op: "createIndex", table, name: uniqueIndexName(table, "name"), on: uniqueOn("name", "text") },
    ];
    const rows = [
      { alias: "a", shop_alias: "s", name: "苹果" },
      { alias: "b", shop_alias: "s", name: "苹果" },
      { alias: "a", shop_alias: "s", name: "香蕉" },
      // another shop's, and empty values, are no duplicates
      { alias: "c", shop_alias: "t", name: "苹果" },
      { alias: "d", shop_alias: "s", name: "" },
      { alias: "e", shop_alias: "s", name: "" },
      { alias: "f", shop_alias: "s" },
      { alias: "g", shop_alias: "s" },
    ];
    await insertRows(db(), keyed, rows);
    const indexes = async () => (await db().query<{ n: string }>("SELECT indexname AS n FROM pg_indexes WHERE tablename = $1 AND strpos(indexname, '__u__') > 0 ORDER BY 1", [table])).map((r) => r.n);
    const migrating = () => db().transaction((tx) => tx.exec(opsSql(keys).join(";\n")));
    await expect(migrating()).rejects.toThrow("r_fixturekeyed 有重复的行，不能建唯一索引 r_fixturekeyed__u__alias（shop_alias, \"alias\"）：(s,a)：编号 a（pos 1）、编号 a（pos 3）。");
    expect(await indexes()).toEqual([]);
    await db().query(`UPDATE ${table} SET alias = 'a2' WHERE pos = 3`);
    await expect(migrating()).rejects.toThrow(/不能建唯一索引 r_fixturekeyed__u__name（shop_alias, "name"）：\(s,苹果\)：编号 a（pos 1）、编号 b（pos 2）。先在店铺里改掉重复的值/);
    expect(await indexes()).toEqual([]);
    expect((await loadRows(db(), keyed)).map((r) => r.row.name)).toEqual(rows.map((r) => r.name));
    await db().query(`UPDATE ${table} SET name = '青苹果' WHERE pos = 2`);
    await migrating();
    expect(await indexes()).toEqual(["r_fixturekeyed__u__alias", "r_fixturekeyed__u__name"]);
    await expect(db().query(`INSERT INTO ${table} (alias, shop_alias, name) VALUES ('h', 's', '青苹果')`)).rejects.toThrow(/r_fixturekeyed__u__name/);
    await db().query(`INSERT INTO ${table} (alias, shop_alias, name) VALUES ('h', 's', '')`);
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
