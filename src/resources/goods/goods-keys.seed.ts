import type { SeedModule } from "../../engine/seed-types";

/** Card keys of the 卡密 goods (go_3_*): unsold, sold and void ones. */
export default {
  resource: "goodsKeys",
  rows: ({ shops, at, addDays, int }) =>
    [0, 1, 2, 3].flatMap((g) =>
      Array.from({ length: 12 + g * 3 }, (_, i) => {
        const status = i % 5 === 0 ? 2 : i % 11 === 10 ? 3 : 1;
        const created = addDays(at(2026, 3, 1, 9), g * 2 + i * 0.1);
        return {
          shop_alias: shops.admin,
          goods_alias: `go_3_${g}`,
          card_no: `NO${g}${String(i + 1).padStart(5, "0")}`,
          card_secret: `K${g}${int(1000, 9999)}-${int(1000, 9999)}-${String(i).padStart(4, "0")}`,
          status,
          order_sn: status === 2 ? `SN2026030${g}${String(i).padStart(6, "0")}` : "",
          created_at: created,
          sold_at: status === 2 ? addDays(created, 3) : "",
        };
      }),
    ),
} satisfies SeedModule;
