/**
 * The CPU each mixed call costs, path by path (issue 48 step 4, piece C; decision 0110): a server
 * process of its own (scripts/api-server.ts on BENCH_API_PORT, default 4321) on the database
 * BENCH_DATABASE_URL names (Postgres; the demo shop seeded and copied to 10 shops the first time,
 * kept for the next run), each call of bench/api/concurrency.ts's MIXED made CALLS times in a row
 * on one session, then all of them from SESSIONS sessions at once across the shops; for each, the
 * server's and the database's ms of CPU a call (cpu-use.ts) and the median time of a call.
 * BENCH_CPU_PROF=<dir>: the server writes its CPU profile there (read it with cpu-profile.ts).
 *
 *   BENCH_DATABASE_URL=postgres://…/db node --import tsx bench/api/cpu-per-call.ts
 *
 * Quicker than `npm run bench:server` and steadier on a shared machine (CPU, not wall time), for
 * trying a cut; the figures for docs/benchmarks.md stay bench:server's.
 */
import { loadavg } from "node:os";
import { createServer } from "vite";
import { MIXED, type Post } from "./concurrency";
import { cpuMeter, cpuText } from "./cpu-use";
import { copyDemoShop, ownerMobile, SHOPS } from "./shops";
import { postTo, start, stop } from "./two-processes";

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error("BENCH_DATABASE_URL: a Postgres database (made empty; kept between runs)");
const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const SESSIONS = 20;
const EACH = 20;
const env = { ...process.env, DATABASE_URL: url };

// the first run seeds the demo shop and copies it (through the API in this process, as run.ts does)
const vite = await createServer({ server: { middlewareMode: true, hmr: false, ws: false, watch: null }, appType: "custom", logLevel: "error" });
try {
  const { openApi } = (await vite.ssrLoadModule("/src/server/main.ts")) as typeof import("../../src/server/main");
  const api = await openApi({ ...env, API_ONLY: "1", SEED_DEMO: "1" });
  const [copied] = await api.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM t_users WHERE mobile = $1`, [ownerMobile(1)]);
  if (!copied?.n) await copyDemoShop(api.database);
  await api.close();
} finally {
  await vite.close();
}

const server = await start(env, Number(process.env.BENCH_API_PORT ?? 4321), process.env.BENCH_CPU_PROF || undefined);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
try {
  const post: Post = postTo(server.url);
  const signIn = async (shop: number) => {
    const reply = await post("/merchant/user/v1/login/by-mobile-password", { mobile: ownerMobile(shop), password: "Admin@123" });
    if (reply.code !== 200) throw new Error(`sign-in answered ${reply.code}`);
    return String(reply.data.access_token);
  };
  const cpu = cpuMeter(server.child.pid ?? 0, url);
  const token = await signIn(1);
  const call = async (path: string, fixed: object, token: string, i: number) => {
    const reply = await post(path, path.endsWith("/save") ? { ...fixed, name: `CPU${Date.now()}-${i}` } : fixed, token);
    if (reply.code !== 200) throw new Error(`${path} answered ${reply.code}`);
  };
  console.log(`load ${loadavg()[0]?.toFixed(1)}`);
  for (const [path, fixed] of MIXED) {
    for (let i = 0; i < 10; i += 1) await call(path, fixed, token, i);
    const times: number[] = [];
    const before = await cpu.mark();
    for (let i = 0; i < CALLS; i += 1) {
      const begun = performance.now();
      await call(path, fixed, token, i);
      times.push(performance.now() - begun);
    }
    console.log(`${path.split("/").slice(-2).join("/").padEnd(20)} ${cpuText(await cpu.since(before, CALLS))}, median ${median(times).toFixed(1)} ms`);
  }
  const tokens: string[] = [];
  for (let s = 0; s < SESSIONS; s += 1) tokens.push(await signIn((s % SHOPS) + 1));
  const before = await cpu.mark();
  const begun = performance.now();
  await Promise.all(tokens.map(async (t, s) => {
    for (let i = 0; i < EACH; i += 1) {
      const [path, fixed] = MIXED[(s + i) % MIXED.length]!;
      await call(path, fixed, t, i);
    }
  }));
  const seconds = (performance.now() - begun) / 1000;
  console.log(`${SESSIONS} sessions at once across ${SHOPS} shops: ${cpuText(await cpu.since(before, SESSIONS * EACH))}, ${((SESSIONS * EACH) / seconds).toFixed(1)} calls/s; load ${loadavg()[0]?.toFixed(1)}`);
} finally {
  await stop(server.child);
}
