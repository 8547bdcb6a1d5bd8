/**
 * npm run db:reset — the database the environment names (DATABASE_URL's Postgres, else PGlite
 * in DATA_DIR, default data/pglite) starts again: its tables dropped, the demo shop's history
 * seeded afresh. Stop the server that uses it first (PGlite's folder is one process's).
 */
import { runnerImport } from "vite";

// Loaded through Vite, as the server is: the seeds and handlers are found with import.meta.glob.
const { module } = await runnerImport<typeof import("../src/server/reset")>(new URL("../src/server/reset.ts", import.meta.url).pathname);
const where = await module.resetDatabase(process.env);
console.log(`数据库已重置并填入演示数据：${where}`);
