import type { ResourceConfig } from "../engine/types";
import { DB_VERSION, type Transact } from "../api/db-calls";
import { tablesOf } from "../api/db-tables";
import type { Db } from "../api/types";
import { emptyDb } from "../api/empty-db";
import { partFiltersOf, tableSpecs, type PartFilters, type TableSpec } from "./schema";
import { describeDifferences, snapshotOf } from "./schema-ops";
import { applyMigrations, legacyTimeZoneOf, migrationFiles, MIGRATIONS_TABLE, snapshotOfMigrations, type NamedMigration } from "./migrations";
import { scryptKdf } from "../api/password-scrypt";
import { databaseFiles } from "./files";
import { sqlPageReader } from "./page-sql";
import { ident, type Database, type Sql } from "./sql";
import { insertRows } from "./table-io";
import { keepTabCounts, TAB_COUNTS } from "./tab-counts";
import { keepSums, KEPT_SUMS_TABLE, sqlKeptSums } from "./kept-sums";
import { keptId, type KeptSum } from "../api/kept-sums";
import { resourceExtensions } from "../api/resource-actions";
import { sqlTransact, type CallRepository } from "./call-transact";
import { liveRepository, liveTableDefs } from "./repository/live-repository";
import { SHOP_TABLE_NAMES, shopTablesRepository, withShopTables } from "./repository/shop-tables-repository";
import { storeTables } from "./store-tables";
import { ALIAS_SEQUENCE, ensureAliasSequence } from "./alias-sequence";
import { callSlowWork } from "./slow-work";
import type { PortsGiven } from "../api/ports";
import type { PageReader } from "../api/page-reader";

/**
 * The server's store: the schema made or brought up to date at start, a new database left
 * empty (merchants register) or filled with the demo shop's history when asked (decision 0072),
 * and every call run as one transaction over it, holding the locks its writes need
 * (call-transact.ts). Nothing of the shop stays in this process between calls: two server
 * processes on one Postgres serve one shop (decision 0053).
 */

/** Start-up (migrating, seeding) takes this one, so two processes starting together do it once. */
const START_LOCK = 53_0002;

export interface StoreOptions {
  configs: readonly ResourceConfig[];
  /** Resource tables the seed fills beyond the configs' (seed-only names). */
  otherNames?: readonly string[];
  /**
   * The demo shop's history for a new database, when asked for (SEED_DEMO=1, npm start): main.ts
   * imports the seed only then, so a production server's bundle holds none. Unset: a new
   * database is left empty.
   */
  seed?: () => Db | Promise<Db>;
  /** The fields each list matches in part (trigram-indexed, schema.ts); default: the resources' extensions' "part" filters. */
  partFilters?: PartFilters;
  /** The sums the database keeps (kept-sums.ts); default: what the resources' extensions declare. */
  keeps?: readonly KeptSum[];
  /** The migrations (default: src/server/migrations/'s files, decision 0083). */
  migrations?: readonly NamedMigration[];
  /** The zone a database made before migrations wrote its text times in (default LEGACY_TZ, else the process's zone). */
  legacyTimeZone?: string;
}

export interface Store {
  specs: TableSpec[];
  /** The ids of the sums the database keeps. */
  keeps: ReadonlySet<string>;
  /** What filled the database: the demo "seeded" now, "empty" (new, no demo), or the data found there. */
  state: "seeded" | "empty" | "existing";
  /** The DB_VERSION the data was seeded with (another one than this code's: `npm run db:reset` refills it). */
  version: number;
  /** Whether the data is the demo's (a database from before this was kept counts as the demo's). */
  demo: boolean;
  /** The migrations applied at this start (none: the database was up to date). */
  migrated: string[];
}

/** The configs ask for a schema the migrations do not make: a config changed and `npm run db:diff` was not run. */
export class SchemaBehindConfigs extends Error {}

async function fill(sql: Sql, specs: readonly TableSpec[], db: Db, demo: boolean): Promise<void> {
  const tables = tablesOf(db);
  for (const spec of specs) await insertRows(sql, spec, (tables.get(spec.key) ?? []) as Record<string, unknown>[]);
  const meta = { seq: db.seq, version: DB_VERSION, seeded_at: new Date().toISOString(), demo };
  for (const [key, value] of Object.entries(meta)) {
    await sql.query("INSERT INTO meta (key, value) VALUES ($1, $2::jsonb) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value", [key, JSON.stringify(value)]);
  }
}

/**
 * Under the start-up lock (two processes starting together do it once): the pending migrations
 * applied (migrations.ts; a database made before them adopted with its rows). Refused, before
 * anything is written, when the configs ask for a schema the migrations do not make (decision 0083).
 */
async function migrate(tx: Sql, options: StoreOptions): Promise<{ specs: TableSpec[]; migrated: string[] }> {
  const specs = tableSpecs(options.configs, options.otherNames, options.partFilters ?? partFiltersOf(resourceExtensions));
  const migrations = options.migrations ?? migrationFiles();
  const behind = describeDifferences(snapshotOfMigrations(migrations), snapshotOf(specs));
  if (behind.length) {
    throw new SchemaBehindConfigs(`配置改了而没有迁移：${behind.slice(0, 8).join("；")}${behind.length > 8 ? "…" : ""}。运行 npm run db:diff 写出迁移，再启动`);
  }
  await tx.query("SELECT pg_advisory_xact_lock($1)", [START_LOCK]);
  const migrated = await applyMigrations(tx, migrations, options.legacyTimeZone ?? legacyTimeZoneOf(process.env));
  return { specs, migrated };
}

/**
 * The tab counts and the sums the database keeps, each given its trigger: one that gets it now (a
 * new database, a count or sum declared since) is counted once from the table's rows.
 */
async function keepDerived(tx: Sql, specs: readonly TableSpec[], options: StoreOptions): Promise<ReadonlySet<string>> {
  const keepList = options.keeps ?? resourceExtensions.flatMap((e) => e.keeps ?? []);
  await keepTabCounts(tx, specs);
  await keepSums(tx, specs, keepList);
  return new Set(keepList.map(keptId));
}

/** Migrations, then the kept counts and sums (migrate, keepDerived). */
async function bringUp(tx: Sql, options: StoreOptions): Promise<{ specs: TableSpec[]; keeps: ReadonlySet<string>; migrated: string[] }> {
  const { specs, migrated } = await migrate(tx, options);
  return { specs, keeps: await keepDerived(tx, specs, options), migrated };
}

/** npm run db:migrate: the pending migrations applied (and the derived triggers made), nothing seeded; returns the ids applied. */
export async function migrateStore(database: Database, options: StoreOptions): Promise<string[]> {
  return database.transaction(async (tx) => (await bringUp(tx, options)).migrated);
}

/**
 * Brings the schema up to date and seeds an empty database. A new one is filled before its kept
 * counts and sums get their triggers, which then count the seed from its tables: fired row by row
 * as it went in, they took 0.2–0.35 s of the seed's 0.7–0.9 s on PGlite, counted after 0.15–0.28 s
 * (decision 0132).
 */
export async function prepareStore(database: Database, options: StoreOptions): Promise<Store> {
  return database.transaction(async (tx) => {
    const { specs, migrated } = await migrate(tx, options);
    const [found] = await tx.query<{ value: unknown }>("SELECT value FROM meta WHERE key = 'version'");
    if (found) {
      // the aliases' sequence past every alias stored (alias-sequence.ts)
      await ensureAliasSequence(tx);
      const keeps = await keepDerived(tx, specs, options);
      return { specs, keeps, state: "existing" as const, version: Number(found.value), demo: await isDemo(tx), migrated };
    }
    const demo = options.seed !== undefined;
    await fill(tx, specs, options.seed ? await options.seed() : emptyDb(), demo);
    await ensureAliasSequence(tx);
    const keeps = await keepDerived(tx, specs, options);
    return { specs, keeps, state: demo ? ("seeded" as const) : ("empty" as const), version: DB_VERSION, demo, migrated };
  });
}

async function isDemo(sql: Sql): Promise<boolean> {
  const [row] = await sql.query<{ value: unknown }>("SELECT value FROM meta WHERE key = 'demo'");
  return row ? row.value === true : true;
}

/** Short-lived rows that hold no shop's data: a database with only these is still empty (a wrong password tried on it). */
const PASSING = new Set(["sessions", "sms", "sign_in_failures"]);

/**
 * `npm run db:seed-demo`: fills the demo shop into a database that holds no rows (new, or made by
 * a server that seeded nothing; a failed sign-in or an SMS code on it aside); refuses one that
 * holds any, so it never mixes the demo into a shop's data. Returns how many rows it wrote.
 */
export async function seedEmptyStore(database: Database, options: StoreOptions & { seed: () => Db | Promise<Db> }): Promise<number> {
  return database.transaction(async (tx) => {
    const { specs } = await bringUp(tx, options);
    for (const spec of specs.filter((t) => !PASSING.has(t.key))) {
      const [row] = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${ident(spec.table)}`);
      if (row && row.n > 0) throw new Error(`数据库不是空的（${spec.table} 有 ${row.n} 行）：演示数据只填入空数据库`);
    }
    const db = await options.seed();
    await fill(tx, specs, db, true);
    await ensureAliasSequence(tx);
    return [...tablesOf(db).values()].reduce((n, rows) => n + rows.length, 0);
  });
}

/** The names of the store's tables in `sql`'s schema; `withMigrations`: schema_migrations too. */
async function storeTableNames(sql: Sql, withMigrations: boolean): Promise<string[]> {
  const named = ["meta", "files", TAB_COUNTS, KEPT_SUMS_TABLE, ...(withMigrations ? [MIGRATIONS_TABLE] : [])].map((t) => `'${t}'`).join(", ");
  const tables = await sql.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND (tablename IN (${named}) OR tablename ~ '^[rt]_')`,
  );
  return tables.map((t) => t.tablename);
}

/** The store's tables in `sql`'s schema, as a list for one statement (none: ""); `withMigrations`: schema_migrations too. */
async function storeTableList(sql: Sql, withMigrations: boolean): Promise<string> {
  return (await storeTableNames(sql, withMigrations)).map(ident).join(", ");
}

/** Drops every table of the store (npm run db:reset; then prepareStore seeds afresh). */
export async function dropStore(database: Database): Promise<void> {
  await database.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [START_LOCK]);
    const tables = await storeTableList(tx, true);
    if (tables) await tx.exec(`DROP TABLE ${tables} CASCADE`);
    await tx.exec(`DROP SEQUENCE IF EXISTS ${ALIAS_SEQUENCE}`);
  });
}

/**
 * Empties every table of the store, its schema and recorded migrations kept (a test server's
 * reset; then prepareStore seeds afresh). Dropping and migrating again was half of each reset, and
 * the suite resets before each of its files (decision 0091); the migrations themselves run on each
 * new database (the server's first start, the upgrade test, the database project). The kept
 * counts' and sums' triggers go too: prepareStore makes them again once the seed is in, and
 * they count it by table rather than row by row (decision 0132).
 */
export async function emptyStore(database: Database): Promise<void> {
  await database.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [START_LOCK]);
    const derived = await tx.query<{ trigger: string; table: string }>(
      `SELECT t.tgname AS trigger, c.relname AS table FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid JOIN pg_class c ON c.oid = t.tgrelid
       WHERE NOT t.tgisinternal AND p.proname IN ('tab_count', 'kept_sum') AND c.relnamespace = current_schema()::regnamespace`,
    );
    if (derived.length) await tx.exec(derived.map((d) => `DROP TRIGGER ${ident(d.trigger)} ON ${ident(d.table)};`).join("\n"));
    // DELETE, not TRUNCATE: TRUNCATE gives each table and index a new file, a third of a reset on
    // PGlite, whose file system runs in WASM (decision 0132); the few thousand rows left dead
    // are the test server's only. Their keys' sequences start again, as TRUNCATE's RESTART IDENTITY did.
    const tables = await storeTableNames(tx, false);
    const sequences = await tx.query<{ seq: string }>(
      `SELECT s.oid::regclass::text AS seq FROM pg_class s
         JOIN pg_depend d ON d.classid = 'pg_class'::regclass AND d.objid = s.oid AND d.refclassid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')
         JOIN pg_class t ON t.oid = d.refobjid
       WHERE s.relkind = 'S' AND t.relnamespace = current_schema()::regnamespace AND t.relname = ANY($1::text[])`,
      [tables],
    );
    await tx.exec([
      ...tables.map((t) => `DELETE FROM ${ident(t)};`),
      ...sequences.map((s) => `ALTER SEQUENCE ${s.seq} RESTART;`),
      `DROP SEQUENCE IF EXISTS ${ALIAS_SEQUENCE};`,
    ].join("\n"));
  });
}

/**
 * The repository the calls' handlers reach through ctx.repo on the server (decision 0097): every
 * live table and the shop's fixed ones in SQL (issue 48 step 4: no handler writes any of them
 * through the Db any more, so the list of tables still on arrays, array-tables.ts, is gone).
 */
function callRepositoryOf(database: Database): CallRepository {
  const { configs, otherNames } = storeTables();
  const live = new Set(liveTableDefs(configs, otherNames).map((def) => def.name));
  // the shop's fixed tables (t_address, t_role, t_employee, t_audit_log) beside the r_* ones: decision 0104
  const repositoryAt = (now?: () => string) =>
    withShopTables(database, liveRepository(database, configs, { otherNames, ...(now ? { now } : {}) }), shopTablesRepository(database, now ? { now } : {}));
  const sql = repositoryAt();
  return {
    sql: (now) => (now ? repositoryAt(now) : sql),
    serves: (name) => SHOP_TABLE_NAMES.has(name) || live.has(name),
  };
}

/** The store's ports that follow its tables (a test server's reset makes them anew). */
export type DatabasePorts = Omit<PortsGiven, "sms"> & { transact: Transact; pageReader: PageReader };

/**
 * The ports the server's API is handed on the database (main.ts createApi): every call a
 * transaction, lists read in SQL, files in its table, new passwords hashed with scrypt (decision
 * 0055; the seed's PBKDF2 hashes are made again with it at each account's next sign-in) outside
 * the call's transaction and locks (slow-work.ts), no demo latency.
 */
export function databasePorts(database: Database, store: Store): DatabasePorts {
  return {
    transact: sqlTransact(database, store.specs, callRepositoryOf(database)),
    pageReader: sqlPageReader(store.specs, database),
    keptSums: sqlKeptSums(database, store.keeps),
    files: databaseFiles(database),
    kdf: scryptKdf(),
    slowWork: callSlowWork,
    // the shop's rules run as a job here (rules-job.ts), not before each call as in the page
    rulesOnRead: false,
    latencyMs: 0,
  };
}
