/**
 * Shared by number / integer / money / percent: an InputNumber (with a unit after it,
 * through Space.Compact since InputNumber's addonAfter is deprecated) and the display.
 */
import { InputNumber, Space, type InputNumberProps } from "antd";
import type { FieldConfig } from "../types";
import type { FieldType } from "./field-type";
import { EMPTY, filterWidth, fullWidth, inputPlaceholder, toNumber } from "./shared";

type NumberInputProps = InputNumberProps<number> & { unit?: string };

/** InputNumber with an optional unit addon; Form.Item passes value/onChange through. */
export function NumberInput({ unit, ...props }: NumberInputProps) {
  const input = <InputNumber<number> style={fullWidth} {...props} />;
  if (!unit) return input;
  return (
    <Space.Compact block>
      {input}
      <Space.Addon>{unit}</Space.Addon>
    </Space.Compact>
  );
}

const grouped = (n: number, digits?: number) =>
  n.toLocaleString("en-US", digits === undefined ? { maximumFractionDigits: 20 } : { minimumFractionDigits: digits, maximumFractionDigits: digits });

interface NumericOptions {
  /** Fixed decimals of input and display (integer 0, money 2). */
  precision?: number;
  /** Shown before the number in the input (money: ¥). */
  prefix?: string;
  /** Unit after the number; default the field's unit. */
  unit?: (field: FieldConfig) => string | undefined;
  /** Display text of a number. */
  format: (n: number, field: FieldConfig) => string;
}

/** A number-like field type. */
export function numericType({ precision, prefix, unit = (f) => f.unit, format }: NumericOptions): FieldType {
  const display = (value: unknown, field: FieldConfig) => {
    const n = toNumber(value);
    return n === null ? EMPTY : format(n, field);
  };
  const input = (field: FieldConfig) => (
    <NumberInput
      min={field.min}
      max={field.max}
      precision={precision}
      prefix={prefix}
      unit={unit(field)}
      placeholder={inputPlaceholder(field)}
    />
  );
  const filter = (field: FieldConfig) => (
    <InputNumber<number>
      style={filterWidth}
      precision={precision}
      prefix={prefix}
      suffix={unit(field)}
      placeholder={inputPlaceholder(field)}
    />
  );
  return { column: display, detail: display, input, filter };
}

export const formatNumber = (n: number, field: FieldConfig) => `${grouped(n)}${field.unit ?? ""}`;
export const formatInteger = (n: number, field: FieldConfig) => `${grouped(Math.round(n), 0)}${field.unit ?? ""}`;
export const formatMoney = (n: number) => `${n < 0 ? "-" : ""}¥${grouped(Math.abs(n), 2)}`;
export const formatPercent = (n: number) => `${n}%`;
