import type { FieldConfig, Rec } from "../engine/types";
import { asRuled, NUMBER_LIKE } from "../engine/field-types";
import { isRealDate } from "../engine/real-date";
import { readNumber } from "../engine/typed-number";
import { isEmpty, isVisible, typeOf, validateRecord } from "../engine/validation";
import { cleanRichText } from "./rich-text-clean";

/**
 * What the demo API does to a resource's input before the engine's rules see it: values
 * brought to their stored type (trimmed text, a flag's "1" → 1, enum values as
 * declared, sets for tags, rich text sanitised by the screens' allow-list in
 * rich-text-clean.ts), and a refusal of values of the wrong JSON shape (a number sent as text,
 * and text sent as a number, too: decision 0075).
 */
const TEXTUAL = new Set(["text", "textarea", "password", "richtext", "date", "datetime", "image"]);
const ARRAYS = new Set(["images", "tags", "list", "region", "tree"]);

export type { Rec };
export const isRec = (v: unknown): v is Rec => typeof v === "object" && v !== null && !Array.isArray(v);
/** A value a body may name a record by: a non-empty string or a number. */
export const isId = (v: unknown): v is string | number => (typeof v === "string" && v !== "") || typeof v === "number";

function normalizeOne(declared: FieldConfig, v: unknown): unknown {
  if (v === undefined || v === null) return null;
  // an app type's value as the engine type it is like (a rating's "4" → 4)
  const field = asRuled(declared);
  const t = typeOf(field);
  if (NUMBER_LIKE.has(t) || t === "flag") {
    if (typeof v !== "string") return v;
    if (v.trim() === "") return null;
    // a number sent as text ("10") is refused below as 必须是数字, as the contract's `number` says
    // (decision 0075): the form sends a number once its text is exactly one (typed-number.ts)
    if (NUMBER_LIKE.has(t)) return v;
    return readNumber(v) ?? v;
  }
  if (t === "enum") return field.options?.find((o) => String(o.value) === String(v))?.value ?? v;
  // a relation's key may be a number (the contract's ["string", "integer"]); a number for text is refused below
  if (typeof v === "number" && t === "relation") return String(v);
  // every rich-text field, found by its type: stored as the screens would render it
  if (typeof v === "string" && t === "richtext") return cleanRichText(v);
  if (typeof v === "string" && t !== "password" && t !== "textarea" && t !== "richtext") return v.trim();
  if (t === "list" && Array.isArray(v)) return v.map((row) => (isRec(row) ? normalizeRecord(field.fields ?? [], row) : row));
  if (Array.isArray(v) && (t === "images" || t === "tags" || t === "region" || t === "tree")) {
    const items = v.map((x) => (typeof x === "string" ? x.trim() : typeof x === "number" ? String(x) : x));
    // tags and checked tree keys are sets: repeated values merge
    return t === "tags" || t === "tree" ? [...new Set(items)] : items;
  }
  return v;
}

export function normalize(field: FieldConfig, v: unknown): unknown {
  if (field.multiple && Array.isArray(v)) return v.map((x) => normalizeOne({ ...field, multiple: false }, x));
  return normalizeOne(field, v);
}

/** A sub-record of a `list` field: its fields only, hidden ones dropped. */
function normalizeRecord(fields: FieldConfig[], input: Rec): Rec {
  const out: Rec = {};
  for (const f of fields) out[f.key] = f.key in input ? normalize(f, input[f.key]) : (f.default ?? null);
  for (const f of fields) if (!isVisible(f, out)) out[f.key] = null;
  return out;
}

/** A value of the wrong JSON shape: `${label}格式不正确` (or 取值无效 for enums). */
function shapeError(declared: FieldConfig, v: unknown): string | null {
  if (isEmpty(v)) return null;
  const field = asRuled(declared);
  const t = typeOf(field);
  const bad = `${field.label}格式不正确`;
  if (field.multiple || ARRAYS.has(t)) {
    if (!Array.isArray(v)) return bad;
    if (t === "list") return v.every(isRec) ? null : bad;
    if (t === "enum") {
      const ok = v.every((x) => field.options?.some((o) => String(o.value) === String(x)));
      return ok ? null : `${field.label}的取值无效`;
    }
    // several regions: each one a path of names (["广东省", "广州市"])
    if (t === "region" && field.multiple) return v.every((x) => Array.isArray(x) && x.every((n) => typeof n === "string")) ? null : bad;
    return v.every((x) => typeof x === "string" || typeof x === "number") ? null : bad;
  }
  if (NUMBER_LIKE.has(t)) return typeof v === "number" ? null : `${field.label}必须是数字`;
  if (TEXTUAL.has(t) && typeof v !== "string") return bad;
  if ((t === "date" || t === "datetime") && !/^\d{4}-\d{2}-\d{2}/.test(String(v))) return bad;
  if (t === "relation" && !isId(v)) return bad;
  return null;
}

/** The first value of the wrong shape in a record (and its sub-records), as a message. */
export function shapeErrors(fields: FieldConfig[], record: Rec): string | null {
  for (const f of fields) {
    if (!isVisible(f, record)) continue;
    const v = record[f.key];
    const message = shapeError(f, v);
    if (message) return message;
    if (typeOf(f) === "list" && Array.isArray(v) && f.fields) {
      for (const [i, row] of v.entries()) {
        const sub = isRec(row) ? shapeErrors(f.fields, row) : null;
        if (sub) return `${f.label}第${i + 1}行：${sub}`;
      }
    }
  }
  return null;
}

/**
 * The field rules a save checks, in order: the JSON shape of each value, then the
 * engine's rules (validation.ts, the form's too). The first problem as a message, or null.
 * `only`: check just these fields (a partial update, see touchedFields).
 */
export function fieldRulesError(fields: FieldConfig[], record: Rec, mode: "create" | "edit", only?: ReadonlySet<string>): string | null {
  if (!only) return shapeErrors(fields, record) ?? validateRecord(fields, record, mode)?.message ?? null;
  // the others stay listed, as readOnly (which validateRecord skips), so gte / lt still find them
  const checked = fields.map((f) => (only.has(f.key) ? f : { ...f, readOnly: true }));
  return shapeErrors(fields.filter((f) => only.has(f.key)), record) ?? validateRecord(checked, record, mode)?.message ?? null;
}

/**
 * A list query's refusal, like a strict server's (422): a date or datetime field's filter
 * (a `[from, to]` range or one value) naming a day or time that does not exist, or a range
 * that ends before it starts. `fields` are the resource's (read-only ones filter too).
 */
export function listQueryError(fields: FieldConfig[], body: Rec): string | null {
  for (const f of fields) {
    const t = typeOf(f);
    const wanted = body[f.key];
    if ((t !== "date" && t !== "datetime") || isEmpty(wanted)) continue;
    const bad = `${f.label}不是有效的${t === "date" ? "日期" : "时间"}`;
    const ends = Array.isArray(wanted) ? wanted : [wanted];
    if (ends.length > 2) return bad;
    // a range end may be a day or a moment ('2026-03-01' ends with that day)
    if (!ends.every((v) => v === "" || v === null || isRealDate(v, true))) return bad;
    const [from, to] = ends;
    if (Array.isArray(wanted) && typeof from === "string" && typeof to === "string" && from && to && from.slice(0, to.length) > to) {
      return `${f.label}的开始不能晚于结束`;
    }
  }
  return null;
}

/**
 * The fields an update checks: those its body sends, and those whose rules read one of
 * them (visibleWhen, a conditional required, gte / lt), as the sent value may break
 * them. The stored rest was checked when it was saved, and a toggle sent as a partial
 * save (`{alias, status}`) must not fail on a field it does not touch.
 */
export function touchedFields(fields: FieldConfig[], body: Rec): Set<string> {
  const sent = new Set(fields.filter((f) => f.key in body).map((f) => f.key));
  const reads = (f: FieldConfig) => [f.visibleWhen?.field, typeof f.required === "object" ? f.required.field : undefined, f.gte, f.lt];
  return new Set(fields.filter((f) => sent.has(f.key) || reads(f).some((k) => k !== undefined && sent.has(k))).map((f) => f.key));
}
