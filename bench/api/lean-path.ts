/**
 * node --import tsx bench/api/lean-path.ts — the lean call path against the unit of work (issue 48
 * step 4, decision 0102), on one call at a time in this process (no HTTP): the same handler (a list
 * of 供应商 through ctx.repo; one 供应商 inserted through it) run lean, and run on the unit of work
 * (the same handler reading the Db's alias counter first, which reads no table: the unit of work's
 * cost alone). Median / p95 ms of a call and the transactions it took. On Postgres when
 * BENCH_DATABASE_URL names an empty database, else PGlite in memory. A figure, not a test.
 */
import { loadavg } from "node:os";
import { createServer } from "vite";
import type { Ctx } from "../../src/api/route";
import type { Database } from "../../src/server/sql";

// through Vite's module loading, as the server's sources are (scripts/api-server.ts: import.meta.glob)
const vite = await createServer({ server: { middlewareMode: true, hmr: false, ws: false, watch: null }, appType: "custom", logLevel: "error", optimizeDeps: { noDiscovery: true, include: [] } });
const load = <T>(path: string) => vite.ssrLoadModule(path) as Promise<T>;
const { createApi } = await load<typeof import("../../src/api/create-api")>("/src/api/create-api.ts");
const { scopeToShop } = await load<typeof import("../../src/api/db-reach")>("/src/api/db-reach.ts");
const { ok } = await load<typeof import("../../src/api/respond")>("/src/api/respond.ts");
const { publicRoute } = await load<typeof import("../../src/api/route")>("/src/api/route.ts");
const { createApp } = await load<typeof import("../../src/server/app")>("/src/server/app.ts");
const { openApi } = await load<typeof import("../../src/server/main")>("/src/server/main.ts");
const { databasePorts } = await load<typeof import("../../src/server/store")>("/src/server/store.ts");

const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const SHOP = "shbench001";
const SUPPLIERS = "goodsSupplier";

const list = async (ctx: Ctx) => {
  scopeToShop(ctx.db, SHOP);
  const page = await ctx.repo.table(SUPPLIERS).find({ shop: SHOP, filters: [], empty: [], keyword: null, sort: { field: "name", order: "asc" }, page: 1, pageSize: 20 });
  return ok(page.total);
};
let n = 0;
const insert = async (ctx: Ctx) => {
  scopeToShop(ctx.db, SHOP);
  n += 1;
  const row = await ctx.repo.table(SUPPLIERS).insert(SHOP, { name: `供应商${n}`, contact_mobile: "13800001111", level: 2, status: 1 });
  return ok(row.alias);
};
/** The same handler on the unit of work: reading the alias counter reaches the Db (no table, no statement). */
const onUnitOfWork = (handler: (ctx: Ctx) => Promise<Response>) => (ctx: Ctx) => {
  void ctx.db.seq;
  return handler(ctx);
};

const routes = {
  "list, lean": publicRoute("/merchant/bench/v1/lean/list", list),
  "list, unit of work": publicRoute("/merchant/bench/v1/uow/list", onUnitOfWork(list)),
  "insert, lean": publicRoute("/merchant/bench/v1/lean/insert", insert),
  "insert, unit of work": publicRoute("/merchant/bench/v1/uow/insert", onUnitOfWork(insert)),
};

const url = process.env.BENCH_DATABASE_URL;
const api = await openApi({ ...(url ? { DATABASE_URL: url } : { DATABASE_URL: "", DATA_DIR: "memory" }), API_ONLY: "1", SEED_DEMO: "0" });
let transactions = 0;
const counted: Database = { ...api.database, query: (t, p) => api.database.query(t, p), exec: (t) => api.database.exec(t), close: () => api.database.close(), transaction: (work) => ((transactions += 1), api.database.transaction(work)) };
const app = createApp({ handlers: createApi({ ...databasePorts(counted, api.store), sms: null }, Object.values(routes)).handlers });
const paths = Object.fromEntries(Object.keys(routes).map((name) => [name, `/merchant/bench/v1/${name.includes("lean") ? "lean" : "uow"}/${name.split(",")[0]}`]));

async function once(path: string): Promise<number> {
  const start = performance.now();
  const res = await app.request(path, { method: "POST", headers: { "Content-Type": "application/json", Application: "merchant-console" }, body: "{}" });
  const text = await res.text();
  if (!text.startsWith("{")) throw new Error(`${path}: HTTP ${res.status} ${text.slice(0, 200)}`);
  const { code } = JSON.parse(text) as { code: number };
  if (code !== 200) throw new Error(`${path}: ${code}`);
  return performance.now() - start;
}

const times = new Map<string, number[]>(Object.keys(routes).map((name) => [name, []]));
const taken = new Map<string, number>();
// each path's first call plans it (off the figures); then the four in turn, so load drifts alike on all
for (const path of Object.values(paths)) await once(path);
for (let i = 0; i < CALLS; i += 1) {
  for (const [name, path] of Object.entries(paths)) {
    const before = transactions;
    times.get(name)?.push(await once(path));
    taken.set(name, (taken.get(name) ?? 0) + transactions - before);
  }
}
const at = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))] ?? NaN;
console.log(`| ${url ? "Postgres" : "PGlite"}, ${CALLS} calls each (load ${loadavg()[0]?.toFixed(1)}) | median ms | p95 ms | transactions a call |`);
console.log("|---|---:|---:|---:|");
for (const [name, xs] of times) console.log(`| ${name} | ${at(xs, 0.5).toFixed(2)} | ${at(xs, 0.95).toFixed(2)} | ${((taken.get(name) ?? 0) / CALLS).toFixed(2)} |`);
await api.close();
await vite.close();
