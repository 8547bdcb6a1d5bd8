import type { Db } from "../api/types";
import { tryLockShop } from "./call-locks";
import { RunAgain } from "./run-again";
import type { Params, Sql } from "./sql";

/**
 * One run of a server call in its transaction (issue 48 step 4, decisions 0102, 0108): the handlers
 * reach everything through ctx.repo (the SQL repository on `sql`) and ctx.accounts, in one plain
 * transaction; the call is run again only in a new transaction, for a lock it must take first or
 * for slow work done outside it (call-transact.ts).
 *
 * What a run locks is its handlers' own (`get(…, {forUpdate})`, `lockShop`, the accounts' lock:
 * call-account-store.ts decides when that one is needed), and, for a call planned as a write, its
 * shop's lock once the route names the shop (`scope`, the hook of db-calls.ts CallSql): taken
 * before the run's next statement, so all the run decides on after the route is read under it; a
 * lock that is not free stops the run (RunAgain "shop"), and the call waits for it in turn before a
 * new transaction, not on a pooled connection.
 */

/** Thrown at whatever touches the Db a server call is handed: the server hands none (decision 0108). */
export class NoDbOnServer extends Error {
  constructor(readonly what: string) {
    super(`服务器上的调用没有 Db（读了 ${what}）：经 ctx.repo / ctx.accounts 读写`);
    // the class names it in the log (faults.ts logs no message)
    this.name = "NoDbOnServer";
  }
}

/**
 * The Db a server call is handed beside its CallSql (the Transact's signature is the page's too):
 * it holds nothing, and the first touch of anything in it throws, loudly, every time (no run of a
 * call falls back to anything: there is nothing left to fall back to).
 */
export const NO_DB: Db = new Proxy({} as Db, {
  get: (_t, key) => {
    // not a thenable (a Db handed through a promise is asked for `then`)
    if (key === "then") return undefined;
    throw new NoDbOnServer(String(key));
  },
  set: (_t, key) => {
    throw new NoDbOnServer(String(key));
  },
  has: (_t, key) => {
    throw new NoDbOnServer(String(key));
  },
  ownKeys: () => {
    throw new NoDbOnServer("ownKeys");
  },
});

export class CallRun {
  /** The shop the route named (null: none yet, or a call of no shop). */
  scoped: string | null = null;
  /** The shop whose lock the run found taken, or that it named besides the one it holds. */
  private busy: string | null = null;
  /** The shop whose lock the next statement takes first. */
  private pending: string | null = null;
  private locking: Promise<void> | null = null;

  constructor(
    private readonly tx: Sql,
    /** Planned as a write: takes its shop's lock once the route names it. */
    private readonly writes: boolean,
    /** The shop whose lock the transaction took at its start (a call that found it busy before). */
    private readonly held: string | null,
  ) {}

  /** The call's transaction, each statement after the shop's lock when one is to be taken. */
  readonly sql: Sql = {
    query: async <T>(text: string, params?: Params) => {
      await this.lockFirst();
      return this.tx.query<T>(text, params);
    },
    exec: async (text: string) => {
      await this.lockFirst();
      return this.tx.exec(text);
    },
  };

  /** The call acts for `shop` from here on (the route, a job of one shop): a write's next statement takes its lock first. */
  scope(shop: string): void {
    if (this.scoped !== null) return;
    this.scoped = shop;
    if (!this.writes || shop === this.held) return;
    if (this.held !== null) {
      this.busy = shop;
      throw new RunAgain("shop", shop);
    }
    this.pending = shop;
  }

  /** After the run: stops the transaction when the run named a shop whose lock it does not hold. */
  settle(): void {
    if (this.busy !== null) throw new RunAgain("shop", this.busy);
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
