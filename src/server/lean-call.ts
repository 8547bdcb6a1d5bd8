import { SHOP_SCOPE, type ShopScope } from "../api/db-reach";
import type { Db } from "../api/types";
import { ACCOUNTS_LOCK, tryLockShop } from "./call-locks";
import { RunAgain } from "./run-again";
import type { Params, Sql } from "./sql";

/**
 * One lean run of a call (issue 48 step 4, decision 0102): a path whose handlers reach everything
 * through ctx.repo / ctx.accounts runs in one plain transaction, with no unit of work, no savepoint
 * and no rerun for a table it had not read. The Db it is handed holds nothing: the first time
 * anything reads it (a table, a lookup, related rows, the alias counter) the run is marked, and
 * call-transact.ts rolls the transaction back and runs the call again the old way, on the unit of
 * work, from then on (a path that still reaches the Db keeps working: correctness first).
 *
 * What a lean run locks is its handlers' own (`get(…, {forUpdate})`, `lockShop`, the accounts'
 * lock), and, for a call planned as a write, its shop's lock once the route names the shop (the
 * Db's one hook left, scopeToShop): taken before the run's next statement, so all the run decides
 * on after the route is read under it, as the unit of work's writes are; a lock that is not free
 * stops the run (RunAgain "shop"), and the call waits for it in turn before a new transaction,
 * not on a pooled connection. A write thus takes one transaction, where the unit of work took two
 * (one to learn the shop, one under its lock).
 *
 * The accounts' lock comes before a shop's (call-locks.ts): a lean run that asks for it (the
 * accounts' store's `lock()`), or writes an accounts' table (users, employees, sessions, SMS codes,
 * wrong passwords: as the unit of work's rule), without holding it from its start is stopped
 * before that statement (RunAgain "accounts") and runs again holding it first.
 */

/** The table a statement writes (INSERT INTO / UPDATE / DELETE FROM), unquoted. */
const WRITTEN_TABLE = /^\s*(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+"?([A-Za-z0-9_]+)"?/i;
const ACCOUNTS_LOCKING = /pg_advisory_xact_lock\(\$1\)/;

/** Thrown at a lean run that reads its Db (the run is marked too, should a handler catch it). */
export class ReachedDb extends Error {
  constructor(readonly what: string) {
    super(`调用读了 Db（${what}）：改在工作单元上重来`);
  }
}

export class LeanCall {
  /** The shop the route named (null: none yet, or a call of no shop). */
  scoped: string | null = null;
  /** What of the Db the run reached first (null: nothing). */
  private reached: string | null = null;
  /** The shop whose lock the run found taken, or that it named besides the one it holds. */
  private busy: string | null = null;
  /** The shop whose lock the next statement takes first. */
  private pending: string | null = null;
  private locking: Promise<void> | null = null;
  /** Whether the run asked for the accounts' lock or wrote an accounts' table (held or not). */
  usedAccounts = false;
  private needsAccounts = false;

  constructor(
    private readonly tx: Sql,
    /** Planned as a write: takes its shop's lock once the route names it. */
    private readonly writes: boolean,
    /** The shop whose lock the transaction took at its start (a call that found it busy before). */
    private readonly held: string | null,
    /** Whether the transaction took the accounts' lock at its start. */
    private readonly accountsHeld: boolean,
    /** The accounts' tables by their SQL names (t_users …). */
    private readonly accountTables: ReadonlySet<string>,
  ) {}

  /** The call's transaction, each statement after the shop's lock when one is to be taken. */
  readonly sql: Sql = {
    query: async <T>(text: string, params?: Params) => {
      this.checkAccounts(text, params);
      await this.lockFirst();
      return this.tx.query<T>(text, params);
    },
    exec: async (text: string) => {
      this.checkAccounts(text);
      await this.lockFirst();
      return this.tx.exec(text);
    },
  };

  /** The Db handed to the run: the route's scopeToShop answered, anything else marks the run. */
  readonly db: Db = (() => {
    const scope: ShopScope = (shop) => this.scope(shop);
    const reach = (key: PropertyKey): never => {
      this.reached ??= String(key);
      throw new ReachedDb(String(key));
    };
    return new Proxy({} as Db, {
      // not a thenable (a Db handed through a promise is asked for `then`)
      get: (_t, key) => (key === SHOP_SCOPE ? scope : key === "then" ? undefined : reach(key)),
      set: (_t, key) => reach(key),
      has: (_t, key) => reach(key),
      ownKeys: () => reach("ownKeys"),
      getOwnPropertyDescriptor: (_t, key) => reach(key),
      defineProperty: (_t, key) => reach(key),
      deleteProperty: (_t, key) => reach(key),
    });
  })();

  /** After the run: stops the transaction when the run reached the Db or a shop's lock it does not hold. */
  settle(): void {
    if (this.reached !== null) throw new RunAgain("db", this.reached);
    if (this.needsAccounts) throw new RunAgain("accounts");
    if (this.busy !== null) throw new RunAgain("shop", this.busy);
  }

  /** Stops a statement that needs the accounts' lock when the transaction did not take it first. */
  private checkAccounts(text: string, params?: Params): void {
    const table = WRITTEN_TABLE.exec(text)?.[1];
    const asks = (table !== undefined && this.accountTables.has(table)) || (ACCOUNTS_LOCKING.test(text) && params?.[0] === ACCOUNTS_LOCK);
    if (!asks) return;
    this.usedAccounts = true;
    if (this.accountsHeld) return;
    this.needsAccounts = true;
    throw new RunAgain("accounts");
  }

  private scope(shop: string): void {
    if (this.scoped !== null) return;
    this.scoped = shop;
    if (!this.writes || shop === this.held) return;
    if (this.held !== null) {
      this.busy = shop;
      throw new RunAgain("shop", shop);
    }
    this.pending = shop;
  }

  private lockFirst(): Promise<void> | undefined {
    if (this.pending !== null) {
      const shop = this.pending;
      this.pending = null;
      this.locking = tryLockShop(this.tx, shop).then((locked) => {
        if (locked) return;
        this.busy = shop;
        throw new RunAgain("shop", shop);
      });
    }
    return this.locking ?? undefined;
  }
}
