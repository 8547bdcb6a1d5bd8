import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimRun } from "../../src/server/job-claim";
import { openPostgres, type Database } from "../../src/server/sql";

/**
 * The server's timed work is claimed once per interval across processes (job-claim.ts, decision
 * 0085): several processes asking at once for one interval get one claim between them, the next
 * interval is claimed again, and a later ask in an interval already claimed gets none. On
 * Postgres through two pools (two processes' connections), when DATABASE_URL_TEST names one
 * (PGlite is one process's; the same SQL runs there, and opening it here took over the hook's
 * 10 s at load 17).
 */

const MINUTE = 60_000;

function claims(name: string, open: () => Promise<Database[]>): void {
  describe(`claiming a job's interval on ${name}`, () => {
    let databases: Database[] = [];
    beforeAll(async () => {
      databases = await open();
    });
    afterAll(async () => {
      await Promise.all(databases.map((d) => d.close()));
    });

    it("gives one claim per interval, whichever process asks", async () => {
      const job = `test-job-${Math.random().toString(36).slice(2)}`;
      const at = Date.UTC(2026, 11, 6, 10, 0, 5);
      const askAll = (t: number) => Promise.all(databases.flatMap((d) => [0, 1, 2].map(() => claimRun(d, job, MINUTE, t))));
      expect((await askAll(at)).filter(Boolean)).toHaveLength(1);
      // later in the same minute: claimed already
      expect((await askAll(at + 40_000)).filter(Boolean)).toHaveLength(0);
      // the next minute, whoever asks first
      expect((await askAll(at + MINUTE)).filter(Boolean)).toHaveLength(1);
      // a minute nobody asked in is no debt: the one after is claimed once
      expect((await askAll(at + 3 * MINUTE)).filter(Boolean)).toHaveLength(1);
    });
  });
}

const url = process.env.DATABASE_URL_TEST;
if (url) claims("Postgres, two pools", async () => [await openPostgres(url), await openPostgres(url)]);
else describe.skip("claiming a job's interval on Postgres: DATABASE_URL_TEST is not set", () => {});
