import { fieldTypeOf } from "../fields";
import type { FieldConfig, Rec } from "../types";

/**
 * The version a form read its record with, sent with its save (issue 48, decision 0082): the
 * record's `updated_at` as its detail answered it. The API refuses a save over a record saved
 * since (HTTP 409, 记录已被他人修改，请刷新后重试) and the form keeps what was typed and offers
 * 重新加载. A record without one (a create) sends none. `fields`: the form's, when the record is
 * as the form holds it (a config that shows 最后修改 holds it as a date: it goes back to text).
 */
export function readVersion(record: Rec | undefined, fields: FieldConfig[] = []): { updated_at?: string } {
  let at = record?.updated_at;
  const field = fields.find((f) => f.key === "updated_at");
  const type = field && fieldTypeOf(field);
  if (field && type?.fromForm && typeof at !== "string" && at) at = type.fromForm(at, field);
  return typeof at === "string" && at !== "" ? { updated_at: at } : {};
}
