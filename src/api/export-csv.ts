import type { FieldConfig, Rec, ResourceConfig } from "../engine/types";
import { asRuled, registeredFieldType } from "../engine/field-types";
import { csvCell as quote } from "../engine/csv-cell";
import { typeOf } from "../engine/validation";

/** Types that make no sense in a spreadsheet (pictures, long HTML, nested rows). */
const SKIPPED = new Set(["image", "images", "richtext", "list", "password", "tree"]);

/** The exported columns: the list's columns, less pictures and the like. */
export function exportFields(config: ResourceConfig): FieldConfig[] {
  return config.fields.filter((f) => f.list !== false && !SKIPPED.has(typeOf(f)));
}

/** A value as the list shows it, in plain text (enum labels, money with 2 decimals, masked secrets). */
export function cellText(field: FieldConfig, row: Rec): string {
  const value = row[field.key];
  if (value === null || value === undefined || value === "") return "";
  if (field.secret) return "******";
  const own = registeredFieldType(typeOf(field))?.text;
  if (own) return own(value, field, row);
  const label = (v: unknown) => field.options?.find((o) => String(o.value) === String(v))?.label ?? String(v);
  // an app's type as the engine type its value is like (an amount of money with 2 decimals)
  const type = typeOf(asRuled(field));
  if (type === "money" && typeof value === "number") return value.toFixed(2);
  if (type === "percent" && typeof value === "number") return `${value}%`;
  if (type === "relation" && field.relation?.displayField) {
    const shown = row[field.relation.displayField];
    if (shown !== null && shown !== undefined) return Array.isArray(shown) ? shown.join("、") : String(shown);
  }
  if (type === "flag") return label(value) === "1" ? "是" : label(value) === "2" ? "否" : label(value);
  if (Array.isArray(value)) return value.map(label).join("、");
  if (typeof value === "object") return JSON.stringify(value);
  return label(value);
}

/** The CSV's start: a BOM (so Excel reads the Chinese as UTF-8) and the header row. */
export function csvHeader(config: ResourceConfig): string {
  return `\uFEFF${exportFields(config).map((f) => quote(f.label)).join(",")}\r\n`;
}

/** One line per record (a page of an export's rows at a time). */
export function csvLines(config: ResourceConfig, rows: Rec[]): string {
  const fields = exportFields(config);
  return rows.map((r) => `${fields.map((f) => quote(cellText(f, r))).join(",")}\r\n`).join("");
}

/** The CSV file: the header row, one row per record. */
export function toCsv(config: ResourceConfig, rows: Rec[]): string {
  return csvHeader(config) + csvLines(config, rows);
}
