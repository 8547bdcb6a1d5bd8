/**
 * `npm run db:reset` and `npm run db:seed-demo` (scripts/db-reset.ts, scripts/db-seed-demo.ts load
 * this through Vite) on the database the environment names (DATABASE_URL, else PGlite in DATA_DIR):
 * - reset: every table of the store dropped and the demo shop seeded afresh; a command for the
 *   demo's database only (decision 0083): one holding a merchant's accounts and not made as the
 *   demo is refused, since its schema follows the code by migrations and needs no reset;
 *   SEED_DEMO=0 leaves the database empty, as a new production one is;
 * - seed-demo: the demo shop filled into an empty database (new, or made by `npm run serve`
 *   without SEED_DEMO); refused for one that holds any row.
 */
// imported here, not with main.ts's import(): these scripts load this file once through Vite's
// runner, which is closed by the time a later import() would run
import { seed } from "../demo/seed";
import { openDatabase, type Sql } from "./sql";
import { dropStore, prepareStore, seedEmptyStore } from "./store";
import { storeTables } from "./store-tables";

const options = storeTables;

/** Why `sql`'s database is not one to reset (a merchant's: accounts, and not made as the demo), or null. */
export async function resetRefusal(sql: Sql): Promise<string | null> {
  const [tables] = await sql.query<{ meta: string | null; users: string | null }>("SELECT to_regclass('meta')::text AS meta, to_regclass('t_users')::text AS users");
  if (!tables?.meta || !tables.users) return null;
  const [demo] = await sql.query<{ value: unknown }>("SELECT value FROM meta WHERE key = 'demo'");
  // a database from before `demo` was kept was the demo's: every one was seeded with it then
  if (!demo || demo.value === true) return null;
  const [accounts] = await sql.query<{ n: number }>("SELECT count(*)::int AS n FROM t_users");
  if (!accounts?.n) return null;
  return `这个数据库是商户的数据（${accounts.n} 个账号），不是演示数据：db:reset 只重置演示数据库。结构随代码的迁移更新（npm run db:migrate），不需要重置`;
}

/** Drops and reseeds (the demo unless SEED_DEMO=0); returns where the data lives and whether the demo is in it. Refuses a merchant's database (resetRefusal). */
export async function resetDatabase(env: NodeJS.ProcessEnv = process.env): Promise<{ where: string; demo: boolean }> {
  const database = await openDatabase(env);
  try {
    const refused = await resetRefusal(database);
    if (refused) throw new Error(refused);
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
