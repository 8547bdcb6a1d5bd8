/** textarea: Input.TextArea (a character count when the field has a max); line breaks kept on display. */
import { Input } from "antd";
import type { FieldType } from "./field-type";
import { MultiLine, filterWidth, inputPlaceholder, orEmpty } from "./shared";

export const textarea: FieldType = {
  column: (value) => orEmpty(value, (v: unknown) => <MultiLine text={String(v)} />),
  detail: (value) => orEmpty(value, (v: unknown) => <MultiLine text={String(v)} />),
  input: (field) => (
    <Input.TextArea
      placeholder={inputPlaceholder(field)}
      maxLength={field.max}
      showCount={field.max !== undefined}
      rows={4}
    />
  ),
  filter: (field) => <Input style={filterWidth} placeholder={inputPlaceholder(field)} allowClear />,
  listByDefault: false,
};
