import type { CallSql, Transact } from "../api/db-calls";
import { tableNameOfKey } from "../api/db-tables";
import type { SqlRepository } from "./repository/sql-repository";
import { forgetPages } from "./call-pages";
import { AliasPool } from "./alias-pool";
import { callTransaction } from "./files";
import { CallSlowWork, withSlowWork } from "./slow-work";
import type { TableSpec } from "./schema";
import { ident, type Database, type Params, type Sql } from "./sql";
import { UnitOfWork, type Slide } from "./unit-of-work";
import { lockAccounts, lockShop } from "./call-locks";
import { LeanCall } from "./lean-call";
import { RunAgain } from "./run-again";
import { AccountsLockWanted, callAccountStore, writeSlides, type SessionSlide } from "./call-account-store";

/**
 * Each call on the server is a transaction over the database (unit-of-work.ts), holding only the
 * locks its writes need (issue 48, decision 0085), where every call of every shop took one global
 * lock before:
 * - **a read takes none**: a path that wrote nothing last time runs in a REPEATABLE READ
 *   transaction (one snapshot for all it reads) with no lock; if it finds it would write after
 *   all, it is rolled back and run again as a write;
 * - **a write of a shop** learns its shop in a first transaction (the route names it), then runs
 *   in a new one that takes that shop's lock (call-locks.ts) before it reads anything (READ
 *   COMMITTED: each statement after the lock sees every write committed before it), so two writes
 *   of one shop run one after the other, on any number of processes, and writes of two shops side
 *   by side;
 * - **a write of the accounts** (users, employees, sessions, SMS codes, wrong passwords: mobiles
 *   are unique across shops, a changed password ends sessions, the sign-in lock counts), or of no
 *   shop (sign-in, registration, a new shop), also takes the one accounts lock, before its shop's;
 *   the calls of one process waiting for a lock wait in turn before their transaction (inTurn);
 *   a write that finds it needs it and does not hold it is rolled back and run again holding it
 *   from the start, so the two locks are always taken in that order (no deadlock);
 * - a row added to an append-only table (the 操作日志) needs no lock: its alias is the call's own
 *   (alias-pool.ts).
 * What a path did last time (its tables, whether it wrote, the accounts lock, its aliases) is
 * remembered, so most calls run once. Slow work (password hashing) is done between two of the
 * call's transactions, never inside one (slow-work.ts).
 *
 * The tables no handler writes through the Db any more are served by the SQL repository on the
 * call's own transaction (decision 0097): each run of the call is a savepoint, and a run the unit
 * of work starts again (a table it reached unread) is rolled back to it first, so the repository's
 * writes are made once; a run that wrote one of those tables through the Db too is refused.
 *
 * A path that reaches nothing through the Db (everything through ctx.repo / ctx.accounts) runs
 * lean (lean-call.ts, decision 0102): no unit of work, one transaction, its locks its handlers'
 * own and, for a write, its shop's once the route names it (a write: one transaction, not two);
 * reads as above (REPEATABLE READ, no lock; one that writes or meets a 40001 runs again as a
 * write). The first reach of its Db rolls the run back and puts the path on the unit of work.
 *
 * The accounts' tables are the SQL accounts' store's on the call's transaction, on both paths
 * (call-account-store.ts, decision 0105): a run that needs the accounts' lock without it runs
 * again holding it, and a session's slide is written after the call.
 */

const ACCOUNT_TABLES = new Set(["users", "employee", "sessions", "sms", "sign_in_failures"]);

/** What calls of one path did last time. */
interface Plan {
  tables: Set<string>;
  writes: boolean;
  accounts: boolean;
  aliases: number;
  /** Whether it runs lean (lean-call.ts): false once a run of it reached the Db, for as long as the process lives. */
  lean: boolean;
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
 * write the call's locks are for, so a read that records itself (a CSV downloaded) stays a read,
 * as the unit of work's append-only rows did (decision 0104).
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

/**
 * Sessions' ends moved on by their calls (unit-of-work.ts slideOf), after the call: each its own
 * statement, on no lock, that moves an end only on and never on an ended session, so a slide
 * written beside a password change cannot bring the ended session back, and a read that slides
 * its session once a minute stays a read.
 */
async function slide(database: Database, table: string, slides: readonly Slide[]): Promise<void> {
  for (const { pos, expires_at } of slides) {
    // the call is answered whatever comes of it: a slide missed is made by the session's next call
    await database.query(`UPDATE ${ident(table)} SET expires_at = $1 WHERE pos = $2 AND expires_at < $1 AND ended IS NULL`, [expires_at, pos]).catch(() => undefined);
  }
}

/** The SQL repository a call's handlers reach through ctx.repo, and the tables it serves (the rest: the unit of work's arrays). */
export interface CallRepository {
  /** The SQL repository (`now`: on a job's own clock, for the rows' times). */
  sql(now?: () => string): SqlRepository;
  serves(table: string): boolean;
}

/** What one transaction of a call gives: its answer, and the sessions' ends to slide after it (the unit of work's, the accounts store's). */
interface Ran {
  reply: Response;
  slides: Slide[];
  sessionSlides: readonly SessionSlide[];
}

/** Postgres's 40001: a REPEATABLE READ transaction's row lock met a change made since its snapshot. */
const isSerializationFailure = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === "40001";

/**
 * The tables a run changed or added to through the Db although the repository serves them: one
 * row written two ways (a fixed table's key is its repository name: `audit_log`).
 */
function writtenTwoWays(changed: Iterable<string>, repository: CallRepository | undefined): string[] {
  if (!repository) return [];
  return [...changed].map((key) => tableNameOfKey(key) ?? key).filter((name) => repository.serves(name));
}

export function sqlTransact(database: Database, specs: readonly TableSpec[], keeps: ReadonlySet<string> = new Set(), repository?: CallRepository): Transact {
  const byKey = new Map(specs.map((s) => [s.key, s]));
  const plans = new Map<string, Plan>();
  const accountTables = new Set([...ACCOUNT_TABLES].map((key) => byKey.get(key)?.table).filter((table) => table !== undefined));
  return async (run, label = "") => {
    const plan = plans.get(label);
    let writes = plan?.writes ?? false;
    let accounts = plan?.accounts ?? false;
    // a path's first call is tried lean too: one that reaches the Db costs a rolled-back run, once
    let lean = repository !== undefined && (plan?.lean ?? true);
    /** The shop whose lock the call's writes hold, once a run named it. */
    let shop: string | null = null;
    const aliases = new AliasPool();
    const slow = new CallSlowWork();

    /** One lean run in `tx` (lean-call.ts): its answer, or a RunAgain, as the unit of work's runs. */
    const leanRun = async (tx: Sql, served: CallRepository): Promise<Ran> => {
      const call = new LeanCall(tx, writes, shop, accounts, accountTables);
      const files = watched(call.sql);
      const accountStore = callAccountStore(files.sql, byKey, accounts);
      const callSql: CallSql = { tx: (now) => served.sql(now).transactionOn(files.sql), serves: served.serves, accounts: accountStore.accounts };
      let reply: Response | undefined;
      let failure: unknown = null;
      try {
        reply = await callTransaction.run(files.sql, () => run(call.db, callSql));
      } catch (error) {
        failure = error;
      }
      call.settle();
      if (slow.wanted) throw new RunAgain("slow work");
      if (accountStore.wantsLock() || failure instanceof AccountsLockWanted) throw new RunAgain("accounts");
      if (failure !== null) throw failure;
      const wrote = files.wrote();
      // a write of no shop (sign-in, registration, a new shop) takes the accounts' lock, as the unit of work's
      const needsAccounts = (wrote && (call.scoped === null || call.usedAccounts)) || accountStore.needsLock();
      if (needsAccounts && !accounts) throw new RunAgain("accounts");
      if (wrote && !writes) throw new RunAgain("write");
      // a path that decides under the accounts' lock is a write's: its reads after the lock see what the last holder stored
      plans.set(label, { tables: new Set(), writes: wrote || needsAccounts, accounts: needsAccounts, aliases: 0, lean: true });
      return { reply: reply as Response, slides: [], sessionSlides: accountStore.slides };
    };

    return withSlowWork(slow, async () => {
      for (let attempt = 0; ; attempt += 1) {
        if (attempt >= MAX_TRANSACTIONS) throw new Error(`调用 ${label} 的事务重来次数过多`);
        try {
          const turns = [accounts ? "accounts" : null, writes && shop !== null ? `shop\u0000${shop}` : null].filter((k) => k !== null);
          const { reply, slides, sessionSlides } = await inTurn(turns, () => database.transaction(async (tx): Promise<Ran> => {
            if (!writes) await tx.query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ");
            if (accounts) await lockAccounts(tx);
            if (writes && shop !== null) await lockShop(tx, shop);
            if (lean && repository) return leanRun(tx, repository);
            await aliases.reserve(tx, plan?.aliases ?? 0);
            const work = new UnitOfWork(tx, byKey, keeps, aliases, writes ? shop : undefined);
            await work.readPlan(plan?.tables ?? []);
            const files = watched(tx);
            // each round reads at least one more table, row or alias, or takes the shop's lock, so this ends
            for (;;) {
              let reply: Response | undefined;
              let failure: unknown = null;
              // the accounts on SQL with the repository (call-account-store.ts, decision 0105): each run its own
              const accountStore = repository && callAccountStore(files.sql, byKey, accounts);
              const callSql: CallSql | undefined = repository && { tx: (now) => repository.sql(now).transactionOn(files.sql), serves: repository.serves, accounts: accountStore?.accounts };
              if (callSql) await tx.query("SAVEPOINT call_run");
              try {
                reply = await callTransaction.run(files.sql, () => run(work.view(), callSql));
              } catch (error) {
                failure = error;
              }
              if (slow.wanted) throw new RunAgain("slow work");
              // the accounts' lock is taken first, at the start of a new transaction
              if (accountStore?.wantsLock() || failure instanceof AccountsLockWanted) throw new RunAgain("accounts");
              // the shop is known now: its lock is taken at the start of a new transaction, in turn
              if (work.shopToLock !== null) throw new RunAgain("shop", work.shopToLock);
              const missing = work.takeMissing();
              if (missing) {
                // what the run wrote through the repository is undone: the next run writes it again
                if (callSql) {
                  await tx.query("ROLLBACK TO SAVEPOINT call_run");
                  forgetPages(files.sql);
                }
                await work.readMissing(missing);
                continue;
              }
              if (failure !== null) throw failure;
              const { changed, appended, slides } = work.changes();
              const twoWays = writtenTwoWays([...changed, ...appended], repository);
              if (twoWays.length) throw new Error(`调用 ${label} 经 Db 写了由仓库服务的表：${twoWays.join("、")}（决定 0097）`);
              const wrote = changed.size > 0 || files.wrote();
              const needsAccounts = (wrote && (work.shopOfCall === null || [...changed].some((k) => ACCOUNT_TABLES.has(k)))) || (accountStore?.needsLock() ?? false);
              if (needsAccounts && !accounts) throw new RunAgain("accounts");
              if (wrote && !writes) throw new RunAgain("write");
              await work.write();
              // a path that decides under the accounts' lock is a write's: its reads after the lock see what the last holder stored
              plans.set(label, { tables: new Set(work.reached), writes: wrote || needsAccounts, accounts: needsAccounts, aliases: aliases.reserved, lean: false });
              return { reply: reply as Response, slides, sessionSlides: accountStore?.slides ?? [] };
            }
          }));
          await slide(database, byKey.get("sessions")?.table ?? "t_sessions", slides);
          await writeSlides(database, byKey, sessionSlides);
          return reply;
        } catch (error) {
          // a row read for update in a read's snapshot (REPEATABLE READ) that another call changed
          // since: the path writes after all, so it runs again as a write, under its shop's lock
          if (isSerializationFailure(error) && !writes) {
            writes = true;
            continue;
          }
          if (!(error instanceof RunAgain)) throw error;
          if (error.why === "db") {
            // the paths still on the unit of work, for whoever empties that list (issue 48 step 4)
            if (process.env.LEAN_REPORT) console.warn(`[lean] ${label}：读了 Db（${error.shop ?? "?"}），改在工作单元上`);
            lean = false;
            plans.set(label, { tables: new Set(), aliases: 0, ...plans.get(label), writes, accounts, lean });
          }
          if (error.why === "slow work") await slow.settle();
          if (error.why === "shop") shop = error.shop;
          if (error.why === "write") writes = true;
          if (error.why === "accounts") [writes, accounts] = [true, true];
        }
      }
    });
  };
}
