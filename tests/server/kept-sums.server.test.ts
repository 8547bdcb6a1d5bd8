import { afterAll, describe, expect, it } from "vitest";
import { bucketsOf, keptIn, type KeptEntry, type KeptSum } from "../../src/api/kept-sums";
import { resourceExtensions } from "../../src/api/resource-actions";
import { resources } from "../../src/resources";
import { keepSums, loadKeptSums } from "../../src/server/kept-sums";
import { migrate, tableSpecs, type TableSpec } from "../../src/server/schema";
import { openPglite, type Database } from "../../src/server/sql";
import { deleteRows, insertRows, loadRows, updateRow, type Row } from "../../src/server/table-io";

/**
 * The database's kept sums (decision 0066) against keptIn, the page's count of the same rows:
 * after inserts, updates (a row's bucket, its array, a field moving to or from `extra`) and
 * deletes, every value's entries are what keptIn counts from the rows read back. PGlite in
 * memory, the server's own SQL and table-io; the rows are made up to reach the edges (a line
 * twice in one order, a number given as text, null and missing fields, another shop).
 */

const SPECS = tableSpecs(resources);
const declared = resourceExtensions.flatMap((e) => e.keeps ?? []);
const ORDER_KEEPS = declared.filter((k) => k.of === "order");
// one more of every shape: a field path over a row's numbers, split by a field's text
const ROW_SUMS: KeptSum = { of: "order", path: "member_alias", by: ["status"], sums: ["pay_amount", "refunded_amount"] };
const KEEPS = [...ORDER_KEEPS, ROW_SUMS];
const spec = SPECS.find((s) => s.key === "records/order") as TableSpec;

/** A small deterministic generator, so a failure is the same failure next time. */
function random(seed: number): () => number {
  let s = seed;
  return () => ((s = (Math.imul(s, 1103515245) + 12345) >>> 0) / 2 ** 32);
}

const pick = <T,>(r: () => number, from: readonly T[]): T => from[Math.floor(r() * from.length)] as T;
const GOODS = ["g1", "g2", "g3"];
const STATUSES = ["WAIT_PAY", "WAIT_SEND", "FINISHED", "CLOSED", undefined];

function madeUp(r: () => number, n: number): Row {
  const lines = Array.from({ length: Math.floor(r() * 3) }, () => ({
    goods_alias: pick(r, [...GOODS, 7, null]),
    num: pick<unknown>(r, [1, 2, 3, "2", null, 1.5]),
  }));
  const row: Row = {
    alias: `o${n}`, shop_alias: pick(r, ["s1", "s1", "s1", "s2"]), status: pick(r, STATUSES),
    items: pick<unknown>(r, [lines, lines, lines, "none", null]),
    paid_at: pick<unknown>(r, ["2026-11-01 10:00:00", "", null, undefined]),
    member_alias: pick<unknown>(r, ["m1", "m2", null, 3]),
    coupon_alias: pick<unknown>(r, ["c1", "c2", undefined]),
    pay_amount: pick<unknown>(r, [10, 12.5, "9", null]),
    refunded_amount: pick<unknown>(r, [0, 2.5, undefined]),
  };
  for (const [k, v] of Object.entries(row)) if (v === undefined) delete row[k];
  return row;
}

/** Every value a kept sum may be asked for in these rows. */
const VALUES = ["g1", "g2", "g3", "m1", "m2", "c1", "c2", "7", "3"];

const byKey = (entries: readonly KeptEntry[]) =>
  entries.map((e) => ({ ...e, total: Math.round(e.total * 1000) / 1000 })).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

// opened as the file loads, outside the hooks' 10 s limit: a PGlite start is seconds of CPU, and
// this hook ran past it at load 11-13 (decision 0086)
const database: Database = await openPglite();
await migrate(database, [spec]);
await keepSums(database, [spec], KEEPS);
afterAll(() => database.close());

async function expectKeptAsCounted(): Promise<void> {
  const rows = (await loadRows(database, spec)).map((s) => s.row);
  for (const keep of KEEPS) {
    for (const shop of ["s1", "s2"]) {
      const kept = await loadKeptSums(database, keep, shop, VALUES);
      const counted = VALUES.flatMap((v) => keptIn(rows, keep, shop, v));
      expect(byKey(kept), `${keep.path} in ${shop}`).toEqual(byKey(counted));
    }
  }
}

describe("sums the database keeps (src/server/kept-sums.ts)", () => {
  it("the resources declare some, each of a table the server has", () => {
    expect(ORDER_KEEPS.length).toBeGreaterThan(0);
    for (const keep of declared) expect(SPECS.some((s) => s.key === `records/${keep.of}`), keep.of).toBe(true);
  });

  it("are what the page counts from the rows, after inserts, updates and deletes", async () => {
    const r = random(66);
    await insertRows(database, spec, Array.from({ length: 300 }, (_, n) => madeUp(r, n)));
    await expectKeptAsCounted();
    const stored = await loadRows(database, spec);
    // a third changed (state, payment, lines, a field to extra and back), a tenth deleted
    for (const s of stored.filter((_, i) => i % 3 === 0)) {
      const changed = { ...madeUp(r, 1000), alias: s.row.alias, shop_alias: s.row.shop_alias };
      await updateRow(database, spec, s.pos, changed);
    }
    await deleteRows(database, spec, stored.filter((_, i) => i % 10 === 1).map((s) => s.pos));
    await expectKeptAsCounted();
  });

  it("a kept sum declared later is summed from the rows already there", async () => {
    const late: KeptSum = { of: "order", path: "items[].goods_alias", by: ["member_alias"], sums: ["num"] };
    await keepSums(database, [spec], [late]);
    const rows = (await loadRows(database, spec)).map((s) => s.row);
    const kept = await loadKeptSums(database, late, "s1", GOODS);
    expect(kept.length).toBeGreaterThan(0);
    expect(byKey(kept)).toEqual(byKey(GOODS.flatMap((g) => keptIn(rows, late, "s1", g))));
  });

  it("reads back as buckets of the fields it is split by", () => {
    const keep: KeptSum = { of: "order", path: "items[].goods_alias", by: ["status", "paid_at?"], sums: ["num"] };
    const rows = [
      { shop_alias: "s", status: "FINISHED", paid_at: "2026-11-01", items: [{ goods_alias: "g", num: 2 }, { goods_alias: "g", num: 1 }] },
      { shop_alias: "s", status: "WAIT_PAY", items: [{ goods_alias: "g", num: 4 }, { goods_alias: "h", num: 9 }] },
    ];
    const buckets = bucketsOf(keep, keptIn(rows, keep, "s", "g"));
    expect(buckets).toEqual(
      expect.arrayContaining([
        { status: "FINISHED", paid_at: true, n: 2, num: 3 },
        { status: "WAIT_PAY", paid_at: false, n: 1, num: 4 },
      ]),
    );
    expect(buckets).toHaveLength(2);
  });
});
