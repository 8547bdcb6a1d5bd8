/**
 * npm run bench:server — the API server's own figures (issue 36), on this machine:
 *   1. the order list with 100,000 orders in the shop: p50 / p95 of the call over HTTP (goal p95 ≤ 50 ms),
 *      of 20 rows and of 100 rows a page, and the goods list beside those orders,
 *      as a merchant clicks it (pages, tabs, a sort), and 订单号 typed in part apart;
 *   2. 50 sessions at once, 20 mixed calls each (lists, the 工作台, a save) on the demo shop as seeded
 *      (before the 100,000 orders, so that each figure measures one thing): errors and p50 / p95;
 *   3. the calls side by side (issue 48, concurrency.ts): 40 sessions at once against one alone, the
 *      order list during 30 sign-ins against idle, and on Postgres two server processes against one
 *      (spawned on BENCH_API_PORT and the next port, default 4321);
 *   4. shops side by side (shops.ts): the demo shop copied 10 times, 50 sessions of mixed calls spread
 *      over them, on a server process of its own (BENCH_API_PORT + 2; BENCH_CPU_PROF=<dir>: its CPU profile),
 *      and there too one session alone against 40 at once.
 * On PGlite in a new data folder (and on Postgres when BENCH_DATABASE_URL names an empty database).
 * BENCH_ONLY=concurrency measures 3 and 4 only, BENCH_ONLY=shops 4 only (no 100,000 orders);
 * BENCH_ONLY=orders100k measures 1 only (no sessions at once), with the first page alone, a filter
 * of the 订单 screen and 订单号 in part timed apart (issue 48: p95 ≤ 30 ms, in part ≤ 50 ms). Each
 * row names the machine's load (1-minute average) when it was measured. A figure, not a test: it
 * prints a table for docs/benchmarks.md.
 */
import { loadavg } from "node:os";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { createServer } from "vite";
import { fillOrders } from "../server/fill-orders";
import { aloneAndAtOnce, concurrencyRows, listDuringSignIns, SESSIONS, signIn as signInOn, type Post } from "./concurrency";
import { copyDemoShop, shopsSideBySide } from "./shops";
import { twoProcesses } from "./two-processes";

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const LIST_CALLS = 100;
const PART_CALLS = 20;
const GOODS_CALLS = 5;
const MANY_SESSIONS = 50;
const ONLY_CONCURRENCY = process.env.BENCH_ONLY === "concurrency";
const ONLY_ORDERS = process.env.BENCH_ONLY === "orders100k";
const ONLY_SHOPS = process.env.BENCH_ONLY === "shops";
const ALONE_CALLS = 200;
// two-processes.ts spawns its servers on BENCH_API_PORT and the next one, shops.ts its own on the one after: this process's is the next
const OWN_PORT = process.env.BENCH_API_PORT ? Number(process.env.BENCH_API_PORT) + 3 : 0;
const CALLS_PER_SESSION = 20;

const vite = await createServer({ server: { middlewareMode: true, hmr: false, ws: false, watch: null }, appType: "custom", logLevel: "error" });
const load = <T>(path: string) => vite.ssrLoadModule(path) as Promise<T>;
const { openApi } = await load<typeof import("../../src/server/main")>("/src/server/main.ts");
const { insertRows, loadRows } = await load<typeof import("../../src/server/table-io")>("/src/server/table-io.ts");

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await work();
  return [performance.now() - start, result];
}

/** The API in this process over HTTP on a free port of loopback, on the database `env` names (the demo shop seeded when new). */
async function serveIn(env: NodeJS.ProcessEnv) {
  // the demo shop, asked for (decision 0072): the bench fills its orders on top of it
  const api = await openApi({ ...env, API_ONLY: "1", SEED_DEMO: "1" });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: api.app.fetch, hostname: "127.0.0.1", port: OWN_PORT }, () => resolve(s));
  });
  // the client keeps its connection while the orders are filled: Node's 5 s would close it under a call (ECONNRESET)
  if ("keepAliveTimeout" in server) server.keepAliveTimeout = 3_600_000;
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const post = async (path: string, body: object, token = "") => {
    const res = await fetch(`${url}${path}`, { method: "POST", headers: { "Content-Type": "application/json", Application: "merchant-console", Authorization: token }, body: JSON.stringify(body) });
    return (await res.json()) as { code: number; data: Record<string, unknown> };
  };
  const close = async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await api.close();
  };
  return { api, post, close };
}

async function benchOn(name: string, env: NodeJS.ProcessEnv): Promise<string[]> {
  const first = await serveIn(env);
  // 3. the calls side by side, on the demo shop as seeded (issue 48)
  const side: string[] = [];
  if (!ONLY_ORDERS && !ONLY_SHOPS) {
    const post = first.post as Post;
    const tokens: string[] = [];
    for (let i = 0; i < SESSIONS; i += 1) tokens.push(await signInOn(post));
    const rates = await aloneAndAtOnce([post], tokens);
    const list = await listDuringSignIns(post, await signInOn(post));
    side.push(...concurrencyRows(name, rates, list, name === "PGlite" ? "≥ 1.5×" : "≥ 3×"));
    if (env.DATABASE_URL) side.push(...(await twoProcesses(name, env)));
  }
  // 4. shops side by side, on a server process of its own (shops.ts): this process lets go of the database first
  if (!ONLY_ORDERS) await copyDemoShop(first.api.database);
  await first.close();
  if (!ONLY_ORDERS) side.push(...(await shopsSideBySide(name, env)));
  if (ONLY_CONCURRENCY || ONLY_SHOPS) return side;
  const { api, post, close } = await serveIn(env);
  const signIn = () => signInOn(post);
  const token = await signIn();
  // 1. 50 sessions at once, 20 mixed calls each, on the demo shop as seeded
  // signed in one after another: 50 sign-ins at once are a burst no shop makes (and each hashes a password)
  const tokens: string[] = [];
  for (let i = 0; i < (ONLY_ORDERS ? 0 : MANY_SESSIONS); i += 1) tokens.push(await signIn());
  const mixed: [string, object][] = [
    ["/merchant/order/v1/order/list", { page: 1 }],
    ["/merchant/goods/v1/goods/list", { page: 1 }],
    ["/merchant/member/v1/member/list", { page: 1 }],
    ["/merchant/shop/v1/dashboard/overview", {}],
    ["/merchant/goods/v1/category/save", { name: "压测分类", sort: 1, parent_alias: "" }],
  ];
  const times: number[] = [];
  let errors = 0;
  const [wallMs] = await timed(() => Promise.all(tokens.map(async (t, s) => {
    for (let i = 0; i < CALLS_PER_SESSION; i += 1) {
      const [path, fixed] = mixed[(s + i) % mixed.length] ?? mixed[0]!;
      const body = path.endsWith("/save") ? { ...fixed, name: `压测${s}-${i}` } : fixed;
      const [ms, reply] = await timed(() => post(path, body, t).catch(() => ({ code: 0, data: {} })));
      times.push(ms);
      if (reply.code !== 200) errors += 1;
    }
  })));
  // 2. the shop's orders, copied until the shop has ORDERS (new aliases; the same shop and members)
  const fillMs = (await fillOrders(api, { insertRows, loadRows }, ORDERS)) * 1000;
  const total = (await post("/merchant/order/v1/order/list", { page: 1 }, token)).data.total;
  // 1. the list as a merchant clicks through it: pages, tabs, a sort; and 订单号 typed in part, a search
  // no index answers (strpos over every order of the shop), timed apart
  const bodies = [{ page: 1 }, { page: 2 }, { page: 500, page_size: 20 }, { status: "WAIT_SEND" }, { status: "SUCCESS", page: 3 }, { sort_field: "pay_amount", sort_order: "desc" }];
  const timesOf = async (made: object[], calls: number) => {
    const times: number[] = [];
    for (let i = 0; i < calls; i += 1) {
      const [ms, reply] = await timed(() => post("/merchant/order/v1/order/list", made[i % made.length] ?? {}, token));
      if (reply.code !== 200) throw new Error(`order/list answered ${reply.code}`);
      times.push(ms);
    }
    return times;
  };
  const listTimes = await timesOf(bodies, LIST_CALLS);
  // the same clicks on a page of 100 rows (issue 38, item 4: 20 and 100 rows)
  const hundredTimes = await timesOf(bodies.map((b) => ({ ...b, page_size: 100, ...("page" in b && b.page === 500 ? { page: 100 } : {}) })), LIST_CALLS);
  const partTimes = await timesOf([{ order_sn: "000001234" }], PART_CALLS);
  // issue 48's figures, each body alone: the first page as /order opens, a filter of its form that the
  // kept tab counts do not answer (its rows counted), and 订单号 typed in part (a few numbers in turn)
  const alone: [string, object[]][] = [
    ["first page, newest first", [{ page: 1 }]],
    ["filtered by 配送方式 (自提)", [{ page: 1, delivery_type: "pickup" }]],
    ["订单号 typed in part", ["000001234", "00008765", "0000567", "00009999"].map((order_sn) => ({ page: 1, order_sn }))],
  ];
  const aloneRows: string[] = [];
  for (const [what, made] of alone) {
    await timesOf(made, 5); // warm: the plan cached, the pages read once
    const load = loadavg()[0]?.toFixed(1);
    const times = await timesOf(made, ALONE_CALLS);
    aloneRows.push(`| ${name}: order list, ${what} (${ALONE_CALLS} calls, load ${load}) | p50 ${percentile(times, 50).toFixed(1)} ms | p95 ${percentile(times, 95).toFixed(1)} ms | |`);
  }
  // the goods list of the same shop: each item's 销量 is counted from its orders when read (decision 0026)
  const goodsTimes: number[] = [];
  for (let i = 0; i < GOODS_CALLS; i += 1) {
    const [ms, reply] = await timed(() => post("/merchant/goods/v1/goods/list", { page: 1, page_size: 20 }, token));
    if (reply.code !== 200) throw new Error(`goods/list answered ${reply.code}`);
    goodsTimes.push(ms);
  }
  await close();
  const f = (n: number) => n.toFixed(0);
  if (ONLY_ORDERS) {
    return [
      `| ${name}: order list, ${String(total)} orders in the shop (${LIST_CALLS} calls: pages, tabs, a sort; filled in ${f(fillMs / 1000)} s) | p50 ${f(percentile(listTimes, 50))} ms | p95 ${f(percentile(listTimes, 95))} ms | |`,
      ...aloneRows,
    ];
  }
  return [
    `| ${name}: order list, ${String(total)} orders in the shop (${LIST_CALLS} calls: pages, tabs, a sort; filled in ${f(fillMs / 1000)} s) | p50 ${f(percentile(listTimes, 50))} ms | p95 ${f(percentile(listTimes, 95))} ms | goal p95 ≤ 50 ms |`,
    `| ${name}: the same list, 100 rows a page (${LIST_CALLS} calls) | p50 ${f(percentile(hundredTimes, 50))} ms | p95 ${f(percentile(hundredTimes, 95))} ms | |`,
    `| ${name}: the same list, 订单号 typed in part (${PART_CALLS} calls) | p50 ${f(percentile(partTimes, 50))} ms | p95 ${f(percentile(partTimes, 95))} ms | |`,
    ...aloneRows,
    `| ${name}: the goods list beside those orders, 20 rows (${GOODS_CALLS} calls: 销量 and 待付款占用 kept by the database) | p50 ${f(percentile(goodsTimes, 50))} ms | p95 ${f(percentile(goodsTimes, 95))} ms | |`,
    `| ${name}: ${MANY_SESSIONS} sessions × ${CALLS_PER_SESSION} mixed calls at once (${times.length} calls, ${f(wallMs / 1000)} s) | p50 ${f(percentile(times, 50))} ms | p95 ${f(percentile(times, 95))} ms | ${errors} errors |`,
    ...side,
  ];
}

const lines: string[] = [];
const dir = mkdtempSync(join(tmpdir(), "bench-pglite-"));
try {
  // BENCH_PGLITE=0: Postgres only (a quicker round while working on the server)
  if (process.env.BENCH_PGLITE !== "0") lines.push(...(await benchOn("PGlite", { ...process.env, DATABASE_URL: "", DATA_DIR: dir })));
  if (process.env.BENCH_DATABASE_URL) lines.push(...(await benchOn("Postgres", { ...process.env, DATABASE_URL: process.env.BENCH_DATABASE_URL })));
} finally {
  rmSync(dir, { recursive: true, force: true });
  await vite.close();
}
console.log(["| figure | p50 | p95 | |", "|---|---:|---:|---|", ...lines].join("\n"));
