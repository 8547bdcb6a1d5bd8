/**
 * The SQL each list call sends on the server (issue 48 step 4, decision 0109): the API in this
 * process on the database the environment names (DATABASE_URL, else PGlite in memory; the demo
 * shop seeded when new), each transaction's statements noted, for the goods, order and member
 * lists and the calls named on the command line. Prints each call's statements with their count;
 * a statement sent twice in one call is marked. A look, not a figure: `node --import tsx
 * bench/api/statements.ts [path …]`.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { createServer } from "vite";
import type { Database, Sql } from "../../src/server/sql";
import { SIGN_IN } from "./concurrency";

const vite = await createServer({ server: { middlewareMode: true, hmr: false, ws: false, watch: null }, appType: "custom", logLevel: "error" });
const load = <T>(path: string) => vite.ssrLoadModule(path) as Promise<T>;
const { openApi } = await load<typeof import("../../src/server/main")>("/src/server/main.ts");
const { openDatabase } = await load<typeof import("../../src/server/sql")>("/src/server/sql.ts");

const noting = new AsyncLocalStorage<string[]>();
const note = (text: string) => noting.getStore()?.push(text.replace(/\s+/g, " ").trim());
const env = { DATA_DIR: "memory", ...process.env, API_ONLY: "1", SEED_DEMO: "1" };
const database = await openDatabase(env);
const noted: Database = {
  ...database,
  where: database.where,
  query: (text, params) => (note(text), database.query(text, params)),
  exec: (text) => (note(text), database.exec(text)),
  close: () => database.close(),
  transaction: (work) =>
    database.transaction((tx) => {
      note("BEGIN");
      const sql: Sql = { query: (text, params) => (note(text), tx.query(text, params)), exec: (text) => (note(text), tx.exec(text)) };
      return work(sql);
    }),
};
const api = await openApi(env, noted);

async function call(path: string, body: object, token = ""): Promise<{ code: number; data: Record<string, unknown>; statements: string[] }> {
  const statements: string[] = [];
  const headers = { "Content-Type": "application/json", Application: "merchant-console", Authorization: token };
  const res = await noting.run(statements, () => api.app.request(path, { method: "POST", headers, body: JSON.stringify(body) }));
  const json = (await res.json()) as { code: number; data: Record<string, unknown> };
  return { ...json, statements };
}

const token = String((await call("/merchant/user/v1/login/by-mobile-password", SIGN_IN)).data.access_token);
const LISTS: [string, object][] = [
  ["/merchant/goods/v1/goods/list", { page: 1 }],
  ["/merchant/order/v1/order/list", { page: 1 }],
  ["/merchant/member/v1/member/list", { page: 1 }],
  ...process.argv.slice(2).map((path): [string, object] => [path, { page: 1 }]),
];
for (const [path, body] of LISTS) {
  await call(path, body, token); // the path's first call plans it (a read, its locks); the second is every later one
  const { code, statements } = await call(path, body, token);
  console.log(`\n## ${path} → ${code}: ${statements.length} statements`);
  const seen = new Map<string, number>();
  for (const s of statements) seen.set(s, (seen.get(s) ?? 0) + 1);
  for (const s of statements) console.log(`${(seen.get(s) ?? 0) > 1 ? "×" : "-"} ${process.env.FULL ? s : s.length > 400 ? `${s.slice(0, 400)}…` : s}`);
}
await api.close();
await vite.close();
