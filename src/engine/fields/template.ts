/**
 * Templates of a config (decision 0029): how a value reads in lists and details when it stands
 * for more than a word. An enum option's `shows` ("领取后{valid_days}天内有效", a 固定日期's
 * "{start_at} 至\n{end_at}") and a list field's `rowText` ("{name} ×{num}", one line per row):
 * `{key}` is the record's (or row's) field `key`, a line break a new line. Not free text: an
 * enum's column is as wide as its widest line with each named field's widest value, a list's rows
 * wrap inside themselves (template-lines.tsx); neither is cut.
 */
import type { FieldConfig, Rec } from "../types";
import { isEmpty } from "../validation";
import { fits, longest, type ColumnWidth } from "./column-width";

import { PLACEHOLDER, templateKeys } from "./template-keys";

/** The template filled from the record; null when a value it names is empty (the caller's plain text stands). */
export function fillTemplate(template: string, record: Rec): string | null {
  if (templateKeys(template).some((k) => isEmpty(record[k]))) return null;
  return template.replace(PLACEHOLDER, (_, key: string) => String(record[key]));
}

/** The widest value a field may hold, as text: a date its format, a number its largest. */
function sampleOf(field: FieldConfig | undefined): string {
  if (!field) return "0000";
  if (field.type === "datetime") return "0000-00-00 00:00:00";
  if (field.type === "date") return "0000-00-00";
  if (field.type === "integer" || field.type === "number" || field.type === "money") return String(Math.trunc(field.max ?? 9999));
  // free text in a template: about a name's length
  return "国".repeat(Math.min(field.max ?? 8, 8));
}

/** The widest line of some templates (and plain labels) filled with the named fields' widest values. */
export function widestLine(templates: readonly string[], fields: readonly FieldConfig[]): string {
  return longest(templates.flatMap((t) => t.replace(PLACEHOLDER, (_, key: string) => sampleOf(fields.find((f) => f.key === key))).split("\n")));
}

/** A list cell of templates: exactly as wide as their widest line (nothing in it is cut). */
export const templatesWidth = (templates: readonly string[], fields: readonly FieldConfig[]): ColumnWidth =>
  fits(widestLine(templates, fields), "list");
