import type { FieldKind } from "../../api/repository/types";
import { ident } from "../sql";

/**
 * The names a config resource's rows are stored under, one rule for the live tables
 * (src/server/schema.ts, the migrations) and the repository's (sql-tables.ts), so
 * `repo.table("goodsDiscount")` reaches `r_goodsdiscount` (decision 0092).
 */

/** Postgres cuts names at 63 bytes: the name as it will be stored, so an error's constraint reads back to its key. */
export const pgName = (name: string): string => Buffer.from(name).subarray(0, 63).toString();

/** A resource's table: the prefix, then its name lower-cased, other characters as `_` (`goodsDiscount` → `r_goodsdiscount`). */
export const storedTableName = (name: string, prefix: string): string => pgName(`${prefix}${name.toLowerCase().replace(/[^a-z0-9]+/g, "_")}`);

/** Every table's own columns, which a row's key of the same name may not take. */
const BOOKKEEPING = new Set(["pos", "extra"]);

/** A row key's column (unquoted): the key, but `f_pos` / `f_extra` for the table's own columns' names. */
export const columnName = (key: string): string => (BOOKKEEPING.has(key) ? `f_${key}` : key);

/** The unique index of a table's rows by `(shop_alias, key)`: `key` the alias (the row's key) or a unique field's. */
export const uniqueIndexName = (table: string, key: string): string => pgName(`${table}__u__${columnName(key)}`);

/**
 * What a unique index of a field is on, as the snapshot keeps it (`UNIQUE (…) WHERE …`): the shop
 * and the value, an empty one left out (two rows without a value are no duplicate, as
 * resources.ts's rule and the memory store's skip ""/[]), so a field newly marked `unique` is a
 * migration like any index (db:diff).
 */
export function uniqueOn(key: string, kind: FieldKind): string {
  const col = ident(columnName(key));
  if (key === "alias") return `UNIQUE (shop_alias, ${col})`;
  const blank = kind === "text" ? ` AND ${col} <> ''` : kind === "json" ? ` AND ${col} NOT IN ('""'::jsonb, '[]'::jsonb)` : "";
  return `UNIQUE (shop_alias, ${col}) WHERE ${col} IS NOT NULL${blank}`;
}
