import type { SeedModule } from "../../engine/seed-types";
import { fitOccasion } from "./campaign-names.rules";

type Goods = Readonly<Record<string, unknown>>;
const collectible = (g: Goods) => g.type === 1;
const physical = (g: Goods) => g.type === 2;
const any = () => true;
const named = (word: string) => (g: Goods) => String(g.name).includes(word);

/**
 * Name, start, length in days, which goods (a name that says 藏品 / 文创 / 保温杯 holds them):
 * ended, running and upcoming discounts around late 2026.
 */
const DISCOUNTS: [string, string, number, (g: Goods) => boolean][] = [
  ["开学季文创特惠", "2026-08-25 10:00:00", 10, (g) => g.category_alias === "ca_culture"],
  ["中秋藏品限时折", "2026-09-20 00:00:00", 12, collectible],
  ["国庆黄金周秒杀", "2026-10-01 00:00:00", 7, any],
  ["重阳敬老特价", "2026-10-18 09:00:00", 3, physical],
  ["万圣夜藏品特惠", "2026-10-29 18:00:00", 4, collectible],
  ["双十一预售折扣", "2026-11-01 00:00:00", 11, any],
  ["藏品限时闪购", "2026-11-14 10:00:00", 2, collectible],
  ["新品尝鲜价", "2026-11-16 00:00:00", 14, any],
  ["感恩节暖心价", "2026-11-20 00:00:00", 10, physical],
  ["黑五限时直降", "2026-11-22 00:00:00", 6, any],
  ["冬季保温杯专场", "2026-11-10 00:00:00", 40, named("保温杯")],
  ["双十二预热", "2026-12-05 00:00:00", 8, any],
  ["双十二狂欢价", "2026-12-12 00:00:00", 1, any],
  ["圣诞礼物季", "2026-12-20 00:00:00", 6, physical],
  ["元旦跨年特惠", "2026-12-30 00:00:00", 5, any],
  ["年货节台历特惠", "2027-01-10 00:00:00", 15, named("台历")],
];

/** 16 discounts of the admin shop with 1-4 of the goods their names say at 60-90 % of their price, one of the user shop. */
export default {
  resource: "goodsDiscount",
  rows: ({ shops, ref, int, pick, addDays, date, past }) => {
    const goods = ref("goods").filter((g) => g.shop_alias === shops.admin);
    const lines = (fits: (g: Goods) => boolean) => {
      const fitting = goods.filter(fits);
      const count = Math.min(fitting.length, int(1, 4));
      const start = int(0, Math.max(0, fitting.length - count));
      return fitting.slice(start, start + count).map((g) => ({
        goods_alias: g.alias,
        discount_price: Math.floor(Number(g.price) * pick([0.6, 0.7, 0.75, 0.8, 0.85, 0.9]) * 10) / 10,
      }));
    };
    return [
      ...DISCOUNTS.map(([name, written, days, fits], i) => {
        const start = date(written);
        const end = addDays(start, days);
        return {
          shop_alias: shops.admin,
          alias: `gd_${i + 1}`,
          // the occasion its dates fall in on this clock (the written calendar moves: decision 0020)
          name: fitOccasion(name, start, end),
          start_at: start,
          end_at: end,
          goods: lines(fits),
          per_limit: pick([0, 0, 1, 2, 5]),
          // 国庆秒杀 sold out early and was ended by hand
          ended_at: i === 2 ? date("2026-10-03 12:00:00") : null,
          created_at: past(addDays(start, -int(3, 10))),
        };
      }),
      {
        shop_alias: shops.user, alias: "gd_u_1", name: "汤锅周末特价", start_at: date("2026-11-21 00:00:00"), end_at: date("2026-11-29 23:59:59"),
        goods: [{ goods_alias: "go_u_1", discount_price: 69 }], per_limit: 1, ended_at: null, created_at: date("2026-11-18 10:00:00"),
      },
    ];
  },
} satisfies SeedModule;
