import type { SeedModule } from "../../engine/seed-types";

/** [name, type, target, materials] of the admin shop's exchanges (goods aliases of goods.seed.ts). */
const EXCHANGES: [string, number, string, [string, number][]][] = [
  ["集齐三神兽换白泽", 1, "go_1_8", [["go_1_2", 1], ["go_1_7", 1], ["go_1_6", 1]]],
  ["飞天合成计划", 1, "go_1_0", [["go_1_4", 3]]],
  ["千里江山图合成", 1, "go_1_1", [["go_1_5", 2], ["go_1_3", 1]]],
  ["悟空觉醒兑换", 1, "go_1_6", [["go_1_2", 2]]],
  ["长安夜宴合成", 1, "go_1_9", [["go_1_0", 1], ["go_1_1", 1]]],
  ["锦鲤好运兑换", 1, "go_1_5", [["go_1_4", 2]]],
  ["青花瓷韵合成", 1, "go_1_3", [["go_1_9", 1], ["go_1_5", 1]]],
  ["星河换书签", 2, "go_2_0", [["go_1_4", 1]]],
  ["藏品换保温杯", 2, "go_2_1", [["go_1_2", 2]]],
  ["瑞兽换陶瓷杯", 2, "go_2_2", [["go_1_7", 1]]],
  ["集藏换托特包", 2, "go_2_3", [["go_1_3", 1], ["go_1_5", 1]]],
  ["香薰礼盒兑换", 2, "go_2_4", [["go_1_9", 2]]],
  ["立牌兑换季", 2, "go_2_5", [["go_1_1", 1]]],
  ["限定徽章兑换", 2, "go_2_6", [["go_1_8", 1]]],
  ["新年台历兑换", 2, "go_2_7", [["go_1_0", 1], ["go_1_6", 1]]],
];

/** 15 exchanges from autumn 2026 to early 2027 (so 未开始 / 进行中 / 已结束 all occur); 未开始 ones untouched (decision 0026). */
export default {
  resource: "collection",
  rows: ({ shops, at, addDays, int, pick, past, now, daysAgo }) =>
    EXCHANGES.map(([name, type, target, materials], i) => {
      const start = addDays(at(2026, 9, 10, 10), i * 7);
      const total = pick([50, 100, 200, 500, null]);
      const days = pick([20, 30, 45, 60]);
      // exchanged while it ran (未开始: none), within its total: a share of the days gone by
      const ran = start > now ? 0 : Math.min(1, daysAgo(start) / days);
      const most = Math.floor(Math.min(total ?? 300, 120) * ran);
      return {
        shop_alias: shops.admin,
        alias: `ex_${i}`,
        name,
        type,
        target_goods_alias: target,
        materials: materials.map(([goods_alias, num]) => ({ goods_alias, num })),
        total,
        per_limit: pick([0, 1, 2, 3]),
        start_at: start,
        end_at: addDays(start, days),
        exchanged: int(0, most),
        created_at: past(addDays(start, -3)),
      };
    }),
} satisfies SeedModule;
