/**
 * npm run db:migrate — applies the pending migrations (src/server/migrations/) to the database
 * the environment names (DATABASE_URL's Postgres, else PGlite in DATA_DIR), under the start-up
 * lock, and exits; the server does the same at each start (decision 0083). A database made before
 * migrations is adopted with its rows (its old text times read in LEGACY_TZ, default this
 * process's zone). Stop a PGlite server first (its folder is one process's).
 */
import { runnerImport } from "vite";

const { module } = await runnerImport<typeof import("../src/server/migrate-command")>(new URL("../src/server/migrate-command.ts", import.meta.url).pathname);
try {
  const { where, applied } = await module.migrateDatabase(process.env);
  console.log(applied.length ? `已执行迁移 ${applied.join("、")}：${where}` : `没有待执行的迁移：${where}`);
} catch (error) {
  console.error(`db:migrate：${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
