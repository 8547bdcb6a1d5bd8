import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { openApi, type Api } from "../../src/server/main";
import { migrationFiles, snapshotOfMigrations } from "../../src/server/migrations";
import type { PageQuery } from "../../src/api/page-reader";
import { readPage } from "../../src/server/page-sql";
import { liveRepository } from "../../src/server/repository/live-repository";
import { recordsTable, tableSpecs } from "../../src/server/schema";
import { openPglite, type Database } from "../../src/server/sql";
import { prepareStore } from "../../src/server/store";
import { storeTables } from "../../src/server/store-tables";
import { resources } from "../../src/resources";

/**
 * A database made by main at 7906b07 (before migrations: one jsonb column per config field, text
 * times in the server process's zone) upgrades with every row kept and its accounts still signing
 * in (issue 48 item 5, decision 0083). The fixture is that release's own database: its server
 * (scripts/api-server.ts at 7906b07) started on Postgres with TZ=UTC, which seeded the demo shop;
 * then the merchant (13800000000) made 迁移测试商品 (12.34, then 19.90), changed 复古台历 (go_2_7)'s
 * price to 88.88 and added the employee 迁移员工 (13512349999 / Move@2026x) over HTTP; then
 * `pg_dump --inserts` (psql's `\restrict` lines and the empty search_path taken out), gzipped.
 * Today's server starts on it (openApi, as `npm run serve` does) with LEGACY_TZ=UTC.
 */

const FIXTURE = new URL("../fixtures/fixture-db-7906b07.sql.gz", import.meta.url);
const LOGIN = "/merchant/user/v1/login/by-mobile-password";
/** The dump: its tables and functions (up to the first row), then its rows, sequences, keys, indexes and triggers. */
const dump = gunzipSync(readFileSync(FIXTURE)).toString("utf8");
const firstRow = dump.indexOf("\nINSERT INTO ");
const [layout, rows] = [dump.slice(0, firstRow), dump.slice(firstRow)];

type Reply = { code: number; msg: string; data: Record<string, unknown> | null };

async function call(api: Api | undefined, path: string, body: object, token = ""): Promise<Reply> {
  if (!api) throw new Error("the server did not start");
  const res = await api.app.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", Application: "merchant-console", Authorization: token },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Reply;
}

async function signIn(api: Api | undefined, mobile: string, password: string): Promise<string> {
  const reply = await call(api, LOGIN, { mobile, password });
  expect(reply.msg, mobile).toBe("ok");
  return String(reply.data?.access_token);
}

/** Rows of every store table (r_*, t_*, files, kept sums, tab counts' source tables). */
async function rowCounts(query: (sql: string) => Promise<unknown[]>): Promise<Record<string, number>> {
  const rows = await query("SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND (tablename ~ '^[rt]_' OR tablename IN ('files', 'meta')) ORDER BY 1");
  const out: Record<string, number> = {};
  for (const { tablename } of rows as { tablename: string }[]) {
    const [row] = (await query(`SELECT count(*)::int AS n FROM "${tablename}"`)) as { n: number }[];
    out[tablename] = row?.n ?? -1;
  }
  return out;
}

/** A goods list query of one shop, no filter (readPage's, as the list call makes it). */
const figures = (shop: string): PageQuery => ({ resource: "goods", shop, filters: [], empty: [], keyword: null, sort: { field: "alias", order: "asc" }, page: 1, pageSize: 0 });

const goods = (api: Api | undefined, token: string, keyword: string) =>
  call(api, "/merchant/goods/v1/goods/list", { page: 1, page_size: 20, keyword }, token).then((r) => (r.data?.list ?? []) as Record<string, unknown>[]);

// the fixture's database opened as the file loads, outside any test's limit (as kept-sums'): a
// PGlite start is seconds of CPU, and inside the first test it ran past its 20 s at load 16 and
// over (decision 0111); what the tests time is the release's layout, its rows and the upgrade
const opened: Database = await openPglite();

describe("a database made by main at 7906b07", () => {
  let before: Record<string, number>;
  let api: Api | undefined;
  const started = (): Api => {
    if (!api) throw new Error("the server did not start");
    return api;
  };
  afterAll(async () => {
    await (api ?? opened).close();
  });

  // one database for the file, loaded once and started on (opening PGlite is seconds, more under load)
  it("makes that release's tables from the fixture: jsonb field columns, text times, its triggers' functions", async () => {
    const db = opened;
    await db.exec(layout);
    const columns = await db.query<{ column_name: string; data_type: string }>(
      "SELECT column_name, data_type FROM information_schema.columns WHERE table_name = 'r_goods' AND column_name IN ('price', 'created_at') ORDER BY 1",
    );
    expect(columns).toEqual([{ column_name: "created_at", data_type: "text" }, { column_name: "price", data_type: "jsonb" }]);
    expect(await db.query("SELECT to_regclass('schema_migrations') AS t")).toEqual([{ t: null }]);
  });

  it("fills them with its rows", async () => {
    const db = opened;
    await db.exec(rows);
    before = await rowCounts((sql) => db.query(sql));
    expect(Object.keys(before).length).toBeGreaterThan(40);
    expect(before.r_goods).toBeGreaterThan(20);
  });

  it("is adopted by the first migration at start (openApi, as npm run serve starts), as existing data", async () => {
    api = await openApi({ API_ONLY: "1", LEGACY_TZ: "UTC" }, opened);
    expect(api.store.state).toBe("existing");
    expect(api.store.migrated).toEqual(migrationFiles().map((m) => m.id));
  });

  it("keeps every row of every table", async () => {
    const after = await rowCounts((sql) => started().database.query(sql));
    for (const [table, n] of Object.entries(before)) expect(after[table], table).toBe(n);
  });

  it("leaves no column the server does not read (a value there would be hidden from the handlers)", async () => {
    const schema = snapshotOfMigrations(migrationFiles());
    const columns = await started().database.query<{ table_name: string; column_name: string }>(
      "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name ~ '^[rt]_' AND column_name NOT IN ('pos', 'extra')",
    );
    const unread = columns.filter((c) => !schema[c.table_name]?.columns[c.column_name]).map((c) => `${c.table_name}.${c.column_name}`);
    expect(unread).toEqual([]);
  });

  it("signs in its merchant, the employee the merchant added and a seeded employee", async () => {
    await signIn(api, "13800000000", "Admin@123");
    await signIn(api, "13512349999", "Move@2026x");
    await signIn(api, "13512340001", "Staff@2026");
    expect((await call(api, LOGIN, { mobile: "13800000000", password: "Admin@124" })).msg).toBe("手机号或密码错误");
  });

  it("gives the demo's 店长 全部权限 (*), so a section added later opens to it; the other roles keep their lists", async () => {
    const roles = await started().database.query<{ name: string; permissions: string[] }>("SELECT name, permissions FROM t_role ORDER BY pos");
    const byName = new Map(roles.map((r) => [r.name, r.permissions]));
    expect(byName.get("店长")).toEqual(["*"]);
    for (const other of ["客服", "仓管", "店员"]) expect(byName.get(other)?.every((k) => k.includes(":")), other).toBe(true);
  });

  it("keeps the merchant's writes, their times read in the old server's zone (UTC) and shown in Beijing's", async () => {
    const token = await signIn(api, "13800000000", "Admin@123");
    const [made] = await goods(api, token, "迁移测试商品");
    // made at 17:18:21 UTC (the old server's clock), 01:18:21 the next day in Beijing
    expect(made).toMatchObject({ alias: "go0000000w", price: 19.9, original_price: 100, stock: 7, created_at: "2026-12-07 01:18:21" });
    const [changed] = await goods(api, token, "复古台历");
    expect(changed).toMatchObject({ alias: "go_2_7", price: 88.88, created_at: "2026-03-02 06:00:00" });
    const staff = await call(api, "/merchant/shop/v1/employee/list", { page: 1, page_size: 50 }, token);
    const names = ((staff.data?.list ?? []) as { name: string; mobile: string }[]).map((e) => `${e.name} ${e.mobile}`);
    expect(names).toContain("迁移员工 13512349999");
  });

  it("takes new writes after the upgrade, and a second start applies nothing and shifts no time again", async () => {
    const token = await signIn(api, "13800000000", "Admin@123");
    const [made] = await goods(api, token, "迁移测试商品");
    const detail = await call(api, "/merchant/goods/v1/goods/detail", { alias: "go0000000w" }, token);
    const saved = await call(api, "/merchant/goods/v1/goods/save", { ...detail.data, alias: "go0000000w", price: 21.5 }, token);
    expect(saved.msg).toBe("ok");
    // the next start: the same database, as a restart finds it
    const next = await prepareStore(started().database, { ...storeTables(), legacyTimeZone: "UTC" });
    expect(next.migrated).toEqual([]);
    const again = await signIn(api, "13800000000", "Admin@123");
    const [now] = await goods(api, again, "迁移测试商品");
    expect(now).toMatchObject({ price: 21.5, created_at: made?.created_at });
  });

  it("has typed columns now (decision 0084): money numeric(12,2) summed to the cent, integers bigint, times timestamptz, enums checked", async () => {
    const db = started().database;
    const types = await db.query<{ c: string }>(
      `SELECT table_name || '.' || column_name || ' ' || data_type AS c FROM information_schema.columns
        WHERE table_schema = 'public' AND (table_name, column_name) IN (('r_goods', 'price'), ('r_goods', 'stock'), ('r_goods', 'created_at'), ('r_goods', 'images'),
          ('r_order', 'status'), ('r_order', 'pay_amount'), ('t_users', 'created_at'), ('t_sessions', 'expires_at')) ORDER BY 1`,
    );
    expect(types.map((t) => t.c)).toEqual([
      "r_goods.created_at timestamp with time zone", "r_goods.images jsonb", "r_goods.price numeric", "r_goods.stock bigint",
      "r_order.pay_amount numeric", "r_order.status text", "t_sessions.expires_at bigint", "t_users.created_at timestamp with time zone",
    ]);
    const checks = await db.query<{ conname: string }>("SELECT conname FROM pg_constraint WHERE conname IN ('r_goods__c__status', 'r_order__c__status') ORDER BY 1");
    expect(checks.map((c) => c.conname)).toEqual(["r_goods__c__status", "r_order__c__status"]);
    // two prices a float sum gets wrong (0.30000000000000004), saved through the API and summed by the list's SQL
    const token = await signIn(api, "13800000000", "Admin@123");
    for (const [alias, price] of [["go0000000w", 0.1], ["go_2_7", 0.2]] as const) {
      const detail = await call(api, "/merchant/goods/v1/goods/detail", { alias }, token);
      expect((await call(api, "/merchant/goods/v1/goods/save", { ...detail.data, alias, price }, token)).msg).toBe("ok");
    }
    const [shop] = await db.query<{ shop_alias: string }>("SELECT shop_alias FROM r_goods WHERE alias = 'go0000000w'");
    const spec = tableSpecs(storeTables().configs, storeTables().otherNames).find((t) => t.table === "r_goods");
    if (!spec || !shop) throw new Error("no r_goods");
    const page = await readPage(db, spec, {
      ...figures(shop.shop_alias), filters: [{ field: "alias", kind: "equal", wanted: ["go0000000w", "go_2_7"] }], sort: { field: "created_at", order: "desc" }, page: 1, pageSize: 10, sum: "price",
    });
    expect(page.rows.map((r) => r.price)).toEqual([0.1, 0.2]);
    expect(page.sum).toBe(0.3);
    expect(await db.query("SELECT sum(price)::text AS s FROM r_goods WHERE alias IN ('go0000000w', 'go_2_7')")).toEqual([{ s: "0.30" }]);
    // sorted as numbers, by the column (its text would put 100 before 19.9)
    const byPrice = await readPage(db, spec, { ...figures(shop.shop_alias), sort: { field: "price", order: "asc" }, page: 1, pageSize: 100 });
    const prices = byPrice.rows.map((r) => Number(r.price));
    expect(prices.length).toBeGreaterThan(20);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("has the repository's keys on every live table (decision 0092), and the repository reads the rows the API reads", async () => {
    const db = started().database;
    const keyed = await db.query<{ t: string; n: string }>("SELECT tablename AS t, indexname AS n FROM pg_indexes WHERE schemaname = 'public' AND strpos(indexname, '__u__') > 0");
    const tables = tableSpecs(storeTables().configs, storeTables().otherNames).filter((t) => t.key.startsWith("records/"));
    for (const t of tables) expect(keyed.map((k) => k.n), t.table).toContain(`${t.table}__u__alias`);
    expect(keyed.map((k) => k.n)).toEqual(expect.arrayContaining(["r_employee__u__mobile", "r_role__u__name", "r_params__u__name", "r_goodssupplier__u__name"]));
    const [column] = await db.query("SELECT data_type FROM information_schema.columns WHERE table_schema = 'public' AND table_name = 'r_goodskeys' AND column_name = 'goods_alias'");
    expect(column).toEqual({ data_type: "text" });
    // the repository, addressing tables by the configs' names, reads what the list call reads
    const token = await signIn(api, "13800000000", "Admin@123");
    const [listed] = await goods(api, token, "迁移测试商品");
    const [shop] = await db.query<{ s: string }>("SELECT shop_alias AS s FROM r_goods WHERE alias = 'go0000000w'");
    const repo = liveRepository(db, resources);
    const item = await repo.table("goods").get(String(shop?.s), "go0000000w");
    expect(item).toMatchObject({ alias: "go0000000w", name: "迁移测试商品", price: 0.1, stock: 7, created_at: "2026-12-07 01:18:21" });
    expect(item).toMatchObject({ price: listed?.price, stock: listed?.stock, created_at: listed?.created_at });
    const [key] = await db.query<{ shop_alias: string; goods_alias: string }>(`SELECT shop_alias, goods_alias FROM ${recordsTable("goodsKeys")} ORDER BY pos LIMIT 1`);
    if (!key) throw new Error("the fixture has no card keys");
    const keys = await repo.table("goodsKeys").count({ shop: key.shop_alias, filters: [{ field: "goods_alias", kind: "equal", wanted: key.goods_alias }] });
    const [counted] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM r_goodskeys WHERE shop_alias = $1 AND goods_alias = $2", [key.shop_alias, key.goods_alias]);
    expect(keys).toBe(counted?.n);
    expect(keys).toBeGreaterThan(0);
    // a second row of an alias is refused by the database itself
    await expect(db.query("INSERT INTO r_goods (shop_alias, alias) SELECT shop_alias, alias FROM r_goods WHERE alias = 'go0000000w'")).rejects.toThrow(/r_goods__u__alias/);
  });
});
