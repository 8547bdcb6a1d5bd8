import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALIAS_SEQUENCE, ensureAliasSequence } from "../../src/server/alias-sequence";
import { openPostgres, type Database } from "../../src/server/sql";

/**
 * The server's aliases come from one sequence (alias-sequence.ts, decisions 0085, 0108): writers
 * side by side (two transactions, two processes' pools) never take the same number; the sequence
 * starts past the counter the store was seeded with. On Postgres (DATABASE_URL_TEST) in a schema
 * of the test's own, through two pools (PGlite is one process's; opening it here took over the
 * hook's 10 s at load 17).
 */

function pools(name: string, open: () => Promise<{ databases: Database[]; done: () => Promise<void> }>): void {
  describe(`aliases on ${name}`, () => {
    let opened: { databases: Database[]; done: () => Promise<void> } = { databases: [], done: async () => undefined };
    beforeAll(async () => {
      opened = await open();
    });
    afterAll(() => opened.done());

    it("are taken past the seeded counter, never twice across transactions side by side", async () => {
      const [first] = opened.databases;
      if (!first) throw new Error("no database");
      await first.exec("CREATE TABLE IF NOT EXISTS meta (key text PRIMARY KEY, value jsonb)");
      await first.query("INSERT INTO meta (key, value) VALUES ('seq', '500'::jsonb) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value");
      await first.transaction((tx) => ensureAliasSequence(tx));
      const reserve = (database: Database, n: number) =>
        database.transaction(async (tx) => {
          const rows = await tx.query<{ n: string }>(`SELECT nextval('${ALIAS_SEQUENCE}')::text AS n FROM generate_series(1, $1::int)`, [n]);
          return rows.map((r) => Number(r.n));
        });
      const all = (await Promise.all(opened.databases.flatMap((d) => [reserve(d, 5), reserve(d, 7), reserve(d, 3)]))).flat();
      expect(new Set(all).size).toBe(all.length);
      expect(Math.min(...all)).toBeGreaterThan(500);
      // a seed's counter above the sequence moves it on
      await first.query("UPDATE meta SET value = '100000'::jsonb WHERE key = 'seq'");
      await first.transaction((tx) => ensureAliasSequence(tx));
      expect(Math.min(...(await reserve(first, 2)))).toBeGreaterThan(100_000);
    });
  });
}

const url = process.env.DATABASE_URL_TEST;
if (url) {
  // a schema of this file's own: the suite's servers use the database's public schema
  const schema = `alias_test_${Math.random().toString(36).slice(2, 8)}`;
  const inSchema = `${url}${url.includes("?") ? "&" : "?"}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  pools("Postgres, two pools", async () => {
    const admin = await openPostgres(url);
    await admin.exec(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await admin.close();
    const databases = [await openPostgres(inSchema), await openPostgres(inSchema)];
    return {
      databases,
      done: async () => {
        await databases[0]?.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await Promise.all(databases.map((d) => d.close()));
      },
    };
  });
} else describe.skip("aliases on Postgres: DATABASE_URL_TEST is not set", () => {});
