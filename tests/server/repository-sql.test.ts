import { afterAll, describe } from "vitest";
import type { TableDef } from "../../src/api/repository/types";
import { sqlRepository } from "../../src/server/repository/sql-repository";
import { createRepositoryTables } from "../../src/server/repository/sql-tables";
import { openPglite, openPostgres, type Database } from "../../src/server/sql";
import { repositorySuite, type RepositoryFactory } from "../api/repository/suite";

/**
 * The repository's suite (tests/api/repository/suite.ts) on SQL: on PGlite in memory always, and
 * on the Postgres DATABASE_URL_TEST names (test:server's, e.g. postgres://…/merchant_h2), each
 * test on tables of its own (a new prefix), each run in a schema of its own, dropped after. The
 * databases open as the file loads, outside any test's or hook's time limit (PGlite compiles its
 * WASM: 3 s on an idle machine, 12 s measured beside five other suites).
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

const url = process.env.DATABASE_URL_TEST;
const pglite = await openPglite();
const postgres = url ? await openPostgres(url) : null;

// PGlite runs one transaction at a time: the suite's two-at-once steps wait their turn there
repositorySuite("PGlite", factoryOn(pglite), { concurrent: false });
if (postgres) repositorySuite("Postgres", factoryOn(postgres), { concurrent: true });
else describe.skip("the repository on Postgres: DATABASE_URL_TEST is not set", () => {});

afterAll(async () => {
  for (const db of [pglite, ...(postgres ? [postgres] : [])]) {
    if (db.where.startsWith("Postgres")) await db.exec(`DROP SCHEMA IF EXISTS "${run}" CASCADE`);
    await db.close();
  }
});
