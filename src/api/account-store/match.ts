import { LOOKUPS, type AccountTable, type UpTo } from "./types";

/** How the stores read a Match (types.ts), alike on memory and SQL. */

export type Condition = { key: string; equals: unknown } | { key: string; unset: true } | { key: string; upTo: number };

const isUpTo = (v: unknown): v is UpTo => typeof v === "object" && v !== null && typeof (v as UpTo).upTo === "number";

/**
 * The conditions of `match` on `table`; refused (an error: a mistake in the code, not the caller's)
 * when none of them is an equality on a looked-up column, which would read every account's rows.
 */
export function conditionsOf(table: AccountTable, match: object): Condition[] {
  const conditions: Condition[] = [];
  for (const [key, value] of Object.entries(match)) {
    if (value === undefined) continue;
    if (value === null) conditions.push({ key, unset: true });
    else if (isUpTo(value)) conditions.push({ key, upTo: value.upTo });
    else conditions.push({ key, equals: value });
  }
  const looked = LOOKUPS[table] as readonly string[];
  if (!conditions.some((c) => "equals" in c && looked.includes(c.key))) {
    throw new Error(`账号表 ${table} 只按 ${looked.join("、")} 查找`);
  }
  return conditions;
}

/** Whether `row` meets every condition (a value equal as JSON: a number is not its text). */
export function meets(row: Record<string, unknown>, conditions: readonly Condition[]): boolean {
  return conditions.every((c) => {
    const value = row[c.key];
    if ("unset" in c) return value === undefined || value === null;
    if ("upTo" in c) return typeof value === "number" && value <= c.upTo;
    return value === c.equals;
  });
}

/** A row as stored: the keys whose value is not undefined. */
export function storedRow<R extends object>(row: R): R {
  return Object.fromEntries(Object.entries(row).filter(([, v]) => v !== undefined)) as R;
}
