import type { Sql } from "./sql";

/**
 * The server's aliases (issue 48, decisions 0085, 0108): numbers from one database sequence,
 * `alias_seq`, taken by the SQL repository and the accounts' store as they insert, so calls running
 * side by side (other shops', another process's) never make the same alias. A number taken is never
 * given again, even when its call is rolled back: aliases may skip, never repeat. Not in order
 * across calls: a call that started earlier may commit a higher alias.
 */

export const ALIAS_SEQUENCE = "alias_seq";

/**
 * Makes the sequence, or moves it past the counter the store was seeded with (meta `seq`: the
 * demo's rows, or a database of the releases before it), so no reserved number repeats an alias
 * already stored. At start and after a seed, under the start-up lock (store.ts prepareStore);
 * db:reset drops it with the tables.
 */
export async function ensureAliasSequence(sql: Sql): Promise<void> {
  await sql.query(`CREATE SEQUENCE IF NOT EXISTS ${ALIAS_SEQUENCE}`);
  const [meta] = await sql.query<{ value: unknown }>("SELECT value FROM meta WHERE key = 'seq'");
  const seeded = typeof meta?.value === "number" ? meta.value : 0;
  const [last] = await sql.query<{ n: string; called: boolean }>(`SELECT last_value::text AS n, is_called AS called FROM ${ALIAS_SEQUENCE}`);
  const next = last?.called ? Number(last.n) + 1 : Number(last?.n ?? 1);
  if (next <= seeded) await sql.query(`SELECT setval('${ALIAS_SEQUENCE}', $1::bigint)`, [seeded]);
}
