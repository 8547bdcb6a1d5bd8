/**
 * npm run test:server — the API suite over HTTP against the real server (decision 0053):
 *   1. on PGlite (a new data folder), and on Postgres when DATABASE_URL_TEST names one: the suite's
 *      files (vitest.server.config.ts) in one vitest run, each file on a freshly seeded database
 *      (tests/server/fresh-database.ts);
 *   2. data survives a restart: written, server stopped, started again on the same data, read;
 *   3. on Postgres, two server processes on one database: the concurrent 发券 test alternates
 *      between them; and a database main at 7906b07 made, upgraded by two servers starting
 *      together (scripts/db-upgrade-check.ts, decision 0083);
 *   4. faults (decision 0075): a Postgres of the harness's own (scripts/private-postgres.ts) stopped
 *      under two server processes and started again: both answer 503 while it is away and serve
 *      again after, without a restart (skipped, and said so, where its binaries are not installed);
 *      a call in flight when SIGTERM arrives is answered before the process stops;
 *   5. the tests that start a database themselves (*.server.test.*: the `database` project of
 *      vitest.config.ts, left out of npm test; decision 0086).
 * The PGlite half's servers run with TZ=UTC, the Postgres half's with TZ=America/New_York: the
 * API's times are Beijing's whatever the process's zone (decision 0073).
 * The PGlite half and the Postgres half run side by side (each waits on its database as much as it
 * computes), each one's output kept apart and printed when it ends. Exits 1 when anything fails.
 * Each server is a child process of the server's production build (`node serve.js`, as `npm run
 * serve` runs it; decision 0131): built by this script into a folder of its own, or the one
 * TEST_SERVER_BUILD names (.ci/run: dist-server, which its build step made from the same checkout).
 * Started through Vite from the sources (scripts/api-server.ts), each start was 6 CPU-seconds more,
 * and the run starts about a dozen.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { request as httpRequest } from "node:http";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SERVER_SUITE } from "../vitest.server.config";
import { postgresBin, startPrivatePostgres } from "./private-postgres";
import { upgradeOnPostgres } from "./db-upgrade-check";

interface Running {
  url: string;
  child: ChildProcess;
}

const failures: string[] = [];
let nextPort = Number(process.env.TEST_SERVER_PORT ?? 18480);
/** How long a server may take to start (PGlite compiles its WASM; a loaded machine is slow). */
const START_LIMIT_MS = 180_000;

/** One half's output (PGlite's, Postgres's), printed whole when the half ends. */
class Output {
  private readonly chunks: string[] = [];
  write(chunk: Buffer | string): void {
    this.chunks.push(chunk.toString());
  }
  log(line: string): void {
    this.write(`[test:server] ${line}\n`);
  }
  flush(): void {
    process.stdout.write(this.chunks.splice(0).join(""));
  }
}

/** The server's build the run starts (serve.js), made once by build(). */
let serverEntry = "";

/** The production build of the server (`vite build --ssr`, as npm run build makes it), unless TEST_SERVER_BUILD names one. */
async function build(into: string): Promise<string> {
  const given = process.env.TEST_SERVER_BUILD;
  if (given) {
    const entry = join(given, "serve.js");
    if (!existsSync(entry)) throw new Error(`TEST_SERVER_BUILD=${given}: no serve.js in it (npm run build makes dist-server)`);
    console.log(`[test:server] the server's build in ${given} (TEST_SERVER_BUILD)`);
    return entry;
  }
  const code = await new Promise<number>((resolve) => {
    const child = spawn(process.execPath, ["node_modules/vite/bin/vite.js", "build", "--ssr", "src/server/serve.ts", "--outDir", into, "--logLevel", "error"], { stdio: "inherit" });
    child.on("exit", (exit) => resolve(exit ?? 1));
  });
  if (code !== 0) throw new Error("building the server (vite build --ssr src/server/serve.ts) failed");
  return join(into, "serve.js");
}

/** What serve.js prints once it listens (main.ts's start-up line): the URL it serves on. */
const LISTENING = /商户后台 API：(http:\/\/[^（\s]+)/;

function startServer(env: Record<string, string>, out: Output): Promise<Running> {
  const port = String(nextPort++);
  // API_ONLY: the console is not served; SEED_DEMO: the suite runs on the demo shop (decision 0072)
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, PORT: port, HOST: "127.0.0.1", ALLOW_RESET: "1", API_ONLY: "1", SEED_DEMO: "1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    // a server that does not listen in time is stopped, not left serving after the run
    const timer = setTimeout(() => {
      child.kill("SIGTERM");
      reject(new Error(`server on ${port} did not start within ${START_LIMIT_MS} ms`));
    }, START_LIMIT_MS);
    let printed = "";
    child.stderr?.on("data", (chunk: Buffer) => out.write(chunk));
    child.stdout?.on("data", (chunk: Buffer) => {
      printed += chunk.toString();
      out.write(chunk);
      const match = LISTENING.exec(printed);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ url: match[1], child });
      }
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server on ${port} exited (${code}) before it listened`));
    });
  });
}

/** Two servers started at once on one database; when one fails to start, the other is stopped. */
async function startTogether(env: Record<string, string>, out: Output): Promise<[Running, Running]> {
  const started = await Promise.allSettled([startServer(env, out), startServer(env, out)]);
  const running = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
  const failed = started.find((s): s is PromiseRejectedResult => s.status === "rejected");
  if (!failed) return running as [Running, Running];
  await Promise.all(running.map(stopServer));
  throw failed.reason;
}

function stopServer(server: Running): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null) return resolve();
    server.child.once("exit", () => resolve());
    server.child.kill("SIGTERM");
  });
}

/** A vitest run of the suite's config (FORCE_COLOR: its output is kept, then printed to CI's terminal). */
function vitest(env: Record<string, string>, out: Output): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["node_modules/vitest/vitest.mjs", "run", "-c", "vitest.server.config.ts"], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (chunk: Buffer) => out.write(chunk));
    child.stderr?.on("data", (chunk: Buffer) => out.write(chunk));
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

async function post(url: string, path: string, body: object, token = ""): Promise<{ code: number; msg: string; data: Record<string, unknown> }> {
  const res = await fetch(`${url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Application: "merchant-console", Authorization: token },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; msg: string; data: Record<string, unknown> };
}

/** The suite's files in one vitest run, each on a database refilled from the seed (tests/server/fresh-database.ts). */
async function suite(name: string, server: Running, out: Output): Promise<void> {
  out.log(`${name}: the API suite (${SERVER_SUITE.join(", ")})`);
  const code = await vitest({ API_URL: server.url }, out);
  if (code !== 0) failures.push(`${name}: the API suite (its failures are printed above)`);
}

/**
 * Written on a server started for it, stopped, started again on the same data, read. Returns the
 * restarted server, for the next step to use or stop: each start of a server is seconds of a
 * half's time (PGlite compiles its WASM; decision 0112). Not the suite's own server: the suite's
 * hooks leave state in it (its clock moved, its sign-in limits), which a start on the same data
 * does not have.
 */
async function restartSurvives(name: string, env: Record<string, string>, out: Output): Promise<Running> {
  const marker = `重启测试分类${Date.now().toString(36)}`;
  const first = await startServer(env, out);
  const login = { mobile: "13800000000", password: "Admin@123" };
  const token = String((await post(first.url, "/merchant/user/v1/login/by-mobile-password", login)).data?.access_token);
  const saved = await post(first.url, "/merchant/goods/v1/category/save", { name: marker, sort: 1, parent_alias: "" }, token);
  await stopServer(first);
  const server = await startServer(env, out);
  const list = await post(server.url, "/merchant/goods/v1/category/list", { keyword: marker, page_size: 100 }, token);
  const names = ((list.data?.list ?? []) as { name: string }[]).map((r) => r.name);
  if (saved.code !== 200) failures.push(`${name}: restart: the write was refused (${saved.msg})`);
  else if (list.code !== 200) failures.push(`${name}: restart: the session did not survive (${list.code} ${list.msg})`);
  else if (!names.includes(marker)) failures.push(`${name}: restart: 「${marker}」 is gone after the restart`);
  else out.log(`${name}: restart: the session and 「${marker}」 survived`);
  return server;
}

/** access:report -- --db reads the roles a merchant made: passes on the seeded database, fails on a stored grant that matches nothing. */
async function reportReadsStoredRoles(dataDir: string, out: Output): Promise<void> {
  const report = (): Promise<{ code: number; out: string }> =>
    new Promise((resolve) => {
      const child = spawn(process.execPath, ["--import", "tsx", "scripts/access-report.ts", "--db"], { env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir }, stdio: ["ignore", "pipe", "pipe"] });
      let out = "";
      child.stdout?.on("data", (c: Buffer) => (out += c.toString()));
      child.stderr?.on("data", (c: Buffer) => (out += c.toString()));
      child.on("exit", (code) => resolve({ code: code ?? 1, out }));
    });
  const clean = await report();
  if (clean.code !== 0) failures.push(`access:report --db failed on the seeded database:\n${clean.out.slice(-800)}`);
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  // with the server's extensions (sql.ts): its tables have trigram indexes
  const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  await db.query(`INSERT INTO t_role (alias, shop_alias, created_at, updated_at, name, description, permissions)
    SELECT 'rotestx', shop_alias, created_at, updated_at, '商户自建角色', '', '["/goods:view","/nowhere:view"]'::jsonb FROM t_role LIMIT 1`);
  await db.close();
  const stale = await report();
  if (stale.code === 0 || !stale.out.includes("商户自建角色") || !stale.out.includes("/nowhere:view")) {
    failures.push(`access:report --db did not refuse a stored grant that matches nothing (exit ${stale.code})`);
  } else out.log("access:report --db: reads the stored roles, refuses 商户自建角色's /nowhere:view");
}

async function onPglite(dir: string): Promise<void> {
  const out = new Output();
  try {
    // the shop's clock is Beijing's whatever the process's zone (decision 0073): this half's servers run in UTC
    const pglite = { DATA_DIR: dir, TZ: "UTC" };
    const server = await startServer(pglite, out);
    await suite("PGlite", server, out);
    await stopServer(server);
    // the restarted server is then stopped by SIGTERM mid-call
    await sigtermFinishesCalls(await restartSurvives("PGlite", pglite, out), out);
    await reportReadsStoredRoles(dir, out);
  } finally {
    out.flush();
  }
}

/**
 * The files run on two processes over one Postgres (API_URLS): the concurrent 发券, what the API stores, every write of the contract
 * read back (decision 0074), the races the locks keep and the locks held from outside (decision 0085).
 */
const TWO_PROCESS_FILES = "tests/server/{coupon-claims,stored-state,two-processes,races,call-locks,stale-save,live-events}.http.test.ts";

async function onPostgres(url: string): Promise<void> {
  const out = new Output();
  try {
    // and this half's in a zone behind UTC with daylight saving (decision 0073)
    const pg = { DATABASE_URL: url, TZ: "America/New_York" };
    // the two processes start together, as two servers of a deployment do (one migrates and seeds
    // under the start-up lock, the other finds it done): one after the other, the second's start
    // was wall time of this half. Not while the suite runs: a reset there empties the tables,
    // and a server starting then would find no demo and seed its own.
    const [a, b] = await startTogether(pg, out);
    await suite("Postgres", a, out);
    out.log("Postgres: two processes, one database");
    const code = await vitest({ API_URL: a.url, API_URLS: `${a.url},${b.url}`, SERVER_SUITE_FILE: TWO_PROCESS_FILES }, out);
    if (code !== 0) failures.push("Postgres: two processes");
    // side by side, each on a database of its own: the restart, and a database main at 7906b07 made
    // and upgraded by two servers starting together (decision 0083)
    await Promise.all([stopServer(a), stopServer(b)]);
    const [, upgrade] = await Promise.all([
      restartSurvives("Postgres", pg, out).then(stopServer),
      upgradeOnPostgres(url, (env) => startServer(env, out), stopServer, (line) => out.log(line)),
    ]);
    failures.push(...upgrade);
  } finally {
    out.flush();
  }
}

/** Status and envelope of a call of the shop's goods list (a read every call of the suite makes). */
async function goodsList(url: string, token: string): Promise<{ status: number; code: number; msg: string }> {
  const res = await fetch(`${url}/merchant/goods/v1/goods/list`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Application: "merchant-console", Authorization: token },
    body: JSON.stringify({ page: 1, page_size: 10 }),
  });
  const body = (await res.json()) as { code: number; msg: string };
  return { status: res.status, code: body.code, msg: body.msg };
}

/** Postgres stopped under two server processes and started again: 503 while it is away, served after, no restart. */
async function postgresComesBack(out: Output): Promise<void> {
  const bin = postgresBin();
  if (!bin) return out.log("faults: no Postgres binaries (initdb, pg_ctl; PG_BIN): the lost-database test skipped");
  const port = Number(process.env.TEST_PRIVATE_PG_PORT ?? nextPort++);
  const pg = startPrivatePostgres(bin, port);
  const servers: Running[] = [];
  try {
    const env = { DATABASE_URL: pg.url, SEED_DEMO: "1" };
    // one after the other: the first makes the schema and seeds, the second finds them
    servers.push(await startServer(env, out));
    servers.push(await startServer(env, out));
    const login = { mobile: "13800000000", password: "Admin@123" };
    const tokens = await Promise.all(servers.map(async (s) => String((await post(s.url, "/merchant/user/v1/login/by-mobile-password", login)).data.access_token)));
    const all = () => Promise.all(servers.map((s, i) => goodsList(s.url, tokens[i]!)));
    const before = await all();
    pg.stop();
    const away = await all();
    pg.start();
    const after = await all();
    const wrong = [
      ...before.map((r, i) => (r.code === 200 ? "" : `server ${i + 1} before the stop: ${r.status} ${r.code} ${r.msg}`)),
      ...away.map((r, i) => (r.status === 503 && r.code === 503 && r.msg === "服务暂不可用，请稍后重试" ? "" : `server ${i + 1} with Postgres stopped: ${r.status} ${r.code} ${r.msg}`)),
      ...after.map((r, i) => (r.status === 200 && r.code === 200 ? "" : `server ${i + 1} after Postgres started again: ${r.status} ${r.code} ${r.msg}`)),
      servers.every((s) => s.child.exitCode === null) ? "" : "a server process ended",
    ].filter(Boolean);
    if (wrong.length) failures.push(`faults: Postgres stopped and started:\n    ${wrong.join("\n    ")}`);
    else out.log("faults: Postgres stopped under two servers: both answered 503, stayed up, and served again once it was back");
  } finally {
    await Promise.all(servers.map(stopServer));
    pg.remove();
  }
}

/**
 * SIGTERM with a call in flight on `server`: the call (its body still coming: the server has its
 * headers, so it is the server's call) is answered, then the process stops by itself.
 */
async function sigtermFinishesCalls(server: Running, out: Output): Promise<void> {
  const { hostname, port } = new URL(server.url);
  const body = JSON.stringify({ mobile: "13800000000", password: "Admin@123" });
  const stopping = new Promise<void>((resolve) => server.child.stdout?.on("data", (c: Buffer) => c.toString().includes("正在停止") && resolve()));
  const exited = new Promise<number | null>((resolve) => server.child.once("exit", (code) => resolve(code)));
  const answer = await new Promise<{ status: number; code: number } | string>((resolve) => {
    const req = httpRequest({
      hostname, port, method: "POST", path: "/merchant/user/v1/login/by-mobile-password",
      // 100-continue: the server says when it holds the request, before the body is sent
      headers: { "Content-Type": "application/json", Application: "merchant-console", "Content-Length": Buffer.byteLength(body), Expect: "100-continue" },
    });
    req.on("continue", () => {
      server.child.kill("SIGTERM");
      void stopping.then(() => req.end(body));
    });
    req.on("response", (res) => {
      let text = "";
      res.on("data", (c: Buffer) => (text += c.toString()));
      res.on("end", () => {
        try {
          resolve({ status: res.statusCode ?? 0, code: (JSON.parse(text) as { code: number }).code });
        } catch {
          resolve(`an answer that is not JSON: ${text.slice(0, 80)}`);
        }
      });
    });
    req.on("error", (error) => resolve(`no answer (${error.message})`));
  });
  const code = await exited;
  if (typeof answer === "string" || answer.status !== 200 || answer.code !== 200) failures.push(`faults: SIGTERM: the call in flight got ${typeof answer === "string" ? answer : `${answer.status} ${answer.code}`}`);
  else if (code !== 0) failures.push(`faults: SIGTERM: the server exited ${code}`);
  else out.log("faults: SIGTERM: the call in flight was answered, then the server stopped");
}

async function onLostPostgres(): Promise<void> {
  const out = new Output();
  try {
    await postgresComesBack(out);
  } finally {
    out.flush();
  }
}

/**
 * The tests that start a database of their own (files named *.server.test.*: vitest.config.ts's
 * `database` project, which npm test leaves out, decision 0086), on PGlite and on
 * DATABASE_URL_TEST's Postgres. After the halves, so no server of theirs runs beside them: beside
 * the Postgres half's last steps, at load 20, its PGlite opens ran past their tests' 20 s (0091).
 */
async function databaseProject(): Promise<void> {
  const out = new Output();
  try {
    const code = await new Promise<number>((resolve) => {
      const child = spawn(process.execPath, ["node_modules/vitest/vitest.mjs", "run", "--project", "database*"], { env: process.env, stdio: ["ignore", "pipe", "pipe"] });
      child.stdout?.on("data", (chunk: Buffer) => out.write(chunk));
      child.stderr?.on("data", (chunk: Buffer) => out.write(chunk));
      child.on("exit", (exit) => resolve(exit ?? 1));
    });
    if (code !== 0) failures.push("the database projects (*.server.test.*, vitest run --project 'database*') failed");
    else out.log("the database projects (*.server.test.*): passed");
  } finally {
    out.flush();
  }
}

const dir = mkdtempSync(join(tmpdir(), "merchant-pglite-"));
// in the checkout (dist-*: ignored), where serve.js finds the packages it imports (node_modules)
const built = mkdtempSync("dist-test-server-");
const url = process.env.DATABASE_URL_TEST;
try {
  serverEntry = await build(built);
  const halves = [onPglite(dir), url ? onPostgres(url) : Promise.resolve(console.log("[test:server] DATABASE_URL_TEST is not set: Postgres skipped")), onLostPostgres()];
  // a half that throws (a server that did not start) fails the run after the other has ended
  for (const result of await Promise.allSettled(halves)) if (result.status === "rejected") failures.push(String(result.reason));
} finally {
  rmSync(dir, { recursive: true, force: true });
  rmSync(built, { recursive: true, force: true });
}
await databaseProject();
if (failures.length) {
  console.log(`[test:server] FAILED:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log("[test:server] passed");
process.exit(0);
