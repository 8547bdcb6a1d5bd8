/**
 * password: Input.Password; never shown (always '******'), not a list column by default.
 * No maxLength (it would cut a pasted password without a word): the rules say it.
 */
import { Input } from "antd";
import { fits } from "./column-width";
import type { FieldType } from "./field-type";
import { MASK, inputPlaceholder, orEmpty } from "./shared";

export const password: FieldType = {
  column: (value) => orEmpty(value, () => MASK),
  detail: (value) => orEmpty(value, () => MASK),
  input: (field) => (
    <Input.Password placeholder={inputPlaceholder(field)} autoComplete="new-password" />
  ),
  columnWidth: (_field, place) => (place === "list" ? fits(MASK, place) : { minWidth: 160 }),
  listByDefault: false,
};
