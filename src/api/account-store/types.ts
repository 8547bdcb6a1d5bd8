import type { CertRow, EmployeeRow, SessionRow, ShopRow, SignInFailureRow, SmsRow, UserRow } from "../types";

/**
 * The accounts' store (issue 48 step 3; decision 0098): the tables shared by every shop (users,
 * shops, sessions, wrong passwords, SMS codes, 实名认证), which the shop-scoped repository
 * (repository/types.ts) does not fit: they are found by a token, a mobile, an owner, never by a
 * shop and an alias. An asynchronous store of rows matched by their looked-up columns, answered in
 * memory over the call's Db (memory.ts: the page, the tests) or in SQL over the fixed `t_*`
 * tables inside the call's transaction (src/server/account-store.ts: every server call's, decision 0105). Both
 * run one shared suite (tests/api/account-store/suite.ts). Rows are handed out as copies: a
 * change is stored by `update`, never by changing a row object.
 */

/** The row of each account table (types.ts Tables). */
export interface AccountRows {
  users: UserRow;
  shops: ShopRow;
  sessions: SessionRow;
  sign_in_failures: SignInFailureRow;
  sms: SmsRow;
  certs: CertRow;
}

export type AccountTable = keyof AccountRows;

/**
 * The columns each table is looked up by (src/server/schema.ts FIXED_INDEXES): every match names
 * one of them with a value, so no call reads a whole table of every shop's accounts; each is
 * indexed (a shop by its alias and SMS codes by the caller's address since migration 0008).
 */
export const LOOKUPS: { readonly [T in AccountTable]: readonly (keyof AccountRows[T] & string)[] } = {
  users: ["alias", "mobile"],
  shops: ["alias", "user_alias"],
  sessions: ["token", "user_alias"],
  sign_in_failures: ["mobile", "address"],
  sms: ["mobile", "address"],
  certs: ["user_alias"],
};

/** A bound on a number column (an epoch-ms time): the rows whose value is at most `upTo`. */
export interface UpTo {
  upTo: number;
}

/**
 * Which rows: each key's value equal (`null`: the row has no such key, e.g. an owner's session has
 * no employee_alias), or within a bound. At least one key of the table's LOOKUPS has a value.
 */
export type Match<R> = { [K in keyof R]?: R[K] | null | (R[K] extends number ? UpTo : never) };

export interface FirstOptions {
  /**
   * Lock the row until the call's transaction ends (`SELECT … FOR UPDATE`; on memory the accounts'
   * lock, which is coarser): what a write decides on (an SMS code's tries) is read after the lock.
   */
  forUpdate?: boolean;
}

export interface AccountTableStore<R> {
  /** The matching rows, in the order they were added. */
  find(match: Match<R>): Promise<R[]>;
  /** The first matching row (in the order they were added), or null. */
  first(match: Match<R>, options?: FirstOptions): Promise<R | null>;
  /** Adds a row as given (keys whose value is undefined are left out): the row as stored. */
  insert(row: R): Promise<R>;
  /** Changes the matching rows (a key set to undefined is removed): how many there were. */
  update(match: Match<R>, changes: Partial<R>): Promise<number>;
  /** Removes the matching rows: how many there were. */
  remove(match: Match<R>): Promise<number>;
}

export type AccountTables = { readonly [T in AccountTable]: AccountTableStore<AccountRows[T]> };

export interface Accounts extends AccountTables {
  /**
   * The employees of every shop whose mobile is `mobile` (read only: their rows are the shop's,
   * written through ctx.repo): a mobile signs in one account across merchants and employees (accounts.ts).
   */
  employeesWithMobile(mobile: string): Promise<EmployeeRow[]>;
  /**
   * Holds the accounts' lock until the call's transaction ends (on SQL the advisory lock of
   * call-locks.ts): for a rule over several rows, e.g. a mobile unique across accounts, or the
   * wrong passwords counted under concurrency (sign-in-lock.ts).
   */
  lock(): Promise<void>;
  /** A new alias with `prefix` (us, sh) from the store's sequence (allocAlias's format). */
  newAlias(prefix: string): Promise<string>;
  /**
   * Moves the live session `token`'s end on to `end` (session-life.ts slideSession), only while
   * its stored end is a minute or more before it (session-life.ts slideMatch): a write that needs
   * no lock, which the server makes after the call (src/server/call-account-store.ts), so a read
   * that slides its session stays a read and a slide can never bring an ended session back.
   */
  slide(token: string, end: number): Promise<void>;
}
