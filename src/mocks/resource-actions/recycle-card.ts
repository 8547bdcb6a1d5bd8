import type { ResourceExtension } from "../resources";

/**
 * 回收卡种: the face values must be amounts (they are typed as tags), kept sorted and
 * without repeats; `order_count` counts the card's recycle orders. Deleting a card with
 * orders is refused by the generated delete (the orders refer to it).
 */
const AMOUNT = /^\d{1,6}(\.\d{1,2})?$/;

export default {
  resource: "recycleCard",
  validate: (record) => {
    const values = Array.isArray(record.face_values) ? record.face_values.map(String) : [];
    const bad = values.find((v) => !AMOUNT.test(v) || Number(v) <= 0 || Number(v) > 100000);
    if (bad !== undefined) return `可回收面值“${bad}”不是有效金额（大于0、最多两位小数、不超过100000）`;
    // store them ascending, as plain numbers' text ("100.0" → "100")
    record.face_values = [...new Set(values.map((v) => String(Number(v))))].sort((a, b) => Number(a) - Number(b));
    return null;
  },
  output: (row, db) => ({
    order_count: (db.records.recycleOrder ?? []).filter((o) => o.card_alias === row.alias && o.shop_alias === row.shop_alias).length,
  }),
} satisfies ResourceExtension;
