import type { Sql } from "./sql";
import { SHOP_LOCK_CLASS } from "./repository/sql-repository";

/**
 * The transaction-scoped advisory locks of the server's calls and jobs (issue 48, decision 0085),
 * in place of the one lock every call of every shop took:
 * - a shop's: every write of one shop's data (its calls, its rules' step, its exports), so two
 *   writes of one shop run one after the other on any number of processes, and two shops' side by side;
 * - the accounts': writes of the tables shared by all shops (users, employees, sessions, SMS codes,
 *   wrong passwords) and writes of no shop (sign-in, registration, a new shop). Taken before a
 *   shop's, never after (call-transact.ts), so two calls never wait on each other's.
 * Keys: the accounts' is one bigint; a shop's is the pair (SHOP_LOCK_CLASS, hashtext(alias)) of
 * Postgres's two-key form, the repository's lockShop's own (repository/sql-repository.ts), so a
 * call's shop lock and a handler's lockShop serialise alike; a space apart from the
 * one-key locks (two shops whose aliases hash alike share a lock: slower, never wrong).
 */

/** The accounts lock's key (53_0001 was the global one; 53_0002 is the start-up's: store.ts). */
export const ACCOUNTS_LOCK = 53_0003;

export async function lockAccounts(tx: Sql): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock($1)", [ACCOUNTS_LOCK]);
}

export async function lockShop(tx: Sql, shop: string): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock($1, hashtext($2))", [SHOP_LOCK_CLASS, shop]);
}

/**
 * Takes `shop`'s lock if it is free, without waiting (a write naming its shop, call-run.ts: a call waiting
 * for it waits in turn before its transaction instead, not on a pooled connection).
 */
export async function tryLockShop(tx: Sql, shop: string): Promise<boolean> {
  const [row] = await tx.query<{ locked: boolean }>("SELECT pg_try_advisory_xact_lock($1, hashtext($2)) AS locked", [SHOP_LOCK_CLASS, shop]);
  return row?.locked === true;
}
