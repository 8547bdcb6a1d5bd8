/**
 * `npm run db:reset` and `npm run db:seed-demo` (scripts/db-reset.ts, scripts/db-seed-demo.ts load
 * this through Vite) on the database the environment names (DATABASE_URL, else PGlite in DATA_DIR):
 * - reset: every table of the store dropped and the demo shop seeded afresh; a development
 *   command, so the demo is its default (decision 0072); SEED_DEMO=0 leaves the database empty,
 *   as a new production one is;
 * - seed-demo: the demo shop filled into an empty database (new, or made by `npm run serve`
 *   without SEED_DEMO); refused for one that holds any row.
 */
// imported here, not with main.ts's import(): these scripts load this file once through Vite's
// runner, which is closed by the time a later import() would run
import { seed } from "../demo/seed";
import { openDatabase } from "./sql";
import { dropStore, prepareStore, seedEmptyStore } from "./store";
import { storeTables } from "./store-tables";

const options = storeTables;

/** Drops and reseeds (the demo unless SEED_DEMO=0); returns where the data lives and whether the demo is in it. */
export async function resetDatabase(env: NodeJS.ProcessEnv = process.env): Promise<{ where: string; demo: boolean }> {
  const database = await openDatabase(env);
  try {
    await dropStore(database);
    const demo = env.SEED_DEMO !== "0";
    await prepareStore(database, demo ? { ...options(), seed: () => seed() } : options());
    return { where: database.where, demo };
  } finally {
    await database.close();
  }
}

/** Fills the demo shop into an empty database; returns where and how many rows (throws for a non-empty one). */
export async function seedDemoDatabase(env: NodeJS.ProcessEnv = process.env): Promise<{ where: string; rows: number }> {
  const database = await openDatabase(env);
  try {
    const rows = await seedEmptyStore(database, { ...options(), seed: () => seed() });
    return { where: database.where, rows };
  } finally {
    await database.close();
  }
}
