/**
 * flag: a yes/no value, 1 = 是 / 2 = 否 (domain.md). `field.options` may rename the two
 * values (e.g. 1 上架 / 2 下架) and colour them. Input: a Switch, checked ↔ 1.
 */
import { Select, Switch } from "antd";
import type { EnumOption, FieldConfig } from "../types";
import { isEmpty } from "../validation";
import type { FieldType } from "./field-type";
import { findOption, optionsWidth, optionValue, renderOptions, selectOptions } from "./options";
import { optionsCell } from "./option-cells";
import { filterWidth, selectPlaceholder } from "./shared";

export const FLAG_ON = 1;
export const FLAG_OFF = 2;

const DEFAULTS: EnumOption[] = [
  { value: FLAG_ON, label: "是", color: "success" },
  { value: FLAG_OFF, label: "否", color: "default" },
];

/** The field's two options: its own (labels/colours) or 是/否. */
export function flagOptions(field: FieldConfig): EnumOption[] {
  return DEFAULTS.map((d) => {
    const own = findOption(field.options, d.value);
    return own ? { ...d, ...own, value: d.value, color: own.color ?? d.color } : d;
  });
}

interface FlagSwitchProps {
  field: FieldConfig;
  /** Form.Item's id: the field's <label for> names the switch (not only its 是/否). */
  id?: string;
  value?: unknown;
  onChange?: (value: number) => void;
  disabled?: boolean;
}

/** A Switch over 1/2, controlled by Form.Item through value/onChange. */
export function FlagSwitch({ field, id, value, onChange, disabled }: FlagSwitchProps) {
  const [on, off] = flagOptions(field);
  return (
    <Switch
      id={id}
      checked={String(value) === String(FLAG_ON)}
      onChange={(checked) => onChange?.(checked ? FLAG_ON : FLAG_OFF)}
      checkedChildren={on?.label}
      unCheckedChildren={off?.label}
      disabled={disabled}
    />
  );
}


export const flag: FieldType = {
  // a list's cell draws antd's markup of the badge (option-cells.tsx), a detail the Badge itself
  column: (value, field) => optionsCell(flagOptions(field), value),
  detail: (value, field) => renderOptions(flagOptions(field), value),
  input: (field) => <FlagSwitch field={field} />,
  // A switch has no empty state: an unset value is shown off, so it is sent as 2.
  toForm: (value) => (isEmpty(value) ? FLAG_OFF : Number(value)),
  fromForm: (value) => (isEmpty(value) ? FLAG_OFF : Number(value)),
  fromUrl: (value, field) => optionValue(flagOptions(field), value),
  // the switch is about as wide as a select of its two labels
  columnWidth: (field, place) => optionsWidth(flagOptions(field), place),
  filter: (field) => (
    <Select style={filterWidth} options={selectOptions(flagOptions(field))} placeholder={selectPlaceholder(field)} allowClear />
  ),
};
