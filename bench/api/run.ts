/**
 * npm run bench:server — the API server's own figures (issue 36), on this machine:
 *   1. the order list with 100,000 orders in the shop: p50 / p95 of the call over HTTP (goal p95 ≤ 50 ms),
 *      as a merchant clicks it (pages, tabs, a sort), and 订单号 typed in part apart;
 *   2. 50 sessions at once, 20 mixed calls each (lists, the 工作台, a save) on the demo shop as seeded
 *      (before the 100,000 orders, so that each figure measures one thing): errors and p50 / p95.
 * On PGlite in a new data folder (and on Postgres when BENCH_DATABASE_URL names an empty database).
 * A figure, not a test: it prints a table for docs/benchmarks.md.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { createServer } from "vite";

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const LIST_CALLS = 100;
const PART_CALLS = 20;
const SESSIONS = 50;
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

async function benchOn(name: string, env: NodeJS.ProcessEnv): Promise<string[]> {
  const api = await openApi({ ...env, API_ONLY: "1" });
  const spec = api.store.specs.find((s) => s.key === "records/order");
  if (!spec) throw new Error("no order table");
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: api.app.fetch, hostname: "127.0.0.1", port: 0 }, () => resolve(s));
  });
  // the client keeps its connection while the orders are filled: Node's 5 s would close it under a call (ECONNRESET)
  if ("keepAliveTimeout" in server) server.keepAliveTimeout = 3_600_000;
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const post = async (path: string, body: object, token = "") => {
    const res = await fetch(`${url}${path}`, { method: "POST", headers: { "Content-Type": "application/json", Application: "merchant-console", Authorization: token }, body: JSON.stringify(body) });
    return (await res.json()) as { code: number; data: Record<string, unknown> };
  };
  const signIn = async () => String((await post("/merchant/user/v1/login/by-mobile-password", { mobile: "13800000000", password: "Admin@123" })).data.access_token);
  const token = await signIn();
  // 1. 50 sessions at once, 20 mixed calls each, on the demo shop as seeded
  // signed in one after another: 50 sign-ins at once are a burst no shop makes (and each hashes a password)
  const tokens: string[] = [];
  for (let i = 0; i < SESSIONS; i += 1) tokens.push(await signIn());
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
  const seeded = (await loadRows(api.database, spec)).map((s) => s.row);
  const shop = String(seeded.find((r) => typeof r.shop_alias === "string")?.shop_alias);
  const mine = seeded.filter((r) => r.shop_alias === shop);
  const [fillMs] = await timed(async () => {
    for (let made = mine.length; made < ORDERS; ) {
      const batch = Array.from({ length: Math.min(5000, ORDERS - made) }, (_, i) => {
        const from = mine[(made + i) % mine.length] ?? {};
        const n = made + i;
        return { ...from, alias: `or${n.toString(36).padStart(8, "0")}b`, order_sn: `B${String(n).padStart(12, "0")}` };
      });
      await insertRows(api.database, spec, batch);
      made += batch.length;
    }
    // what Postgres's autovacuum does after a bulk insert (the visibility map lets counts read the indexes alone)
    await api.database.exec(`VACUUM ANALYZE`);
  });
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
  const partTimes = await timesOf([{ order_sn: "000001234" }], PART_CALLS);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await api.close();
  const f = (n: number) => n.toFixed(0);
  return [
    `| ${name}: order list, ${String(total)} orders in the shop (${LIST_CALLS} calls: pages, tabs, a sort; filled in ${f(fillMs / 1000)} s) | p50 ${f(percentile(listTimes, 50))} ms | p95 ${f(percentile(listTimes, 95))} ms | goal p95 ≤ 50 ms |`,
    `| ${name}: the same list, 订单号 typed in part (${PART_CALLS} calls) | p50 ${f(percentile(partTimes, 50))} ms | p95 ${f(percentile(partTimes, 95))} ms | |`,
    `| ${name}: ${SESSIONS} sessions × ${CALLS_PER_SESSION} mixed calls at once (${times.length} calls, ${f(wallMs / 1000)} s) | p50 ${f(percentile(times, 50))} ms | p95 ${f(percentile(times, 95))} ms | ${errors} errors |`,
  ];
}

const lines: string[] = [];
const dir = mkdtempSync(join(tmpdir(), "bench-pglite-"));
try {
  lines.push(...(await benchOn("PGlite", { ...process.env, DATABASE_URL: "", DATA_DIR: dir })));
  if (process.env.BENCH_DATABASE_URL) lines.push(...(await benchOn("Postgres", { ...process.env, DATABASE_URL: process.env.BENCH_DATABASE_URL })));
} finally {
  rmSync(dir, { recursive: true, force: true });
  await vite.close();
}
console.log(["| figure | p50 | p95 | |", "|---|---:|---:|---|", ...lines].join("\n"));
