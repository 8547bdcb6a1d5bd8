import { KEPT_MS } from "../api/sign-in-lock";
import type { Database } from "./sql";
import { lockAccounts } from "./call-locks";

/**
 * The accounts' rows past use, deleted by the server's job once a minute (rules-job.ts; issue 47,
 * item 8; decision 0078): sessions past their end (ended ones included: a session ended by a
 * change is kept only to tell its next call why, and only until it would have ended anyway), SMS
 * codes past their 5 minutes (the 60 s throttle reads only newer ones), and wrong passwords older
 * than any lock reads (sign-in-lock.ts KEPT_MS). Without it these tables only grew: a call drops
 * only the rows it reads. One transaction under the accounts lock (call-locks.ts), which the
 * calls that write these tables take: no call sees half of it, and no call of a shop waits on it.
 */

export interface Purged {
  sessions: number;
  sms: number;
  failures: number;
}

export async function purgeAccountRows(database: Database, now: number = Date.now()): Promise<Purged> {
  return database.transaction(async (tx) => {
    await lockAccounts(tx);
    const count = async (sql: string, at: number) => (await tx.query(`${sql} RETURNING pos`, [at])).length;
    return {
      sessions: await count("DELETE FROM t_sessions WHERE expires_at <= $1", now),
      sms: await count("DELETE FROM t_sms WHERE expires_at <= $1", now),
      failures: await count("DELETE FROM t_sign_in_failures WHERE at <= $1", now - KEPT_MS),
    };
  });
}
