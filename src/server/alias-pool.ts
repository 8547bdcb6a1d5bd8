import type { Sql } from "./sql";

/**
 * A call's aliases on the server (issue 48, decision 0085): numbers from one database sequence,
 * `alias_seq`, so calls running side by side (other shops', another process's) never make the
 * same alias; the handlers' counter (`db.seq`, util.ts allocAlias) was one number in `meta`, read
 * at a call's start and written at its end, which only the global lock kept unique.
 *
 * The numbers are reserved before a run (as many as the call's path took last time), and a run
 * that takes more stops (NeedTables) and runs again with more reserved; each run of the call takes
 * them from the first on, so a call run again makes the same aliases. A number reserved is never
 * given again, even when its call is rolled back: aliases may skip, never repeat. Not in order
 * across calls: a call that started earlier may commit a higher alias.
 */

export const ALIAS_SEQUENCE = "alias_seq";

export class AliasPool {
  private readonly numbers: number[] = [];
  private taken = 0;

  /** A run starts: its aliases are the reserved numbers from the first on. */
  startRun(): void {
    this.taken = 0;
  }

  /** How many this call has taken in its runs so far (the path's plan reserves as many next time). */
  get reserved(): number {
    return this.numbers.length;
  }

  /** The alias number taken last in this run (0 before the first). */
  current(): number {
    return this.taken ? (this.numbers[this.taken - 1] ?? 0) : 0;
  }

  /** Takes the next number: null when it was there, else how many the run wants in all (reserve, run again). */
  next(): number | null {
    if (this.taken >= this.numbers.length) return this.taken + 1;
    this.taken += 1;
    return null;
  }

  /** Reserves numbers until there are `wanted` (a few more when a run wanted more, so a long run stops rarely). */
  async reserve(sql: Sql, wanted: number): Promise<void> {
    if (wanted <= this.numbers.length) return;
    const more = Math.max(wanted - this.numbers.length, this.numbers.length);
    const rows = await sql.query<{ n: string }>(`SELECT nextval('${ALIAS_SEQUENCE}')::text AS n FROM generate_series(1, $1::int)`, [more]);
    this.numbers.push(...rows.map((r) => Number(r.n)).sort((a, b) => a - b));
  }
}

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
