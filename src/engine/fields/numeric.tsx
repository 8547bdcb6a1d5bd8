/**
 * Shared by number / integer / money / percent: the form's number box (with a unit after
 * it, through Space.Compact), the filter's InputNumber, and the display. The form's box keeps
 * what the merchant typed, letters and all (number-inputs.tsx), and the field's rules
 * (validation.ts) say what is wrong with it: nothing is rounded, cut or cleared without a word.
 */
import type { FieldConfig } from "../types";
import { typedValue } from "../typed-number";
import { fits, longest, textWidth } from "./column-width";
import type { FieldType } from "./field-type";
import { lazyModule } from "./lazy-control";
import type { NumberFilterProps, NumberInputProps } from "./number-inputs";
import { EMPTY, filterWidth, inputPlaceholder, toNumber } from "./shared";


const inputs = lazyModule(() => import("./number-inputs"));
const NumberInput = inputs.control<NumberInputProps>((m) => m.NumberInput);
const NumberFilter = inputs.control<NumberFilterProps>((m) => m.NumberFilter);

interface NumericOptions {
  /** Fixed decimals of the filter input (integer 0, money 2); the form's input is checked by the rules instead. */
  precision?: number;
  /** Shown before the number in the input (money: ¥). */
  prefix?: string;
  /** Unit after the number; default the field's unit. */
  unit?: (field: FieldConfig) => string | undefined;
  /** Display text of a number. */
  format: (n: number, field: FieldConfig) => string;
  /** The largest value its column makes room for when the field has no `max`. */
  largest: number;
  /**
   * The keyboard a phone opens (issue 23): digits only for whole numbers, digits and a point
   * for the others. A hint, not a rule: what is typed is still checked by the field's rules.
   */
  keyboard?: "numeric" | "decimal";
}

/** A number-like field type. */
export function numericType({ precision, prefix, unit = (f) => f.unit, format, largest, keyboard = "decimal" }: NumericOptions): FieldType {
  const display = (value: unknown, field: FieldConfig) => {
    const n = toNumber(value);
    if (n === 0 && field.zero) return field.zero;
    return n === null ? EMPTY : format(n, field);
  };
  const input = (field: FieldConfig) => (
    <NumberInput
      prefix={prefix}
      unit={unit(field)}
      placeholder={inputPlaceholder(field)}
      inputMode={keyboard}
    />
  );
  const filter = (field: FieldConfig) => (
    <NumberFilter
      style={filterWidth}
      precision={precision}
      prefix={prefix}
      suffix={unit(field)}
      placeholder={inputPlaceholder(field)}
      inputMode={keyboard}
    />
  );
  // the longest of the field's bounds as shown (a list) or typed (an input), right-aligned in lists
  const bounds = (field: FieldConfig) => [field.max ?? largest, ...(field.min !== undefined && field.min < 0 ? [field.min] : [])];
  const columnWidth: FieldType["columnWidth"] = (field, place) => {
    if (place === "list") return fits(longest([...bounds(field).map((n) => format(n, field)), ...(field.zero ? [field.zero] : [])]), place, 0, "right");
    const addons = (prefix ? textWidth(prefix) + 4 : 0) + (unit(field) ? textWidth(unit(field) ?? "") + 24 : 0);
    return fits(longest(bounds(field).map(String)), place, addons); // a text box: no up/down buttons
  };
  // the number typed ("12.50" → 12.5); text that is not exactly one stays as typed (a saved
  // draft keeps all 30 digits), and the rules refuse it
  const fromForm = (value: unknown) => (typeof value === "string" ? typedValue(value) : value);
  return { column: display, detail: display, input, filter, preload: inputs.preload, columnWidth, fromForm };
}
