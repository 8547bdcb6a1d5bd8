import type { CallSql, Transact } from "../api/db-calls";
import type { SqlRepository } from "./repository/sql-repository";
import { forgetPages } from "./call-pages";
import { callTransaction } from "./files";
import { CallSlowWork, withSlowWork } from "./slow-work";
import type { TableSpec } from "./schema";
import type { Database, Params, Sql } from "./sql";
import { lockAccounts, lockShop } from "./call-locks";
import { CallRun, NO_DB } from "./call-run";
import { RunAgain } from "./run-again";
import { AccountsLockWanted, callAccountStore, employeesUnderAccountsLock, writeSlides, type SessionSlide } from "./call-account-store";

/**
 * Each call on the server is one transaction over the database, its handlers reaching the rows
 * through the SQL repository and the accounts' store on it (call-run.ts; decisions 0085, 0102,
 * 0108), holding only the locks its writes need:
 * - **a read takes none**: a path that wrote nothing last time runs in a REPEATABLE READ
 *   transaction (one snapshot for all it reads) with no lock; if it finds it would write after
 *   all (a statement that writes, or Postgres's 40001 on a row it read for update), it is rolled
 *   back and run again as a write;
 * - **a write of a shop** takes that shop's lock once the route names the shop (CallSql `scope`),
 *   before its next statement (READ COMMITTED: each statement after the lock sees every write
 *   committed before it), so two writes of one shop run one after the other, on any number of
 *   processes, and writes of two shops side by side; a lock found taken stops the run, and the
 *   call waits for it in turn before a new transaction that takes it at its start;
 * - **a write of the accounts** (users, employees, sessions, SMS codes, wrong passwords: as the
 *   accounts' store decides, call-account-store.ts), or of no shop (sign-in, registration, a new
 *   shop), also takes the one accounts lock, before its shop's: a run that finds it needs it and
 *   does not hold it is rolled back and run again holding it from the start, so the two locks are
 *   always taken in that order (no deadlock); the calls of one process waiting for a lock wait in
 *   turn before their transaction (inTurn);
 * - a row added to an append-only table (the 操作日志) needs no lock: its alias is the sequence's.
 * What a path did last time (whether it wrote, the accounts' lock) is remembered, so most calls
 * run once. Slow work (password hashing) is done between two of the call's transactions, never
 * inside one (slow-work.ts). A session's slide is written after the call, on no lock.
 */

/** What calls of one path did last time. */
interface Plan {
  writes: boolean;
  accounts: boolean;
}

/**
 * This process's turns at a lock (the accounts', a shop's), taken before a transaction that takes
 * the lock itself: the calls of one process that wait for one lock wait here, not each on a pooled
 * connection (30 sign-ins at once held every connection of the pool, and a read waited for one
 * past the pool's 5 s). The advisory lock still orders the processes.
 */
const queues = new Map<string, Promise<void>>();

async function inTurn<T>(keys: readonly string[], work: () => Promise<T>): Promise<T> {
  const [key, ...rest] = keys;
  if (key === undefined) return work();
  const before = queues.get(key) ?? Promise.resolve();
  let release = () => undefined as void;
  const mine = new Promise<void>((resolve) => (release = resolve));
  const last = before.then(() => mine);
  queues.set(key, last);
  await before;
  try {
    return await inTurn(rest, work);
  } finally {
    release();
    if (queues.get(key) === last) queues.delete(key);
  }
}

/** The most transactions one call runs (each one adds a lock, a write or slow work; more means a loop). */
const MAX_TRANSACTIONS = 12;

const WRITES = /^\s*(INSERT|UPDATE|DELETE)\b/i;
/**
 * An entry added to the 操作日志 (its alias from the sequence, no row of it read or changed): no
 * write the call's locks are for, so a read that records itself (a CSV downloaded) stays a read
 * (decision 0104).
 */
const AUDIT_APPEND = /^\s*INSERT\s+INTO\s+"?t_audit_log"?\s/i;

/** `tx` noting whether a statement wrote (the file store writes through it directly: files.ts). */
function watched(tx: Sql): { sql: Sql; wrote: () => boolean } {
  let wrote = false;
  const sql: Sql = {
    query: <T>(text: string, params?: Params) => {
      if (WRITES.test(text)) {
        if (!AUDIT_APPEND.test(text)) wrote = true;
        // a page this transaction read before the write is not what it reads now (call-pages.ts)
        forgetPages(sql);
      }
      return tx.query<T>(text, params);
    },
    exec: (text) => {
      wrote = true;
      forgetPages(sql);
      return tx.exec(text);
    },
  };
  return { sql, wrote: () => wrote };
}

/** The SQL repository a call's handlers reach through ctx.repo, and the tables it has. */
export interface CallRepository {
  /** The SQL repository (`now`: on a job's own clock, for the rows' times). */
  sql(now?: () => string): SqlRepository;
  serves(table: string): boolean;
}

/** What one transaction of a call gives: its answer, and the sessions' ends to slide after it. */
interface Ran {
  reply: Response;
  slides: readonly SessionSlide[];
}

/** Postgres's 40001: a REPEATABLE READ transaction's row lock met a change made since its snapshot. */
const isSerializationFailure = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === "40001";

export function sqlTransact(database: Database, specs: readonly TableSpec[], repository: CallRepository): Transact {
  const byKey = new Map(specs.map((s) => [s.key, s]));
  const plans = new Map<string, Plan>();
  return async (run, label = "") => {
    const plan = plans.get(label);
    let writes = plan?.writes ?? false;
    let accounts = plan?.accounts ?? false;
    /** The shop whose lock the call's writes hold, once a run named it. */
    let shop: string | null = null;
    const slow = new CallSlowWork();

    /** One run of the call in `tx`: its answer, or a RunAgain. */
    const runIn = async (tx: Sql): Promise<Ran> => {
      const call = new CallRun(tx, writes, shop);
      const files = watched(call.sql);
      const accountStore = callAccountStore(files.sql, byKey, accounts);
      const callSql: CallSql = {
        tx: (now) => employeesUnderAccountsLock(repository.sql(now).transactionOn(files.sql), accountStore.accounts),
        serves: repository.serves,
        accounts: accountStore.accounts,
        scope: (named) => call.scope(named),
      };
      let reply: Response | undefined;
      let failure: unknown = null;
      try {
        reply = await callTransaction.run(files.sql, () => run(NO_DB, callSql));
      } catch (error) {
        failure = error;
      }
      call.settle();
      if (slow.wanted) throw new RunAgain("slow work");
      if (accountStore.wantsLock() || failure instanceof AccountsLockWanted) throw new RunAgain("accounts");
      if (failure !== null) throw failure;
      const wrote = files.wrote();
      // a write of no shop (sign-in, registration, a new shop) takes the accounts' lock
      const needsAccounts = (wrote && call.scoped === null) || accountStore.needsLock();
      if (needsAccounts && !accounts) throw new RunAgain("accounts");
      if (wrote && !writes) throw new RunAgain("write");
      // a path that decides under the accounts' lock is a write's: its reads after the lock see what the last holder stored
      plans.set(label, { writes: wrote || needsAccounts, accounts: needsAccounts });
      return { reply: reply as Response, slides: accountStore.slides };
    };

    return withSlowWork(slow, async () => {
      for (let attempt = 0; ; attempt += 1) {
        if (attempt >= MAX_TRANSACTIONS) throw new Error(`调用 ${label} 的事务重来次数过多`);
        try {
          const turns = [accounts ? "accounts" : null, writes && shop !== null ? `shop\u0000${shop}` : null].filter((k) => k !== null);
          const { reply, slides } = await inTurn(turns, () => database.transaction(async (tx): Promise<Ran> => {
            if (!writes) await tx.query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ");
            if (accounts) await lockAccounts(tx);
            if (writes && shop !== null) await lockShop(tx, shop);
            return runIn(tx);
          }));
          await writeSlides(database, byKey, slides);
          return reply;
        } catch (error) {
          // a row read for update in a read's snapshot (REPEATABLE READ) that another call changed
          // since: the path writes after all, so it runs again as a write, under its shop's lock
          if (isSerializationFailure(error) && !writes) {
            writes = true;
            continue;
          }
          if (!(error instanceof RunAgain)) throw error;
          if (error.why === "slow work") await slow.settle();
          if (error.why === "shop") shop = error.shop;
          if (error.why === "write") writes = true;
          if (error.why === "accounts") [writes, accounts] = [true, true];
        }
      }
    });
  };
}
