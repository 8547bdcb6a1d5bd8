/** enum: a Select of the field's options (several with `multiple`); shown as a coloured badge. */
import { Select } from "antd";
import { FormSelect } from "./form-select";
import type { FieldConfig } from "../types";
import { optionsWidth } from "./options";
import type { FieldType } from "./field-type";
import { optionValue, renderOptions, selectOptions } from "./options";
import { filterWidth, fullWidth, selectPlaceholder } from "./shared";

const display = (value: unknown, field: FieldConfig) => renderOptions(field.options, value);

export const enumType: FieldType = {
  column: display,
  detail: display,
  input: (field) => (
    <FormSelect
      style={fullWidth}
      options={selectOptions(field.options)}
      mode={field.multiple ? "multiple" : undefined}
      placeholder={selectPlaceholder(field)}
      allowClear={field.multiple || field.required !== true}
    />
  ),
  fromUrl: (value, field) => optionValue(field.options, value),
  columnWidth: (field, place) => (field.multiple ? { minWidth: place === "list" ? 120 : 200 } : optionsWidth(field.options, place)),
  filter: (field) => (
    <Select style={filterWidth} options={selectOptions(field.options)} placeholder={selectPlaceholder(field)} allowClear />
  ),
};
