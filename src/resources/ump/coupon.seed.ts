import type { SeedModule, SeedRow } from "../../engine/seed-types";

const FULL_CUT = ["新人专享券", "双十一满减券", "藏品节满减", "周末狂欢券", "会员回馈券", "年货节满减", "开学季满减", "店庆满减券", "春日焕新券", "限时满减券", "无门槛立减券", "老客回购券"];
const DISCOUNT = ["全场8.5折券", "藏品九折券", "限时七折券", "周三会员折扣", "新品尝鲜折扣", "生日专享折扣", "冬季暖心折扣", "盲盒八折券", "文创九五折", "夜场折扣券"];
const EXCHANGE = ["敦煌飞天兑换券", "书签兑换券", "保温杯兑换券", "锦鲤藏品兑换", "徽章兑换券", "台历兑换券", "视频月卡兑换", "瑞兽藏品兑换"];
const EXCHANGE_GOODS = ["go_1_0", "go_2_0", "go_2_1", "go_1_6", "go_2_6", "go_2_7", "go_3_0", "go_1_7"];

/**
 * ~30 coupons of the admin shop: the three types, fixed dates spread from autumn 2026 to
 * spring 2027 (so 未开始 / 进行中 / 已结束 all occur), some valid N days after receipt.
 */
export default {
  resource: "coupon",
  rows: ({ shops, at, addDays, int, pick }) => {
    const base = at(2026, 9, 10, 0);
    const startOf = (i: number) => addDays(base, i * 8);
    const period = (i: number) => {
      const start = startOf(i);
      return { valid_type: 1, start_at: start, end_at: addDays(start, pick([15, 30, 45, 60])), valid_days: null };
    };
    const validity = (i: number) => (i % 4 === 3 ? { valid_type: 2, start_at: null, end_at: null, valid_days: pick([3, 7, 15, 30]) } : period(i));
    const counts = () => {
      const total = pick([100, 200, 500, 1000, 5000]);
      const received = int(0, total);
      return { total, received, used: int(0, received) };
    };
    const scope = (i: number) => (i % 3 === 2 ? { goods_scope: 2, goods_aliases: ["go_1_1", "go_1_2", "go_2_3"].slice(0, 1 + (i % 3)) } : { goods_scope: 1, goods_aliases: null });
    const common = (i: number): SeedRow => ({
      shop_alias: shops.admin, ...validity(i), ...counts(), per_limit: pick([0, 1, 2, 5]), created_at: addDays(at(2026, 8, 20, 9), i * 4.5),
    });
    return [
      ...FULL_CUT.map((name, i) => {
        const threshold = i === 10 ? 0 : pick([50, 99, 100, 199, 299]);
        const amount = threshold === 0 ? 5 : Math.max(5, Math.round(threshold * pick([0.1, 0.2, 0.3])));
        const ended = i === 4 ? { ended_at: addDays(startOf(i), 5) } : {}; // one ended early by 结束
        return { ...common(i), ...scope(i), ...ended, alias: `cp_1_${i}`, name, type: 1, threshold, amount };
      }),
      ...DISCOUNT.map((name, i) => ({
        ...common(i + 1), ...scope(i), alias: `cp_2_${i}`, name, type: 2, threshold: pick([0, 50, 100]),
        discount: pick([7, 8, 8.5, 9, 9.5]), max_discount: pick([20, 50, 100]),
      })),
      ...EXCHANGE.map((name, i) => ({ ...common(i + 2), alias: `cp_3_${i}`, name, type: 3, threshold: 0, goods_alias: EXCHANGE_GOODS[i] })),
      {
        shop_alias: shops.user, alias: "cp_u_1", name: "厨具满减券", type: 1, threshold: 100, amount: 10, total: 50, received: 3, used: 1,
        per_limit: 1, valid_type: 2, valid_days: 7, goods_scope: 1,
      },
    ];
  },
} satisfies SeedModule;
