import { describe, expect, it } from "vitest";
import { openPglite } from "../../src/server/sql";

/**
 * In-memory PGlite databases start from one blank cluster made once per process (sql.ts
 * blankCluster, decision 0132): each is a cluster of its own all the same, blank when opened,
 * whatever another one holds or held.
 */
const tables = async (db: Awaited<ReturnType<typeof openPglite>>) =>
  (await db.query<{ tablename: string }>("SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1")).map((r) => r.tablename);

const first = await openPglite();
await first.exec("CREATE TABLE written_in_first (n int); INSERT INTO written_in_first VALUES (1)");
const second = await openPglite();
await second.exec("CREATE TABLE written_in_second (n int)");
await first.close();
const third = await openPglite();

describe("in-memory PGlite databases", () => {
  it("each opens blank: none sees what another wrote, open or closed", async () => {
    expect(await tables(second)).toEqual(["written_in_second"]);
    expect(await tables(third)).toEqual([]);
  });

  it("each is a working cluster of its own (the trigram extension too)", async () => {
    await third.exec("CREATE EXTENSION IF NOT EXISTS pg_trgm; CREATE TABLE t (s text); INSERT INTO t VALUES ('商户后台')");
    expect(await third.query<{ sim: number }>("SELECT similarity(s, '商户') > 0 AS sim FROM t")).toEqual([{ sim: true }]);
    expect(await tables(second)).toEqual(["written_in_second"]);
    await Promise.all([second.close(), third.close()]);
  });
});
