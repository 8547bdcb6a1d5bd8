import { readFileSync } from "node:fs";
import pg from "pg";

/**
 * The CPU a phase of the bench cost (issue 48 step 4, piece C; decision 0110): the server
 * process's user + system time (Linux /proc/<pid>/stat), and on Postgres the time of the
 * database's backends (pg_stat_activity's pids on the bench's database, read the same way), as
 * ms of CPU per call. A CPU profile's samples are wall time on the thread (a `writev` to Postgres
 * that lets a backend run first counts as the server's), so this is what says what a call costs
 * the machine, whatever its load. Without /proc (not Linux) the figures are NaN.
 */

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** utime + stime of `pid`, ms; 0 when it is gone (a backend that ended: its time is lost, not counted). */
function cpuMsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // fields after the command's closing parenthesis: state is field 3, utime 14, stime 15
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

export interface CpuMark {
  server: number;
  /** Each backend's time by pid (Postgres only). */
  backends: Map<number, number>;
}

export interface CpuUse {
  /** Server process, ms of CPU per call. */
  server: number;
  /** Postgres backends of the bench's database, ms of CPU per call (NaN on PGlite). */
  postgres: number;
}

/** Marks the CPU used so far by the server process `pid` and, with `databaseUrl`, the database's backends. */
export function cpuMeter(pid: number, databaseUrl?: string) {
  const backendPids = async (): Promise<number[]> => {
    if (!databaseUrl) return [];
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()");
      return rows.map((r) => r.pid);
    } finally {
      await client.end();
    }
  };
  const mark = async (): Promise<CpuMark> => ({
    server: cpuMsOf(pid),
    backends: new Map((await backendPids()).map((p) => [p, cpuMsOf(p)])),
  });
  /** CPU per call between `before` and now (a backend opened meanwhile counted from 0). */
  const since = async (before: CpuMark, calls: number): Promise<CpuUse> => {
    const after = await mark();
    let postgres = 0;
    for (const [p, ms] of after.backends) postgres += ms - (before.backends.get(p) ?? 0);
    return { server: (after.server - before.server) / calls, postgres: databaseUrl ? postgres / calls : NaN };
  };
  return { mark, since };
}

export const cpuText = (u: CpuUse) => `server ${u.server.toFixed(2)}${Number.isNaN(u.postgres) ? "" : `, Postgres ${u.postgres.toFixed(2)}`} ms CPU a call`;
