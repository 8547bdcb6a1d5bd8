import { withMemoryAccounts } from "./account-store/memory";
import type { Accounts } from "./account-store/types";
import type { Ports } from "./ports";
import type { Db } from "./types";

/**
 * Each call's accounts' store (`ctx.accounts`, decision 0098): the one the store hands for the
 * running call (`ports.accounts`: on the server, once wired, the SQL store inside the call's
 * transaction), else the memory store over the call's own Db (the page, the tests, and the server
 * until then: the unit of work's view), its writes undone when the call throws.
 */
export function withCallAccounts<T>(ports: Ports, db: Db, work: (accounts: Accounts) => Promise<T>): Promise<T> {
  const handed = ports.accounts();
  return handed ? work(handed) : withMemoryAccounts(db, work);
}
