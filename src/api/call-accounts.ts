import { withMemoryAccounts } from "./account-store/memory";
import type { Accounts } from "./account-store/types";
import type { CallSql } from "./db-calls";
import type { Db } from "./types";

/**
 * Each call's accounts' store (`ctx.accounts`, decisions 0098 and 0105): the one the store hands
 * beside the call's Db (`sql.accounts`: on the server the SQL store inside the call's
 * transaction), else the memory store over the call's own Db (the page, the tests), its writes
 * undone when the call throws.
 */
export function withCallAccounts<T>(db: Db, sql: CallSql | undefined, work: (accounts: Accounts) => Promise<T>): Promise<T> {
  return sql ? work(sql.accounts) : withMemoryAccounts(db, work);
}
