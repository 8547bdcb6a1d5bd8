/** The InputNumber controls of number / integer / money / percent: a chunk of their own (numeric.tsx). */
import { InputNumber, Space, type InputNumberProps } from "antd";
import { fullWidth } from "./shared";

export type NumberInputProps = InputNumberProps<number> & { unit?: string };
export type NumberFilterProps = InputNumberProps<number>;

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

export const NumberFilter = (props: NumberFilterProps) => <InputNumber<number> {...props} />;
