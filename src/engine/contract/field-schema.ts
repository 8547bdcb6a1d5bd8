import type { JsonSchema } from "../../providers/api-call";
import { asRuled, valueOf } from "../field-types";
import type { FieldConfig, Pattern } from "../types";
import { typeOf } from "../validation";

/**
 * A field's value as JSON Schema, for the API contract. "request" carries the rules the
 * server enforces on input (required, min/max, patterns); "response" only the value's shape
 * (stored data may predate a rule). Optional values may be null: records send every field,
 * null when unset.
 */
export type SchemaMode = "request" | "response";

const PATTERNS: Record<Exclude<Pattern, object>, string> = {
  mobile: "^1[3-9]\\d{9}$",
  idCard: "^\\d{17}[\\dXx]$",
  phone: "^(1[3-9]\\d{9}|0\\d{2,3}-?\\d{7,8}|400-?\\d{3}-?\\d{4})$",
};
const DATE = "^\\d{4}-\\d{2}-\\d{2}$";
const DATETIME = "^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$";

const bounded = (field: FieldConfig, lo: string, hi: string, mode: SchemaMode): JsonSchema =>
  mode === "request" ? { ...(field.min !== undefined ? { [lo]: field.min } : {}), ...(field.max !== undefined ? { [hi]: field.max } : {}) } : {};
const many = (field: FieldConfig, items: JsonSchema, mode: SchemaMode): JsonSchema => ({ type: "array", items, ...bounded(field, "minItems", "maxItems", mode) });
const scalar = (field: FieldConfig, one: JsonSchema, mode: SchemaMode): JsonSchema => (field.multiple ? many(field, one, mode) : one);

function textPattern(field: FieldConfig): JsonSchema {
  const p = field.pattern;
  if (!p) return {};
  const regex = typeof p === "object" ? p.regex : PATTERNS[p];
  // an optional field may be left empty
  return { pattern: field.required ? regex : `^$|${regex}` };
}

/** The value of one field (not yet nullable). */
function valueSchema(field: FieldConfig, mode: SchemaMode): JsonSchema {
  const t = typeOf(field);
  const req = mode === "request";
  switch (t) {
    case "text": case "textarea": case "password":
      return { type: "string", ...bounded(field, "minLength", "maxLength", mode), ...(req ? textPattern(field) : {}) };
    case "richtext":
      return { type: "string", description: "HTML (sanitised by the server)", ...bounded(field, "minLength", "maxLength", mode) };
    case "number": case "money": case "percent":
      return { type: "number", ...bounded(field, "minimum", "maximum", mode) };
    case "integer":
      return { type: "integer", ...bounded(field, "minimum", "maximum", mode) };
    case "enum":
      return scalar(field, { enum: (field.options ?? []).map((o) => o.value) }, mode);
    case "flag":
      return { enum: [1, 2], description: "1 = 是, 2 = 否" };
    // an optional date may be "" as well as null (stored rows keep "" for "not yet", e.g. 售出时间)
    case "date":
      return { type: "string", ...(field.required ? { format: "date", pattern: DATE } : { pattern: `^$|${DATE}` }), description: "YYYY-MM-DD" };
    case "datetime":
      return { type: "string", pattern: field.required ? DATETIME : `^$|${DATETIME}`, description: "YYYY-MM-DD HH:mm:ss" };
    case "image":
      return { type: "string", description: "image URL" };
    case "images":
      return many(field, { type: "string", description: "image URL" }, mode);
    case "tags":
      return many(field, field.format === "money" && req ? { type: "string", pattern: "^\\d+(\\.\\d{1,2})?$", description: "an amount in yuan" } : { type: "string" }, mode);
    case "region": {
      const path: JsonSchema = { type: "array", items: { type: "string" }, description: "province, city, district" };
      return field.multiple ? many(field, path, mode) : path;
    }
    case "tree":
      return { type: "array", items: { type: "string" }, description: "the checked leaf keys" };
    case "relation":
      return scalar(field, { type: ["string", "integer"], description: `key of a ${field.relation?.resource ?? ""} record` }, mode);
    case "list":
      return many(field, recordSchema(field.fields ?? [], mode), mode);
    default:
      return { description: `app field type ${t}` };
  }
}

/**
 * The field's schema: nullable unless required, with its label as description. An app type's
 * field is described as the engine type its value is like (with its rules), and named.
 */
export function fieldSchema(field: FieldConfig, mode: SchemaMode): JsonSchema {
  const ruled = asRuled(field);
  const value = valueSchema(ruled, mode);
  const appType = valueOf(field) ? `app field type ${typeOf(field)}` : undefined;
  const description = [field.label, appType, value.description].filter(Boolean).join(": ");
  const mustHave = mode === "request" && field.required === true;
  if (mustHave) return { ...value, description };
  if (value.enum) return { ...value, enum: [...value.enum, null], description };
  if (typeof value.type === "string") return { ...value, type: [value.type, "null"], description };
  if (Array.isArray(value.type)) return { ...value, type: [...value.type, "null"], description };
  return { ...value, description };
}

/** Fields a save request may carry: editable, not readOnly, computed or numbered by the API. */
export const formFields = (fields: FieldConfig[]): FieldConfig[] => fields.filter((f) => !f.readOnly && f.form !== false && f.compute === undefined && f.sequence === undefined);

/** An object of these fields; in a request, unconditionally required ones are listed (other keys are ignored by servers). */
export function recordSchema(fields: FieldConfig[], mode: SchemaMode): JsonSchema {
  const properties = Object.fromEntries(fields.map((f) => [f.key, fieldSchema(f, mode)]));
  const required = mode === "request" ? fields.filter((f) => f.required === true && !f.visibleWhen).map((f) => f.key) : [];
  return { type: "object", properties, ...(required.length ? { required } : {}) };
}
