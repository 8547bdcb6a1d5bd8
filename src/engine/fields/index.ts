/**
 * The field-type registry: one module per built-in type name (src/engine/field-types.ts),
 * then the types the app registered there. Adding a built-in is adding one file, one line
 * here and its name there; an app's type needs no engine file at all.
 */
import { isBuiltinFieldType, registeredFieldType, type BuiltinFieldTypeName } from "../field-types";
import type { FieldConfig } from "../types";
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

export const fieldTypes: Record<BuiltinFieldTypeName, FieldType> = {
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

/** The type module of a field (default "text"; an unknown name, refused at start-up, as text). */
export function fieldTypeOf(field: FieldConfig): FieldType {
  const name: string = field.type ?? "text";
  return (isBuiltinFieldType(name) ? fieldTypes[name] : registeredFieldType(name)) ?? fieldTypes.text;
}

/** Loads the code these fields draw with (lazy-control.tsx), so none pops in on a form or detail page. */
export async function preloadControls(fields: readonly FieldConfig[]): Promise<void> {
  await Promise.all(fields.map((f) => fieldTypeOf(f).preload?.(f)));
}

export type { FieldContext, FieldType } from "./field-type";
export { fits, type ColumnPlace, type ColumnWidth } from "./column-width";
export { formRules } from "./form-rules";
export { EMPTY } from "./shared";
