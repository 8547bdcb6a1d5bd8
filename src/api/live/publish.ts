import type { CallSql } from "../db-calls";
import type { Ports } from "../ports";
import type { Db } from "../types";
import { ChangeNotes } from "./changes";

/**
 * A call run on the API's store with its writes noted (changes.ts), published to the shops' open
 * streams once the store has them (decision 0113): after the transaction resolves, so a change
 * rolled back or a run tried again (call-transact.ts) is never heard, only the last run's.
 */
export async function liveTransact(
  ports: Pick<Ports, "transact" | "live">,
  run: (db: Db, sql: CallSql | undefined, notes: ChangeNotes) => Response | Promise<Response>,
  label?: string,
): Promise<Response> {
  let notes = new ChangeNotes();
  const reply = await ports.transact((db, sql) => {
    notes = new ChangeNotes();
    return run(db, sql, notes);
  }, label);
  if (!notes.empty) ports.live.publish(notes.changes());
  return reply;
}
