/**
 * The field-type registry: one module per FieldTypeName. Adding a type is adding one
 * file and one line here.
 */
import type { FieldConfig, FieldTypeName } from "../types";
import { date } from "./date";
import { datetime } from "./datetime";
import { enumType } from "./enum";
import type { FieldType } from "./field-type";
import { flag } from "./flag";
import { image } from "./image";
import { images } from "./images";
import { integer } from "./integer";
import { listType } from "./list";
import { money } from "./money";
import { number } from "./number";
import { password } from "./password";
import { percent } from "./percent";
import { region } from "./region";
import { relation } from "./relation";
import { richtext } from "./richtext";
import { tags } from "./tags";
import { text } from "./text";
import { textarea } from "./textarea";
import { tree } from "./tree";

export const fieldTypes: Record<FieldTypeName, FieldType> = {
  text,
  textarea,
  password,
  number,
  integer,
  money,
  percent,
  enum: enumType,
  flag,
  date,
  datetime,
  image,
  images,
  richtext,
  relation,
  region,
  tags,
  tree,
  list: listType((f) => fieldTypeOf(f)),
};

/** The type module of a field (default "text"). */
export function fieldTypeOf(field: FieldConfig): FieldType {
  return fieldTypes[field.type ?? "text"] ?? fieldTypes.text;
}

export type { FieldContext, FieldType } from "./field-type";
export { formRules } from "./form-rules";
export { sanitizeHtml } from "./sanitize";
export { EMPTY } from "./shared";
