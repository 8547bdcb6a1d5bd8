import { describe, expect, it } from "vitest";
import { getDb } from "../../src/demo/db";
import { api } from "../../src/demo/node";
import { callRepository } from "../../src/api/call-repository";
import { resourceExtensions } from "../../src/api/resource-actions";
import { keptId, keptIn } from "../../src/api/kept-sums";
import type { KeptSumsReader, OutputReach } from "../../src/api/output-reach";
import type { ListQuery, RepositoryScope, TableRepository, Where } from "../../src/api/repository/types";
import type { ResourceExtension } from "../../src/api/resource-extension";
import type { ResourceRow } from "../../src/api/types";
import { setupDemoApi } from "./helpers";

/**
 * Figures counted when read (a goods item's 销量, a member's 累计消费, a coupon's 已使用, a
 * draw's 中奖人数, a card goods item's stock: decision 0026) are read for a page of records at once
 * (resource-extension.ts `output`, output-reach.ts): each related table asked by the page's values
 * (one query per relation, whatever the page's size), never read whole, and the sums the database
 * keeps (kept-sums.ts, decision 0066) asked of the store, only those the extension declares in
 * `keeps` (the server keeps no other). A record's figures on a page are its figures alone.
 */

setupDemoApi();

interface Asked {
  table: string;
  query: Partial<ListQuery> & Where;
}

/** The call repository over the demo's Db, noting every question asked of it. */
function noting(asked: Asked[]): RepositoryScope {
  const repo = callRepository(api.ports.tables, getDb());
  return {
    table(name) {
      const table = repo.table(name);
      const note = (query: Asked["query"]) => asked.push({ table: name, query });
      const spied: TableRepository = {
        ...table,
        find: (q) => (note(q), table.find(q)),
        findRows: (q) => (note(q), table.findRows(q)),
        count: (w) => (note(w), table.count(w)),
        sum: (field, w) => (note(w), table.sum(field, w)),
        get: () => Promise.reject(new Error(`figures read ${name} row by row`)),
      };
      return spied;
    },
  };
}

/** The store's kept sums as the server answers them (from the rows here), refusing one the extension does not declare. */
function keptBy(e: ResourceExtension): KeptSumsReader {
  const declared = new Set((e.keeps ?? []).map(keptId));
  return async (keep, shop, values) => {
    if (!declared.has(keptId(keep))) throw new Error(`累计 ${keptId(keep)} 没有声明`);
    const rows = getDb().records[keep.of] ?? [];
    return values.flatMap((value) => keptIn(rows, keep, shop, value));
  };
}

const computing = resourceExtensions.filter((e): e is ResourceExtension & Required<Pick<ResourceExtension, "output">> => e.output !== undefined);

/** A page of the demo shop's records of a resource (the first `size` by alias). */
async function pageOf(name: string, size: number): Promise<{ shop: string; rows: ResourceRow[] }> {
  const shop = getDb().shops[0]?.alias ?? "";
  const found = await callRepository(api.ports.tables, getDb()).table(name).find({
    shop, filters: [], empty: [], keyword: null, sort: { field: "alias", order: "asc" }, page: 1, pageSize: size,
  });
  return { shop, rows: found.rows };
}

describe("figures counted when read", () => {
  it("some resources compute their output", () => {
    expect(computing.map((e) => e.resource)).toEqual(expect.arrayContaining(["goods", "member", "coupon", "refund"]));
  });

  it.each(computing.map((e) => ({ name: e.resource, e })))("$name: a page's figures ask each related table once by the page's values, none whole", async ({ name, e }) => {
    const { shop, rows } = await pageOf(name, 20);
    expect(rows.length).toBeGreaterThan(0);
    const asked: Asked[] = [];
    const reach: OutputReach = { repo: noting(asked), shop, keptSums: keptBy(e) };
    const onPage = await e.output(rows, reach);
    const figures = rows.map((row) => onPage(row));
    for (const { table, query } of asked) {
      // a question bounded by values the page holds, or a count per value (a category's goods): never the rows of a table
      const byValues = (query.filters ?? []).some((f) => f.kind === "equal" && Array.isArray(f.wanted) && f.wanted.length > 0);
      const countsOnly = query.pageSize === 0 && query.countBy !== undefined;
      expect({ table, whole: !byValues && !countsOnly }).toEqual({ table, whole: false });
    }
    // one question per relation and page of its answer, not one per record
    const keys = asked.map(({ table, query }) => JSON.stringify([table, (query.filters ?? []).map((f) => [f.field, f.element ?? ""]), query.page ?? 1]));
    expect(keys.length).toBe(new Set(keys).size);
    expect(asked.length).toBeLessThanOrEqual(8);
    // the same figures without the store's kept sums (summed from the related rows), and for a record alone
    const summed = await e.output(rows, { ...reach, keptSums: null });
    expect(rows.map((row) => summed(row))).toEqual(figures);
    for (const row of rows.slice(0, 3)) expect((await e.output([row], reach))(row)).toEqual(onPage(row));
  });
});
