/**
 * `npm run db:reset` (scripts/db-reset.ts loads this through Vite): the database the
 * environment names (DATABASE_URL, else PGlite in DATA_DIR) loses every table of the store
 * and is seeded afresh with the demo shop's history, as a new database is at first start.
 */
import { resources } from "../resources";
import { appSeeds } from "../mocks/resource-seeds";
import { seed } from "../mocks/seed";
import { openDatabase } from "./sql";
import { dropStore, prepareStore } from "./store";

/** Drops and reseeds; returns where the data lives (for the script's line). */
export async function resetDatabase(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const database = await openDatabase(env);
  try {
    await dropStore(database);
    await prepareStore(database, { configs: resources, otherNames: Object.keys(appSeeds), seed: () => seed() });
    return database.where;
  } finally {
    await database.close();
  }
}
