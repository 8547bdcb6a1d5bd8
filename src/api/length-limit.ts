import type { FieldConfig } from "../engine/types";
import { fieldError } from "../engine/validation";

/**
 * A hand-written handler's length check, read from the config field the form shows (one
 * source: the form, the contract's maxLength and this refusal agree). The refusal is the
 * engine's, in its words and its counting: `${label}不能超过${max}个字`, characters counted
 * as the form counts them. The field is found when the handler module loads, so a renamed
 * field or a dropped max stops the demo at start rather than letting any length through.
 */
export function lengthLimit(fields: readonly FieldConfig[], key: string): (value: string) => string | null {
  const field = fields.find((f) => f.key === key);
  if (!field || field.max === undefined) throw new Error(`lengthLimit: no field "${key}" with a max among ${fields.map((f) => f.key).join(", ")}`);
  // the length alone (required, patterns and the rest are the handler's own checks), counted
  // as the field's type counts it: rich text without its tags, other text by characters
  const lengthOnly: FieldConfig = { key: field.key, label: field.label, type: field.type === "richtext" ? "richtext" : "textarea", max: field.max };
  return (value) => fieldError(lengthOnly, value, {}, []);
}
