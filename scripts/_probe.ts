import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { runnerImport } from "vite";
const load = async <T,>(p: string) => (await runnerImport<T>(new URL(p, import.meta.url).pathname)).module;
const sqlm = await load<typeof import("../src/server/sql")>("../src/server/sql.ts");
const store = await load<typeof import("../src/server/store")>("../src/server/store.ts");
const tables = await load<typeof import("../src/server/store-tables")>("../src/server/store-tables.ts");
const dump = gunzipSync(readFileSync(new URL("../tests/fixtures/fixture-db-7906b07.sql.gz", import.meta.url))).toString("utf8");
const db = await sqlm.openPglite();
await db.exec(dump);
const t0 = Date.now();
const st = await store.prepareStore(db, { ...tables.storeTables(), legacyTimeZone: "UTC" });
console.log("migrated", st.migrated, Date.now() - t0, "ms");
const cols = await db.query<{ table_name: string; column_name: string }>("SELECT table_name, column_name FROM information_schema.columns WHERE table_schema='public' AND table_name ~ '^[rt]_' AND column_name NOT IN ('pos','extra')");
const byTable = new Map<string, string[]>();
for (const c of cols) byTable.set(c.table_name, [...(byTable.get(c.table_name) ?? []), c.column_name]);
for (const [t, cs] of byTable) {
  const rows = await db.query<{ k: string; n: number; sample: string }>(`SELECT k, count(*)::int AS n, min(extra ->> k) AS sample FROM "${t}", jsonb_object_keys(extra) AS k WHERE k = ANY($1::text[]) GROUP BY k`, [cs]);
  for (const r of rows) console.log(t, r.k, r.n, JSON.stringify(r.sample));
}
await db.close();
