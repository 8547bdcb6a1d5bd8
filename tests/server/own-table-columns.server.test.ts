import { afterAll, describe, expect, it } from "vitest";
import { DuplicateRecordError } from "../../src/api/repository/errors";
import { RECORD_KEYS } from "../../src/api/repository/field-kinds";
import type { ListQuery } from "../../src/api/repository/types";
import { OWN_TABLES } from "../../src/api/own-tables";
import { resources } from "../../src/resources";
import { ALIAS_SEQUENCE } from "../../src/server/alias-sequence";
import { applyMigrations, migrationFiles } from "../../src/server/migrations";
import { liveRepository } from "../../src/server/repository/live-repository";
import { recordsTable, tableSpecs, type TableSpec } from "../../src/server/schema";
import { openPglite } from "../../src/server/sql";
import { storeTables } from "../../src/server/store-tables";
import { insertRows, loadRows, type Row } from "../../src/server/table-io";

/**
 * The handlers' own tables given their fields' columns (migration 0006, decision 0103): a
 * database at 0005 holds their rows the old way, every key in `extra`; 0006 moves each value its
 * new column holds as the same value into the column, and keeps the rest (a misfit, an enum's
 * value outside its options, a null) in `extra`, so every row is kept and reads back as written,
 * by the unit of work's table-io and by the SQL repository, which then filters by the columns and
 * refuses a second 交易单号. On PGlite (the migrations' SQL is the same on Postgres).
 */

const MIGRATION = "0006-own-table-columns";
const SHOP = "sh_own_1";
const at = (day: number) => `2026-12-0${day} 10:00:00`;
const meta = (alias: string, day = 1) => ({ alias, shop_alias: SHOP, created_at: at(day), updated_at: at(day) });

/** Per table, rows as its handlers and seeds write them, and a few its columns cannot hold (kept in extra: the second map). */
const WRITTEN: Record<string, { row: Row; extra: Row }[]> = {
  cashAccount: [
    { row: { ...meta("ca_sh_own_1"), bank_name: "招商银行", card_no: "6225880137896789", holder_name: "王建国" }, extra: {} },
    // the seed's shop without a card: its nulls read back as null only from extra
    { row: { ...meta("ca_sh_own_2"), bank_name: null, card_no: null, holder_name: null }, extra: { bank_name: null, card_no: null, holder_name: null } },
  ],
  cashTrade: [
    { row: { ...meta("ct_1"), trade_no: "T202612010001", trade_type: "recharge", amount_cents: 100000, status: 1, remark: "账户充值（对公转账）" }, extra: {} },
    { row: { ...meta("ct_2", 2), trade_no: "T202612020002", trade_type: "bonus", amount_cents: 12.5, status: 2, remark: "" }, extra: { trade_type: "bonus", amount_cents: 12.5 } },
  ],
  exportJob: [
    {
      row: { ...meta("ex_1"), type: "goods", type_label: "商品", filters: { status: "1", keyword: "飞天" }, total: 20, file_name: "商品.csv", status: 2, started_ms: 1764554400000, due_ms: 1764554403000, file_url: "/files/ab12.csv", finished_at: at(1) },
      extra: {},
    },
    { row: { ...meta("ex_2", 3), type: "order", type_label: "订单", filters: [], total: 0, status: 1, started_ms: 1764727200000, due_ms: "soon", finished_at: "2026-02-30 10:00:00" }, extra: { due_ms: "soon", finished_at: "2026-02-30 10:00:00" } },
  ],
  distributionSetting: [
    { row: { ...meta("ds_sh_own_1"), enabled: 1, level: 2, rate_1: 12.5, rate_2: 3.25, need_audit: 2, settle_days: 7, min_withdraw: 10.5 }, extra: {} },
    { row: { ...meta("ds_sh_own_2"), enabled: 3, level: 1, rate_1: 10, rate_2: null, need_audit: 1, settle_days: 30, min_withdraw: 0.125 }, extra: { enabled: 3, rate_2: null, min_withdraw: 0.125 } },
  ],
  material: [
    { row: { ...meta("mt_1"), name: "双十一海报", type: "image", url: "/files/p1.png", size: 204_800, group_alias: "mg_1" }, extra: {} },
    { row: { ...meta("mt_2", 2), name: "开箱视频", type: "clip", url: "/demo/sample-video.webm", size: "6MB", group_alias: "" }, extra: { type: "clip", size: "6MB" } },
  ],
  materialGroup: [{ row: { ...meta("mg_1"), name: "活动海报" }, extra: {} }],
};

const everyRow = (filters: ListQuery["filters"] = []): ListQuery => ({ shop: SHOP, filters, empty: [], keyword: null, sort: { field: "alias", order: "asc" }, page: 1, pageSize: 100 });

const { configs, otherNames } = storeTables();
const specs = new Map(tableSpecs(configs, otherNames).map((s) => [s.table, s]));
const specOf = (name: string): TableSpec => {
  const spec = specs.get(recordsTable(name));
  if (!spec) throw new Error(`no table ${name}`);
  return spec;
};
/** The table as migrations up to 0005 made it: the record's columns only, every other key in extra. */
const oldLayout = (spec: TableSpec): TableSpec => ({ ...spec, columns: spec.columns.filter((c) => RECORD_KEYS.has(c.key)) });

const database = await openPglite();
afterAll(() => database.close());

describe("the handlers' own tables get their fields' columns (migration 0006, decision 0103)", () => {
  it("covers each of the six tables", () => {
    // a handler-own table made by a later migration (物流轨迹's parcelTrack, 0009) has its columns from the start
    const later = new Set(migrationFiles().filter((m) => m.id > MIGRATION).flatMap((m) => m.ops.flatMap((op) => (op.op === "createTable" ? [op.table] : []))));
    expect(Object.keys(WRITTEN).sort()).toEqual(OWN_TABLES.map((d) => d.name).filter((name) => !later.has(recordsTable(name))).sort());
  });

  it("a database at 0005 holds their rows with every field in extra", async () => {
    const upTo = migrationFiles().filter((m) => m.id < MIGRATION);
    await database.transaction((tx) => applyMigrations(tx, upTo, "UTC"));
    for (const [name, rows] of Object.entries(WRITTEN)) {
      await insertRows(database, oldLayout(specOf(name)), rows.map((r) => r.row));
      const [first] = await database.query<{ extra: Row }>(`SELECT extra FROM ${recordsTable(name)} ORDER BY pos LIMIT 1`);
      expect(Object.keys(first?.extra ?? {}).length, name).toBeGreaterThan(0);
    }
  });

  it("after 0006 every row reads back as written, each value its column holds in the column and only the rest in extra", async () => {
    expect(await database.transaction((tx) => applyMigrations(tx, migrationFiles(), "UTC"))).toContain(MIGRATION);
    for (const [name, rows] of Object.entries(WRITTEN)) {
      const spec = specOf(name);
      expect(spec.columns.length, name).toBeGreaterThan(RECORD_KEYS.size);
      expect((await loadRows(database, spec)).map((s) => s.row), name).toEqual(rows.map((r) => r.row));
      const stored = await database.query<{ alias: string; extra: Row }>(`SELECT alias, extra FROM ${spec.table} ORDER BY pos`);
      expect(stored, name).toEqual(rows.map((r) => ({ alias: r.row.alias, extra: r.extra })));
    }
  });

  it("the SQL repository serves them by their columns: the same rows, a filter on a field, 交易单号 once per shop", async () => {
    await database.exec(`CREATE SEQUENCE IF NOT EXISTS ${ALIAS_SEQUENCE}`);
    const repo = liveRepository(database, resources, { otherNames, now: () => at(6) });
    for (const [name, rows] of Object.entries(WRITTEN)) {
      const served = (await repo.table(name).find(everyRow())).rows;
      expect(served, name).toEqual(rows.map((r) => r.row));
    }
    const images = await repo.table("material").find(everyRow([{ field: "type", kind: "equal", wanted: "image" }]));
    expect(images.rows.map((r) => r.alias)).toEqual(["mt_1"]);
    const trade = { trade_no: "T202612010001", trade_type: "consume", amount_cents: 500, status: 1, remark: "短信包" };
    await expect(repo.table("cashTrade").insert(SHOP, trade)).rejects.toBeInstanceOf(DuplicateRecordError);
    const added = await repo.table("cashTrade").insert(SHOP, { ...trade, trade_no: "T202612060003" });
    expect(added.alias).toMatch(/^ct/);
    const [row] = await database.query<{ amount_cents: string; extra: Row }>("SELECT amount_cents::text, extra FROM r_cashtrade WHERE alias = $1", [added.alias]);
    expect(row).toEqual({ amount_cents: "500", extra: {} });
  });
});
