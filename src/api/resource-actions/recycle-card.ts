import { relatedByValue } from "../output-reach";
import type { ResourceExtension } from "../resources";

/**
 * 回收卡种: the face values are amounts (the field's `format: "money"` rule) up to 100000,
 * kept sorted and without repeats; `order_count` counts the card's recycle orders. Deleting
 * a card with orders is refused by the generated delete (the orders refer to it).
 */
const MAX_FACE_VALUE = 100000;

export default {
  resource: "recycleCard",
  validate: (record) => {
    const values = Array.isArray(record.face_values) ? record.face_values.map(String) : [];
    const bad = values.find((v) => Number(v) > MAX_FACE_VALUE);
    if (bad !== undefined) return `可回收面值“${bad}”不能超过${MAX_FACE_VALUE}`;
    // store them ascending, as plain numbers' text ("100.0" → "100")
    record.face_values = [...new Set(values.map((v) => String(Number(v))))].sort((a, b) => Number(a) - Number(b));
    return null;
  },
  output: async (rows, reach) => {
    const orders = await relatedByValue(reach, "recycleOrder", "card_alias", rows.map((r) => r.alias));
    return (row) => ({ order_count: orders(row.alias).length });
  },
} satisfies ResourceExtension;
