import type { SeedModule, SeedRow } from "../../engine/seed-types";
import { fitOccasion } from "./campaign-names.rules";

/** Name, start, length in days, the order threshold of 订单满额 (null: 购买指定商品). */
const GIFTS: [string, string, number, number | null][] = [
  ["五月藏品买赠", "2026-05-01 00:00:00", 30, null],
  ["满99送优惠券", "2026-05-10 00:00:00", 40, 99],
  ["618满199赠藏品", "2026-06-01 00:00:00", 20, 199],
  ["敦煌系列买赠", "2026-06-15 10:00:00", 45, null],
  ["暑期满额赠礼", "2026-07-01 00:00:00", 45, 149],
  ["保温杯买赠活动", "2026-07-20 00:00:00", 30, null],
  ["开学季满额赠", "2026-08-25 00:00:00", 20, 99],
  ["中秋藏品买赠", "2026-09-10 00:00:00", 30, null],
  ["国庆满额赠礼", "2026-09-28 00:00:00", 12, 149],
  ["千里江山图首发赠礼", "2026-10-08 10:00:00", 25, null],
  ["会员日满额礼", "2026-10-15 00:00:00", 45, 99],
  ["双十一满299赠藏品", "2026-11-01 00:00:00", 30, 299],
  ["盲盒加购赠品", "2026-11-05 00:00:00", 40, null],
  ["黑五满额赠", "2026-11-20 00:00:00", 10, 199],
  ["双十二满额礼", "2026-12-08 00:00:00", 7, 129],
  ["圣诞藏品买赠", "2026-12-18 00:00:00", 10, null],
  ["元旦跨年满额赠", "2026-12-28 00:00:00", 8, 99],
  ["年货节买赠", "2027-01-10 00:00:00", 20, null],
  ["春节红包满额赠", "2027-01-28 00:00:00", 15, 88],
  ["新春限定藏品赠礼", "2027-02-10 00:00:00", 14, null],
];

/** Coupons that never end by date (valid N days after receipt), fit to be given away. */
const COUPONS = ["cp_1_3", "cp_1_7", "cp_1_11", "cp_2_2", "cp_2_6"];

/** 20 gift activities of the admin shop (ended, running, upcoming), one of the user shop. */
export default {
  resource: "gift",
  rows: ({ shops, ref, int, pick, addDays, date, past }) => {
    const goods = ref("goods").filter((g) => g.shop_alias === shops.admin && g.status === 1);
    const collectibles = goods.filter((g) => g.type === 1);
    const gifts = (i: number) => {
      const kinds = i % 3;
      const collectible = { type: 1, goods_alias: pick(collectibles).alias, num: 1 };
      const coupon = { type: 2, coupon_alias: pick(COUPONS), num: pick([1, 1, 2]) };
      const lines = kinds === 0 ? [collectible] : kinds === 1 ? [coupon] : [collectible, coupon];
      return lines.map((l) => ({ ...l, alias: "goods_alias" in l ? l.goods_alias : l.coupon_alias }));
    };
    const condition = (threshold: number | null) => {
      if (threshold !== null) return { condition_type: 2, threshold, goods_aliases: null };
      const first = int(0, goods.length - 6);
      return { condition_type: 1, threshold: null, goods_aliases: goods.slice(first, first + int(4, 6)).map((g) => g.alias) };
    };
    const rows: SeedRow[] = GIFTS.map(([name, written, days, threshold], i) => {
      const start = date(written);
      const end = addDays(start, days);
      return {
        shop_alias: shops.admin,
        alias: `gf_${i + 1}`,
        // the occasion its dates fall in on this clock (the written calendar moves: decision 0020)
        name: fitOccasion(name, start, end),
        start_at: start,
        end_at: end,
        ...condition(threshold),
        gifts: gifts(i),
        stock: pick([100, 200, 300, 500, 1000]),
        per_limit: pick([1, 1, 1, 2, 0]),
        // 国庆满额赠礼 ran out of its budget and was ended by hand
        ended_at: i === 8 ? date("2026-10-04 20:00:00") : null,
        created_at: past(addDays(start, -int(2, 9))),
      };
    });
    rows.push({
      shop_alias: shops.user, alias: "gf_u_1", name: "买汤锅送券", start_at: date("2026-10-20 00:00:00"), end_at: date("2026-12-31 23:59:59"),
      condition_type: 1, goods_aliases: ["go_u_1"], threshold: null, gifts: [{ type: 2, coupon_alias: "cp_u_1", num: 1, alias: "cp_u_1" }],
      stock: 50, per_limit: 1, ended_at: null, created_at: date("2026-10-18 10:00:00"),
    });
    return rows;
  },
} satisfies SeedModule;
