/**
 * npm run db:reset — the database the environment names (DATABASE_URL's Postgres, else PGlite
 * in DATA_DIR, default data/pglite) starts again: its tables dropped, the demo shop's history
 * seeded afresh (a development command: decision 0072); `SEED_DEMO=0 npm run db:reset` leaves it
 * empty instead, as a new production database is. The demo's database only: one holding a
 * merchant's accounts is refused (exit 1; its schema follows the code by migrations, decision 0083).
 * Stop the server that uses it first (PGlite's folder is one process's).
 */
import { runnerImport } from "vite";

// Loaded through Vite, as the server is: the seeds and handlers are found with import.meta.glob.
const { module } = await runnerImport<typeof import("../src/server/reset")>(new URL("../src/server/reset.ts", import.meta.url).pathname);
try {
  const { where, demo } = await module.resetDatabase(process.env);
  console.log(demo ? `数据库已重置并填入演示数据：${where}` : `数据库已重置为空（未填入演示数据）：${where}`);
} catch (error) {
  console.error(`db:reset：${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
