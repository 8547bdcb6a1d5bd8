/**
 * Field rules → Chinese messages, one implementation for both sides: the form shows
 * them as the merchant types, and the demo API refuses the same input with code 422.
 */
import { asRuled, NUMBER_LIKE, valueOf } from "./field-types";
import { isRealDate } from "./real-date";
import { readNumber } from "./typed-number";
import type { Condition, FieldConfig, FieldTypeName, Rec } from "./types";

const TEXTUAL: FieldTypeName[] = ["text", "textarea", "password", "richtext"];
const COUNTED: FieldTypeName[] = ["images", "tags", "list", "tree"];
const UPLOADS: FieldTypeName[] = ["image", "images"];
/** An amount in yuan as text (tags of `format: "money"`). */
const AMOUNT = /^\d+(\.\d{1,2})?$/;

export const typeOf = (f: FieldConfig): FieldTypeName => f.type ?? "text";
export const isNumeric = (f: FieldConfig) => NUMBER_LIKE.has(typeOf(f));

export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === "") return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === "string") return value.replace(/<[^>]*>/g, "").trim() === "" && !/<img/i.test(value);
  return false;
}

/** Does the condition hold for this record? */
export function matches(cond: Condition, record: Rec): boolean {
  const v = record[cond.field];
  if (cond.in && !cond.in.some((x) => String(x) === String(v))) return false;
  if (cond.notIn && cond.notIn.some((x) => String(x) === String(v))) return false;
  if (cond.filled !== undefined && cond.filled === isEmpty(v)) return false;
  if (cond.includes !== undefined && !(Array.isArray(v) && v.some((x) => String(x) === String(cond.includes)))) return false;
  return true;
}

/**
 * Is the field typed in a form of this mode (and so read from a save's input)? Not when it is
 * read-only, worked out (`compute`), numbered by the API (`sequence`), `form: false`, or
 * create-only on an edit. The API refuses a save that changes any other (save-strict.ts).
 */
export function isInput(field: FieldConfig, mode: "create" | "edit"): boolean {
  if (field.readOnly || field.compute !== undefined || field.sequence !== undefined) return false;
  return field.form !== false && !(field.form === "create" && mode === "edit");
}

/** Whether a field is locked (shown, not editable) for this record: `lockedWhen` holds. */
export function isLocked(field: FieldConfig, record: Rec): boolean {
  return field.lockedWhen ? matches(field.lockedWhen, record) : false;
}

/** Is the field shown (and so validated and saved) for this record? */
export function isVisible(field: FieldConfig, record: Rec): boolean {
  return !field.visibleWhen || matches(field.visibleWhen, record);
}

/**
 * The hint a field shows under its input for this record (its `help`, or the entry whose
 * condition holds); a field whose 0 reads as words (`zero`) says so when it has no help.
 */
export function helpOf(field: FieldConfig, record: Rec): string | undefined {
  const help = field.help;
  if (help === undefined) return field.zero ? `0 表示${field.zero}` : undefined;
  if (typeof help === "string") return help;
  return help.find((h) => !h.when || matches(h.when, record))?.text;
}

export function isRequired(field: FieldConfig, record: Rec): boolean {
  const r = field.required;
  return r === true || (typeof r === "object" && matches(r, record));
}

/** 18-char mainland ID number with its GB 11643 check digit. */
export function isIdCard(value: string): boolean {
  if (!/^\d{17}[\dXx]$/.test(value)) return false;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(value[i]), 0);
  return "10X98765432"[sum % 11] === value[17]?.toUpperCase();
}

const PATTERNS = {
  mobile: { test: (v: string) => /^1[3-9]\d{9}$/.test(v), message: () => "请输入正确的手机号" },
  idCard: { test: isIdCard, message: () => "身份证号码不正确" },
  phone: {
    test: (v: string) => /^1[3-9]\d{9}$/.test(v) || /^0\d{2,3}-?\d{7,8}$/.test(v) || /^400-?\d{3}-?\d{4}$/.test(v),
    message: (label: string) => `${label}格式不正确`,
  },
};

/** 请输入 / 请选择 / 请上传 + label (an app type's: as its value's, unless it names its verb). */
export function requiredMessage(field: FieldConfig): string {
  const t = typeOf(asRuled(field));
  if (field.message) return field.message;
  const prompt = valueOf(field)?.prompt;
  if (prompt) return `${prompt}${field.label}`;
  if (UPLOADS.includes(t)) return `请上传${field.label}`;
  if (TEXTUAL.includes(t) || NUMBER_LIKE.has(t) || t === "tags") return `请输入${field.label}`;
  if (t === "list") return `请添加${field.label}`;
  return `请选择${field.label}`;
}

/** A date as comparable text: API strings as they are, form values (dayjs) formatted alike. */
function stamp(value: unknown): string {
  if (typeof value === "object" && value !== null && "format" in value && typeof value.format === "function") {
    return String((value as { format(f: string): string }).format("YYYY-MM-DD HH:mm:ss"));
  }
  return String(value);
}

/**
 * The first rule this value breaks, as the message to show; null when it is fine. An app
 * type's field is checked as the engine type its value is like (field-types.ts asRuled).
 */
export function fieldError(declared: FieldConfig, value: unknown, record: Rec, siblings: FieldConfig[]): string | null {
  if (!isVisible(declared, record)) return null;
  if (isEmpty(value)) return isRequired(declared, record) ? requiredMessage(declared) : null;
  const field = asRuled(declared);
  const t = typeOf(field);
  const say = (text: string) => field.message ?? text;

  if (NUMBER_LIKE.has(t)) {
    // letters, 1e309 or 0x10 are not numbers, whatever Number() makes of them (typed-number.ts)
    const n = readNumber(value);
    if (n === null) return say(`${field.label}必须是数字`);
    if (t === "integer" && !Number.isInteger(n)) return say(`${field.label}必须是整数`);
    if (t === "money" && Math.round(n * 100) !== Number((n * 100).toFixed(6))) return say(`${field.label}最多两位小数`);
    if (field.min !== undefined && n < field.min) return say(`${field.label}不能小于${field.min}`);
    if (field.max !== undefined && n > field.max) return say(`${field.label}不能大于${field.max}`);
    const other = (key: string | undefined) => siblings.find((f) => f.key === key);
    const gte = other(field.gte);
    if (gte && !isEmpty(record[gte.key]) && n < Number(record[gte.key])) return say(`${field.label}不能低于${gte.label}`);
    const lt = other(field.lt);
    if (lt && !isEmpty(record[lt.key]) && n >= Number(record[lt.key])) return say(`${field.label}必须低于${lt.label}`);
    return null;
  }
  if (COUNTED.includes(t) || field.multiple) {
    const n = Array.isArray(value) ? value.length : 0;
    if (field.min !== undefined && n < field.min) return say(`${field.label}至少${field.min}项`);
    if (field.max !== undefined && n > field.max) return say(`${field.label}最多${field.max}项`);
    const notAmount = field.format === "money" && Array.isArray(value) ? value.map(String).find((v) => !AMOUNT.test(v) || Number(v) <= 0) : undefined;
    if (notAmount !== undefined) return say(`${field.label}“${notAmount}”不是有效金额（大于0、最多两位小数）`);
    return null;
  }
  if (TEXTUAL.includes(t)) {
    const text = String(value);
    const length = t === "richtext" ? text.replace(/<[^>]*>/g, "").length : [...text].length;
    if (field.min !== undefined && length < field.min) return say(`${field.label}不能少于${field.min}个字`);
    if (field.max !== undefined && length > field.max) return say(`${field.label}不能超过${field.max}个字`);
    const p = field.pattern;
    if (typeof p === "string" && !PATTERNS[p].test(text)) return say(PATTERNS[p].message(field.label));
    if (typeof p === "object" && !new RegExp(p.regex).test(text)) return say(p.message);
    return null;
  }
  if ((t === "date" || t === "datetime") && !isRealDate(value, t === "datetime")) {
    return say(`${field.label}不是有效的${t === "date" ? "日期" : "时间"}`);
  }
  if ((t === "date" || t === "datetime") && field.gte) {
    const other = siblings.find((f) => f.key === field.gte);
    if (other && !isEmpty(record[other.key]) && stamp(value) < stamp(record[other.key])) return say(`${field.label}不能早于${other.label}`);
  }
  if (t === "enum" && field.options && !field.options.some((o) => String(o.value) === String(value))) {
    return say(`${field.label}的取值无效`);
  }
  if (t === "flag" && ![1, 2, "1", "2"].includes(value as number)) return say(`${field.label}的取值无效`);
  if (t === "region" && (!Array.isArray(value) || value.length < 2)) return say(`请选择完整的${field.label}`);
  return null;
}

/**
 * Checks a whole record (and the sub-records of `list` fields). Returns the first
 * problem with the field key, or null. `mode` drops create-only fields on edit.
 */
export function validateRecord(
  fields: FieldConfig[],
  record: Rec,
  mode: "create" | "edit",
): { field: string; message: string } | null {
  for (const field of fields) {
    if (!isInput(field, mode)) continue;
    const value = record[field.key];
    const message = fieldError(field, value, record, fields);
    if (message) return { field: field.key, message };
    if (typeOf(field) === "list" && Array.isArray(value) && field.fields && isVisible(field, record)) {
      for (const [i, row] of value.entries()) {
        const sub = validateRecord(field.fields, (row ?? {}) as Rec, "create");
        if (sub) return { field: `${field.key}.${i}.${sub.field}`, message: `${field.label}第${i + 1}行：${sub.message}` };
      }
    }
  }
  return null;
}
