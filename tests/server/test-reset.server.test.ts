import { afterAll, describe, expect, it } from "vitest";
import { seed } from "../../src/demo/seed";
import { ALIAS_SEQUENCE } from "../../src/server/alias-sequence";
import { ident, openPglite, type Database } from "../../src/server/sql";
import { emptyStore, prepareStore } from "../../src/server/store";
import { storeTables } from "../../src/server/store-tables";

/**
 * A test server's reset (`POST /__test/reset`, main.ts; decision 0091) empties the store's tables
 * and seeds them again, where it used to drop them and run every migration: what it leaves must
 * be what a new database seeded on the same clock holds, whatever the suite's file before wrote:
 * every row of every table (the kept sums and tab counts, which the triggers count anew as the
 * seed goes in, among them), and the aliases' sequence. PGlite, opened and first seeded as the
 * file loads (seconds of CPU, outside the tests' time limits: decision 0086).
 */

const database: Database = await openPglite();
afterAll(() => database.close());

const AT = new Date("2026-12-06T02:00:00Z");
const seedAt = (db: Database) => prepareStore(db, { ...storeTables(), seed: () => seed(AT) });

/** Every table of the database as sorted JSON rows, the sequence's next value, and the meta but the moment it was seeded. */
async function contents(db: Database): Promise<Record<string, unknown>> {
  const tables = await db.query<{ tablename: string }>("SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename");
  const out: Record<string, unknown> = {};
  for (const { tablename } of tables) {
    const rows = await db.query<{ row: string }>(`SELECT to_jsonb(t)::text AS row FROM ${ident(tablename)} AS t WHERE NOT (to_jsonb(t) @> '{"key":"seeded_at"}') ORDER BY 1`);
    out[tablename] = rows.map((r) => r.row);
  }
  out[ALIAS_SEQUENCE] = (await db.query(`SELECT last_value, is_called FROM ${ALIAS_SEQUENCE}`))[0];
  // the triggers that keep the sums and tab counts as rows change: the reset drops them and the seeding makes them again
  out.triggers = (await db.query<{ t: string }>("SELECT tgrelid::regclass::text || ' ' || tgname AS t FROM pg_trigger WHERE NOT tgisinternal ORDER BY 1")).map((r) => r.t);
  // each key's sequence as a new table's: the next row added gets the same pos
  const seqs = await db.query<{ seq: string }>("SELECT oid::regclass::text AS seq FROM pg_class WHERE relkind = 'S' ORDER BY 1");
  for (const { seq } of seqs) out[`sequence ${seq}`] = (await db.query(`SELECT last_value, is_called FROM ${seq}`))[0];
  return out;
}

const first = await seedAt(database);
const seeded = await contents(database);

describe("a test server's reset", () => {
  it("starts from a new database seeded with the demo shop, its kept sums and tab counts", () => {
    expect(first.state).toBe("seeded");
    expect((seeded.r_order as unknown[]).length).toBeGreaterThan(10);
    expect((seeded.tab_counts as unknown[] | undefined)?.length ?? 0).toBeGreaterThan(0);
    expect((seeded.triggers as string[]).length).toBeGreaterThan(0);
  });

  it("leaves the rows, kept sums, tab counts and aliases' sequence of that seeding, whatever was written since", async () => {
    // writes as a suite's file makes them: orders gone (their counts and sums follow), an alias taken, a row added
    await database.exec(`DELETE FROM r_order WHERE pos IN (SELECT pos FROM r_order ORDER BY pos LIMIT 5)`);
    await database.query(`SELECT nextval('${ALIAS_SEQUENCE}')`);
    await database.exec(`INSERT INTO r_category (alias, shop_alias, name) VALUES ('ca_test', 'sh_test', '重置前写入')`);
    expect((await database.query<{ n: number }>("SELECT count(*)::int AS n FROM r_order"))[0]?.n).toBe((seeded.r_order as unknown[]).length - 5);
    await emptyStore(database);
    expect((await seedAt(database)).state).toBe("seeded");
    expect(await contents(database)).toEqual(seeded);
  });
});
