import type { FieldKind } from "../../api/repository/types";
import { ident } from "../sql";
import { columnName } from "./table-names";

/**
 * A field kind's column (decision 0081): its SQL type, how a kept value (field-kinds.ts
 * normalized) is bound, how it is read back into the same value, and its text as page-rows.ts
 * reads the kept value (String(value)) for part, keyword, tab counts and days. The one place a
 * config field meets a column: the typed schema (src/server/schema.ts, issue 48 step 5) plugs its
 * columns in here.
 * Times are the shop's clock (decision 0073): 'YYYY-MM-DD HH:mm:ss' is bound as that wall time
 * in Asia/Shanghai and read back in it, whatever the session's TimeZone.
 */
export interface ColumnCodec {
  /** The column's SQL type. */
  type: string;
  /** The bound value's cast (an array of these: `${cast}[]`). */
  cast: string;
  /** A kept value as the parameter bound for it. */
  encode(value: unknown): unknown;
  /** The expression read back (as text where the driver's own parsing would change the value). */
  select(col: string): string;
  /** What `select` returned, as the kept value. */
  decode(raw: unknown): unknown;
  /** The value as text, as String(kept value) writes it (NULL when unset). */
  text(col: string): string;
  /** The expression a list orders by. */
  order(col: string): string;
}

/** The shop's zone, as SQL reads times in it (decision 0073). */
export const SHOP_ZONE = "Asia/Shanghai";
const asNumber = (raw: unknown): unknown => (raw === null || raw === undefined ? raw : Number(raw));
/** A timestamptz as the shop's wall time, 'YYYY-MM-DD HH:mm:ss' (what the handlers keep). */
export const wall = (col: string) => `to_char(${col} AT TIME ZONE '${SHOP_ZONE}', 'YYYY-MM-DD HH24:MI:SS')`;
const day = (col: string) => `to_char(${col}, 'YYYY-MM-DD')`;
// numeric's text keeps its scale (12.50); the kept number's String() does not
const numericText = (col: string) => `trim_scale(${col})::text`;
const same = <T,>(v: T): T => v;

const numeric = (type: string): ColumnCodec => ({
  type, cast: type === "bigint" ? "::bigint" : "::numeric", encode: (v) => String(v), select: (c) => `${c}::text`, decode: asNumber, text: numericText, order: same,
});

export const CODECS: Record<FieldKind, ColumnCodec> = {
  text: { type: "text", cast: "::text", encode: same, select: same, decode: same, text: same, order: (c) => `${c} COLLATE "C"` },
  money: numeric("numeric(12,2)"),
  integer: numeric("bigint"),
  number: numeric("numeric"),
  datetime: {
    type: "timestamptz", cast: "::timestamptz", encode: (v) => `${String(v)} ${SHOP_ZONE}`, select: wall, decode: same, text: wall, order: same,
  },
  date: { type: "date", cast: "::date", encode: same, select: day, decode: same, text: day, order: same },
  json: { type: "jsonb", cast: "::jsonb", encode: (v) => JSON.stringify(v), select: same, decode: same, text: (c) => `(${c} #>> '{}')`, order: same },
};

/** A field's column, quoted: its key (`f_pos` / `f_extra` for the table's own columns' names, as the live tables have them). */
export const columnOf = (key: string): string => ident(columnName(key));
