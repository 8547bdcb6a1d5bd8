/**
 * npm run db:seed-demo — fills the demo shop (its accounts 13800000000 / Admin@123 …) into the
 * database the environment names (DATABASE_URL's Postgres, else PGlite in DATA_DIR), which must be
 * empty: new, or made by `npm run serve` without SEED_DEMO (decision 0072). A database that holds
 * any row is refused (exit 1), so the demo is never mixed into a shop's data. Stop a PGlite
 * server first (its folder is one process's).
 */
import { runnerImport } from "vite";

const { module } = await runnerImport<typeof import("../src/server/reset")>(new URL("../src/server/reset.ts", import.meta.url).pathname);
try {
  const { where, rows } = await module.seedDemoDatabase(process.env);
  console.log(`已填入演示数据（${rows} 行）：${where}`);
} catch (error) {
  console.error(`db:seed-demo：${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
