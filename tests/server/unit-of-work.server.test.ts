import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { relatedRows, rowWhere } from "../../src/api/db-reach";
import { resources } from "../../src/resources";
import { migrate, tableSpecs, type TableSpec } from "../../src/server/schema";
import { openPostgres, type Database } from "../../src/server/sql";
import { insertRows, loadRows, type Row } from "../../src/server/table-io";
import { NeedTables, UnitOfWork } from "../../src/server/unit-of-work";

/**
 * The unit of work's runs (src/server/unit-of-work.ts): a run that stops for a table it has not
 * read leaves the next run the rows as read, and what a run wrote is found by diffing only the
 * tables it reached (a table no run reached is as read, so it is neither parsed again nor diffed),
 * however it reached them: by name, or through a lookup answered from the table read whole (a
 * session's end moved on). The server's own tables, on Postgres (DATABASE_URL_TEST) in a schema of
 * the file's own (PGlite's start took over the hook's 10 s at load 12: the unit of work is the same
 * code on both).
 */

const byKey = new Map(tableSpecs(resources).map((s) => [s.key, s]));
const category = byKey.get("records/category") as TableSpec;
const sessions = byKey.get("sessions") as TableSpec;
const goods = byKey.get("records/goods") as TableSpec;
const draws = byKey.get("records/drawRecord") as TableSpec;

const url = process.env.DATABASE_URL_TEST;
// a schema of this file's own: the suite's servers use the database's public schema, where pg_trgm's
// operator class lives once a migration has made it (the tables' trigram indexes need it on the path)
const schema = `uow_test_${Math.random().toString(36).slice(2, 8)}`;
let database: Database;

beforeAll(async () => {
  if (!url) return;
  const admin = await openPostgres(url);
  await admin.exec(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  await admin.close();
  database = await openPostgres(`${url}${url.includes("?") ? "&" : "?"}options=${encodeURIComponent(`-c search_path=${schema},public`)}`);
  await migrate(database, [category, sessions, goods, draws]);
});
afterAll(async () => {
  if (!url) return;
  await database.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await database.close();
});

beforeEach(async () => {
  if (!url) return;
  await database.exec(`DELETE FROM ${category.table}; DELETE FROM ${sessions.table}; DELETE FROM ${draws.table}`);
  await insertRows(database, category, ["鞋", "帽", "包"].map((name, i) => ({ alias: `ca${i}`, shop_alias: "s1", name })));
  await insertRows(database, sessions, [{ token: "t1", user_alias: "u1", expires_at: 1000 }]);
});

const names = async () => (await loadRows(database, category)).map((s) => s.row.name);

/** A run in a transaction as call-transact.ts runs it: again with what it missed read, until it has all; then its changes written. */
async function call(run: (db: ReturnType<UnitOfWork["view"]>) => void, tables: string[]): Promise<{ changed: string[]; runs: number; reached: string[] }> {
  return database.transaction(async (tx) => {
    const work = new UnitOfWork(tx, byKey);
    await work.read(tables);
    for (let runs = 1; ; runs += 1) {
      try {
        run(work.view());
      } catch (error) {
        if (!(error instanceof NeedTables)) throw error;
      }
      const missing = work.takeMissing();
      if (missing) {
        await work.readMissing(missing);
        continue;
      }
      const { changed } = work.changes();
      await work.write();
      return { changed: [...changed], runs, reached: work.reached };
    }
  });
}

describe.skipIf(!url)("a call's runs over the tables it read (unit-of-work.ts)", () => {
  it("a run stopped for a table it had not read leaves the next run the rows as read", async () => {
    const seen: unknown[] = [];
    const { changed, runs } = await call((db) => {
      const rows = db.records.category as Row[];
      seen.push(rows[0]?.name);
      rows[0]!.name = "改过";
      rows.pop();
      void db.records.goods; // not read yet: the run stops here, its changes thrown away
      rows[1]!.name = "帽子";
    }, ["records/category"]);
    expect(runs).toBe(2);
    expect(seen).toEqual(["鞋", "鞋"]);
    expect(changed).toEqual(["records/category"]);
    expect(await names()).toEqual(["改过", "帽子"]);
  });

  it("a table the run did not reach is not written, one it changed is, row by row", async () => {
    expect((await call(() => undefined, ["records/category", "sessions"])).changed).toEqual([]);
    const { changed } = await call((db) => {
      const rows = db.records.category as Row[];
      rows[2]!.name = "背包";
    }, ["records/category", "sessions"]);
    expect(changed).toEqual(["records/category"]);
    expect(await names()).toEqual(["鞋", "帽", "背包"]);
  });

  it("a row changed through a lookup answered from its table read whole is written", async () => {
    const { changed } = await call((db) => {
      const session = rowWhere(db, "sessions", "token", "t1");
      if (session) session.remember = true;
    }, ["sessions"]);
    expect(changed).toEqual(["sessions"]);
    expect((await loadRows(database, sessions)).map((s) => s.row.remember)).toEqual([true]);
  });

  it("rows related by a key no column holds (kept in extra) are read by it, not the table whole", async () => {
    expect(draws.columns.some((c) => c.key === "member_alias")).toBe(false);
    await insertRows(database, draws, [
      { alias: "d1", shop_alias: "s1", member_alias: "m1" },
      { alias: "d2", shop_alias: "s1", member_alias: "m2" },
      { alias: "d3", shop_alias: "s2", member_alias: "m1" },
      { alias: "d4", shop_alias: "s1", member_alias: "m1" },
    ]);
    let found: unknown[] = [];
    const { runs, reached } = await call((db) => {
      found = relatedRows(db, "drawRecord", "s1", "member_alias", "m1").map((r) => r.alias);
    }, []);
    expect(found).toEqual(["d1", "d4"]);
    expect(runs).toBe(2);
    expect(reached).toEqual([]);
  });
});
