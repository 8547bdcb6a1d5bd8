import { afterAll, describe, expect, it } from "vitest";
import type { PageQuery } from "../../src/api/page-reader";
import { readPage } from "../../src/server/page-sql";
import type { TableSpec } from "../../src/server/schema";
import { openPglite, openPostgres, type Database, type Params, type Sql } from "../../src/server/sql";
import { prepareStore } from "../../src/server/store";
import { storeTables } from "../../src/server/store-tables";
import { insertRows } from "../../src/server/table-io";

/**
 * A text searched in part (decision 0087): after the migrations, the fields a list searches in
 * part (订单号's "part" filter, a keyword's fields) have their trigram index, the list's SQL
 * answers the right rows (a part anywhere in the value, `%` and `_` as themselves, an array's
 * elements one by one), and its plan can read the index (scans of whole tables turned off, as a
 * shop of 100,000 orders has the planner choose). On PGlite in memory, and on the Postgres of
 * DATABASE_URL_TEST in a schema of this file's own, dropped after.
 */

const ORDERS = [
  { alias: "o1", order_sn: "B000000001234", created_at: "2026-12-01 10:00:00" },
  { alias: "o2", order_sn: "B000000012345", created_at: "2026-12-01 11:00:00" },
  { alias: "o3", order_sn: "B000000099999", created_at: "2026-12-01 12:00:00" },
  { alias: "o4", order_sn: "X1234", created_at: "2026-12-01 13:00:00" },
  { alias: "o5", order_sn: "A%1_2", created_at: "2026-12-01 14:00:00" },
  { alias: "o6", order_sn: 'Q"7', created_at: "2026-12-01 15:00:00" },
].map((o) => ({ ...o, shop_alias: "s1", status: "WAIT_SEND", updated_at: o.created_at }));
// another shop's order of the same number: never in s1's answers
const OTHER_SHOP = { alias: "o9", shop_alias: "s2", order_sn: "B000000001234", status: "WAIT_SEND", created_at: "2026-12-01 10:00:00" };

const REFUNDS = [
  { alias: "r1", buyer_nickname: "ABC买家", order_sn: "B1", buyer_mobile: "13800000001" },
  // a text field is a text column since 0003 (decision 0084): searched in any case, no JSON of it between
  { alias: "r2", buyer_nickname: "x, Foo", order_sn: "B2", buyer_mobile: "13800000002" },
  { alias: "r3", buyer_nickname: "无名", order_sn: "B3", buyer_mobile: "13900000003" },
].map((r) => ({ ...r, shop_alias: "s1", status: "1", created_at: "2026-12-01 10:00:00" }));

const query = (resource: string, more: Partial<PageQuery>): PageQuery => ({
  resource, shop: "s1", filters: [], empty: [], keyword: null, sort: { field: "created_at", order: "desc" }, page: 1, pageSize: 20, countBy: "status", ...more,
});
const part = (wanted: string): Partial<PageQuery> => ({ filters: [{ field: "order_sn", kind: "part", wanted }] });
const keyword = (text: string): Partial<PageQuery> => ({ keyword: { text, fields: ["order_sn", "buyer_nickname", "buyer_mobile"] } });

/** The SELECT of the page readPage sends (its first statement), with its parameters. */
async function pageSelect(sql: Sql, spec: TableSpec, q: PageQuery): Promise<[string, Params]> {
  const sent: [string, Params][] = [];
  const recording: Sql = {
    query: <T,>(text: string, params: Params = []) => {
      sent.push([text, params]);
      return sql.query<T>(text, params);
    },
    exec: (text) => sql.exec(text),
  };
  await readPage(recording, spec, q);
  const select = sent.find(([text]) => text.includes(" LIMIT "));
  if (!select) throw new Error("no page SELECT");
  return select;
}

/** Orders of numbers of letters only (none holds a part searched here), older than ORDERS: a shop whose plan reads an index. */
const letters = (n: number) => [...n.toString(26)].map((c) => String.fromCharCode(97 + parseInt(c, 26))).join("");
const filler = (n: number, more: object) => ({ alias: `f${n}`, shop_alias: "s1", status: "SUCCESS", created_at: "2026-11-01 10:00:00", ...more });
const FILLERS = 3000;

/** The store migrated, then its searched rows and as many others (analysed, as autovacuum would). */
async function filled(database: Database): Promise<TableSpec[]> {
  const { specs } = await prepareStore(database, storeTables());
  const spec = (key: string) => specs.find((s) => s.key === key) as TableSpec;
  const others = Array.from({ length: FILLERS }, (_, n) => n);
  await insertRows(database, spec("records/order"), [...others.map((n) => filler(n, { order_sn: `Z${letters(n)}` })), ...ORDERS, OTHER_SHOP]);
  await insertRows(database, spec("records/refund"), [...others.map((n) => filler(n, { order_sn: `Z${letters(n)}`, buyer_nickname: letters(n), buyer_mobile: "" })), ...REFUNDS]);
  await database.exec("ANALYZE");
  return specs;
}

function searchedOn(name: string, database: Database, specs: readonly TableSpec[], done: () => Promise<void>): void {
  describe(`a text searched in part (${name})`, () => {
    const spec = (key: string) => specs.find((s) => s.key === key) as TableSpec;
    afterAll(done);

    it("has a trigram index of each field searched in part after the migrations", async () => {
      const indexes = await database.query<{ indexname: string; indexdef: string }>(
        "SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() AND indexname LIKE '%\\_\\_s\\_\\_%' ORDER BY 1",
      );
      const on = Object.fromEntries(indexes.map((i) => [i.indexname, i.indexdef]));
      for (const index of ["r_order__s__order_sn", "r_order__s__buyer_mobile", "r_refund__s__buyer_nickname", "r_goods__s__name"]) {
        // no pending list: a search would read it whole until a vacuum (none on PGlite)
        expect(on[index], index).toMatch(/USING gin .*gin_trgm_ops.*fastupdate='?off/);
      }
    });

    it("answers 订单号 typed in part with the shop's orders that hold it, % and _ as themselves", async () => {
      const found = async (wanted: string) => (await readPage(database, spec("records/order"), query("order", part(wanted)))).rows.map((r) => r.alias);
      expect(await found("000001234")).toEqual(["o2", "o1"]);
      expect(await found("9999")).toEqual(["o3"]);
      expect(await found(" 1234 ")).toEqual(["o4", "o2", "o1"]);
      expect(await found("%1_")).toEqual(["o5"]);
      expect(await found("_")).toEqual(["o5"]);
      expect(await found('"')).toEqual(["o6"]);
      expect(await found("B000")).toEqual(["o3", "o2", "o1"]);
      expect(await found("b000")).toEqual([]);
      const page = await readPage(database, spec("records/order"), query("order", part("1234")));
      expect([page.total, page.counts]).toEqual([3, { WAIT_SEND: 3 }]);
    });

    it("answers a keyword in any case, the text as stored (no JSON quotes or commas of its own)", async () => {
      const found = async (text: string) => (await readPage(database, spec("records/refund"), query("refund", keyword(text)))).rows.map((r) => r.alias).sort();
      expect(await found("abc")).toEqual(["r1"]);
      expect(await found("foo")).toEqual(["r2"]);
      expect(await found('"x')).toEqual([]);
      expect(await found("1380")).toEqual(["r1", "r2"]);
    });

    it("reads the trigram index for 订单号 in part and for a keyword", async () => {
      const plan = async (key: string, q: PageQuery) => {
        const [text, params] = await pageSelect(database, spec(key), q);
        const rows = await database.query<Record<string, unknown>>(`EXPLAIN ${text}`, params);
        return rows.map((r) => Object.values(r).join("")).join("\n");
      };
      expect(await plan("records/order", query("order", part("000001234")))).toContain("r_order__s__order_sn");
      const searched = await plan("records/refund", query("refund", keyword("abc")));
      for (const index of ["r_refund__s__order_sn", "r_refund__s__buyer_nickname", "r_refund__s__buyer_mobile"]) expect(searched).toContain(index);
    });
  });
}

// the databases open and fill as the file loads, outside any test's time limit (PGlite compiles its
// WASM, the migrations are a thousand statements: 20 s and more beside other suites)
const pglite = await openPglite();
searchedOn("PGlite", pglite, await filled(pglite), () => pglite.close());

const url = process.env.DATABASE_URL_TEST;
if (url) {
  // a schema of this file's own (the suite's servers use the public one, where pg_trgm may be already)
  const schema = `search_test_${Math.random().toString(36).slice(2, 8)}`;
  const admin = await openPostgres(url);
  // the extension where the server's migration makes it (the public schema): made in this schema
  // instead, it would go with it, and a server migrating meanwhile would find it made and not see it
  await admin.exec(`CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public; CREATE SCHEMA ${schema}`);
  await admin.close();
  const postgres = await openPostgres(`${url}${url.includes("?") ? "&" : "?"}options=${encodeURIComponent(`-c search_path=${schema},public`)}`);
  searchedOn("Postgres", postgres, await filled(postgres), async () => {
    await postgres.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await postgres.close();
  });
} else describe.skip("a text searched in part on Postgres: DATABASE_URL_TEST is not set", () => {});
