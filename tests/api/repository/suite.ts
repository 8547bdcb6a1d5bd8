import { describe, expect, it } from "vitest";
import { DuplicateRecordError, RepositoryValueError, StaleRecordError } from "../../../src/api/repository/errors";
import type { ListQuery, Repository, RepositoryOptions, Row, TableDef } from "../../../src/api/repository/types";

/**
 * The repository's one suite (decision 0081), run on every store: on memory in `npm test`
 * (memory.test.ts), on PGlite and Postgres in the `database` project (tests/server/repository.server.test.ts).
 * Each test gets a new empty repository from the factory, on a clock it sets.
 */

export type RepositoryFactory = (tables: TableDef[], options: Required<Pick<RepositoryOptions, "now">>) => Promise<Repository>;

export interface StoreTraits {
  /** Two transactions run at once (PGlite runs one at a time: the next waits for the whole of this one). */
  concurrent: boolean;
}

const GOODS: TableDef = {
  name: "goods",
  aliasPrefix: "go",
  fields: [
    { key: "name", label: "商品名称", kind: "text", unique: true },
    { key: "price", label: "价格", kind: "money" },
    { key: "stock", label: "库存", kind: "integer" },
    { key: "status", label: "状态", kind: "integer", options: [1, 2] },
    { key: "grade", label: "等级", kind: "text", options: ["A", "B"] },
    { key: "tags", label: "标签", kind: "json" },
    { key: "sold_at", label: "上架时间", kind: "datetime" },
    { key: "ship_on", label: "发货日", kind: "date" },
    { key: "rate", label: "折扣", kind: "number" },
    { key: "note", label: "备注", kind: "text" },
  ],
};
const TABLES = [GOODS];

/** A promise and the function that settles it: one side of a test waits on what the other opens. */
function gate(): { open: () => void; opened: Promise<void> } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

const query = (more: Partial<ListQuery>): ListQuery => ({
  shop: "s1", filters: [], empty: [], keyword: null, sort: { field: "alias", order: "asc" }, page: 1, pageSize: 20, ...more,
});
const names = (rows: Row[]) => rows.map((r) => r.name);

export function repositorySuite(store: string, make: RepositoryFactory, traits: StoreTraits): void {
  const clock = { now: "2026-12-06 10:00:00" };
  const fresh = () => make(TABLES, { now: () => clock.now });

  /** Four goods of shop s1 and one of s2 (same name: unique is per shop). */
  async function stocked(repo: Repository): Promise<Row[]> {
    const goods = repo.table("goods");
    clock.now = "2026-12-06 10:00:00";
    return [
      await goods.insert("s1", { name: "苹果", price: 12.5, stock: 3, status: 1, tags: ["红", "甜"], sold_at: "2026-12-01 09:00:00", ship_on: "2026-12-08", rate: 0.85, note: "Fresh apple" }),
      await goods.insert("s1", { name: "香蕉", price: 3.3, stock: 10, status: 2, tags: ["黄"], sold_at: "2026-12-02 23:59:59", note: "" }),
      await goods.insert("s1", { name: "樱桃", price: 0.1, stock: 0, status: 1, tags: [], note: "apple-like" }),
      await goods.insert("s1", { name: "葡萄", price: 0.2, stock: 7, status: 1, sold_at: "2026-12-03 00:00:00", note: "Grape" }),
      await goods.insert("s2", { name: "苹果", price: 99, stock: 1, status: 1 }),
    ];
  }

  describe(`the repository on ${store} (decision 0081)`, () => {
    it("inserts with an alias from the table's sequence, reads back the same values, within its shop only", async () => {
      const repo = await fresh();
      const goods = repo.table("goods");
      clock.now = "2026-12-06 10:00:00";
      const a = await goods.insert("s1", { name: "苹果", price: "12.50", stock: "3", tags: ["红"], sold_at: "2026-12-01 09:00:00", ship_on: "2026-12-08", rate: 0.85, note: "", color: "红色" });
      const b = await goods.insert("s1", { name: "香蕉", price: 1.005, stock: null });
      expect(a.alias).toMatch(/^go[0-9a-z]{8}$/);
      expect(b.alias).not.toBe(a.alias);
      expect(a).toEqual({
        alias: a.alias, shop_alias: "s1", created_at: "2026-12-06 10:00:00", updated_at: "2026-12-06 10:00:00",
        name: "苹果", price: 12.5, stock: 3, tags: ["红"], sold_at: "2026-12-01 09:00:00", ship_on: "2026-12-08", rate: 0.85, note: "", color: "红色",
      });
      // money is kept to the cent, rounded half away from zero as numeric(12,2) rounds; null is unset
      expect(b).toEqual({ alias: b.alias, shop_alias: "s1", created_at: "2026-12-06 10:00:00", updated_at: "2026-12-06 10:00:00", name: "香蕉", price: 1.01 });
      expect(await goods.get("s1", a.alias)).toEqual(a);
      expect(await goods.get("s2", a.alias)).toBeNull();
      expect(await goods.patch("s2", a.alias, { note: "别的店" })).toBeNull();
      expect(await goods.remove("s2", a.alias)).toBe(false);
      expect(await goods.count({ shop: "s2" })).toBe(0);
    });

    it("refuses a value its field cannot hold, and a key the table lacks, on every store alike", async () => {
      const goods = (await fresh()).table("goods");
      await expect(goods.insert("s1", { name: "x", price: "十二元" })).rejects.toBeInstanceOf(RepositoryValueError);
      await expect(goods.insert("s1", { name: 5 })).rejects.toBeInstanceOf(RepositoryValueError);
      await expect(goods.insert("s1", { name: "x", stock: 1.5 })).rejects.toBeInstanceOf(RepositoryValueError);
      await expect(goods.insert("s1", { name: "x", sold_at: "2026-02-30 10:00:00" })).rejects.toBeInstanceOf(RepositoryValueError);
      await expect(goods.count({ shop: "s1", filters: [{ field: "colour", kind: "equal", wanted: "红" }] })).rejects.toBeInstanceOf(RepositoryValueError);
      await expect(goods.sum("note", { shop: "s1" })).rejects.toBeInstanceOf(RepositoryValueError);
      expect(await goods.count({ shop: "s1" })).toBe(0);
    });

    it("refuses an enum's value outside its options, naming the field (a handler's mistake, on every store alike); \"\" is unset", async () => {
      const goods = (await fresh()).table("goods");
      await expect(goods.insert("s1", { name: "x", status: 3 })).rejects.toThrow(/goods\.status（状态）不是可选的值：3/);
      await expect(goods.insert("s1", { name: "x", grade: "C" })).rejects.toBeInstanceOf(RepositoryValueError);
      const a = await goods.insert("s1", { name: "y", status: "2", grade: "A" });
      expect([a.status, a.grade]).toEqual([2, "A"]);
      await expect(goods.patch("s1", a.alias, { status: 9 })).rejects.toBeInstanceOf(RepositoryValueError);
      const cleared = await goods.patch("s1", a.alias, { status: "", grade: "" });
      expect([cleared?.status, cleared?.grade]).toEqual([undefined, undefined]);
      expect(await goods.count({ shop: "s1" })).toBe(1);
    });

    it("finds by the list query: one of, a part, a day range, empty, keyword", async () => {
      const repo = await fresh();
      await stocked(repo);
      const goods = repo.table("goods");
      const found = async (more: Partial<ListQuery>) => names((await goods.find(query(more))).rows);
      expect(await found({ filters: [{ field: "status", kind: "equal", wanted: 1, scalar: true }], sort: { field: "price", order: "asc" } })).toEqual(["樱桃", "葡萄", "苹果"]);
      expect(await found({ filters: [{ field: "status", kind: "equal", wanted: ["1", "2"] }] })).toHaveLength(4);
      // the wanted text of a money field is read as the amount it is
      expect(await found({ filters: [{ field: "price", kind: "equal", wanted: "12.50" }] })).toEqual(["苹果"]);
      // a list field matches by one of its elements
      expect(await found({ filters: [{ field: "tags", kind: "equal", wanted: "红" }] })).toEqual(["苹果"]);
      // a bare day's end takes in the whole day
      expect(await found({ filters: [{ field: "sold_at", kind: "range", wanted: ["2026-12-01", "2026-12-02"] }], sort: { field: "sold_at", order: "asc" } })).toEqual(["苹果", "香蕉"]);
      expect(await found({ filters: [{ field: "sold_at", kind: "range", wanted: ["2026-12-02 12:00:00", ""] }], sort: { field: "sold_at", order: "asc" } })).toEqual(["香蕉", "葡萄"]);
      expect(await found({ filters: [{ field: "created_at", kind: "range", wanted: ["2026-12-06", "2026-12-06"] }] })).toHaveLength(4);
      expect(await found({ filters: [{ field: "note", kind: "part", wanted: " apple " }], sort: { field: "price", order: "asc" } })).toEqual(["樱桃", "苹果"]);
      expect(await found({ empty: ["sold_at"] })).toEqual(["樱桃"]);
      expect(await found({ empty: ["note"] })).toEqual(["香蕉"]);
      expect(await found({ empty: ["tags"] })).toEqual(["樱桃", "葡萄"].sort());
      expect(await found({ keyword: { text: "grape", fields: ["name", "note"] } })).toEqual(["葡萄"]);
      expect(await found({ keyword: { text: "红", fields: ["tags"] } })).toEqual(["苹果"]);
      expect(await found({ filters: [{ field: "status", kind: "equal", wanted: "abc" }] })).toEqual([]);
    });

    it("finds the rows whose list holds a record with a wanted key (an order's items by goods): one query for many values", async () => {
      const repo = await fresh();
      const goods = repo.table("goods");
      await goods.insert("s1", { name: "一单", tags: [{ goods_alias: "g1", num: 2 }, { goods_alias: "g2", num: 1 }] });
      await goods.insert("s1", { name: "二单", tags: [{ goods_alias: 7 }, "g1", { other: "g1" }] });
      await goods.insert("s1", { name: "三单", tags: ["g3"] });
      await goods.insert("s2", { name: "一单", tags: [{ goods_alias: "g1" }] });
      const holding = async (wanted: unknown[]) =>
        names((await goods.find(query({ filters: [{ field: "tags", kind: "equal", wanted, element: "goods_alias" }] }))).rows).sort();
      expect(await holding(["g1"])).toEqual(["一单"]);
      // a number held is matched by its text; a bare element or another key is not a record's value
      expect(await holding(["g2", "7"])).toEqual(["一单", "二单"].sort());
      expect(await holding(["g3"])).toEqual([]);
      expect(await goods.count({ shop: "s1", filters: [{ field: "tags", kind: "equal", wanted: ["g1", "g2"], element: "goods_alias" }] })).toBe(1);
      // only a list field holds records
      await expect(goods.find(query({ filters: [{ field: "name", kind: "equal", wanted: ["g1"], element: "goods_alias" }] }))).rejects.toThrow(RepositoryValueError);
    });

    it("finds by a key kept beside the fields when the query says it may be (a relation some rows keep so), a list's records too", async () => {
      const repo = await fresh();
      const goods = repo.table("goods");
      await goods.insert("s1", { name: "一", member_alias: "m1", lines: [{ goods_alias: "g1" }] });
      await goods.insert("s1", { name: "二", member_alias: "m2", lines: [{ goods_alias: "g2" }, { goods_alias: "g1" }] });
      await goods.insert("s1", { name: "三", stock: 5 });
      await goods.insert("s2", { name: "一", member_alias: "m1" });
      const beside = async (filter: ListQuery["filters"][number]) => names((await goods.find(query({ filters: [{ ...filter, beyondFields: true }] }))).rows).sort();
      expect(await beside({ field: "member_alias", kind: "equal", wanted: ["m1", "m3"] })).toEqual(["一"]);
      expect(await beside({ field: "lines", kind: "equal", wanted: ["g1"], element: "goods_alias" })).toEqual(["一", "二"].sort());
      // a field is still read as the field
      expect(await beside({ field: "stock", kind: "equal", wanted: ["5"] })).toEqual(["三"]);
      // without the word, a key the table lacks is a mistake
      await expect(goods.find(query({ filters: [{ field: "member_alias", kind: "equal", wanted: ["m1"] }] }))).rejects.toThrow(RepositoryValueError);
    });

    it("sorts (unset first going up, last going down), pages, counts tabs, and answers figures without rows", async () => {
      const repo = await fresh();
      await stocked(repo);
      const goods = repo.table("goods");
      const byStock = (page: number) => goods.find(query({ sort: { field: "stock", order: "desc" }, page, pageSize: 2 }));
      expect(names((await byStock(1)).rows)).toEqual(["香蕉", "葡萄"]);
      expect(names((await byStock(2)).rows)).toEqual(["苹果", "樱桃"]);
      expect((await byStock(3)).rows).toEqual([]);
      expect((await byStock(2)).total).toBe(4);
      expect(names((await goods.find(query({ sort: { field: "sold_at", order: "asc" } }))).rows)).toEqual(["樱桃", "苹果", "香蕉", "葡萄"]);
      expect(names((await goods.find(query({ sort: { field: "sold_at", order: "desc" } }))).rows)).toEqual(["葡萄", "香蕉", "苹果", "樱桃"]);
      // the tab counts leave their own field's filter out
      const tabs = await goods.find(query({ filters: [{ field: "status", kind: "equal", wanted: 1, scalar: true }], countBy: "status", pageSize: 0 }));
      expect(tabs).toEqual({ rows: [], total: 3, counts: { "1": 3, "2": 1 } });
    });

    it("gives a page's rows alone (findRows) as find gives them, and a tabbed total that is the tabs' sum, unset values too", async () => {
      const repo = await fresh();
      await stocked(repo);
      const goods = repo.table("goods");
      await goods.insert("s1", { name: "无状态", stock: 2 });
      for (const asked of [query({ sort: { field: "stock", order: "desc" }, page: 2, pageSize: 2 }), query({ filters: [{ field: "status", kind: "equal", wanted: 1, scalar: true }] })]) {
        expect(await goods.findRows(asked)).toEqual((await goods.find(asked)).rows);
      }
      expect(await goods.findRows(query({ pageSize: 0 }))).toEqual([]);
      // no filter on the tab field: the total is every row the other filters keep, the one with no status among them
      const someStock = query({ filters: [{ field: "stock", kind: "equal", wanted: [3, 10, 2] }], countBy: "status", pageSize: 1 });
      const page = await goods.find(someStock);
      expect(page.counts).toEqual({ "": 1, "1": 1, "2": 1 });
      expect(page.total).toBe(await goods.count({ shop: "s1", filters: someStock.filters }));
      expect(page.total).toBe(3);
    });

    it("sums money exactly to the cent (0.1 + 0.2 + 12.5 is 12.8), in total and per day", async () => {
      const repo = await fresh();
      await stocked(repo);
      const goods = repo.table("goods");
      const status1 = { shop: "s1", filters: [{ field: "status", kind: "equal" as const, wanted: 1 }] };
      // added as floats in the rows' order, they are not
      expect(12.5 + 0.1 + 0.2).not.toBe(12.8);
      expect(await goods.sum("price", status1)).toBe(12.8);
      expect(await goods.count(status1)).toBe(3);
      expect(await goods.sum("stock", { shop: "s1" })).toBe(20);
      const figures = await goods.find(query({ ...status1, sum: "price", perDay: "sold_at", pageSize: 0 }));
      expect(figures.sum).toBe(12.8);
      expect(figures.days).toEqual({ "2026-12-01": { count: 1, sum: 12.5 }, "2026-12-03": { count: 1, sum: 0.2 }, "": { count: 1, sum: 0.1 } });
      for (let i = 0; i < 30; i += 1) await goods.insert("s3", { name: `分${i}`, price: 0.01, rate: 0.1 });
      expect(await goods.sum("price", { shop: "s3" })).toBe(0.3); // 0.3000000000000001 as floats
      expect(await goods.sum("rate", { shop: "s3" })).toBe(3);
    });

    it("patches the given fields only, moving updated_at past the stored one even within its second", async () => {
      const repo = await fresh();
      const goods = repo.table("goods");
      clock.now = "2026-12-06 10:00:00";
      const a = await goods.insert("s1", { name: "苹果", price: 12.5, stock: 3, note: "旧", color: "红色" });
      const patched = await goods.patch("s1", a.alias, { price: 13, note: null, color: null, size: "大" });
      expect(patched).toEqual({ ...a, price: 13, note: undefined, color: undefined, size: "大", updated_at: "2026-12-06 10:00:01" });
      expect(await goods.get("s1", a.alias)).toEqual(patched);
      clock.now = "2026-12-06 11:00:00";
      expect((await goods.patch("s1", a.alias, { stock: 4 }))?.updated_at).toBe("2026-12-06 11:00:00");
      await expect(goods.patch("s1", a.alias, { created_at: "2026-01-01 00:00:00" })).rejects.toBeInstanceOf(RepositoryValueError);
      expect(await goods.patch("s1", "nobody", { stock: 1 })).toBeNull();
    });

    it("refuses a save naming another updated_at than the stored one (409 记录已被他人修改，请刷新后重试), and keeps the other save", async () => {
      const repo = await fresh();
      const goods = repo.table("goods");
      clock.now = "2026-12-06 10:00:00";
      const item = await goods.insert("s1", { name: "苹果", price: 12.5 });
      // two people open it; the first saves a price within the same second
      const first = await goods.patch("s1", item.alias, { price: 15 }, { expectedUpdatedAt: item.updated_at });
      expect(first?.price).toBe(15);
      const stale = goods.patch("s1", item.alias, { name: "青苹果" }, { expectedUpdatedAt: item.updated_at });
      await expect(stale).rejects.toBeInstanceOf(StaleRecordError);
      await expect(stale).rejects.toMatchObject({ status: 409, message: "记录已被他人修改，请刷新后重试" });
      expect(await goods.get("s1", item.alias)).toEqual(first);
      // a stamp the row never had, later or no date-time at all, names no version: refused too (decision 0082's isStale)
      await expect(goods.patch("s1", item.alias, { name: "x" }, { expectedUpdatedAt: "2027-01-01 00:00:00" })).rejects.toBeInstanceOf(StaleRecordError);
      await expect(goods.patch("s1", item.alias, { name: "x" }, { expectedUpdatedAt: "昨天" })).rejects.toBeInstanceOf(StaleRecordError);
      // read again, saved again
      expect((await goods.patch("s1", item.alias, { name: "青苹果" }, { expectedUpdatedAt: first?.updated_at }))?.name).toBe("青苹果");
      expect(await goods.patch("s1", "nobody", { name: "x" }, { expectedUpdatedAt: item.updated_at })).toBeNull();
    });

    it("two saves made from one read, at once: one is kept, the other refused as stale (no lost update)", async () => {
      const repo = await fresh();
      clock.now = "2026-12-06 10:00:00";
      const item = await repo.table("goods").insert("s1", { name: "苹果", price: 12.5 });
      const save = (changes: Record<string, unknown>) =>
        repo.transaction((tx) => tx.table("goods").patch("s1", item.alias, changes, { expectedUpdatedAt: item.updated_at }));
      const results = await Promise.allSettled([save({ price: 15 }), save({ name: "青苹果" })]);
      const kept = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
      const refused = results.flatMap((r) => (r.status === "rejected" ? [r.reason as unknown] : []));
      expect(kept).toHaveLength(1);
      expect(refused).toHaveLength(1);
      expect(refused[0]).toBeInstanceOf(StaleRecordError);
      expect(await repo.table("goods").get("s1", item.alias)).toEqual(kept[0]);
    });

    it("removes a row once", async () => {
      const repo = await fresh();
      const [apple] = await stocked(repo);
      const goods = repo.table("goods");
      expect(await goods.remove("s1", String(apple?.alias))).toBe(true);
      expect(await goods.remove("s1", String(apple?.alias))).toBe(false);
      expect(await goods.get("s1", String(apple?.alias))).toBeNull();
      expect(await goods.count({ shop: "s1" })).toBe(3);
      expect(await goods.count({ shop: "s2" })).toBe(1);
    });

    it("refuses a duplicate alias or unique value within a shop (商品名称已存在), and the transaction goes on", async () => {
      const repo = await fresh();
      await stocked(repo);
      const goods = repo.table("goods");
      const dup = goods.insert("s1", { name: "苹果", price: 1 });
      await expect(dup).rejects.toBeInstanceOf(DuplicateRecordError);
      await expect(dup).rejects.toMatchObject({ field: "name", message: "商品名称已存在" });
      const pear = await goods.insert("s1", { name: "梨" });
      await expect(goods.insert("s1", { alias: pear.alias, name: "梨2" })).rejects.toMatchObject({ field: "alias" });
      await expect(goods.patch("s1", pear.alias, { name: "香蕉" })).rejects.toMatchObject({ field: "name", message: "商品名称已存在" });
      // empty is no value: two rows without a name are no duplicate
      await goods.insert("s1", { name: "" });
      await goods.insert("s1", { name: "" });
      expect(await goods.count({ shop: "s1" })).toBe(7);
      await repo.transaction(async (tx) => {
        await expect(tx.table("goods").insert("s1", { name: "香蕉" })).rejects.toBeInstanceOf(DuplicateRecordError);
        await expect(tx.table("goods").patch("s1", pear.alias, { name: "葡萄" })).rejects.toBeInstanceOf(DuplicateRecordError);
        await tx.table("goods").insert("s1", { name: "芒果" });
      });
      expect((await goods.find(query({ filters: [{ field: "name", kind: "equal", wanted: ["芒果", "梨"] }] }))).total).toBe(2);
    });

    it("inserts many rows as insert adds each: aliases in the list's order, values kept, beyond one statement's batch", async () => {
      const repo = await fresh();
      const goods = repo.table("goods");
      clock.now = "2026-12-06 11:00:00";
      expect(await goods.insertMany("s1", [])).toEqual([]);
      const [a, b, c] = await goods.insertMany("s1", [
        { name: "苹果", price: "12.50", tags: ["红"], sold_at: "2026-12-01 09:00:00", color: "红色" },
        { name: "香蕉", price: 1.005, stock: null, created_at: "2026-12-01 08:00:00" },
        { alias: "go_given", note: "" },
      ]);
      expect(a).toEqual({ alias: a?.alias, shop_alias: "s1", created_at: "2026-12-06 11:00:00", updated_at: "2026-12-06 11:00:00", name: "苹果", price: 12.5, tags: ["红"], sold_at: "2026-12-01 09:00:00", color: "红色" });
      expect(b).toEqual({ alias: b?.alias, shop_alias: "s1", created_at: "2026-12-01 08:00:00", updated_at: "2026-12-01 08:00:00", name: "香蕉", price: 1.01 });
      expect(c).toEqual({ alias: "go_given", shop_alias: "s1", created_at: "2026-12-06 11:00:00", updated_at: "2026-12-06 11:00:00", note: "" });
      expect(String(a?.alias) < String(b?.alias)).toBe(true);
      for (const row of [a, b, c]) expect(await goods.get("s1", String(row?.alias))).toEqual(row);
      // more rows than one INSERT binds (the SQL store's batches): all stored, in order
      const many = await goods.insertMany("s2", Array.from({ length: 2500 }, (_, i) => ({ name: `卡${i}`, stock: i })));
      expect(many.map((r) => r.stock)).toEqual(Array.from({ length: 2500 }, (_, i) => i));
      expect(new Set(many.map((r) => r.alias)).size).toBe(2500);
      expect(await goods.count({ shop: "s2" })).toBe(2500);
      expect(await goods.sum("stock", { shop: "s2" })).toBe((2499 * 2500) / 2);
      expect(await goods.count({ shop: "s1" })).toBe(3);
    });

    it("refuses a list with a duplicate (of a stored row or within the list), adding none of it, and the transaction goes on", async () => {
      const repo = await fresh();
      const [apple] = await stocked(repo);
      const goods = repo.table("goods");
      await expect(goods.insertMany("s1", [{ name: "梨" }, { name: "苹果" }])).rejects.toMatchObject({ field: "name", message: "商品名称已存在" });
      await expect(goods.insertMany("s1", [{ name: "梨" }, { name: "桃" }, { name: "梨" }])).rejects.toMatchObject({ field: "name" });
      await expect(goods.insertMany("s1", [{ name: "梨" }, { alias: String(apple?.alias), name: "桃" }])).rejects.toMatchObject({ field: "alias" });
      await expect(goods.insertMany("s1", [{ alias: "go_twice", name: "梨" }, { alias: "go_twice", name: "桃" }])).rejects.toBeInstanceOf(DuplicateRecordError);
      // the repeat in a later batch than the row it repeats: the first batch is undone too
      const long = [...Array.from({ length: 1500 }, (_, i) => ({ name: `卡${i}` })), { name: "卡0" }];
      await expect(goods.insertMany("s1", long)).rejects.toMatchObject({ field: "name" });
      expect(await goods.count({ shop: "s1" })).toBe(4);
      // empty is no value; another shop's 苹果 is no duplicate
      expect(await goods.insertMany("s1", [{ name: "" }, { name: "" }])).toHaveLength(2);
      expect(await goods.insertMany("s2", [{ name: "香蕉" }])).toHaveLength(1);
      await repo.transaction(async (tx) => {
        await expect(tx.table("goods").insertMany("s1", [{ name: "芒果" }, { name: "香蕉" }])).rejects.toBeInstanceOf(DuplicateRecordError);
        await tx.table("goods").insertMany("s1", [{ name: "芒果" }]);
      });
      expect((await goods.find(query({ filters: [{ field: "name", kind: "equal", wanted: ["芒果", "梨"] }] }))).total).toBe(1);
      await expect(repo.transaction(async (tx) => {
        await tx.table("goods").insertMany("s1", [{ name: "梨" }, { name: "桃" }]);
        throw new Error("库存不足");
      })).rejects.toThrow("库存不足");
      expect(await goods.count({ shop: "s1" })).toBe(7);
    });

    it("rolls a transaction back when its work throws: inserts, patches and removes undone", async () => {
      const repo = await fresh();
      const [apple, banana] = await stocked(repo);
      const before = (await repo.table("goods").find(query({}))).rows;
      await expect(
        repo.transaction(async (tx) => {
          const goods = tx.table("goods");
          await goods.insert("s1", { name: "芒果" });
          await goods.patch("s1", String(apple?.alias), { stock: 99 });
          await goods.remove("s1", String(banana?.alias));
          expect(await goods.count({ shop: "s1" })).toBe(4);
          throw new Error("库存不足");
        }),
      ).rejects.toThrow("库存不足");
      expect((await repo.table("goods").find(query({}))).rows).toEqual(before);
      await repo.transaction(async (tx) => void (await tx.table("goods").patch("s1", String(apple?.alias), { stock: 99 })));
      expect((await repo.table("goods").get("s1", String(apple?.alias)))?.stock).toBe(99);
    });

    it("forUpdate: a second transaction on the row waits and reads the first one's write (no lost update); a plain read waits for none", async () => {
      const repo = await fresh();
      const item = await repo.table("goods").insert("s1", { name: "限量款", stock: 10 });
      const events: string[] = [];
      const held = gate();
      const go = gate();
      const takeOne = (who: string, wait?: Promise<void>) =>
        repo.transaction(async (tx) => {
          const goods = tx.table("goods");
          const row = await goods.get("s1", item.alias, { forUpdate: true });
          events.push(`${who} read ${String(row?.stock)}`);
          held.open();
          await wait;
          await goods.patch("s1", item.alias, { stock: Number(row?.stock) - 1 });
        });
      const first = takeOne("A", go.opened);
      await held.opened;
      const second = takeOne("B");
      if (traits.concurrent) expect((await repo.table("goods").get("s1", item.alias))?.stock).toBe(10);
      go.open();
      await Promise.all([first, second]);
      expect(events).toEqual(["A read 10", "B read 9"]);
      expect((await repo.table("goods").get("s1", item.alias))?.stock).toBe(8);
    });

    it("lockShop serialises two writers of one shop; another shop's writer is not held up", async () => {
      const repo = await fresh();
      const counter = await repo.table("goods").insert("s1", { name: "余额", stock: 0 });
      const other = await repo.table("goods").insert("s2", { name: "余额", stock: 0 });
      const events: string[] = [];
      const held = gate();
      const go = gate();
      const addOne = (who: string, shop: string, alias: string, wait?: Promise<void>) =>
        repo.transaction(async (tx) => {
          await tx.lockShop(shop);
          events.push(`${who} locked`);
          const goods = tx.table("goods");
          // a plain read: the shop's lock is what keeps the two apart
          const row = await goods.get(shop, alias);
          if (wait) held.open();
          await wait;
          await goods.patch(shop, alias, { stock: Number(row?.stock) + 1 });
        });
      const first = addOne("A", "s1", counter.alias, go.opened);
      await held.opened;
      const second = addOne("B", "s1", counter.alias);
      if (traits.concurrent) {
        await addOne("C", "s2", other.alias);
        expect(events).toEqual(["A locked", "C locked"]);
      }
      go.open();
      await Promise.all([first, second]);
      expect(events.filter((e) => e !== "C locked")).toEqual(["A locked", "B locked"]);
      expect((await repo.table("goods").get("s1", counter.alias))?.stock).toBe(2);
      if (traits.concurrent) expect((await repo.table("goods").get("s2", other.alias))?.stock).toBe(1);
    });
  });
}
