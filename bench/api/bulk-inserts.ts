/**
 * node --import tsx bench/api/bulk-inserts.ts — a handler's many rows in one write (decision 0107):
 * 追加发行 of 10,000 gift cards, twice on one card type (the second into a shop holding 10,000
 * more cards), and a paste of 1,000 card keys, each call timed whole. On the memory store (the
 * in-page demo's and `npm test`'s: the API's handlers over msw on the demo's Db), on PGlite in a
 * new data folder and on Postgres when BENCH_DATABASE_URL names an empty database (the server's
 * API, called in this process without HTTP). Each row names the machine's load (1-minute average)
 * when it was measured. A figure, not a test: it prints rows for docs/benchmarks.md.
 */
import { loadavg, tmpdir } from "node:os";
import { mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { createServer } from "vite";
import { SIGN_IN } from "./concurrency";

type Post = (path: string, body: object, token?: string) => Promise<{ code: number; msg?: string; data: Record<string, unknown> }>;

const CARDS = 10_000;
const KEYS = 1_000;
const ORIGIN = "http://localhost:3000";

const vite = await createServer({ server: { middlewareMode: true, hmr: false, ws: false, watch: null }, appType: "custom", logLevel: "error" });
const load = <T>(path: string) => vite.ssrLoadModule(path) as Promise<T>;

/** A call as the console sends it, answered by `fetch` (msw's in this process, or the server's app). */
const poster = (fetcher: (request: Request) => Promise<Response>): Post => async (path, body, token = "") => {
  const request = new Request(`${ORIGIN}${path}`, { method: "POST", headers: { "Content-Type": "application/json", Application: "merchant-console", Authorization: token }, body: JSON.stringify(body) });
  return (await (await fetcher(request)).json()) as Awaited<ReturnType<Post>>;
};

async function timed(post: Post, path: string, body: object, token: string): Promise<number> {
  const start = performance.now();
  const reply = await post(path, body, token);
  if (reply.code !== 200) throw new Error(`${path} answered ${reply.code} ${reply.msg ?? ""}`);
  return performance.now() - start;
}

/** The figures on one store: two issues of 10,000 cards and a paste of 1,000 keys. */
async function figuresOn(name: string, post: Post): Promise<string[]> {
  const signedIn = await post("/merchant/user/v1/login/by-mobile-password", SIGN_IN);
  const token = String(signedIn.data.access_token);
  const card = await post("/merchant/ump/v1/gift-card/save", { name: "批量发行", usage: 1, face_value: 50, price: 45, total: 1, valid_days: 0, status: 1 }, token);
  const rows: string[] = [];
  const row = (what: string, ms: number) => rows.push(`| ${name}: ${what} (load ${loadavg()[0]?.toFixed(1)}) | ${(ms / 1000).toFixed(2)} s |`);
  for (const round of ["first", "second"]) {
    row(`追加发行 ${CARDS.toLocaleString("en")} cards, the ${round}`, await timed(post, "/merchant/ump/v1/gift-card/issue", { card_alias: card.data.alias, count: CARDS }, token));
  }
  const categories = await post("/merchant/goods/v1/category/list", { page: 1, page_size: 50 }, token);
  const list = (categories.data.list ?? []) as Record<string, unknown>[];
  const category = list.find((c) => c.parent_alias) ?? list[0];
  const goods = await post("/merchant/goods/v1/goods/save", { name: "批量卡密", type: 3, category_alias: category?.alias, cover: "https://img.example.com/c.png", price: 9.9 }, token);
  const keys = Array.from({ length: KEYS }, (_, i) => ({ card_no: `NO${i}`, card_secret: `BENCH-${Date.now()}-${i}` }));
  row(`a paste of ${KEYS.toLocaleString("en")} card keys`, await timed(post, "/merchant/goods/v1/keys/save", { goods_alias: goods.data.alias, keys }, token));
  return rows;
}

async function onMemory(): Promise<string[]> {
  const { server } = await load<typeof import("../../src/demo/node")>("/src/demo/node.ts");
  server.listen({ onUnhandledRequest: "error" });
  try {
    return await figuresOn("memory", poster((request) => fetch(request)));
  } finally {
    server.close();
  }
}

async function onServer(name: string, env: NodeJS.ProcessEnv): Promise<string[]> {
  const { openApi } = await load<typeof import("../../src/server/main")>("/src/server/main.ts");
  const api = await openApi({ ...env, API_ONLY: "1", SEED_DEMO: "1" });
  try {
    return await figuresOn(name, poster(async (request) => api.app.fetch(request)));
  } finally {
    await api.close();
  }
}

const lines: string[] = [];
const dir = mkdtempSync(join(tmpdir(), "bench-bulk-"));
try {
  if (process.env.BENCH_MEMORY !== "0") lines.push(...(await onMemory()));
  if (process.env.BENCH_PGLITE !== "0") lines.push(...(await onServer("PGlite", { ...process.env, DATABASE_URL: "", DATA_DIR: dir })));
  if (process.env.BENCH_DATABASE_URL) lines.push(...(await onServer("Postgres", { ...process.env, DATABASE_URL: process.env.BENCH_DATABASE_URL })));
} finally {
  rmSync(dir, { recursive: true, force: true });
  await vite.close();
}
console.log(["| figure | time |", "|---|---:|", ...lines].join("\n"));
