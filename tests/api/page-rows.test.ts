import { describe, expect, it } from "vitest";
import { getDb, server, testApi } from "../../src/demo/node";
import { byPath } from "../../src/api/by-path";
import { answerFromRows, rowsReader } from "../../src/api/page-rows";
import type { PageQuery } from "../../src/api/page-reader";
import type { ResourceRow } from "../../src/api/types";
import { operationsOf } from "../../src/engine/registry";
import type { Rec, ResourceConfig } from "../../src/engine/types";
import { resources } from "../../src/resources";
import { bodiesOf } from "../server/list-bodies";
import { call, login, setupDemoApi } from "./helpers";

/**
 * page-rows.ts answers a query over the rows as the server's SQL does (decision 0058), and the
 * SQL answers every list as the rows cut by query.ts do (tests/server/list-pages.http.test.ts).
 * So, in memory: every list of every resource, for the bodies made from its config, answers the
 * same with page-rows.ts as the store's page reader as without one.
 */

setupDemoApi();

/** The demo's API handed the in-memory page reader, as the server's is handed its SQL one. */
const withReader = byPath(testApi({ pageReader: rowsReader(getDb()) }).handlers);

const listed = resources.filter((c) => !c.api.rest && operationsOf(c).has("list"));
const listPath = (c: ResourceConfig) => `${c.api.base ?? ""}/${c.api.list ?? "list"}`;

describe("lists with the in-memory page reader", () => {
  it.each(listed.map((c) => ({ name: c.name, c })))("$name: every body from its config", async ({ c }) => {
    const token = await login();
    const first = await call<Rec>(listPath(c), { page_size: 20 }, { token });
    const rows = Array.isArray(first.body.data?.list) ? (first.body.data.list as Rec[]) : [];
    const differ: string[] = [];
    for (const body of bodiesOf(c, rows)) {
      server.resetHandlers();
      const cut = (await call(listPath(c), body, { token })).body;
      server.use(...withReader);
      const read = (await call(listPath(c), body, { token })).body;
      if (JSON.stringify(read) !== JSON.stringify(cut)) differ.push(`${JSON.stringify(body)}: ${JSON.stringify(cut).slice(0, 200)} / ${JSON.stringify(read).slice(0, 200)}`);
    }
    expect(differ).toEqual([]);
  });
});

describe("figures over rows, as the SQL gives them", () => {
  const rows = [
    { alias: "a1", shop_alias: "s", created_at: "2026-11-27 23:59:59", paid_at: "2026-11-27 08:00:00", amount: 10.1, tags: ["x", 2], note: "" },
    { alias: "a2", shop_alias: "s", created_at: "2026-11-28 00:00:00", paid_at: "2026-11-28 09:00:00", amount: 20.2, tags: [], note: null },
    { alias: "a3", shop_alias: "s", created_at: "2026-11-28 12:30:00", amount: "5", tags: ["y"], note: "备注" },
    { alias: "a4", shop_alias: "s", created_at: 7, paid_at: "2026-11-28 23:59:59", amount: 1 },
  ] as unknown as ResourceRow[]; // a4's created_at is no text, as a row written wrong may have it
  const query = (more: Partial<PageQuery>): PageQuery => ({ resource: "r", shop: "s", filters: [], empty: [], keyword: null, sort: { field: "created_at", order: "desc" }, page: 1, pageSize: 0, ...more });
  const range = (field: string, wanted: unknown[]) => ({ filters: [{ field, kind: "range" as const, wanted }] });

  it("a bare day at the end takes in that whole day; an unset value is outside any range", () => {
    expect(answerFromRows(rows, query(range("paid_at", ["2026-11-28", "2026-11-28"]))).total).toBe(2);
    expect(answerFromRows(rows, query(range("paid_at", ["", "2026-11-27 23:00:00"]))).total).toBe(1);
    // created_at is a text column: a number there is no date
    expect(answerFromRows(rows, query(range("created_at", ["2026-01-01", ""]))).total).toBe(3);
  });

  it("sums numbers only, per day of a date field (unset: the day \"\")", () => {
    const page = answerFromRows(rows, query({ sum: "amount", perDay: "paid_at" }));
    expect(page).toMatchObject({ rows: [], total: 4, days: { "2026-11-27": { count: 1, sum: 10.1 }, "2026-11-28": { count: 2, sum: 21.2 }, "": { count: 1, sum: 0 } } });
    expect(page.sum).toBeCloseTo(31.3, 10);
  });

  it("matches an element of an array, and takes unset, null, \"\" and [] as empty", () => {
    expect(answerFromRows(rows, query({ filters: [{ field: "tags", kind: "equal", wanted: ["2", "y"] }] })).total).toBe(2);
    expect(answerFromRows(rows, query({ empty: ["note"] })).total).toBe(3);
    expect(answerFromRows(rows, query({ empty: ["tags"] })).total).toBe(2);
  });

  it("orders unset first going up and last going down, then by alias, and pages copies", () => {
    const order = (o: "asc" | "desc") => answerFromRows(rows, query({ sort: { field: "paid_at", order: o }, pageSize: 3 })).rows.map((r) => r.alias);
    expect(order("asc")).toEqual(["a3", "a1", "a2"]);
    expect(order("desc")).toEqual(["a4", "a2", "a1"]);
    expect(answerFromRows(rows, query({ pageSize: 1 })).rows[0]).not.toBe(rows[2]);
  });
});
