/**
 * `npm run db:migrate` (scripts/db-migrate.ts loads this through Vite): the pending migrations
 * applied to the database the environment names, under the start-up lock, nothing seeded
 * (decision 0083). The server applies the same at each start.
 */
import { openDatabase } from "./sql";
import { migrateStore } from "./store";
import { storeTables } from "./store-tables";
import { legacyTimeZoneOf } from "./migrations";

export async function migrateDatabase(env: NodeJS.ProcessEnv = process.env): Promise<{ where: string; applied: string[] }> {
  const database = await openDatabase(env);
  try {
    const applied = await migrateStore(database, { ...storeTables(), legacyTimeZone: legacyTimeZoneOf(env) });
    return { where: database.where, applied };
  } finally {
    await database.close();
  }
}
