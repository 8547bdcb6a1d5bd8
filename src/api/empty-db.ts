import type { Db } from "./types";

/** A db with no rows: what a new production database starts as (decision 0072: merchants register). */
export const emptyDb = (): Db => ({
  seq: 0, users: [], shops: [], sessions: [], sign_in_failures: [], sms: [], certs: [], address: [], role: [], employee: [], audit_log: [], records: {},
});
