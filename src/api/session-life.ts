import { config } from "../config";
import type { Accounts, Match } from "./account-store/types";
import type { SessionRow } from "./types";

/**
 * How long a session lives: as its cookie does (spec section 9, decision 0055). With 记住密码 the
 * cookie lasts config.rememberSeconds (7 days) from sign-in, and so does the session. Without it
 * the cookie ends with the browser, and the session after 12 hours without a call: each call
 * moves its end on (sliding), never past 7 days from sign-in. Moving the end writes the session's
 * row, so it moves at most once a minute: the reads in between write nothing.
 */

export const REMEMBER_MS = config.rememberSeconds * 1000;
export const IDLE_MS = 12 * 3600_000;
/** A session's end moves on only when this much later than its stored end. */
export const SLIDE_STEP_MS = 60_000;

/** A new session's times (signed in at `t`). */
export function sessionTimes(remember: boolean, t: number): Pick<SessionRow, "signed_in_at" | "remember" | "expires_at"> {
  return { signed_in_at: t, remember, expires_at: t + (remember ? REMEMBER_MS : IDLE_MS) };
}

/** Has the session ended by time at `t`? */
export const isExpired = (session: SessionRow, t: number): boolean => session.expires_at <= t;

/**
 * A call of the session at `t`: a session without 记住密码 lives 12 hours on from now (capped).
 * A row stored before sessions kept `remember` (no such field) ends when it was issued to. Stored
 * only on a live session whose end is still before the new one (slideMatch), so a slide beside a
 * password change never brings the ended session back, and needs no lock (on the server it is
 * written apart from the call's writes: the accounts' store's `slide`).
 */
export async function slideSession(accounts: Pick<Accounts, "slide">, session: SessionRow, t: number): Promise<void> {
  if (session.remember !== false || typeof session.signed_in_at !== "number") return;
  const end = Math.min(t + IDLE_MS, session.signed_in_at + REMEMBER_MS);
  if (end - session.expires_at < SLIDE_STEP_MS) return;
  await accounts.slide(session.token, end);
}

/** The session a slide to `end` moves: `token`'s, live, its end still a minute or more before `end`. */
export const slideMatch = (token: string, end: number): Match<SessionRow> => ({ token, ended: null, expires_at: { upTo: end - SLIDE_STEP_MS } });
