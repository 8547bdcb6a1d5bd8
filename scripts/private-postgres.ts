/**
 * A Postgres cluster of the test harness's own (scripts/test-server.ts), in a temporary folder
 * on a port of its own: the test that stops Postgres under running servers stops this one, never
 * a cluster anyone else uses. Needs the server's binaries (initdb, pg_ctl: PG_BIN, else Debian's
 * /usr/lib/postgresql/<version>/bin); as root (CI), they run as the `postgres` user, since
 * Postgres refuses to run as root.
 */
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";

export interface PrivatePostgres {
  url: string;
  stop(): void;
  start(): void;
  /** Stops it and removes its folder. */
  remove(): void;
}

/** The folder of initdb and pg_ctl, or null when this machine has none. */
export function postgresBin(): string | null {
  const named = process.env.PG_BIN;
  if (named) return existsSync(join(named, "pg_ctl")) ? named : null;
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter((v) => existsSync(join(root, v, "bin", "pg_ctl"))).sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], "bin") : null;
}

const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** Makes and starts a cluster on `port` (trust sign-in, on 127.0.0.1 only) with the database `merchant`. */
export function startPrivatePostgres(bin: string, port: number): PrivatePostgres {
  const dir = mkdtempSync(join(tmpdir(), "merchant-pg-"));
  const asRoot = userInfo().uid === 0;
  if (asRoot) chownSync(dir, Number(execFileSync("id", ["-u", "postgres"]).toString().trim()), Number(execFileSync("id", ["-g", "postgres"]).toString().trim()));
  const run = (command: string, args: string[]) => {
    const line = [join(bin, command), ...args].map(quote).join(" ");
    execFileSync(asRoot ? "su" : "sh", asRoot ? ["postgres", "-s", "/bin/sh", "-c", line] : ["-c", line], { stdio: ["ignore", "ignore", "pipe"] });
  };
  const data = join(dir, "data");
  const ctl = (...args: string[]) => run("pg_ctl", ["-D", data, "-l", join(dir, "log"), "-w", ...args]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
  ctl("-o", options, "start");
  run("createdb", ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", "merchant"]);
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/merchant`,
    stop: () => {
      ctl("stop", "-m", "fast");
      running = false;
    },
    start: () => {
      ctl("-o", options, "start");
      running = true;
    },
    remove: () => {
      if (running) ctl("stop", "-m", "immediate");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
