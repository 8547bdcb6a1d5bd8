/**
 * A call's transaction stops (call-transact.ts): what it needs is done outside it (slow work), or
 * taken at the start of a new one (a lock), and the call runs again in a new transaction.
 * - "shop": a write must hold `shop`'s lock before it decides anything (taken in turn at the start);
 * - "write" / "accounts": a run planned as a read wrote, or a write needs the accounts' lock.
 */
export class RunAgain extends Error {
  constructor(readonly why: "slow work" | "write" | "accounts" | "shop", readonly shop: string | null = null) {
    super(`事务重来：${why}`);
  }
}
