import type { Sql } from "../../src/server/sql";
import { aloneAndAtOnce, MIXED, perSecond, SESSIONS, signIn, type Post } from "./concurrency";
import { cpuMeter, cpuText, type CpuUse } from "./cpu-use";
import { postTo, start, stop } from "./two-processes";

/**
 * Shops side by side (issue 48, "Measure"): SHOPS shops, each a copy of the demo shop's rows, and
 * MIXED_SESSIONS sessions of mixed calls spread over them (goal on Postgres: ≥ 400 calls/s, p95 ≤
 * 100 ms). The server runs as a process of its own (scripts/api-server.ts, on BENCH_API_PORT + 2),
 * as a shop deploys it, so the bench's client does not share its one thread; with
 * BENCH_CPU_PROF=<dir> that process writes a CPU profile there when it stops. On the same server,
 * one session alone against SESSIONS at once on the demo shop (concurrency.ts), for the ratio
 * measured apart from the client.
 */

export const SHOPS = 10;
const MIXED_SESSIONS = 50;
const CALLS_EACH = 20;

/** A bench shop's owner: a copy of the demo shop's owner (same password) with a mobile of its own. */
export const ownerMobile = (i: number) => `1390000${String(i).padStart(4, "0")}`;

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * SHOPS copies of the demo shop (its owner 13800000000's), by SQL: every row of every table that
 * has a `shop_alias` (but the staff, whose mobiles sign in across shops) copied under the shop's
 * alias, the owner's user and the shop row under their own. The rows keep their aliases (unique
 * per shop, not across shops as the API makes them): the mixed calls look rows up within their
 * shop. The database's triggers keep each copy's tab counts and sums as they do for any insert.
 */
export async function copyDemoShop(sql: Sql, count = SHOPS): Promise<void> {
  const [owner] = await sql.query<{ alias: string }>(`SELECT alias FROM t_users WHERE mobile = '13800000000'`);
  const [shop] = await sql.query<{ alias: string }>(`SELECT alias FROM t_shops WHERE user_alias = $1`, [owner?.alias]);
  if (!owner || !shop) throw new Error("no demo shop to copy");
  const columnsOf = async (table: string) =>
    (await sql.query<{ column_name: string }>(`SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 AND column_name <> 'pos' ORDER BY ordinal_position`, [table])).map((c) => c.column_name);
  const copy = async (table: string, where: string, replaced: Record<string, string>) => {
    const columns = await columnsOf(table);
    const list = columns.map((c) => `"${c}"`).join(", ");
    const values = columns.map((c) => (c in replaced ? quote(replaced[c]!) : `"${c}"`)).join(", ");
    await sql.exec(`INSERT INTO "${table}" (${list}) SELECT ${values} FROM "${table}" WHERE ${where} ORDER BY pos`);
  };
  const tables = (await sql.query<{ table_name: string }>(`SELECT table_name FROM information_schema.columns WHERE table_schema = current_schema() AND column_name = 'shop_alias' AND table_name <> 't_employee' ORDER BY 1`)).map((t) => t.table_name);
  for (let i = 1; i <= count; i += 1) {
    const user = `usb${String(i).padStart(7, "0")}`;
    const alias = `shb${String(i).padStart(7, "0")}`;
    await copy("t_users", `alias = ${quote(owner.alias)}`, { alias: user, mobile: ownerMobile(i) });
    await copy("t_shops", `alias = ${quote(shop.alias)}`, { alias, user_alias: user });
    for (const table of tables) await copy(table, `shop_alias = ${quote(shop.alias)}`, { shop_alias: alias });
  }
  await sql.exec("ANALYZE");
}

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? NaN;

/** MIXED_SESSIONS sessions at once, session i on shop i mod SHOPS, CALLS_EACH mixed calls each: calls a second, p50 / p95 of a call, per path. */
async function acrossShops(post: Post, cpu: ReturnType<typeof cpuMeter>): Promise<{ perSecond: number; p50: number; p95: number; errors: number; calls: number; byPath: Map<string, number[]>; cpu: CpuUse }> {
  const tokens: string[] = [];
  for (let s = 0; s < MIXED_SESSIONS; s += 1) {
    const reply = await post("/merchant/user/v1/login/by-mobile-password", { mobile: ownerMobile((s % SHOPS) + 1), password: "Admin@123" });
    if (reply.code !== 200) throw new Error(`sign-in of shop ${(s % SHOPS) + 1} answered ${reply.code}`);
    tokens.push(String(reply.data.access_token));
  }
  const times: number[] = [];
  const byPath = new Map<string, number[]>();
  let errors = 0;
  const before = await cpu.mark();
  const started = performance.now();
  await Promise.all(
    tokens.map(async (token, s) => {
      for (let i = 0; i < CALLS_EACH; i += 1) {
        const [path, fixed] = MIXED[(s + i) % MIXED.length]!;
        const body = path.endsWith("/save") ? { ...fixed, name: `十店${s}-${i}` } : fixed;
        const begun = performance.now();
        const reply = await post(path, body, token).catch(() => ({ code: 0, data: {} }));
        const ms = performance.now() - begun;
        times.push(ms);
        byPath.set(path, [...(byPath.get(path) ?? []), ms]);
        if (reply.code !== 200) errors += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const used = await cpu.since(before, times.length);
  return { perSecond: times.length / seconds, p50: percentile(times, 50), p95: percentile(times, 95), errors, calls: times.length, byPath, cpu: used };
}

const ONE_CALL_RUNS = 20;

/** Each mixed call alone, ONE_CALL_RUNS times in a row on one session: its median (one call's own time, nothing beside it). */
async function oneCallMedians(post: Post, token: string): Promise<string> {
  const medians: string[] = [];
  for (const [path, fixed] of MIXED) {
    const times: number[] = [];
    for (let i = 0; i < ONE_CALL_RUNS; i += 1) {
      const body = path.endsWith("/save") ? { ...fixed, name: `单次${i}` } : fixed;
      const begun = performance.now();
      const reply = await post(path, body, token);
      if (reply.code !== 200) throw new Error(`${path} answered ${reply.code}`);
      times.push(performance.now() - begun);
    }
    medians.push(`${path.split("/").slice(-2).join("/")} ${percentile(times, 50).toFixed(1)}`);
  }
  return medians.join(", ");
}

/** The figures on a server process of their own (the shops copied already), as rows of docs/benchmarks.md's table. */
export async function shopsSideBySide(name: string, env: NodeJS.ProcessEnv): Promise<string[]> {
  const port = Number(process.env.BENCH_API_PORT ?? 4321) + 2;
  const server = await start(env, port, process.env.BENCH_CPU_PROF || undefined);
  try {
    const post = postTo(server.url);
    const tokens: string[] = [];
    for (let i = 0; i < SESSIONS; i += 1) tokens.push(await signIn(post));
    const medians = await oneCallMedians(post, tokens[0]!);
    const cpu = cpuMeter(server.child.pid ?? 0, env.DATABASE_URL || undefined);
    const before = await cpu.mark();
    const rates = await aloneAndAtOnce([post], tokens);
    const sideCpu = await cpu.since(before, rates.alone.calls + rates.atOnce.calls);
    const mixed = await acrossShops(post, cpu);
    const f = (n: number, d = 1) => n.toFixed(d);
    const paths = [...mixed.byPath].map(([path, ms]) => `${path.split("/").slice(-2).join("/")} ${f(percentile(ms, 50), 0)}/${f(percentile(ms, 95), 0)}`).join(", ");
    return [
      `| ${name}, server process apart: one call alone, median ms (${ONE_CALL_RUNS} each) | ${medians} | | |`,
      `| ${name}, server process apart: one session alone / ${SESSIONS} sessions at once (demo shop) | ${f(perSecond(rates.alone))} / ${f(perSecond(rates.atOnce))} calls/s (**${f(perSecond(rates.atOnce) / perSecond(rates.alone), 2)}×**) | ${rates.alone.errors} / ${rates.atOnce.errors} errors | goal ${name === "PGlite" ? "≥ 1.5×" : "≥ 3×"} |`,
      `| ${name}: ${MIXED_SESSIONS} sessions × ${CALLS_EACH} mixed calls across ${SHOPS} shops (${mixed.calls} calls) | **${f(mixed.perSecond)} calls/s**, p50 ${f(mixed.p50, 0)} ms, **p95 ${f(mixed.p95, 0)} ms** | ${mixed.errors} errors | goal ≥ 400 calls/s, p95 ≤ 100 ms |`,
      `| ${name}: the same, p50/p95 ms per call | ${paths} | | |`,
      `| ${name}: CPU a call, one session alone then ${SESSIONS} at once (demo shop) / across ${SHOPS} shops | ${cpuText(sideCpu)} / ${cpuText(mixed.cpu)} | | |`,
    ];
  } finally {
    await stop(server.child);
  }
}
