import type { SeedModule, SeedRow } from "../../engine/seed-types";
import { isSale } from "../order/order.rules";

/**
 * Card keys of the 卡密 goods (decision 0026): one key per unit of each paid order of the
 * goods, sold when the order was paid (已作废 when the order was refunded), imported some days
 * before; then the unsold keys in stock (none for a goods item off sale) and a few voided ones.
 */
export default {
  resource: "goodsKeys",
  rows: ({ shops, ref, addDays, int, random, now }) => {
    const orders = ref("order").filter((o) => o.paid_at);
    return ref("goods")
      .filter((g) => g.shop_alias === shops.admin && g.type === 3)
      .flatMap((g, gi) => {
        const rows: SeedRow[] = [];
        const key = (created: string, status: number, order_sn: string, sold_at: string) => {
          const n = rows.length;
          rows.push({
            shop_alias: shops.admin,
            goods_alias: g.alias,
            card_no: `NO${gi}${String(n + 1).padStart(5, "0")}`,
            card_secret: `K${gi}${int(1000, 9999)}-${int(1000, 9999)}-${String(n).padStart(4, "0")}`,
            status,
            order_sn,
            created_at: created,
            sold_at,
          });
        };
        const since = String(g.created_at);
        for (const o of orders) {
          const line = (o.items as { goods_alias: string; num: number }[]).find((it) => it.goods_alias === g.alias);
          if (!line) continue;
          const paid = String(o.paid_at);
          const imported = addDays(paid, -int(1, 20) - random());
          for (let k = 0; k < line.num; k += 1) key(imported < since ? since : imported, isSale(o) ? 2 : 3, String(o.order_sn), paid);
        }
        const stocked = g.status === 1 ? int(8, 20) : 0;
        for (let k = 0; k < stocked + 2; k += 1) key(addDays(now, -int(1, 30) - random()), k < stocked ? 1 : 3, "", "");
        return rows;
      });
  },
} satisfies SeedModule;
