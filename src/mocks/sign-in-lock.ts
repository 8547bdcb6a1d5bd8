import type { Failure } from "./respond";
import type { Db } from "./types";

/**
 * Wrong passwords lock a mobile's sign-in (issue 35, item 3): five within 15 minutes lock it
 * for 15 minutes from the fifth, whatever password comes next, so a password cannot be found by
 * trying. Counted per mobile, whether or not an account has it (no hint which numbers are
 * accounts). A sign-in that succeeds, and a password reset by SMS, clear the count.
 */

export const MAX_FAILURES = 5;
export const LOCK_MS = 15 * 60_000;
/** How long a failure is kept: a lock and the failures that made it both fit in twice the window. */
const KEPT_MS = 2 * LOCK_MS;

interface State {
  /** When the latest lock ends (0: never locked). */
  lockedUntil: number;
  /** The failures since that lock that are still inside the window. */
  counted: number;
}

/** Replays `mobile`'s failures (oldest first): each lock uses up the five that made it. */
function stateOf(db: Db, mobile: string, t: number): State {
  db.sign_in_failures = db.sign_in_failures.filter((f) => t - f.at < KEPT_MS);
  let window: number[] = [];
  let lockedUntil = 0;
  for (const f of db.sign_in_failures) {
    if (f.mobile !== mobile) continue;
    window = [...window.filter((w) => f.at - w < LOCK_MS), f.at];
    if (window.length >= MAX_FAILURES) {
      lockedUntil = f.at + LOCK_MS;
      window = [];
    }
  }
  return { lockedUntil, counted: window.filter((w) => t - w < LOCK_MS).length };
}

const lockText = (until: number, t: number): string =>
  `密码错误次数过多，该手机号已锁定，请${Math.max(1, Math.ceil((until - t) / 60_000))}分钟后再试，或通过忘记密码重置`;

/** A locked sign-in: HTTP 200 with code 429 (too many tries), and how long is left. */
const locked = (msg: string): Failure => ({ code: 429, msg });

/** The refusal while `mobile` is locked (with the minutes left), else null. */
export function lockRefusal(db: Db, mobile: string, t = Date.now()): Failure | null {
  const { lockedUntil } = stateOf(db, mobile, t);
  return lockedUntil > t ? locked(lockText(lockedUntil, t)) : null;
}

/** Counts a wrong password and answers the refusal to send (the lock's, when it was the fifth). */
export function countFailure(db: Db, mobile: string, t = Date.now()): Failure {
  db.sign_in_failures.push({ mobile, at: t });
  const { lockedUntil, counted } = stateOf(db, mobile, t);
  if (lockedUntil > t) return locked(lockText(lockedUntil, t));
  const left = MAX_FAILURES - counted;
  return { code: 400, msg: left <= 2 ? `手机号或密码错误，还可尝试${left}次` : "手机号或密码错误" };
}

/** Forgets the failures of `mobile` (signed in, or the password was reset). */
export function clearFailures(db: Db, mobile: string): void {
  db.sign_in_failures = db.sign_in_failures.filter((f) => f.mobile !== mobile);
}
