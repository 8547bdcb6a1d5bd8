import type { Database } from "./sql";

/**
 * The server's timed work runs once per interval across processes, not once in every process
 * (issue 48, decision 0085): each process's timer asks to claim the interval it is in, and one
 * claim per interval succeeds, whichever process asks first. The claim is a row per job in
 * `job_runs` holding when the next interval starts, moved on by an `INSERT … ON CONFLICT DO
 * UPDATE … WHERE` that only one transaction can win (Postgres locks the row it updates, and
 * the loser sees the winner's value). No process is the leader for good: when one stops, the
 * next interval is claimed by another. Works alike on PGlite (one process) and Postgres; the
 * job queues that would do this (pg-boss, graphile-worker) need Node ≥ 22 and a Postgres server
 * reached through `pg`, not the embedded PGlite.
 */

export const JOB_RUNS_TABLE = "CREATE TABLE IF NOT EXISTS job_runs (name text PRIMARY KEY, next_at double precision NOT NULL)";
/** Making the table: two processes starting together make it once. */
const JOB_RUNS_LOCK = 53_0005;

const made = new WeakMap<Database, Promise<void>>();

function ensureTable(database: Database): Promise<void> {
  let ready = made.get(database);
  if (!ready) {
    ready = database.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock($1)", [JOB_RUNS_LOCK]);
      await tx.exec(JOB_RUNS_TABLE);
    });
    ready.catch(() => made.delete(database));
    made.set(database, ready);
  }
  return ready;
}

/** Claims the run of `job` for the interval of `everyMs` that holds `at`: true for the first asker of that interval on any process. */
export async function claimRun(database: Database, job: string, everyMs: number, at: number = Date.now()): Promise<boolean> {
  await ensureTable(database);
  const next = (Math.floor(at / everyMs) + 1) * everyMs;
  const won = await database.query(
    "INSERT INTO job_runs (name, next_at) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET next_at = EXCLUDED.next_at WHERE job_runs.next_at <= $3 RETURNING name",
    [job, next, at],
  );
  return won.length > 0;
}
