import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ResourceConfig } from "../engine/types";
import { resources } from "../resources";
import { tableSpecs } from "./schema";
import { storeTables } from "./store-tables";
import { describeDifferences, diffSnapshots, normalised, snapshotOf, type DiffAnswers, type Op, type Snapshot } from "./schema-ops";
import { migrationFiles, snapshotOfMigrations, type Migration } from "./migrations";

/**
 * The configs, the committed schema snapshot (src/server/migrations/schema.json) and the
 * migrations must agree (decision 0083): `npm run db:diff` writes the next migration and the
 * snapshot from the configs, and the check (tests/server/schema-check.test.ts, in npm test
 * and so in CI) fails when a config changed and no migration came with it.
 */

/** The schema the configs ask for. */
export const configuredSnapshot = (configs: readonly ResourceConfig[] = resources): Snapshot => {
  const tables = storeTables(configs);
  return normalised(snapshotOf(tableSpecs(tables.configs, tables.otherNames, tables.partFilters)));
};

export const MIGRATIONS_DIR = "src/server/migrations";
export const SNAPSHOT_FILE = `${MIGRATIONS_DIR}/schema.json`;

export function readSnapshot(root: string): Snapshot {
  const path = join(root, SNAPSHOT_FILE);
  return existsSync(path) ? normalised(JSON.parse(readFileSync(path, "utf8")) as Snapshot) : {};
}

/**
 * What keeps the three from agreeing, in words (none: they agree): the configs against the
 * snapshot (a config changed, no `npm run db:diff`), the snapshot against what the migrations
 * make (a snapshot edited by hand, or a migration file lost).
 */
export function schemaProblems(configured: Snapshot, committed: Snapshot, migrated: Snapshot): string[] {
  const problems: string[] = [];
  const unmigrated = describeDifferences(committed, configured);
  if (unmigrated.length) problems.push(`配置改了而没有迁移（运行 npm run db:diff）：${unmigrated.join("；")}`);
  const astray = describeDifferences(migrated, committed);
  if (astray.length) problems.push(`${SNAPSHOT_FILE} 与迁移文件所建的不一致：${astray.join("；")}`);
  return problems;
}

/** The check of this checkout: its configs, its snapshot, its migrations. */
export const checkoutSchemaProblems = (root: string, configs: readonly ResourceConfig[] = resources, migrations: readonly Migration[] = migrationFiles()): string[] =>
  schemaProblems(configuredSnapshot(configs), readSnapshot(root), snapshotOfMigrations(migrations));

/** The text of a migration file of `ops`. */
export function migrationSource(name: string, ops: readonly Op[], at: Date): string {
  return [
    `import type { Migration } from "../migrations";`,
    "",
    `/** ${name}: written by npm run db:diff on ${at.toISOString().slice(0, 10)} from the configs (decision 0083). */`,
    "const migration: Migration = {",
    "  ops: [",
    ...ops.map((op) => `    ${JSON.stringify(op)},`),
    "  ],",
    "};",
    "",
    "export default migration;",
    "",
  ].join("\n");
}

/** The next migration's file name: one past the highest number there, and `name` in kebab case. */
export function nextMigrationFile(root: string, name: string): string {
  const numbers = readdirSync(join(root, MIGRATIONS_DIR))
    .map((f) => /^(\d{4})-.*\.ts$/.exec(f)?.[1])
    .filter((n): n is string => !!n)
    .map(Number);
  const next = String(Math.max(0, ...numbers) + 1).padStart(4, "0");
  const slug = name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "change";
  return `${MIGRATIONS_DIR}/${next}-${slug}.ts`;
}

export interface DiffResult {
  /** The file written (none: nothing changed). */
  file: string | null;
  ops: Op[];
}

/**
 * npm run db:diff: the configs against the snapshot; writes the next migration of the operations
 * between them (asking `answers` about a gone table or column: renamed, or dropped) and the new
 * snapshot. Refuses while the snapshot and the migrations disagree (that is for a person to mend).
 */
export async function writeNextMigration(root: string, name: string, answers: DiffAnswers, at = new Date()): Promise<DiffResult> {
  const committed = readSnapshot(root);
  const astray = describeDifferences(snapshotOfMigrations(migrationFiles()), committed);
  if (astray.length) throw new Error(`${SNAPSHOT_FILE} 与迁移文件所建的不一致，先修好：${astray.join("；")}`);
  const target = configuredSnapshot();
  const ops = await diffSnapshots(committed, target, answers);
  if (!ops.length) return { file: null, ops };
  const file = nextMigrationFile(root, name);
  writeFileSync(join(root, file), migrationSource(name, ops, at));
  writeFileSync(join(root, SNAPSHOT_FILE), `${JSON.stringify(target, null, 1)}\n`);
  return { file, ops };
}
