/** The controls of number / integer / money / percent: a chunk of their own (numeric.tsx). */
import { Input, InputNumber, Space, type InputNumberProps, type InputProps } from "antd";
import { useState, type ChangeEvent } from "react";
import { readNumber, typedValue } from "../typed-number";

export type NumberInputProps = Omit<InputProps, "value" | "onChange"> & {
  /** The form's value: a number, or the text typed when it is not exactly one (typed-number.ts). */
  value?: unknown;
  onChange?: (value: number | string | null) => void;
  unit?: string;
};
export type NumberFilterProps = InputNumberProps<number>;

const shown = (value: unknown): string => (value === null || value === undefined ? "" : String(value));

/**
 * A text box for a number, not antd's InputNumber: that one cleared letters and 1e309 on blur,
 * turned 12abc into 12 and a 30-digit number into 1.2345e+29 while it was typed (issue 25).
 * This keeps the text as typed; the form gets the number it is, or the text, and the field's
 * rules say what is wrong with it. A value the form sets itself (a reset, a restored draft)
 * replaces the text. Form.Item passes value / onChange / id / status through.
 */
export function NumberInput({ unit, value, onChange, ...props }: NumberInputProps) {
  const [text, setText] = useState(() => shown(value));
  // the text stands while it is the form's value ("12.50" is the form's 12.5)
  const agrees = typedValue(text) === (value ?? null) || (typeof value === "number" && readNumber(text) === value);
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value);
    onChange?.(typedValue(event.target.value));
  };
  const input = <Input autoComplete="off" {...props} value={agrees ? text : shown(value)} onChange={change} />;
  if (!unit) return input;
  return (
    <Space.Compact block>
      {input}
      <Space.Addon>{unit}</Space.Addon>
    </Space.Compact>
  );
}

export const NumberFilter = (props: NumberFilterProps) => <InputNumber<number> {...props} />;
