import { applyOps, normalised, opsSql, type Op, type Snapshot } from "./schema-ops";
import type { Sql } from "./sql";

/**
 * Migrations (decision 0083): the schema is what the files of src/server/migrations/ make, in
 * the order of their names (`0001-baseline.ts`, `0002-…`), each applied once per database and
 * recorded in `schema_migrations`. The server applies the pending ones at start, under the
 * start-up lock (store.ts: two processes starting together apply them once), and
 * `npm run db:migrate` does it alone. `npm run db:diff` writes the next one from the configs.
 */

export interface MigrationContext {
  /**
   * The database was made before migrations (by a release up to 7906b07: tables and `meta`, no
   * `schema_migrations`), so the first migration adopts it rather than making it.
   */
  legacy: boolean;
  /** The zone the release that made a legacy database wrote its text times in (LEGACY_TZ; default the process's own). */
  legacyTimeZone: string;
}

export interface Migration {
  /** The schema's changes (schema-ops.ts): what db:diff writes, and what the snapshot check folds. */
  ops: Op[];
  /** Work on the data after the ops, in the same transaction (a value moved, times read in another zone). */
  data?: (sql: Sql, context: MigrationContext) => Promise<void>;
}

export interface NamedMigration extends Migration {
  /** The file's name without `.ts`: what schema_migrations records. */
  id: string;
}

export const MIGRATIONS_TABLE = "schema_migrations";

/** The migrations of src/server/migrations/, in order (found by Vite, as the configs are). */
export function migrationFiles(): NamedMigration[] {
  const modules = import.meta.glob<{ default: Migration }>("./migrations/[0-9][0-9][0-9][0-9]-*.ts", { eager: true });
  return Object.entries(modules)
    .map(([path, module]) => ({ id: (/([^/]+)\.ts$/.exec(path)?.[1] ?? path), ...module.default }))
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** The schema the migrations make, read from their operations (no database). */
export const snapshotOfMigrations = (migrations: readonly Migration[]): Snapshot =>
  normalised(migrations.reduce<Snapshot>((snapshot, m) => applyOps(snapshot, m.ops), {}));

const exists = async (sql: Sql, table: string): Promise<boolean> => {
  const [row] = await sql.query<{ found: string | null }>("SELECT to_regclass($1)::text AS found", [table]);
  return !!row?.found;
};

/**
 * Applies the pending migrations in `sql`'s transaction, whose caller holds the start-up lock;
 * returns the ids applied now. A database with tables but no schema_migrations (made before
 * migrations) is adopted: the first migration's creations find most of it made, and its data
 * step reads the old text times in `legacyTimeZone`.
 */
export async function applyMigrations(sql: Sql, migrations: readonly NamedMigration[], legacyTimeZone: string): Promise<string[]> {
  const legacy = !(await exists(sql, MIGRATIONS_TABLE)) && (await exists(sql, "meta"));
  await sql.exec(`CREATE TABLE IF NOT EXISTS ${MIGRATIONS_TABLE} (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  const done = new Set((await sql.query<{ id: string }>(`SELECT id FROM ${MIGRATIONS_TABLE}`)).map((r) => r.id));
  const applied: string[] = [];
  for (const migration of migrations) {
    if (done.has(migration.id)) continue;
    // one round trip for the whole migration (the first one is a thousand statements)
    if (migration.ops.length) await sql.exec(opsSql(migration.ops).join(";\n"));
    await migration.data?.(sql, { legacy, legacyTimeZone });
    await sql.query(`INSERT INTO ${MIGRATIONS_TABLE} (id) VALUES ($1)`, [migration.id]);
    applied.push(migration.id);
  }
  return applied;
}

/** LEGACY_TZ, else the process's own zone (where the old server most likely ran). */
export const legacyTimeZoneOf = (env: NodeJS.ProcessEnv): string => env.LEGACY_TZ || Intl.DateTimeFormat().resolvedOptions().timeZone;
