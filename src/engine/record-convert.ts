import { fieldTypeOf } from "./fields";
import { isInput, isVisible, typeOf } from "./validation";
import type { FieldConfig, Rec } from "./types";

/** API record → form values (dates to dayjs…), sub-records included. */
export function toFormRecord(fields: FieldConfig[], record: Rec): Rec {
  const out: Rec = { ...record };
  for (const f of fields) {
    const value = record[f.key];
    if (typeOf(f) === "list" && Array.isArray(value) && f.fields) {
      const sub = f.fields;
      out[f.key] = value.map((row) => toFormRecord(sub, (row ?? {}) as Rec));
      continue;
    }
    const t = fieldTypeOf(f);
    if (t.toForm) out[f.key] = t.toForm(value, f);
  }
  return out;
}

/** Form values → the record to save: converted, hidden and read-only fields left out. */
export function fromFormRecord(fields: FieldConfig[], values: Rec, mode: "create" | "edit"): Rec {
  const out: Rec = {};
  for (const f of fields) {
    if (!isInput(f, mode)) continue;
    if (!isVisible(f, values) || !(f.key in values)) continue;
    const value = values[f.key];
    if (typeOf(f) === "list" && Array.isArray(value) && f.fields) {
      const sub = f.fields;
      out[f.key] = value.map((row) => fromFormRecord(sub, (row ?? {}) as Rec, "create"));
      continue;
    }
    const t = fieldTypeOf(f);
    out[f.key] = t.fromForm ? t.fromForm(value, f) : value;
  }
  return out;
}
