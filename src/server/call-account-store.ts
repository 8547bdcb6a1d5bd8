import { conditionsOf } from "../api/account-store/match";
import type { AccountRows, Accounts, AccountTable, AccountTableStore, Match } from "../api/account-store/types";
import type { SessionRow } from "../api/types";
import type { TableRepository, Transaction } from "../api/repository/types";
import { slideMatch } from "../api/session-life";
import { sqlAccounts, whereOf } from "./account-store";
import type { TableSpec } from "./schema";
import { ident, type Sql } from "./sql";

/**
 * The accounts' store a server call runs on (issue 48 step 4, decisions 0105, 0108): the SQL store
 * (account-store.ts) on the call's own transaction, and the one place that decides when a call
 * needs the accounts' lock (call-transact.ts takes it at a transaction's start):
 * - **the accounts' lock before the shop's**: a run that writes users, sessions, SMS codes or wrong
 *   passwords, reads one of their rows for update, or asks for the lock (`lock()`: an employee's
 *   save, whose mobile is checked against every account), while its transaction does not hold the
 *   lock, stops right there (AccountsLockWanted), before the statement, and the call runs again
 *   holding it from the start, before its shop's; so no call takes it after a shop's (two calls
 *   would wait on each other) and a row of these tables is only locked under it;
 * - **a session's slide stays off the call's writes**: `slide` (session-life.ts slideSession) is
 *   kept for after the call, each its own statement on no lock (writeSlides), so a read that
 *   slides its session once a minute stays a read, and a slide beside a password change cannot
 *   bring the session back.
 * Shops and 实名认证 are written without it, as they were: a shop's call holds its shop's lock,
 * and a write of no shop takes the accounts' anyway (call-transact.ts).
 */

/** Tables whose rows are written under the accounts' lock: a rule spans them (a mobile's one account, five wrong passwords, a code's tries, the sessions a change ends). */
const LOCKED_TABLES: ReadonlySet<AccountTable> = new Set<AccountTable>(["users", "sessions", "sms", "sign_in_failures"]);

/** A run reached what needs the accounts' lock without it: the call runs again holding it. */
export class AccountsLockWanted extends Error {
  constructor() {
    super("账号表的写入须先取得账号锁：调用重来");
  }
}

/** A session's end moved on by a call: the update slideSession asked for, made after the call. */
export interface SessionSlide {
  match: Match<SessionRow>;
  expires_at: number;
}

/** One run of a call on the accounts. */
export interface CallAccountStore {
  accounts: Accounts;
  /** Whether the run needed the accounts' lock (a write of LOCKED_TABLES, one of their rows for update, `lock()`). */
  needsLock(): boolean;
  /** Whether it needed the lock and its transaction does not hold it. */
  wantsLock(): boolean;
  /** The sessions' ends the run moved on: written after its transaction (writeSlides). */
  readonly slides: readonly SessionSlide[];
}

/** The accounts of one run of a call on `tx` (`holdsLock`: its transaction took the accounts' lock first). */
export function callAccountStore(tx: Sql, specs: ReadonlyMap<string, TableSpec>, holdsLock: boolean): CallAccountStore {
  const sql = sqlAccounts(tx, specs);
  let needed = false;
  const slides: SessionSlide[] = [];
  const need = (): void => {
    needed = true;
    if (!holdsLock) throw new AccountsLockWanted();
  };

  function underLock<T extends AccountTable>(table: T): AccountTableStore<AccountRows[T]> {
    type R = AccountRows[T];
    const store = sql[table] as AccountTableStore<R>;
    if (!LOCKED_TABLES.has(table)) return store;
    return {
      find: (match) => store.find(match),
      async first(match, options) {
        if (options?.forUpdate) need();
        return store.first(match, options);
      },
      async insert(row) {
        need();
        return store.insert(row);
      },
      async update(match: Match<R>, changes: Partial<R>) {
        need();
        return store.update(match, changes);
      },
      async remove(match) {
        need();
        return store.remove(match);
      },
    };
  }

  const tables = Object.fromEntries([...LOCKED_TABLES, "shops", "certs"].map((t) => [t, underLock(t as AccountTable)])) as unknown as Pick<Accounts, AccountTable>;
  return {
    accounts: {
      ...tables,
      employeesWithMobile: (mobile) => sql.employeesWithMobile(mobile),
      // held from the transaction's start (call-transact.ts takes it before the shop's)
      lock: async () => need(),
      newAlias: (prefix) => sql.newAlias(prefix),
      // kept for after the call's transaction (writeSlides), on no lock
      slide: async (token, end) => void slides.push({ match: slideMatch(token, end), expires_at: end }),
    },
    needsLock: () => needed,
    wantsLock: () => needed && !holdsLock,
    slides,
  };
}

/**
 * The slides of a call, after its transaction: each its own statement on no lock, the update as
 * slideSession asked for it (on a live session, only while its end is below the new one). The
 * call is answered whatever comes of it: a slide missed is made by the session's next call.
 */
export async function writeSlides(database: Sql, specs: ReadonlyMap<string, TableSpec>, slides: readonly SessionSlide[]): Promise<void> {
  const spec = specs.get("sessions");
  const column = spec?.columns.find((c) => c.key === "expires_at");
  if (!spec || !column) return;
  for (const slide of slides) {
    const params: unknown[] = [];
    const set = `${ident(column.column)} = $${params.push(column.codec.encode(slide.expires_at))}${column.codec.cast}`;
    const where = whereOf(spec, conditionsOf("sessions", slide.match), params);
    await database.query(`UPDATE ${ident(spec.table)} SET ${set} WHERE ${where}`, params).catch(() => undefined);
  }
}

/** The shop tables a row of which is an account too (an employee signs in by their mobile, unique across accounts). */
const ACCOUNT_SHOP_TABLES: ReadonlySet<string> = new Set(["employee"]);

/**
 * `tx` whose writes of an employee ask for the accounts' lock first (`lock()`: held, or the run
 * stops before the statement and runs again holding it), as a write of the accounts' own tables
 * does: so this store alone decides which writes need that lock, by what they write, not by the
 * SQL a statement's text names.
 */
export function employeesUnderAccountsLock(tx: Transaction, accounts: Pick<Accounts, "lock">): Transaction {
  const table = (name: string): TableRepository => {
    const inner = tx.table(name);
    if (!ACCOUNT_SHOP_TABLES.has(name)) return inner;
    return {
      ...inner,
      insert: async (shop, values) => (await accounts.lock(), inner.insert(shop, values)),
      insertMany: async (shop, list) => (await accounts.lock(), inner.insertMany(shop, list)),
      patch: async (shop, alias, changes, options) => (await accounts.lock(), inner.patch(shop, alias, changes, options)),
      remove: async (shop, alias) => (await accounts.lock(), inner.remove(shop, alias)),
    };
  };
  return { table, lockShop: (shop) => tx.lockShop(shop) };
}
