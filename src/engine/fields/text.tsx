/**
 * text: a one-line Input; the list cell is cut with an ellipsis. No maxLength: a pasted
 * text would be cut without a word; the rules say 不能超过N个字 instead. A customer's mobile
 * (`mask: "mobile"`) is masked in cells and details alike; a detail offers the reveal (MaskedMobile).
 */
import { Input } from "antd";
import { CELL_PADDING, fits, INPUT_CHROME, INPUT_ICON, listItems, textWidth } from "./column-width";
import type { FieldType } from "./field-type";
import { maskMobile } from "./mask";
import { templateLines } from "./template-lines";
import { MaskedMobile } from "./masked-mobile";
import { MASK, MultiLine, filterWidth, oneLine, inputPlaceholder, orEmpty } from "./shared";
import { SecretText } from "./secret-text";

/**
 * A nested list's text input shows this many full-width characters whole (its max, if less): a
 * row holds several inputs beside each other in a form's width, so longer values scroll inside
 * their input.
 */
const SHOWN_WHOLE = 8;
/** Eleven digits, as wide as any mobile number (not a real one: a real build holds no demo number). */
const MOBILE_SAMPLE = "00000000000";
/** A full-width character: the widest a Chinese text's characters are. */
const WIDE_CHAR = "国";

/** `format: "lines"`: a list said in words, one item a line (decision 0029). */
const itemLines = (v: unknown) => templateLines(listItems(String(v)), true);

export const text: FieldType = {
  column: (value, field) =>
    orEmpty(value, (v: unknown) =>
      field.secret ? <SecretText text={String(v)} /> : field.format === "lines" ? itemLines(v) : oneLine(field.mask ? maskMobile(String(v)) : String(v)),
    ),
  // a customer's mobile is masked in the detail too, where 显示完整号码 shows it (the list's
  // cell stays as narrow as the masked number: a wider one pushed the promoter list's last
  // columns under its fixed 操作 at 1440 px)
  detail: (value, field) =>
    orEmpty(value, (v: unknown) =>
      field.secret ? <SecretText text={String(v)} /> : field.format === "lines" ? itemLines(v) : field.mask ? <MaskedMobile value={String(v)} /> : <MultiLine text={String(v)} />,
    ),
  input: (field) => <Input placeholder={inputPlaceholder(field)} allowClear />,
  filter: (field) => <Input style={filterWidth} placeholder={inputPlaceholder(field)} allowClear />,
  // a mobile (masked or not), a phone or a secret has one length; other text is cut with its
  // tooltip (oneLine)
  columnWidth: (field, place) => {
    if (place === "list" && field.mask) return fits(maskMobile(MOBILE_SAMPLE), place);
    if (place === "list" && field.pattern === "mobile") return fits(MOBILE_SAMPLE, place);
    if (place === "list" && field.pattern === "phone") return fits("0571-88888888", place);
    if (place === "list" && field.secret) return fits(MASK, place);
    // a short text typed in a nested list's row (a prize's name) shows whole
    if (place === "input" && field.max !== undefined) {
      const chars = Math.min(field.max, SHOWN_WHOLE);
      return { minWidth: Math.max(160, textWidth(WIDE_CHAR.repeat(chars)) + CELL_PADDING + INPUT_CHROME + INPUT_ICON) };
    }
    return { minWidth: place === "list" ? 100 : 160 };
  },
};
