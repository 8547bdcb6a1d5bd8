/**
 * test:server's upgrade step on Postgres (decision 0083): the database main at 7906b07 made
 * (tests/fixtures/fixture-db-7906b07.sql.gz; tests/server/upgrade-7906b07.server.test.ts runs it
 * on PGlite, in test:server's database project) loaded into a database of its own beside
 * DATABASE_URL_TEST's, then two
 * server processes started on it at once: both start, the migrations are applied once (each is one
 * row of schema_migrations, its key: a second application would have failed that start), every
 * row is kept, and the merchant, the employee they added and the merchant's writes are there,
 * the old server's UTC times read as Beijing's.
 */
import { readdirSync, readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import pg from "pg";

interface Server {
  url: string;
}

const FIXTURE = new URL("../tests/fixtures/fixture-db-7906b07.sql.gz", import.meta.url);
const MIGRATIONS = new URL("../src/server/migrations/", import.meta.url);

async function post(url: string, path: string, body: object, token = ""): Promise<{ code: number; msg: string; data: Record<string, unknown> | null }> {
  const res = await fetch(`${url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Application: "merchant-console", Authorization: token },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; msg: string; data: Record<string, unknown> | null };
}

async function rowCounts(client: pg.Client): Promise<Record<string, number>> {
  const tables = await client.query<{ tablename: string }>("SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename ~ '^[rt]_' ORDER BY 1");
  const out: Record<string, number> = {};
  for (const { tablename } of tables.rows) out[tablename] = Number((await client.query(`SELECT count(*) AS n FROM "${tablename}"`)).rows[0]?.n);
  return out;
}

/** Runs the check; returns what went wrong (nothing: it passed). */
export async function upgradeOnPostgres<S extends Server>(
  baseUrl: string,
  start: (env: Record<string, string>) => Promise<S>,
  stop: (server: S) => Promise<void>,
  log: (line: string) => void,
): Promise<string[]> {
  const base = new URL(baseUrl);
  const name = `${base.pathname.slice(1)}_upgrade`;
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  const servers: S[] = [];
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
    await admin.query(`CREATE DATABASE "${name}"`);
    const client = new pg.Client({ connectionString: url.href });
    await client.connect();
    let before: Record<string, number>;
    try {
      await client.query(gunzipSync(readFileSync(FIXTURE)).toString("utf8"));
      before = await rowCounts(client);
    } finally {
      await client.end();
    }
    // two processes starting together: the start-up lock lets one migrate, the other finds it done
    const env = { DATABASE_URL: url.href, LEGACY_TZ: "UTC", TZ: "America/New_York", SEED_DEMO: "0" };
    servers.push(...(await Promise.all([start(env), start(env)])));
    const problems: string[] = [];
    const check = new pg.Client({ connectionString: url.href });
    await check.connect();
    try {
      const ids = (await check.query<{ id: string }>("SELECT id FROM schema_migrations ORDER BY id")).rows.map((r) => r.id);
      const files = readdirSync(MIGRATIONS).filter((f) => /^\d{4}-.*\.ts$/.test(f)).map((f) => f.slice(0, -3)).sort();
      if (JSON.stringify(ids) !== JSON.stringify(files)) problems.push(`schema_migrations holds ${ids.join(", ")}, the files are ${files.join(", ")}`);
      const after = await rowCounts(check);
      for (const [table, n] of Object.entries(before)) if (after[table] !== n) problems.push(`${table}: ${n} rows before, ${after[table]} after`);
    } finally {
      await check.end();
    }
    for (const [i, server] of servers.entries()) {
      const login = await post(server.url, "/merchant/user/v1/login/by-mobile-password", { mobile: "13800000000", password: "Admin@123" });
      if (login.code !== 200) problems.push(`server ${i + 1}: the merchant's sign-in: ${login.msg}`);
      const staff = await post(server.url, "/merchant/user/v1/login/by-mobile-password", { mobile: "13512349999", password: "Move@2026x" });
      if (staff.code !== 200) problems.push(`server ${i + 1}: the added employee's sign-in: ${staff.msg}`);
      const list = await post(server.url, "/merchant/goods/v1/goods/list", { page: 1, page_size: 10, keyword: "迁移测试商品" }, String(login.data?.access_token));
      const [made] = (list.data?.list ?? []) as { price?: unknown; created_at?: unknown }[];
      if (made?.price !== 19.9 || made.created_at !== "2026-12-07 01:18:21") problems.push(`server ${i + 1}: 迁移测试商品 reads ${JSON.stringify(made)}`);
    }
    if (!problems.length) log(`upgrade: a 7906b07 database (${Object.values(before).reduce((a, b) => a + b, 0)} rows) migrated once under two servers starting together, every row kept, its accounts signing in`);
    return problems.map((p) => `upgrade of a 7906b07 database on Postgres: ${p}`);
  } finally {
    await Promise.all(servers.map(stop));
    await admin.query(`DROP DATABASE IF EXISTS "${name}"`).catch(() => undefined);
    await admin.end();
  }
}
