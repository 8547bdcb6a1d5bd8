/** enum: a Select of the field's options (several with `multiple`); shown as a coloured badge. */
import { Select } from "antd";
import { FormSelect } from "./form-select";
import type { FieldConfig } from "../types";
import { optionsWidth } from "./options";
import type { FieldContext, FieldType } from "./field-type";
import type { ColumnPlace, ColumnWidth } from "./column-width";
import { findOption, optionValue, renderOptions, selectOptions } from "./options";
import { optionsCell } from "./option-cells";
import { fillTemplate, templatesWidth } from "./template";
import { templateLines } from "./template-lines";
import { filterWidth, fullWidth, selectPlaceholder } from "./shared";

/**
 * The value's option as its template reads for this record (`shows`), else its badge: antd's
 * Badge or Tag in a detail, their markup in a list's cell (option-cells.tsx).
 */
const display = (badges: typeof renderOptions) => (value: unknown, field: FieldConfig, ctx: FieldContext) => {
  const template = field.multiple ? undefined : findOption(field.options, value)?.shows;
  const text = template && fillTemplate(template, ctx.record);
  return text ? templateLines(text.split("\n")) : badges(field.options, value);
};

/** A list cell: its longest label, or its longest template filled with its fields' widest values. */
function enumWidth(field: FieldConfig, place: ColumnPlace, siblings: readonly FieldConfig[]): ColumnWidth {
  if (field.multiple) return { minWidth: place === "list" ? 120 : 200 };
  const labels = optionsWidth(field.options, place);
  const templates = (field.options ?? []).flatMap((o) => (o.shows ? [o.shows] : []));
  const filled = templatesWidth(templates, siblings);
  if (place === "input" || templates.length === 0 || !("width" in labels) || !("width" in filled)) return labels;
  return { width: Math.max(labels.width, filled.width) };
}

export const enumType: FieldType = {
  column: display(optionsCell),
  detail: display(renderOptions),
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
  columnWidth: enumWidth,
  filter: (field) => (
    <Select style={filterWidth} options={selectOptions(field.options)} placeholder={selectPlaceholder(field)} allowClear />
  ),
};
