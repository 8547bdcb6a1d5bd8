/**
 * The one way the server talks to its database: PGlite (Postgres in WASM, data in a folder)
 * by default, a Postgres server when DATABASE_URL names one. The same SQL runs on both.
 */
import { mkdirSync, statfsSync } from "node:fs";
import { dirname } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import { DatabaseUnavailable } from "../api/faults";

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

/**
 * Free room PGlite's folder keeps for a call (PGLITE_MIN_FREE_MB, 64 MB: four of the 16 MB WAL
 * segments Postgres makes as it writes). PGlite 0.5 cannot live through a full disk: a WAL
 * segment it cannot make inside a transaction spins its WASM for good, with Node's event loop
 * (measured on a tmpfs, decision 0075), so no answer, timer or later call ever runs again, even
 * once room is freed. Below this room a call is refused (503) before PGlite writes anything, and
 * served again as soon as room is freed.
 */
const MIN_FREE_BYTES = Number(process.env.PGLITE_MIN_FREE_MB ?? 64) * 1024 * 1024;

/** SQLSTATE classes after which PGlite's instance is not trusted: 53 (disk full, out of memory), 58 (I/O). */
const SPENT = /^5[38]/;

export interface PgliteOptions {
  /** Room the folder's disk must have for a call to run (default MIN_FREE_BYTES). */
  minFreeBytes?: number;
}

/** Room left on the disk of `dir`, in bytes. */
function freeBytes(dir: string): number {
  const stats = statfsSync(dir);
  return stats.bavail * stats.bsize;
}

/** A new cluster as PGlite's initdb makes it, once per process (blankCluster). */
let blank: Promise<Blob> | null = null;

/**
 * The cluster each in-memory PGlite starts from: PGlite runs initdb for every new instance (1.8 s
 * of CPU), where loading its result is 0.55 s, and a test process opens many (decision 0132). Made
 * by the first, kept in memory (40 MB) for the next; a failed one is not kept.
 */
function blankCluster(): Promise<Blob> {
  blank ??= (async () => {
    const first = await PGlite.create({ extensions: { pg_trgm } });
    try {
      return await first.dumpDataDir("none");
    } finally {
      await first.close();
    }
  })().catch((error: unknown) => {
    blank = null;
    throw error;
  });
  return blank;
}

/**
 * Opens PGlite in `dir` (in memory without one). A call finding the disk nearly full answers 503
 * (MIN_FREE_BYTES); an error of disk or memory (SQLSTATE class 53 or 58: a write that failed)
 * answers 503 too, and PGlite is closed and opened again on the same folder before the next
 * statement, since an instance that failed a write may hang on its next one (measured: a WAL
 * segment it could not make, outside a transaction).
 */
export async function openPglite(dir?: string, options: PgliteOptions = {}): Promise<Database> {
  // PGlite makes its own folder, not the ones above it (data/ on a fresh checkout)
  if (dir) mkdirSync(dirname(dir), { recursive: true });
  // pg_trgm: the lists' trigram indexes (decision 0087), which a migration's CREATE EXTENSION installs
  const open = async () =>
    dir ? PGlite.create({ dataDir: dir, extensions: { pg_trgm } }) : PGlite.create({ loadDataDir: await blankCluster(), extensions: { pg_trgm } });
  const minFree = options.minFreeBytes ?? MIN_FREE_BYTES;
  /** The open instance; null once one failed a write (closed), until the next call opens another. */
  let db: PGlite | null = await open();
  let opening: Promise<PGlite> | null = null;
  let closing: Promise<void> = Promise.resolve();
  /** The instance to use (a new one after a spent one: one try per call, so a disk still full is tried again next time); refused while the disk is nearly full. */
  const ready = async (): Promise<PGlite> => {
    if (dir && freeBytes(dir) < minFree) throw new DatabaseUnavailable("disk full");
    if (db) return db;
    opening ??= closing
      .then(open)
      .then((opened) => (db = opened))
      .finally(() => {
        opening = null;
      });
    try {
      return await opening;
    } catch (error) {
      throw new DatabaseUnavailable(`reopen failed: ${(error as { code?: unknown } | null)?.code ?? "error"}`);
    }
  };
  const spent = (on: PGlite, error: unknown): unknown => {
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code !== "string" || !SPENT.test(code)) return error;
    if (db === on) {
      db = null;
      closing = on.close().catch(() => undefined);
    }
    return new DatabaseUnavailable(code);
  };
  const wrap = (on: Pick<PGlite, "query" | "exec">): Sql => ({
    query: async <T>(text: string, params: Params = []) => (await on.query<T>(text, [...params])).rows,
    exec: async (text) => void (await on.exec(text)),
  });
  const guarded = async <T>(work: (on: PGlite) => Promise<T>): Promise<T> => {
    const on = await ready();
    try {
      return await work(on);
    } catch (error) {
      throw spent(on, error);
    }
  };
  return {
    query: (text, params) => guarded((on) => wrap(on).query(text, params)),
    exec: (text) => guarded((on) => wrap(on).exec(text)),
    // PGlite runs one transaction at a time: the next waits for this one
    transaction: (work) => guarded((on) => on.transaction((tx) => work(wrap(tx)))),
    close: async () => {
      await opening?.catch(() => undefined);
      await closing;
      await db?.close();
    },
    where: dir ? `PGlite ${dir}` : "PGlite (内存)",
  };
}

/** Socket errors that mean the server is out of reach (Node's errno names). */
const UNREACHABLE = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "ENOTFOUND", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN"]);
/** SQLSTATEs of a server going away: shut down, crashed, starting up (and class 08, the connection's, and 53: out of disk, memory or connections). */
const GONE = new Set(["57P01", "57P02", "57P03"]);

/**
 * Why `error` means the database is out of reach (a refused or dropped connection, a server
 * stopping or starting), or null when it is an error of the statement. pg's own words for a
 * connection that broke have no code.
 */
export function unreachableReason(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (UNREACHABLE.has(code) || GONE.has(code) || /^(08|53)/.test(code))) return code;
  // several addresses tried (localhost: ::1 and 127.0.0.1), each refused
  const inner = (error as { errors?: unknown }).errors;
  if (Array.isArray(inner) && inner.length && inner.every((e) => unreachableReason(e))) return unreachableReason(inner[0]);
  if (/Connection terminated|not queryable|timeout exceeded when trying to connect|Client was closed/i.test(error.message)) return "connection lost";
  return null;
}

/** `error` as DatabaseUnavailable when it means the database is out of reach (the call answers 503), else as is. */
const asUnavailable = (error: unknown): unknown => {
  const reason = unreachableReason(error);
  return reason ? new DatabaseUnavailable(reason) : error;
};

/** A transaction's isolation set as its first statement (`SET TRANSACTION ISOLATION LEVEL …`): BEGIN takes it itself. */
const SET_TRANSACTION = /^\s*SET\s+TRANSACTION\s+(ISOLATION\s+LEVEL\s+[A-Z ]+?)\s*;?\s*$/i;

/**
 * Opens a pool on the Postgres server at `url`. A server that goes away (restarted, failed over)
 * costs the calls made meanwhile a 503 and nothing else: a connection it drops is told on the
 * pool's and the checked-out client's `error` event (unheard, Node ends the process), the pool
 * makes new connections once it is back, and a connection attempt gives up after
 * DATABASE_CONNECT_TIMEOUT_MS (5 s), so a call never waits on an address that does not answer.
 */
export async function openPostgres(url: string): Promise<Database> {
  // float8 and int8 as numbers (epoch ms fit in 2^53), jsonb parsed (the driver's default)
  pg.types.setTypeParser(pg.types.builtins.INT8, (v: string) => Number(v));
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL ?? 10),
    connectionTimeoutMillis: Number(process.env.DATABASE_CONNECT_TIMEOUT_MS ?? 5000),
  });
  // an idle connection the server dropped: the pool has already let it go
  pool.on("error", (error) => console.warn(`数据库连接中断（${unreachableReason(error) ?? error.name}）`));
  const wrap = (on: { query: typeof pool.query }): Sql => ({
    query: async <T>(text: string, params: Params = []) => {
      try {
        return (await on.query(text, [...params])).rows as T[];
      } catch (error) {
        throw asUnavailable(error);
      }
    },
    exec: async (text) => {
      try {
        await on.query(text);
      } catch (error) {
        throw asUnavailable(error);
      }
    },
  });
  const host = new URL(url);
  return {
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect().catch((error: unknown) => {
        throw asUnavailable(error);
      });
      // dropped while checked out (between two of the call's statements): the next statement fails
      // with it, and the client is not given back to the pool
      let lost: Error | undefined;
      const onLost = (error: Error) => void (lost = error);
      client.on("error", onLost);
      // one connection runs one query at a time: queries asked together (Promise.all) wait their turn
      // here, not in the driver's own queue, which pg 9 drops
      let turn: Promise<unknown> = Promise.resolve();
      // BEGIN goes with the transaction's first statement: a leading SET TRANSACTION (a read's
      // REPEATABLE READ, call-transact.ts) becomes BEGIN's own clause, one round trip where each
      // read call made two (decision 0110)
      let begun = false;
      const send = async (text: string, values?: unknown[]): Promise<unknown> => {
        if (!begun) {
          begun = true;
          const setting = values?.length ? null : SET_TRANSACTION.exec(text);
          if (setting) return client.query(`BEGIN ${setting[1]}`);
          await client.query("BEGIN");
        }
        return client.query(text, values);
      };
      const inTurn = ((text: string, values?: unknown[]) => {
        const mine = turn.then(() => send(text, values));
        turn = mine.catch(() => undefined);
        return mine;
      }) as unknown as typeof pool.query;
      try {
        const result = await work(wrap({ query: inTurn }));
        if (begun) await client.query("COMMIT");
        return result;
      } catch (error) {
        if (begun && !lost && !unreachableReason(error)) await client.query("ROLLBACK").catch(() => undefined);
        throw asUnavailable(error);
      } finally {
        client.off("error", onLost);
        client.release(lost);
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
