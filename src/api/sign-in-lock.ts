import type { Failure } from "./respond";
import type { Accounts, Match } from "./account-store/types";
import type { SignInFailureRow } from "./types";

/**
 * Wrong passwords lock sign-in (issue 35 item 3, issue 36 item 3; decision 0055), so a password
 * cannot be found by trying:
 * - a mobile: five within 15 minutes lock it for 15 minutes from the fifth, whatever password
 *   comes next. Counted per mobile, whether or not an account has it (no hint which numbers
 *   are accounts). A sign-in that succeeds, and a password reset by SMS, clear the count.
 * - an address (X-Client-Address, set by the server from the socket): twenty within 15 minutes,
 *   over any mobiles, lock every sign-in from it for 15 minutes, so one address cannot try five
 *   passwords on each of many mobiles. Twenty leaves an office behind one address room for
 *   several people's typing slips; an attacker gets 20 tries a quarter hour instead of 5 per
 *   mobile without end. The in-page demo has no address: only the mobile limit applies there.
 * The failures are rows of the accounts' store (ctx.accounts.sign_in_failures: a server keeps no count in memory).
 */

export const MAX_FAILURES = 5;
export const LOCK_MS = 15 * 60_000;
export const MAX_ADDRESS_FAILURES = 20;
export const ADDRESS_LOCK_MS = 15 * 60_000;
/**
 * How long a failure is kept: a lock and the failures that made it both fit in twice the window.
 * The server's job deletes older ones (src/server/account-purge.ts); a call drops them too.
 */
export const KEPT_MS = 2 * Math.max(LOCK_MS, ADDRESS_LOCK_MS);

/** A limit: which failures it counts, how many lock, for how long, and what it says. */
interface Limit {
  /** The failures it counts, as the store finds them. */
  counts: Match<SignInFailureRow>;
  max: number;
  lockMs: number;
  text: (minutes: number) => string;
}

const mobileLimit = (mobile: string): Limit => ({
  counts: { mobile },
  max: MAX_FAILURES,
  lockMs: LOCK_MS,
  text: (minutes) => `密码错误次数过多，该手机号已锁定，请${minutes}分钟后再试，或通过忘记密码重置`,
});

const addressLimit = (address: string): Limit => ({
  counts: { address },
  max: MAX_ADDRESS_FAILURES,
  lockMs: ADDRESS_LOCK_MS,
  text: (minutes) => `登录失败次数过多，当前网络已锁定，请${minutes}分钟后再试`,
});

/** The limits a sign-in from `address` (none in the in-page demo) for `mobile` is under. */
const limitsOf = (mobile: string, address: string | undefined): Limit[] => (address ? [addressLimit(address), mobileLimit(mobile)] : [mobileLimit(mobile)]);

interface State {
  /** When the latest lock ends (0: never locked). */
  lockedUntil: number;
  /** The failures since that lock that are still inside the window. */
  counted: number;
}

/** Drops the limit's failures too old to matter to any lock (the server's job drops everyone's: account-purge.ts). */
async function forgetOld(accounts: Accounts, limit: Limit, t: number): Promise<void> {
  await accounts.sign_in_failures.remove({ ...limit.counts, at: { upTo: t - KEPT_MS } });
}

/** Replays the failures `limit` counts (oldest first): each lock uses up the ones that made it. */
async function stateOf(accounts: Accounts, limit: Limit, t: number): Promise<State> {
  let window: number[] = [];
  let lockedUntil = 0;
  for (const f of await accounts.sign_in_failures.find(limit.counts)) {
    window = [...window.filter((w) => f.at - w < limit.lockMs), f.at];
    if (window.length >= limit.max) {
      lockedUntil = f.at + limit.lockMs;
      window = [];
    }
  }
  return { lockedUntil, counted: window.filter((w) => t - w < limit.lockMs).length };
}

/** A locked sign-in: HTTP 200 with code 429 (too many tries), and how many minutes are left. */
const locked = (limit: Limit, until: number, t: number): Failure => ({ code: 429, msg: limit.text(Math.max(1, Math.ceil((until - t) / 60_000))) });

/** The refusal while the address or `mobile` is locked (with the minutes left), else null. */
export async function lockRefusal(accounts: Accounts, mobile: string, address?: string, t = Date.now()): Promise<Failure | null> {
  for (const limit of limitsOf(mobile, address)) {
    await forgetOld(accounts, limit, t);
    const { lockedUntil } = await stateOf(accounts, limit, t);
    if (lockedUntil > t) return locked(limit, lockedUntil, t);
  }
  return null;
}

/**
 * Counts a wrong password and answers the refusal to send (a lock's, when it made one). Under the
 * accounts' lock: wrong passwords sent at once are counted one after the other, so the fifth locks.
 */
export async function countFailure(accounts: Accounts, mobile: string, address?: string, t = Date.now()): Promise<Failure> {
  await accounts.lock();
  await accounts.sign_in_failures.insert(address ? { mobile, address, at: t } : { mobile, at: t });
  const refusal = await lockRefusal(accounts, mobile, address, t);
  if (refusal) return refusal;
  const left = MAX_FAILURES - (await stateOf(accounts, mobileLimit(mobile), t)).counted;
  return { code: 400, msg: left <= 2 ? `手机号或密码错误，还可尝试${left}次` : "手机号或密码错误" };
}

/** Forgets the failures of `mobile` (signed in, or the password was reset). */
export async function clearFailures(accounts: Accounts, mobile: string): Promise<void> {
  await accounts.sign_in_failures.remove({ mobile });
}
