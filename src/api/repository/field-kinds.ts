import type { FieldConfig, ResourceConfig } from "../../engine/types";
import { asRuled } from "../../engine/field-types";
import { isReadCompute } from "../../engine/computed";
import { formatShopTime, parseShopTime } from "../../engine/shop-clock";
import { RepositoryValueError } from "./errors";
import type { FieldDef, FieldKind, TableDef } from "./types";

/**
 * What a config field is for storage, and its values as both stores keep them (memory.ts keeps
 * them so; src/server/repository/columns.ts writes them to a typed column): a write is checked
 * and brought to one form here, so a row reads back the same from either store.
 */

/** The record columns every row has; a field may not take one of these names (nor `extra`, SQL's column for other keys). */
export const RECORD_KEYS: ReadonlySet<string> = new Set(["alias", "shop_alias", "created_at", "updated_at"]);
export const RESERVED_KEYS: ReadonlySet<string> = new Set([...RECORD_KEYS, "extra"]);

const BY_TYPE: Record<string, FieldKind> = {
  text: "text", textarea: "text", password: "text", richtext: "text",
  money: "money", integer: "integer", number: "number", percent: "number",
  datetime: "datetime", date: "date", flag: "integer",
};

/**
 * A field's kind from its type (an app's type by what its value is like): an enum of one value
 * whose options are all numbers is an integer, all text is text, else JSON; relations, images, tags, regions,
 * trees and lists are JSON (a relation's key may be a number: decision 0075).
 */
export function kindOf(field: FieldConfig): FieldKind {
  const type = asRuled(field).type ?? "text";
  if (type === "enum") {
    // several chosen: a list
    if (field.multiple) return "json";
    const values = (field.options ?? []).map((o) => o.value);
    if (values.length && values.every((v) => typeof v === "number")) return "integer";
    if (values.length && values.every((v) => typeof v === "string")) return "text";
    return "json";
  }
  return BY_TYPE[type] ?? "json";
}

/** The options a scalar enum's column holds (a text or integer kind); none for a list, mixed options or options given at run time. */
export function enumOptions(field: FieldConfig, kind: FieldKind): (string | number)[] | undefined {
  if (asRuled(field).type !== "enum" || (kind !== "text" && kind !== "integer")) return undefined;
  const values = (field.options ?? []).map((o) => o.value as string | number);
  return values.length ? values : undefined;
}

/**
 * The keys a config's routes give its rows that are none of its fields: a parent's alias
 * (`routeParams: { alias: "goods_alias" }`), kept on each row as the route gave it, a string.
 */
export function routeParamKeys(config: Pick<ResourceConfig, "fields" | "routeParams">): string[] {
  const declared = new Set([...config.fields.map((f) => f.key), ...RECORD_KEYS]);
  return [...new Set(Object.values(config.routeParams ?? {}))].filter((key) => !declared.has(key));
}

/**
 * A config resource's table (aliasPrefix: resource-seeds.ts aliasPrefix(config.name), today's),
 * the one list of its stored fields: the live table's columns are these (src/server/schema.ts).
 * A config may declare a record column as a field, to show or filter it (a note's created_at):
 * the row's own column is that field. A key declared twice is the first declaration. A route's
 * parameter is a text field (its label the key), and a scalar enum's options are its `options`.
 */
export function tableDefOf(config: Pick<ResourceConfig, "name" | "fields" | "routeParams">, aliasPrefix: string): TableDef {
  const fields = new Map<string, FieldDef>();
  for (const f of config.fields) {
    // a field worked out on each read (compute's `stored: false`) is no column
    if (RECORD_KEYS.has(f.key) || fields.has(f.key) || isReadCompute(f)) continue;
    const kind = kindOf(f);
    const options = enumOptions(f, kind);
    fields.set(f.key, { key: f.key, label: f.label, kind, ...(f.unique ? { unique: true } : {}), ...(options ? { options } : {}) });
  }
  for (const key of routeParamKeys(config)) fields.set(key, { key, label: key, kind: "text" });
  return { name: config.name, aliasPrefix, fields: [...fields.values()] };
}

/** A table's fields by key; a field named as a record column is refused at once. */
export function fieldsOf(table: TableDef): Map<string, FieldDef> {
  for (const f of table.fields) if (RESERVED_KEYS.has(f.key)) throw new RepositoryValueError(`${table.name} 的字段不能叫 ${f.key}`);
  return new Map(table.fields.map((f) => [f.key, f]));
}

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d*))?$/;

/** The value's decimal digits as text (a number as JS writes it, without exponent where it can), or null for what is no number. */
function decimalText(value: unknown): string | null {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return null;
    const text = String(value);
    // 1e-7 and 1e21: written out (toFixed takes 100 places at most; 20 covers every float past 1e21's integer)
    return /e/i.test(text) ? (Math.abs(value) < 1 ? value.toFixed(20) : BigInt(value).toString()) : text;
  }
  if (typeof value === "string" && DECIMAL.test(value.trim())) return value.trim();
  return null;
}

/**
 * A decimal as an integer count of 10^-places, rounded half away from zero on its written
 * digits (as Postgres rounds numeric(12,2)): 1.005 → 101 cents, which Math.round(1.005 * 100) makes 100.
 */
export function scaled(value: unknown, places: number): bigint | null {
  const text = decimalText(value);
  const m = text === null ? null : DECIMAL.exec(text);
  if (!m) return null;
  const [, sign = "", whole = "0", fraction = ""] = m;
  const digits = BigInt(whole + fraction.padEnd(places, "0").slice(0, places));
  const up = Number(fraction[places] ?? "0") >= 5 ? 1n : 0n;
  return sign === "-" ? -(digits + up) : digits + up;
}

/** numeric(12,2)'s range: 10 digits before the point. */
const MAX_CENTS = 10n ** 12n;

/** A scaled integer back as a number (an exact division of two exact doubles, so the nearest double of the decimal). */
export const unscaled = (n: bigint, places: number): number => Number(n) / 10 ** places;

/** How many decimal places the number is written with. */
export function placesOf(value: number): number {
  const text = decimalText(value) ?? "";
  return (text.split(".")[1] ?? "").replace(/0+$/, "").length;
}

/**
 * The sum of numbers, exact: each scaled to the most places any of them has, added as integers
 * (0.1 + 0.2 is 0.3, and a thousand 0.01 are 10).
 */
export function exactSum(values: readonly number[]): number {
  const places = Math.min(20, values.reduce((p, v) => Math.max(p, placesOf(v)), 0));
  const total = values.reduce((s, v) => s + (scaled(v, places) ?? 0n), 0n);
  return unscaled(total, places);
}

/** 'YYYY-MM-DD HH:mm:ss' of a real instant of the shop's clock, or null. */
export function realDateTime(value: string): string | null {
  const at = parseShopTime(value);
  if (Number.isNaN(at.getTime())) return null;
  const text = formatShopTime(at);
  // a value past its range (Feb 30, 25:00) does not read back as written
  return value.length >= 16 && text.startsWith(value.slice(0, 16)) && (value.length === 16 || text === value.slice(0, 19)) ? text : null;
}

/** 'YYYY-MM-DD' of a real day, or null. */
export function realDate(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const text = formatShopTime(parseShopTime(value)).slice(0, 10);
  return text === value ? text : null;
}

/**
 * A value in the form the field keeps, or undefined for unset (null, undefined, and "" in any
 * field but text, and in an enum). A value the field cannot hold, an enum's value outside its
 * options included, throws RepositoryValueError: the handlers check input first, so this is a
 * handler's mistake, told at once on both stores (decision 0092).
 */
export function normalized(table: string, field: FieldDef, value: unknown): unknown {
  const v = kindValue(table, field, value);
  // an enum holds its options only (its column's CHECK): another value is a handler's mistake, told at once
  if (v !== undefined && field.options && !field.options.includes(v as string | number)) {
    if (v === "") return undefined;
    throw new RepositoryValueError(`${table}.${field.key}（${field.label}）不是可选的值：${JSON.stringify(value)}（可选 ${field.options.join("、")}）`);
  }
  return v;
}

/** The value in the form the field's kind keeps (normalized, before an enum's options). */
function kindValue(table: string, field: FieldDef, value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  const refuse = () => new RepositoryValueError(`${table}.${field.key}（${field.kind}）不能存 ${JSON.stringify(value)}`);
  if (field.kind === "text") {
    if (typeof value !== "string") throw refuse();
    return value;
  }
  if (field.kind === "json") return value;
  if (value === "") return undefined;
  switch (field.kind) {
    case "money": {
      const cents = scaled(value, 2);
      if (cents === null || cents >= MAX_CENTS || cents <= -MAX_CENTS) throw refuse();
      return unscaled(cents, 2);
    }
    case "integer": {
      const n = typeof value === "string" && /^[+-]?\d+$/.test(value.trim()) ? Number(value) : value;
      if (typeof n !== "number" || !Number.isSafeInteger(n)) throw refuse();
      return n;
    }
    case "number": {
      const n = typeof value === "string" && decimalText(value) !== null ? Number(value) : value;
      if (typeof n !== "number" || !Number.isFinite(n)) throw refuse();
      return n;
    }
    case "datetime": {
      const text = typeof value === "string" ? realDateTime(value) : null;
      if (text === null) throw refuse();
      return text;
    }
    case "date": {
      const text = typeof value === "string" ? realDate(value) : null;
      if (text === null) throw refuse();
      return text;
    }
  }
}
