import { RepositoryValueError } from "./errors";
import { realDateTime } from "./field-kinds";
import type { Values } from "./types";

/** What an insert's values say, checked alike by both stores before either writes. */
export interface InsertParts {
  /** The alias the caller gave (a seed, an import), else undefined: the store allocates one. */
  alias: string | undefined;
  created_at: string;
  updated_at: string;
  /** The record's own fields. */
  rest: Values;
}

/**
 * Splits an insert's values into the record's keys and its fields: a row goes only into the shop
 * named, a given alias is a non-empty string, and a seed or an import may give its rows' own
 * times (real ones), else both are `time`.
 */
export function insertParts(name: string, shop: string, values: Values, time: string): InsertParts {
  const { alias, created_at: createdAt, updated_at: updatedAt, shop_alias: shopAlias, ...rest } = values;
  if (shopAlias !== undefined && shopAlias !== shop) throw new RepositoryValueError(`${name} 的行不能插到别的店铺`);
  if (alias !== undefined && (typeof alias !== "string" || alias === "")) throw new RepositoryValueError(`${name} 的编号 ${String(alias)} 不对`);
  const stamp = (v: unknown): string => {
    if (v === undefined) return time;
    const text = typeof v === "string" ? realDateTime(v) : null;
    if (text === null) throw new RepositoryValueError(`${name} 的时间 ${String(v)} 不对`);
    return text;
  };
  return { alias, created_at: stamp(createdAt), updated_at: stamp(updatedAt ?? createdAt), rest };
}
