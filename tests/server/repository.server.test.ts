import { afterAll, describe, expect, it } from "vitest";
import { tableDefOf } from "../../src/api/repository/field-kinds";
import { memoryRepository } from "../../src/api/repository/memory";
import { pageQueryOf, type ListShape } from "../../src/api/page-query";
import type { FieldKind, Repository, TableDef } from "../../src/api/repository/types";
import { aliasPrefix } from "../../src/api/resource-seeds";
import type { FieldConfig, ResourceConfig } from "../../src/engine/types";
import type { Body } from "../../src/api/types";
import { resources } from "../../src/resources";
import { ALIAS_SEQUENCE } from "../../src/server/alias-sequence";
import { liveRepository } from "../../src/server/repository/live-repository";
import { sqlRepository } from "../../src/server/repository/sql-repository";
import { migrate, tableSpecs } from "../../src/server/schema";
import { createRepositoryTables } from "../../src/server/repository/sql-tables";
import { openPglite, openPostgres, type Database } from "../../src/server/sql";
import { asKept, DEMO_TABLES, demoRows, tableNamed } from "../api/repository/demo-tables";
import { ITEMS, madeUpQuery, madeUpRows, random } from "../api/repository/made-up";
import { repositorySuite, type RepositoryFactory } from "../api/repository/suite";
import { bodiesOf } from "./list-bodies";

/**
 * The repository's suite (tests/api/repository/suite.ts) on SQL: on PGlite in memory always, and
 * on the Postgres DATABASE_URL_TEST names (test:server's, e.g. postgres://…/merchant_h2), each
 * test on tables of its own (a new prefix), each run in a schema of its own, dropped after. The
 * databases open as the file loads, outside any test's or hook's time limit (PGlite compiles its
 * WASM: 3 s on an idle machine, 12 s measured beside five other suites). Besides the suite, each
 * SQL store answers made-up list queries as the memory store does (made-up.ts): one reading of a
 * query, whichever store a handler runs on.
 */

let made = 0;
const run = `repo_suite_${Date.now().toString(36)}`;

function factoryOn(db: Database): RepositoryFactory {
  return async (tables: TableDef[], options) => {
    const where = { schema: run, tablePrefix: `t${(made += 1)}_` };
    await createRepositoryTables(db, tables, where);
    return sqlRepository(db, tables, { ...options, ...where });
  };
}

/** A field type whose kind (field-kinds.ts kindOf) is `kind`; an enum where the field has options. */
const TYPE_OF: Record<FieldKind, FieldConfig["type"]> = { text: "text", money: "money", integer: "integer", number: "number", datetime: "datetime", date: "date", json: "tags" };

/** The config a table of the suite would be declared by: its fields' types, an enum's options, `unique`. */
function configOf(def: TableDef): ResourceConfig {
  const fields = def.fields.map((f) => ({
    key: f.key, label: f.label, ...(f.unique ? { unique: true } : {}),
    ...(f.options ? { type: "enum", options: f.options.map((value) => ({ value, label: String(value) })) } : { type: TYPE_OF[f.kind] }),
  }));
  return { name: def.name, title: def.name, api: {}, fields } as unknown as ResourceConfig;
}

/**
 * The suite on live tables (decision 0092): each test's tables made by the operations a migration
 * of the config would hold (db:diff's for a new resource: columns, CHECKs, the keys), in a schema
 * of their own with its `alias_seq`, and served by liveRepository from the configs, as the server
 * would serve them.
 */
function liveFactoryOn(db: Database): RepositoryFactory {
  return async (tables: TableDef[], options) => {
    const schema = `${run}_live${(made += 1)}`;
    const configs = tables.map(configOf);
    // the config declares the very table the suite asked for
    for (const [i, def] of tables.entries()) expect(tableDefOf(configs[i] as ResourceConfig, aliasPrefix(def.name))).toEqual(def);
    const specs = tableSpecs(configs).filter((t) => t.key.startsWith("records/"));
    await db.exec(`CREATE SCHEMA "${schema}"; CREATE SEQUENCE "${schema}".${ALIAS_SEQUENCE}`);
    await db.transaction(async (tx) => {
      await tx.exec(`SET LOCAL search_path TO "${schema}", public`);
      await migrate(tx, specs);
    });
    return liveRepository(db, configs, { ...options, schema, otherNames: [] });
  };
}

const url = process.env.DATABASE_URL_TEST;
const pglite = await openPglite();
const postgres = url ? await openPostgres(url) : null;

function agreesWithMemory(store: string, db: Database): void {
  it(`${store} answers 150 made-up list queries as the memory store does`, async () => {
    const r = random(81);
    const now = () => "2026-12-06 10:00:00";
    const memory = memoryRepository([ITEMS], { now }).table("item");
    const sql = (await factoryOn(db)([ITEMS], { now })).table("item");
    for (const [i, row] of madeUpRows(r, 80).entries()) {
      const shop = i % 4 === 0 ? "s2" : "s1";
      expect(await sql.insert(shop, row)).toEqual(await memory.insert(shop, row));
    }
    let withRows = 0;
    for (let n = 0; n < 150; n += 1) {
      const q = madeUpQuery(r);
      const page = await memory.find(q);
      expect(await sql.find(q), JSON.stringify(q)).toEqual(page);
      if (page.rows.length) withRows += 1;
    }
    // the queries keep rows, not only refuse them all alike
    expect(withRows).toBeGreaterThan(40);
  });
}

/**
 * Every resource's table made with typed columns and the demo's rows of each (40) stored: read
 * back as the handlers wrote them, and every resource's list bodies (list-bodies.ts, as the list
 * call makes them into queries: page-query.ts) answered as the memory store answers them.
 */
function keepsTheDemo(store: string, db: Database): void {
  const rows = demoRows(40);
  let stored: Promise<{ sql: Repository; memory: Repository }> | undefined;
  const storedDemo = () =>
    (stored ??= (async () => {
      const now = () => "2026-12-06 10:00:00";
      const [sql, memory] = [await factoryOn(db)(DEMO_TABLES, { now }), memoryRepository(DEMO_TABLES, { now })];
      await sql.transaction(async (tx) => {
        for (const { table, shop, row } of rows) {
          expect(await tx.table(table).insert(shop, row), `${table} ${row.alias}`).toEqual(asKept(tableNamed(table), row));
          await memory.table(table).insert(shop, row);
        }
      });
      return { sql, memory };
    })());

  it(`${store} makes every resource's table and keeps the demo's rows (40 of each) in its typed columns`, async () => {
    expect(rows.length).toBeGreaterThan(500);
    const { sql } = await storedDemo();
    for (const { table, shop, row } of rows.filter((_, i) => i % 50 === 0)) expect(await sql.table(table).get(shop, row.alias)).toEqual(asKept(tableNamed(table), row));
  });

  it(`${store} answers every resource's list bodies over the demo's rows as the memory store does`, async () => {
    const { sql, memory } = await storedDemo();
    let asked = 0;
    for (const config of resources) {
      const mine = rows.filter((r) => r.table === config.name);
      const shop = mine[0]?.shop;
      if (!shop) continue;
      // the config's own list: no extension's computed fields or filters (those lists are cut from rows)
      const shape: ListShape = { config, computed: new Set(), customFilters: new Set(), partFilters: new Set(), emptyKeys: new Set(), maxPageSize: 100 };
      for (const body of bodiesOf(config, mine.map((r) => r.row))) {
        const q = pageQueryOf(shape, shop, body as Body);
        if (!q) continue;
        asked += 1;
        expect(await sql.table(config.name).find(q), `${config.name} ${JSON.stringify(body)}`).toEqual(await memory.table(config.name).find(q));
      }
    }
    expect(asked).toBeGreaterThan(100);
  });
}

// PGlite runs one transaction at a time: the suite's two-at-once steps wait their turn there
repositorySuite("PGlite", factoryOn(pglite), { concurrent: false });
repositorySuite("PGlite's live tables", liveFactoryOn(pglite), { concurrent: false });
describe("one reading of a list query, one form of the demo's rows", () => {
  agreesWithMemory("PGlite", pglite);
  keepsTheDemo("PGlite", pglite);
  if (postgres) agreesWithMemory("Postgres", postgres);
  if (postgres) keepsTheDemo("Postgres", postgres);
});
if (postgres) repositorySuite("Postgres", factoryOn(postgres), { concurrent: true });
if (postgres) repositorySuite("Postgres's live tables", liveFactoryOn(postgres), { concurrent: true });
if (!postgres) describe.skip("the repository on Postgres: DATABASE_URL_TEST is not set", () => {});

afterAll(async () => {
  for (const db of [pglite, ...(postgres ? [postgres] : [])]) {
    if (db.where.startsWith("Postgres")) {
      const schemas = await db.query<{ name: string }>("SELECT nspname AS name FROM pg_namespace WHERE nspname LIKE $1", [`${run}%`]);
      for (const { name } of schemas) await db.exec(`DROP SCHEMA IF EXISTS "${name}" CASCADE`);
    }
    await db.close();
  }
});
