import { afterAll } from "vitest";
import { ALIAS_SEQUENCE } from "../../src/server/alias-sequence";
import { accountSpecs, sqlAccounts } from "../../src/server/account-store";
import { migrate } from "../../src/server/schema";
import { openPglite, openPostgres, type Database, type Sql } from "../../src/server/sql";
import { insertRows } from "../../src/server/table-io";
import { accountStoreSuite, type AccountsFactory } from "../api/account-store/suite";

/**
 * The accounts' store's suite (tests/api/account-store/suite.ts) on SQL: on PGlite in memory
 * always, and on the Postgres DATABASE_URL_TEST names; each test on the fixed tables made afresh in
 * a schema of its own (with its alias sequence), dropped after. The databases open as the file
 * loads, outside any test's time limit (PGlite compiles its WASM).
 */

const run = `accounts_suite_${Date.now().toString(36)}`;
let made = 0;
const specs = accountSpecs();

function factoryOn(db: Database): AccountsFactory {
  return async () => {
    const schema = `${run}_${(made += 1)}`;
    await db.exec(`CREATE SCHEMA "${schema}"; CREATE SEQUENCE "${schema}".${ALIAS_SEQUENCE}`);
    const inSchema = async <T>(work: (tx: Sql) => Promise<T>): Promise<T> =>
      db.transaction(async (tx) => {
        await tx.exec(`SET LOCAL search_path TO "${schema}", public`);
        return work(tx);
      });
    await inSchema((tx) => migrate(tx, [...specs.values()]));
    const employees = specs.get("employee");
    return {
      call: (work) => inSchema((tx) => work(sqlAccounts(tx, specs))),
      addEmployee: (row) => inSchema((tx) => (employees ? insertRows(tx, employees, [{ ...row }]) : Promise.resolve())),
    };
  };
}

const url = process.env.DATABASE_URL_TEST;
const pglite = await openPglite();
const postgres = url ? await openPostgres(url) : null;

accountStoreSuite("PGlite", factoryOn(pglite), { concurrent: false });
if (postgres) accountStoreSuite("Postgres", factoryOn(postgres), { concurrent: true });

afterAll(async () => {
  for (const db of [pglite, postgres]) {
    if (!db) continue;
    const schemas = await db.query<{ name: string }>("SELECT nspname AS name FROM pg_namespace WHERE nspname LIKE $1", [`${run}%`]);
    for (const { name } of schemas) await db.exec(`DROP SCHEMA "${name}" CASCADE`);
    await db.close();
  }
});
