import { afterAll, describe, expect, it } from "vitest";
import { DuplicateRecordError } from "../../src/api/repository/errors";
import type { ListQuery } from "../../src/api/repository/types";
import { OWN_TABLES } from "../../src/api/own-tables";
import { resources } from "../../src/resources";
import { demoSeed } from "../../src/server/main";
import { liveRepository } from "../../src/server/repository/live-repository";
import type { SqlRepository } from "../../src/server/repository/sql-repository";
import type { TableSpec } from "../../src/server/schema";
import { openPglite, openPostgres, type Database } from "../../src/server/sql";
import { prepareStore } from "../../src/server/store";
import { storeTables } from "../../src/server/store-tables";
import { insertRows, loadRows, type Row } from "../../src/server/table-io";

/**
 * The repository on the server's live tables (decision 0092): a database brought up as the server
 * brings it up (prepareStore: every migration, the demo's rows written by table-io, `alias_seq`),
 * then served by liveRepository beside the unit of work's table-io: each reads what the other
 * wrote as it was written, inside one transaction too (transactionOn), their aliases never meet,
 * and the database refuses a duplicate from either. On PGlite always, on Postgres when
 * DATABASE_URL_TEST is set (in a schema of this file's own, public kept on the path for pg_trgm).
 */

const url = process.env.DATABASE_URL_TEST;
const schema = `live_repo_${Date.now().toString(36)}`;

async function brought(db: Database): Promise<{ db: Database; specs: Map<string, TableSpec>; repo: SqlRepository; shop: string }> {
  const store = await prepareStore(db, { ...storeTables(), seed: () => demoSeed() });
  const [goods] = await db.query<{ shop_alias: string }>("SELECT shop_alias FROM r_goods ORDER BY pos LIMIT 1");
  return { db, specs: new Map(store.specs.map((s) => [s.key, s])), repo: liveRepository(db, resources, { now: () => "2026-12-06 10:00:00" }), shop: String(goods?.shop_alias) };
}

/** Postgres's store in a schema of this file's own, dropped again when it cannot be brought up (no hook runs then). */
async function onPostgres(from: string): Promise<Awaited<ReturnType<typeof brought>>> {
  const admin = await openPostgres(from);
  await admin.exec(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  const db = await openPostgres(`${from}${from.includes("?") ? "&" : "?"}options=${encodeURIComponent(`-c search_path=${schema},public`)}`);
  try {
    return await brought(db);
  } catch (error) {
    await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await db.close();
    throw error;
  } finally {
    await admin.close();
  }
}

// the databases open and take the demo as the file loads, outside any test's time limit; one after
// the other: PGlite's work holds the event loop, past a Postgres connection's 5 s to connect (seen at load 20)
const stores = [{ name: "PGlite", db: await openPglite() }];
const ready = [{ name: "PGlite", live: await brought(stores[0]?.db as Database) }];
if (url) {
  const live = await onPostgres(url);
  stores.push({ name: "Postgres", db: live.db });
  ready.push({ name: "Postgres", live });
}

const everyRow = (shop: string): ListQuery => ({ shop, filters: [], empty: [], keyword: null, sort: { field: "alias", order: "asc" }, page: 1, pageSize: 1000 });
const byAlias = (a: Row, b: Row) => (String(a.alias) < String(b.alias) ? -1 : 1);

/** A goods item with a value of each kind the handlers keep: money, integers, an enum, a list, JSON objects, times. */
const ITEM = {
  alias: "go_round_1", name: "往返商品", cover: "/c.png", type: 3, category_alias: "ca_1", images: ["/a.png", "/b.png"], price: 19.9, original_price: 100,
  stock: 7, delivery: [1, 2], params: [{ param_alias: "pa_1", value: "红" }], status: 1, created_at: "2026-12-06 09:00:00", updated_at: "2026-12-06 09:30:00",
};
/** One of its card keys: the route's parameter goods_alias, a time, an enum. */
const KEY = { alias: "gk_round_1", goods_alias: "go_round_1", card_secret: "S-1", status: 2, sold_at: "2026-12-06 11:00:00", order_sn: "SN1", created_at: "2026-12-06 09:00:00", updated_at: "2026-12-06 09:00:00" };

for (const { name, live } of ready) {
  const { db, specs, repo, shop } = live;
  const spec = (resource: string) => specs.get(`records/${resource}`) as TableSpec;

  describe(`the live tables through the repository on ${name} (decision 0092)`, () => {
    it("reads every row of every resource of the demo, and of the handlers' own tables, as the unit of work's table-io reads it", async () => {
      let compared = 0;
      for (const name of [...resources.map((c) => c.name), ...OWN_TABLES.map((d) => d.name)]) {
        const stored = (await loadRows(db, spec(name))).map((s) => s.row);
        for (const shopAlias of new Set(stored.map((r) => String(r.shop_alias)))) {
          const mine = stored.filter((r) => r.shop_alias === shopAlias).sort(byAlias);
          expect((await repo.table(name).find(everyRow(shopAlias))).rows, name).toEqual(mine);
          compared += mine.length;
        }
      }
      expect(compared).toBeGreaterThan(2000);
    });

    it("reads a goods item and its card key written by table-io as written; table-io reads the repository's as it wrote them", async () => {
      await insertRows(db, spec("goods"), [{ ...ITEM, shop_alias: shop }]);
      await insertRows(db, spec("goodsKeys"), [{ ...KEY, shop_alias: shop }]);
      expect(await repo.table("goods").get(shop, ITEM.alias)).toEqual({ ...ITEM, shop_alias: shop });
      expect(await repo.table("goodsKeys").get(shop, KEY.alias)).toEqual({ ...KEY, shop_alias: shop });
      // the route's parameter is a field of the table: its own column, found by a filter
      expect(await db.query("SELECT goods_alias, extra FROM r_goodskeys WHERE alias = $1", [KEY.alias])).toEqual([{ goods_alias: ITEM.alias, extra: {} }]);
      const keys = await repo.table("goodsKeys").find({ ...everyRow(shop), filters: [{ field: "goods_alias", kind: "equal", wanted: ITEM.alias }] });
      expect(keys.rows.map((r) => r.alias)).toEqual([KEY.alias]);

      const item = await repo.table("goods").insert(shop, { ...ITEM, alias: undefined, name: "往返商品二", price: "0.10", stock: "3" });
      const key = await repo.table("goodsKeys").insert(shop, { ...KEY, alias: undefined, goods_alias: item.alias });
      expect(item).toMatchObject({ price: 0.1, stock: 3, images: ITEM.images, params: ITEM.params, created_at: ITEM.created_at });
      const read = async (resource: string, alias: string) => (await loadRows(db, spec(resource), shop)).find((s) => s.row.alias === alias)?.row;
      expect(await read("goods", item.alias)).toEqual(item);
      expect(await read("goodsKeys", key.alias)).toEqual(key);
    });

    it("a field table-io wrote as null (kept in extra) and the repository then sets reads back set through table-io", async () => {
      const key = { ...KEY, alias: "gk_null_1", card_secret: "S-NULL", order_sn: null, shop_alias: shop };
      await insertRows(db, spec("goodsKeys"), [key]);
      await repo.table("goodsKeys").patch(shop, key.alias, { order_sn: "SN-SET" });
      const read = (await loadRows(db, spec("goodsKeys"))).map((s) => s.row).find((r) => r.alias === key.alias);
      expect(read?.order_sn).toBe("SN-SET");
    });

    it("takes its aliases from alias_seq, in allocAlias's format, so they never meet another writer's", async () => {
      const last = async () => Number((await db.query<{ n: string }>("SELECT last_value::text AS n FROM alias_seq"))[0]?.n);
      const before = await last();
      const inserted = repo.transaction(async (tx) => {
        const out: string[] = [];
        for (let i = 0; i < 6; i += 1) out.push((await tx.table("category").insert(shop, { name: `别名${i}` })).alias);
        return out;
      });
      // other writers (the accounts' store, another process) take theirs meanwhile (on Postgres side by side; on PGlite in turn)
      const others = await Promise.all([0, 1].map(() => db.transaction((sql) => sql.query<{ n: string }>("SELECT nextval('alias_seq')::text AS n FROM generate_series(1, 6)"))));
      const aliases = await inserted;
      const numbers = others.flat().map((r) => Number(r.n));
      for (const alias of aliases) expect(alias).toMatch(/^ca[0-9a-z]{8}$/);
      const repoNumbers = aliases.map((a) => parseInt(a.slice(2), 36));
      // every number the sequence gave meanwhile went to one writer, none to both
      const taken = [...numbers, ...repoNumbers].sort((a, b) => a - b);
      expect(taken).toEqual(Array.from({ length: taken.length }, (_, i) => before + 1 + i));
      expect(await last()).toBe(before + taken.length);
    });

    it("answers inside a transaction already open (transactionOn): sees the unit of work's writes, and its own roll back with them", async () => {
      const row = { alias: "ca_in_tx", shop_alias: shop, name: "事务中", status: 1, created_at: "2026-12-06 10:00:00", updated_at: "2026-12-06 10:00:00" };
      await expect(
        db.transaction(async (sql) => {
          await insertRows(sql, spec("category"), [row]);
          const tx = repo.transactionOn(sql);
          await tx.lockShop(shop);
          expect(await tx.table("category").get(shop, row.alias, { forUpdate: true })).toEqual(row);
          await tx.table("category").patch(shop, row.alias, { name: "事务中改" });
          await tx.table("category").insert(shop, { alias: "ca_in_tx2", name: "事务中二" });
          expect((await loadRows(sql, spec("category"), shop)).find((s) => s.row.alias === row.alias)?.row.name).toBe("事务中改");
          throw new Error("回滚");
        }),
      ).rejects.toThrow("回滚");
      expect(await repo.table("category").get(shop, row.alias)).toBeNull();
      expect(await repo.table("category").get(shop, "ca_in_tx2")).toBeNull();
      await db.transaction(async (sql) => void (await repo.transactionOn(sql).table("category").insert(shop, { alias: "ca_in_tx3", name: "提交" })));
      expect((await repo.table("category").get(shop, "ca_in_tx3"))?.name).toBe("提交");
    });

    it("refuses a duplicate from either writer: the alias per shop, a unique field's value", async () => {
      const [supplier] = (await loadRows(db, spec("goodsSupplier"))).map((s) => s.row);
      if (!supplier) throw new Error("the demo has no supplier");
      const at = String(supplier.shop_alias);
      await expect(insertRows(db, spec("goodsSupplier"), [{ ...supplier }])).rejects.toThrow(/r_goodssupplier__u__alias/);
      await expect(insertRows(db, spec("goodsSupplier"), [{ ...supplier, alias: "gs_twin" }])).rejects.toThrow(/r_goodssupplier__u__name/);
      const twin = repo.table("goodsSupplier").insert(at, { name: supplier.name });
      await expect(twin).rejects.toBeInstanceOf(DuplicateRecordError);
      await expect(twin).rejects.toMatchObject({ field: "name", message: "供应商名称已存在" });
      await expect(repo.table("goodsSupplier").insert(at, { alias: supplier.alias, name: "别的名字" })).rejects.toMatchObject({ field: "alias" });
      // another shop's, or an empty one, is no duplicate
      expect((await repo.table("goodsSupplier").insert(`${at}_other`, { name: supplier.name })).name).toBe(supplier.name);
      await insertRows(db, spec("goodsSupplier"), [{ alias: "gs_blank1", shop_alias: at, name: "" }, { alias: "gs_blank2", shop_alias: at, name: "" }]);
    });
  });
}

afterAll(async () => {
  for (const { name, db } of stores) {
    if (name === "Postgres") await db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await db.close();
  }
});
