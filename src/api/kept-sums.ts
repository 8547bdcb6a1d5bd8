import { relatesBy } from "./db-reach";

/**
 * Figures summed from the rows related to a record (a goods item's 销量 from the units of it in
 * the shop's orders, a coupon's 已使用 from its paid orders), which the database keeps instead of
 * reading the rows (decision 0066): on the server a trigger on the summed table adds each write's
 * part to `kept_sums` in the write's own transaction (src/server/kept-sums.ts), so a page of 20
 * goods reads 20 values' sums, not the 100,000 orders that hold them (the API's `keptSums` port:
 * output-reach.ts keptByValue). In the page the same sums come from the related rows (keptIn
 * below), rule for rule as the trigger's SQL.
 *
 * A sum is split by buckets of the summed row's fields, so a consumer picks the rows it counts
 * after the fact (isSale on `{ status, paid_at }`) without the database knowing the rule.
 */
export interface KeptSum {
  /** The summed resource (`order`). */
  of: string;
  /** What relates a summed row to a value: a field (`coupon_alias`) or an array's field (`items[].goods_alias`), as relatedRows's path. */
  path: string;
  /**
   * The row's fields that split the sums: `status` by its value as text ("" when unset), `paid_at?`
   * by whether it is set (truthy). A bucket reads back as `{ status: "PAID", paid_at: true }`.
   */
  by: readonly string[];
  /** Numbers summed per bucket (a number, else 0): an array element's field with an `[].` path, else the row's. */
  sums: readonly string[];
}

/** The sums of one bucket: its fields (`by`), `n` (the rows or array elements counted) and each of `sums`. */
export type KeptBucket = Readonly<Record<string, string | boolean | number>> & { readonly n: number };

/** One stored sum: of which value, which bucket (the `by` fields' texts, "1" / "" for a `?`), which sum ("" is the count). */
export interface KeptEntry {
  value: string;
  bucket: readonly string[];
  sum: string;
  total: number;
}

/** The name a kept sum is stored and declared by. */
export const keptId = (keep: KeptSum): string => `${keep.of}:${keep.path}:${keep.by.join(",")}:${keep.sums.join(",")}`;

/** What a field of the row reads as in a bucket: its text, or whether it is set. */
function bucketText(row: Readonly<Record<string, unknown>>, by: string): string {
  if (by.endsWith("?")) return row[by.slice(0, -1)] ? "1" : "";
  const value = row[by];
  if (value === undefined || value === null) return "";
  return typeof value === "string" ? value : typeof value === "object" ? JSON.stringify(value) : String(value);
}

const numberOf = (value: unknown): number => (typeof value === "number" ? value : 0);

/** The entries of `value` over `rows` (the shop's rows of `keep.of`), as the trigger keeps them. */
export function keptIn(rows: readonly Readonly<Record<string, unknown>>[], keep: KeptSum, shop: string, value: string): KeptEntry[] {
  const [list = "", field] = keep.path.split("[].");
  const totals = new Map<string, KeptEntry>();
  const add = (bucket: string[], sum: string, amount: number) => {
    const key = JSON.stringify([bucket, sum]);
    const entry = totals.get(key) ?? { value, bucket, sum, total: 0 };
    entry.total += amount;
    totals.set(key, entry);
  };
  for (const row of rows) {
    if (row.shop_alias !== shop || !relatesBy(row, keep.path, value)) continue;
    const bucket = keep.by.map((b) => bucketText(row, b));
    // each related element counts on its own (two lines of one goods item in an order: both)
    const sources = field === undefined ? [row] : (row[list] as Record<string, unknown>[]).filter((it) => typeof it === "object" && it !== null && it[field] === value);
    for (const source of sources) {
      add(bucket, "", 1);
      for (const sum of keep.sums) add(bucket, sum, numberOf(source[sum]));
    }
  }
  return [...totals.values()].filter((e) => e.total !== 0);
}

/** The buckets of a value's entries, as a consumer reads them. */
export function bucketsOf(keep: KeptSum, entries: readonly KeptEntry[]): KeptBucket[] {
  const buckets = new Map<string, Record<string, string | boolean | number>>();
  for (const e of entries) {
    const key = JSON.stringify(e.bucket);
    let bucket = buckets.get(key);
    if (!bucket) {
      bucket = { n: 0, ...Object.fromEntries(keep.sums.map((s) => [s, 0])) };
      keep.by.forEach((b, i) => {
        const text = e.bucket[i] ?? "";
        if (b.endsWith("?")) bucket![b.slice(0, -1)] = text === "1";
        else bucket![b] = text;
      });
      buckets.set(key, bucket);
    }
    bucket[e.sum === "" ? "n" : e.sum] = e.total;
  }
  return [...buckets.values()] as KeptBucket[];
}

/** A sum over the buckets `which` keeps (`n` for their count). */
export const totalOf = (buckets: readonly KeptBucket[], sum: string, which: (bucket: KeptBucket) => boolean = () => true): number =>
  buckets.filter(which).reduce((s, b) => s + numberOf(b[sum]), 0);
