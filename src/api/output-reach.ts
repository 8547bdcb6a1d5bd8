import { relatesBy } from "./db-reach";
import { bucketsOf, keptIn, type KeptBucket, type KeptEntry, type KeptSum } from "./kept-sums";
import { allPagesOf } from "./query-pages";
import type { ListQuery, RepositoryScope, Row } from "./repository/types";

/**
 * What an extension's `output` reads a page of records' related rows through (issue 48 step 4):
 * the call's repository, asked once per relation for every record of the page (`find` with the
 * page's values as an "one of" filter), never a table read whole and never the Db; and the sums
 * the store keeps (decision 0066), asked once per sum for the page's values.
 */

/** The sums the store keeps of `values` in one shop (the server's kept_sums table: src/server/kept-sums.ts). */
export type KeptSumsReader = (keep: KeptSum, shop: string, values: readonly string[]) => Promise<readonly KeptEntry[]>;

export interface OutputReach {
  /** The call's repository (a job's, for an 导出). */
  repo: RepositoryScope;
  /** The page's shop: every row handed to `output` is of it. */
  shop: string;
  /** The store's kept sums (the server's `keptSums` port); null: summed from the related rows read (the page, the tests). */
  keptSums: KeptSumsReader | null;
}

/** A value's rows (or figures) out of what was read for the whole page: none for a value nothing relates to. */
export type ByValue<T> = (value: unknown) => T;

/** The texts of the values that name something (an alias, a number): blanks and objects name nothing. */
function valuesOf(values: readonly unknown[]): string[] {
  const named = values.filter((v): v is string | number => (typeof v === "string" && v !== "") || typeof v === "number");
  return [...new Set(named.map(String))];
}

/** The filter by which `path` (a field, or a list's records' field: `items[].goods_alias`) holds one of `values`. */
function relationFilter(path: string, values: readonly string[]): ListQuery["filters"][number] {
  const [list = "", element] = path.split("[].");
  // some relations are kept beside a table's fields (a 中奖记录's member): asked for alike
  return element === undefined
    ? { field: path, kind: "equal", wanted: [...values], beyondFields: true }
    : { field: list, kind: "equal", wanted: [...values], element, beyondFields: true };
}

/**
 * The shop's rows of `name` that relate to each of `values` by `path` (a member's orders by
 * `member_alias`, the orders holding a goods item by `items[].goods_alias`): one query for them all
 * (read by pages), then told apart by value. A row relating to two values is each's.
 */
export async function relatedByValue(reach: OutputReach, name: string, path: string, values: readonly unknown[]): Promise<ByValue<readonly Row[]>> {
  const wanted = valuesOf(values);
  if (wanted.length === 0) return () => [];
  const rows = await allPagesOf(reach.repo.table(name), reach.shop, [relationFilter(path, wanted)]);
  const byValue = new Map<string, Row[]>();
  for (const row of rows) {
    for (const value of wanted) {
      if (!relatesBy(row, path, value)) continue;
      const list = byValue.get(value);
      if (list) list.push(row);
      else byValue.set(value, [row]);
    }
  }
  return (value) => byValue.get(String(value)) ?? [];
}

/** The shop's rows of `name` whose alias is one of `aliases`, by alias (what a page's records name: their goods, their coupons). */
export async function rowsByAlias(reach: OutputReach, name: string, aliases: readonly unknown[]): Promise<ByValue<Row | undefined>> {
  const related = await relatedByValue(reach, name, "alias", aliases);
  return (alias) => related(alias)[0];
}

/**
 * The buckets of each of `values`' kept sums (a page of goods items' units by order state): the
 * store's kept sums when it keeps them (the server: 20 goods items read 20 values' sums, not their
 * orders), else summed from the related rows, read once for the page (keptIn: the trigger's rule).
 */
export async function keptByValue(reach: OutputReach, keep: KeptSum, values: readonly unknown[]): Promise<ByValue<KeptBucket[]>> {
  const wanted = valuesOf(values);
  if (wanted.length === 0) return () => [];
  const entries = new Map<string, KeptEntry[]>();
  if (reach.keptSums) {
    for (const e of await reach.keptSums(keep, reach.shop, wanted)) entries.set(e.value, [...(entries.get(e.value) ?? []), e]);
  } else {
    const related = await relatedByValue(reach, keep.of, keep.path, wanted);
    for (const value of wanted) entries.set(value, keptIn(related(value), keep, reach.shop, value));
  }
  return (value) => bucketsOf(keep, entries.get(String(value)) ?? []);
}

/** The reach of a call of a shop: its repository, the API's kept sums (a save's check reads what the list shows). */
export const reachOf = (ctx: { repo: RepositoryScope; shop: { alias: string }; ports: { keptSums: KeptSumsReader | null } }): OutputReach =>
  ({ repo: ctx.repo, shop: ctx.shop.alias, keptSums: ctx.ports.keptSums });
