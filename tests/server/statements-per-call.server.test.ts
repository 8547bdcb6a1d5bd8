import { afterAll, describe, expect, it } from "vitest";
import type { ListQuery, TableDef } from "../../src/api/repository/types";
import { ALIAS_SEQUENCE } from "../../src/server/alias-sequence";
import { accountSpecs, sqlAccounts } from "../../src/server/account-store";
import { sqlRepository } from "../../src/server/repository/sql-repository";
import { createRepositoryTables } from "../../src/server/repository/sql-tables";
import { migrate } from "../../src/server/schema";
import { openPglite, type Sql } from "../../src/server/sql";

/**
 * The statements a call's questions send (decision 0109), counted on PGlite: a page's rows alone
 * (`findRows`: a page's related rows, a lookup) are one statement, not a page and a count; a list
 * with tab counts and no filter on the tab field counts once (the total is the tabs' sum); the
 * accounts' store answers a call's second `first` of the same row without a statement (a shop
 * call's route reads its shop twice), until a write of the table.
 */

const db = await openPglite();
const run = `statements_${Date.now().toString(36)}`;
afterAll(() => db.close());

/** `tx` whose statements are noted in `sent`. */
const noting = (tx: Sql, sent: string[]): Sql => ({
  query: (text, params) => (sent.push(text), tx.query(text, params)),
  exec: (text) => (sent.push(text), tx.exec(text)),
});

const GOODS: TableDef = {
  name: "goods", aliasPrefix: "go",
  fields: [{ key: "name", label: "名称", kind: "text" }, { key: "status", label: "状态", kind: "integer" }, { key: "stock", label: "库存", kind: "integer" }],
};
const query = (more: Partial<ListQuery>): ListQuery => ({ shop: "s1", filters: [], empty: [], keyword: null, sort: { field: "alias", order: "asc" }, page: 1, pageSize: 20, ...more });

describe("the repository's list questions", () => {
  it("reads a page's rows alone in one statement, and a tabbed list's total from its tab counts", async () => {
    const where = { schema: run, tablePrefix: "r1_" };
    await createRepositoryTables(db, [GOODS], where);
    const repo = sqlRepository(db, [GOODS], where);
    const goods = repo.table("goods");
    for (const [name, status, stock] of [["一", 1, 3], ["二", 2, 0], ["三", 1, 5], ["四", null, 5]] as const) await goods.insert("s1", { name, status, stock });
    await goods.insert("s2", { name: "别家", status: 1 });
    const sent: string[] = [];
    const asked = async <T>(work: (tx: ReturnType<typeof repo.transactionOn>) => Promise<T>): Promise<T> => {
      sent.length = 0;
      return db.transaction((tx) => work(repo.transactionOn(noting(tx, sent))));
    };

    const rows = await asked((tx) => tx.table("goods").findRows(query({ filters: [{ field: "stock", kind: "equal", wanted: [5] }] })));
    expect(rows.map((r) => r.name).sort()).toEqual(["三", "四"]);
    expect(sent).toHaveLength(1);

    const tabbed = await asked((tx) => tx.table("goods").find(query({ filters: [{ field: "stock", kind: "equal", wanted: [3, 5] }], countBy: "status", pageSize: 2 })));
    expect(tabbed).toMatchObject({ total: 3, counts: { "": 1, "1": 2 } });
    expect(tabbed.rows).toHaveLength(2);
    expect(sent).toHaveLength(2);

    // a tab chosen: its rows are counted, the tabs are the other filters' (three questions)
    const onTab = await asked((tx) => tx.table("goods").find(query({ filters: [{ field: "status", kind: "equal", wanted: 1, scalar: true }], countBy: "status" })));
    expect(onTab).toMatchObject({ total: 2, counts: { "": 1, "1": 2, "2": 1 } });
    expect(sent).toHaveLength(3);
  });
});

describe("the accounts' store", () => {
  it("answers a call's second `first` of the same row from the first, and reads again after a write or for update", async () => {
    const specs = accountSpecs();
    const schema = `${run}_accounts`;
    await db.exec(`CREATE SCHEMA "${schema}"; CREATE SEQUENCE "${schema}".${ALIAS_SEQUENCE}`);
    const sent: string[] = [];
    const selects = () => sent.filter((s) => s.startsWith("SELECT")).length;
    await db.transaction(async (tx) => {
      await tx.exec(`SET LOCAL search_path TO "${schema}", public`);
      await migrate(tx, [...specs.values()]);
      const accounts = sqlAccounts(noting(tx, sent), specs);
      await accounts.shops.insert({ alias: "sh1", user_alias: "u1", name: "一号店", logo: "", description: "", contact: "", verify_status: 2, created_at: "2026-12-07 09:00:00" });
      sent.length = 0;
      const first = await accounts.shops.first({ user_alias: "u1" });
      const again = await accounts.shops.first({ user_alias: "u1" });
      expect(again).toEqual(first);
      expect(selects()).toBe(1);
      // a copy: changing what was handed out changes nothing stored
      if (again) again.name = "改了";
      expect((await accounts.shops.first({ user_alias: "u1" }))?.name).toBe("一号店");
      expect(selects()).toBe(1);
      await accounts.shops.update({ alias: "sh1" }, { name: "新名" });
      expect((await accounts.shops.first({ user_alias: "u1" }))?.name).toBe("新名");
      const before = selects();
      await accounts.shops.first({ user_alias: "u1" }, { forUpdate: true });
      expect(selects()).toBe(before + 1);
      expect(await accounts.shops.first({ user_alias: "nobody" })).toBeNull();
      expect(await accounts.shops.first({ user_alias: "nobody" })).toBeNull();
      expect(selects()).toBe(before + 2);
    });
    await db.exec(`DROP SCHEMA "${schema}" CASCADE`);
  });
});
