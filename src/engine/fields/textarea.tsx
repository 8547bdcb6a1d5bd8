/**
 * textarea: Input.TextArea; line breaks kept on display. With a max it shows a count
 * (n / max, counted as the rules count: by character, so an emoji is one) but does not
 * cut the text: the rules say 不能超过N个字.
 */
import { Input } from "antd";
import type { FieldType } from "./field-type";
import { MultiLine, filterWidth, inputPlaceholder, orEmpty } from "./shared";

export const textarea: FieldType = {
  column: (value) => orEmpty(value, (v: unknown) => <MultiLine text={String(v)} />),
  detail: (value) => orEmpty(value, (v: unknown) => <MultiLine text={String(v)} />),
  input: (field) => (
    <Input.TextArea
      placeholder={inputPlaceholder(field)}
      count={field.max === undefined ? undefined : { max: field.max, show: true, strategy: (text) => [...text].length }}
      rows={4}
    />
  ),
  filter: (field) => <Input style={filterWidth} placeholder={inputPlaceholder(field)} allowClear />,
  columnWidth: () => ({ minWidth: 200 }),
  listByDefault: false,
};
