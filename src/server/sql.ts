/**
 * The one way the server talks to its database: PGlite (Postgres in WASM, data in a folder)
 * by default, a Postgres server when DATABASE_URL names one. The same SQL runs on both.
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

export type Params = readonly unknown[];

export interface Sql {
  query<T = Record<string, unknown>>(text: string, params?: Params): Promise<T[]>;
  /** Several statements without parameters (schema). */
  exec(text: string): Promise<void>;
}

export interface Database extends Sql {
  /** Runs `work` in one transaction (committed when it resolves, rolled back when it throws). */
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Where the data lives, for the start-up line: a folder, memory, or the server's address. */
  readonly where: string;
}

/** Opens PGlite in `dir` (in memory without one). */
export async function openPglite(dir?: string): Promise<Database> {
  // PGlite makes its own folder, not the ones above it (data/ on a fresh checkout)
  if (dir) mkdirSync(dirname(dir), { recursive: true });
  const db = await PGlite.create(dir ? { dataDir: dir } : {});
  const wrap = (on: Pick<typeof db, "query" | "exec">): Sql => ({
    query: async <T>(text: string, params: Params = []) => (await on.query<T>(text, [...params])).rows,
    exec: async (text) => void (await on.exec(text)),
  });
  return {
    ...wrap(db),
    // PGlite runs one transaction at a time: the next waits for this one
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    close: () => db.close(),
    where: dir ? `PGlite ${dir}` : "PGlite (内存)",
  };
}

/** Opens a pool on the Postgres server at `url`. */
export async function openPostgres(url: string): Promise<Database> {
  // float8 and int8 as numbers (epoch ms fit in 2^53), jsonb parsed (the driver's default)
  pg.types.setTypeParser(pg.types.builtins.INT8, (v: string) => Number(v));
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL ?? 10) });
  const wrap = (on: { query: typeof pool.query }): Sql => ({
    query: async <T>(text: string, params: Params = []) => (await on.query(text, [...params])).rows as T[],
    exec: async (text) => void (await on.query(text)),
  });
  const host = new URL(url);
  return {
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect();
      // one connection runs one query at a time: queries asked together (Promise.all) wait their turn
      // here, not in the driver's own queue, which pg 9 drops
      let turn: Promise<unknown> = Promise.resolve();
      const inTurn = ((...args: Parameters<typeof client.query>) => {
        const mine = turn.then(() => (client.query as (...a: unknown[]) => Promise<unknown>)(...args));
        turn = mine.catch(() => undefined);
        return mine;
      }) as unknown as typeof pool.query;
      try {
        await client.query("BEGIN");
        const result = await work(wrap({ query: inTurn }));
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
    where: `Postgres ${host.hostname}:${host.port || 5432}${host.pathname}`,
  };
}

/** The database the environment names: DATABASE_URL's Postgres, else PGlite in DATA_DIR (default ./data/pglite). */
export function openDatabase(env: NodeJS.ProcessEnv = process.env): Promise<Database> {
  const url = env.DATABASE_URL;
  if (url) return openPostgres(url);
  return openPglite(env.DATA_DIR === "memory" ? undefined : (env.DATA_DIR ?? "data/pglite"));
}

/** A quoted SQL identifier. */
export const ident = (name: string): string => `"${name.replace(/"/g, '""')}"`;
