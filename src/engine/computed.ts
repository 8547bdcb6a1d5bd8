/**
 * Computed fields (issue 50, decision 0120): a field's `compute` worked out from the record's
 * other fields, one function for both sides: the form shows it as the inputs change, the API
 * stores it on every save (a stored one) or works it out on every read (`stored: false`).
 */
import type { ComputeRule, FieldConfig, Rec } from "./types";

/** The value a rule gives for a record. */
const ruleOf = (rule: ComputeRule): ((row: Readonly<Rec>) => unknown) => (typeof rule === "function" ? rule : rule.value);

/** Is the field's computed value a column, written by every save (a bare function, or `stored: true`)? */
export const isStoredCompute = (f: FieldConfig): boolean => f.compute !== undefined && (typeof f.compute === "function" || f.compute.stored);

/** Is the field worked out on each read instead (`{ value, stored: false }`)? */
export const isReadCompute = (f: FieldConfig): boolean => f.compute !== undefined && !isStoredCompute(f);

/**
 * A number to the cent, as money is stored: rounded half away from zero on the decimal the
 * float stands for (19.99 × 3 is 59.970000000000006 → 59.97; 1.005 is 1.00499… as a float, read
 * as 1.005 → 1.01), never a float's tail.
 */
function toCents(n: number): number {
  const cents = Number((Math.abs(n) * 100).toPrecision(15));
  return (Math.sign(n) * Math.round(cents)) / 100 || 0;
}

/**
 * The field's value for `record`: the rule's result brought to the field's type (money to the
 * cent, integer whole); null when the rule throws or gives no finite number for a number-like
 * field (an input not filled in yet).
 */
export function computedValue(field: FieldConfig, record: Readonly<Rec>): unknown {
  if (!field.compute) return record[field.key] ?? null;
  let value: unknown;
  try {
    value = ruleOf(field.compute)(record);
  } catch {
    return null;
  }
  const type = field.type ?? "text";
  if (type === "money" || type === "integer" || type === "number" || type === "percent") {
    if (typeof value !== "number" || !Number.isFinite(value)) return null;
    if (type === "money") return toCents(value);
    return type === "integer" ? Math.round(value) : value;
  }
  return value ?? null;
}

/** The computed fields of `fields` that `which` picks, each worked out for `record`: to set over it. */
export function computedValues(fields: readonly FieldConfig[], record: Readonly<Rec>, which: (f: FieldConfig) => boolean = (f) => f.compute !== undefined): Rec {
  const out: Rec = {};
  for (const f of fields) if (f.compute && which(f)) out[f.key] = computedValue(f, record);
  return out;
}

