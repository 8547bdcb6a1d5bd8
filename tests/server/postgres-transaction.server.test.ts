import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { openPostgres, type Database } from "../../src/server/sql";

/**
 * A transaction on Postgres (sql.ts openPostgres) sends BEGIN with its first statement: a read's
 * leading `SET TRANSACTION ISOLATION LEVEL REPEATABLE READ` (call-transact.ts) becomes BEGIN's own
 * clause, one round trip where it took two. What must not change: the isolation asked for, one
 * snapshot for a repeatable read, a write undone when the work fails, READ COMMITTED otherwise.
 * The driver's query calls are counted (each is one round trip), not replaced.
 */

function transactions(open: () => Promise<Database>): void {
  describe("a transaction on Postgres", () => {
    let db: Database;
    const table = `t_tx_test_${Math.random().toString(36).slice(2, 8)}`;
    beforeAll(async () => {
      db = await open();
      await db.exec(`CREATE TABLE ${table} (n integer)`);
    });
    afterAll(async () => {
      await db.exec(`DROP TABLE IF EXISTS ${table}`);
      await db.close();
    });
    afterEach(() => vi.restoreAllMocks());

    const sent = () => {
      const spy = vi.spyOn(pg.Client.prototype, "query");
      return () => spy.mock.calls.map((args) => String(args[0]));
    };

    it("begins a repeatable read in one statement, and keeps its snapshot", async () => {
      const statements = sent();
      const seen = await db.transaction(async (tx) => {
        await tx.query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ");
        const [level] = await tx.query<{ transaction_isolation: string }>("SHOW transaction_isolation");
        const before = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
        // committed by another connection after this transaction's snapshot
        await db.query(`INSERT INTO ${table} (n) VALUES (1)`);
        const after = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
        return { level: level?.transaction_isolation, before: before[0]?.n, after: after[0]?.n };
      });
      expect(seen).toEqual({ level: "repeatable read", before: 0, after: 0 });
      const mine = statements().filter((text) => !text.startsWith("INSERT"));
      expect(mine[0]).toBe("BEGIN ISOLATION LEVEL REPEATABLE READ");
      expect(mine.filter((text) => /^\s*(BEGIN|SET TRANSACTION)/i.test(text))).toHaveLength(1);
      expect(mine.at(-1)).toBe("COMMIT");
    });

    it("is READ COMMITTED otherwise, and undoes its writes when the work fails", async () => {
      const statements = sent();
      const level = await db.transaction(async (tx) => (await tx.query<{ transaction_isolation: string }>("SHOW transaction_isolation"))[0]?.transaction_isolation);
      expect(level).toBe("read committed");
      expect(statements().slice(0, 2)).toEqual(["BEGIN", "SHOW transaction_isolation"]);
      await expect(
        db.transaction(async (tx) => {
          await tx.query(`INSERT INTO ${table} (n) VALUES (2)`);
          throw new Error("the work failed");
        }),
      ).rejects.toThrow("the work failed");
      expect(await db.query(`SELECT n FROM ${table} WHERE n = 2`)).toEqual([]);
      expect(statements()).toContain("ROLLBACK");
    });

    it("sends nothing for work that asks nothing", async () => {
      const statements = sent();
      expect(await db.transaction(async () => "done")).toBe("done");
      expect(statements()).toEqual([]);
    });
  });
}

const url = process.env.DATABASE_URL_TEST;
if (url) transactions(() => openPostgres(url));
else describe.skip("a transaction on Postgres: DATABASE_URL_TEST is not set", () => {});
