import { fitOccasion } from "./campaign-names.rules";
import type { SeedModule } from "../../engine/seed-types";

const DRAWS: [string, number, string, string][] = [
  ["新春锦鲤大抽奖", 2, "2026-01-20 10:00:00", "2026-02-20 23:59:59"],
  ["敦煌飞天盲盒季", 3, "2026-03-01 10:00:00", "2026-03-31 23:59:59"],
  ["五一九宫格狂欢", 1, "2026-04-28 00:00:00", "2026-05-05 23:59:59"],
  ["618 藏品大转盘", 2, "2026-06-01 00:00:00", "2026-06-18 23:59:59"],
  ["七夕限定盲盒", 3, "2026-08-10 10:00:00", "2026-08-20 23:59:59"],
  ["中秋赏月九宫格", 1, "2026-09-20 00:00:00", "2026-10-08 23:59:59"],
  ["会员日幸运转盘", 2, "2026-10-15 00:00:00", "2026-12-31 23:59:59"],
  ["双十一藏品盲盒", 3, "2026-11-01 00:00:00", "2026-12-15 23:59:59"],
  ["星河系列九宫格", 1, "2026-11-10 10:00:00", "2027-01-10 23:59:59"],
  ["双十二预热转盘", 2, "2026-12-05 00:00:00", "2026-12-12 23:59:59"],
  ["元旦跨年盲盒", 3, "2026-12-28 00:00:00", "2027-01-03 23:59:59"],
  ["新年开运九宫格", 1, "2027-01-20 00:00:00", "2027-02-15 23:59:59"],
];

/**
 * A dozen draws of the admin shop over the year (ended, running and upcoming), one of the user
 * shop. 参与人数 is stored (who drew and lost leaves no record); 中奖人数 is counted from the
 * 中奖记录 when read (decision 0026).
 */
export default {
  resource: "draw",
  rows: ({ shops, int, pick, picture, ref, addDays, date, now, past }) => {
    const members = ref("member");
    // members of the shop by the time the draw closed (or now): no one draws before registering
    const joinedBy = (shop: string, until: string) => members.filter((m) => m.shop_alias === shop && String(m.created_at) < until).length;
    const goods = ref("goods").filter((g) => g.shop_alias === shops.admin && g.type === 1);
    const coupons = ref("coupon").filter((c) => c.shop_alias === shops.admin);
    // a prize is called by its goods' or coupon's name when short, else by its rank (as draws do)
    const shortName = (name: unknown, rank: string) => (typeof name === "string" && name.length <= 8 ? name : rank);
    const prizes = () => {
      const first = pick(goods);
      const coupon = coupons.length ? pick(coupons) : null;
      const top = int(1, 5);
      const mid = int(10, 30);
      return [
        { name: shortName(first?.name, "一等奖"), type: 1, goods_alias: first?.alias, stock: int(5, 50), probability: top },
        coupon
          ? { name: shortName(coupon.name, "二等奖"), type: 2, coupon_alias: coupon.alias, stock: int(100, 500), probability: mid }
          : { name: "店铺周边", type: 3, goods_alias: first?.alias, stock: int(20, 80), probability: mid },
        { name: "谢谢参与", type: 4, stock: 9999, probability: 100 - top - mid },
      ];
    };
    return [
      ...DRAWS.map(([writtenName, type, written, writtenEnd], i) => {
        const [start, end] = [date(written), date(writtenEnd)];
        // the occasion its dates fall in on this clock (the written calendar moves: decision 0020)
        const name = fitOccasion(writtenName, start, end);
        const stopped = i === 4 ? date("2026-08-15 18:00:00") : null;
        const closed = [end, now, stopped ?? ""].filter(Boolean).sort()[0] ?? now;
        return {
          shop_alias: shops.admin,
          alias: `dr_${i + 1}`,
          name,
          type,
          cover: picture("poster", name),
          start_at: start,
          end_at: end,
          cost_type: pick([1, 1, 2, 3]),
          chances_per_day: pick([1, 3, 5]),
          prizes: prizes(),
          chances_left: int(0, 20) * 500,
          // who drew: members of the shop by then (draw-record.seed.ts adds the winners); 中奖人数 is counted from the records
          participants: start <= now ? Math.min(int(30, 120), joinedBy(shops.admin, closed)) : 0,
          stopped_at: stopped,
          created_at: past(addDays(start, -7)),
        };
      }),
      {
        shop_alias: shops.user, alias: "dr_u_1", name: "开业幸运转盘", type: 2, cover: picture("poster", "开业幸运转盘"),
        start_at: date("2026-10-01 00:00:00"), end_at: date("2026-12-31 23:59:59"), cost_type: 1, chances_per_day: 1,
        prizes: [{ name: "汤锅", type: 3, goods_alias: "go_u_1", stock: 2, probability: 1 }, { name: "谢谢参与", type: 4, stock: 9999, probability: 99 }],
        chances_left: 0, participants: Math.min(6, joinedBy(shops.user, now)), stopped_at: null,
      },
    ];
  },
} satisfies SeedModule;
