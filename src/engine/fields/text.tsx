/**
 * text: a one-line Input; the list cell is cut with an ellipsis. No maxLength: a pasted
 * text would be cut without a word; the rules say 不能超过N个字 instead.
 */
import { Input } from "antd";
import type { FieldType } from "./field-type";
import { maskMobile } from "./mask";
import { MultiLine, filterWidth, OneLine, SecretText, inputPlaceholder, orEmpty } from "./shared";

export const text: FieldType = {
  column: (value, field) =>
    orEmpty(value, (v: unknown) =>
      field.secret ? <SecretText text={String(v)} /> : <OneLine text={field.mask ? maskMobile(String(v)) : String(v)} />,
    ),
  detail: (value, field) =>
    orEmpty(value, (v: unknown) => (field.secret ? <SecretText text={String(v)} /> : <MultiLine text={String(v)} />)),
  input: (field) => <Input placeholder={inputPlaceholder(field)} allowClear />,
  filter: (field) => <Input style={filterWidth} placeholder={inputPlaceholder(field)} allowClear />,
};
