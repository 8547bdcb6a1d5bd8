import { parseShopTime } from "../../engine/shop-clock";
import type { SeedModule, SeedRow } from "../../engine/seed-types";
import { byRegistration, registeredBefore } from "../order/order-history.rules";
import { claimableAt } from "./coupon.rules";
import { fitOccasion } from "./campaign-names.rules";

const FULL_CUT = ["新人专享券", "双十一满减券", "藏品节满减", "周末狂欢券", "会员回馈券", "年货节满减", "开学季满减", "店庆满减券", "春日焕新券", "限时满减券", "无门槛立减券", "老客回购券"];
/** [name, 折]: a name that says a 折 holds that 折 (issue 23). */
const DISCOUNT: [string, number][] = [
  ["全场8.5折券", 8.5], ["藏品九折券", 9], ["限时七折券", 7], ["周三会员折扣", 8.8], ["新品尝鲜折扣", 9],
  ["生日专享折扣", 8], ["冬季暖心折扣", 9.5], ["盲盒八折券", 8], ["文创九五折", 9.5], ["夜场折扣券", 8.5],
];
/** [name, the goods it is exchanged for] (goods.seed.ts aliases: go_<type>_<index>) */
const EXCHANGE: [string, string][] = [
  ["敦煌飞天兑换券", "go_1_0"], ["书签兑换券", "go_2_0"], ["保温杯兑换券", "go_2_1"], ["锦鲤藏品兑换", "go_1_5"],
  ["徽章兑换券", "go_2_6"], ["台历兑换券", "go_2_7"], ["视频月卡兑换", "go_3_0"], ["瑞兽藏品兑换", "go_1_7"],
];

/**
 * ~30 coupons of the admin shop: the three types, fixed dates spread from autumn 2026 to
 * spring 2027 (so 未开始 / 进行中 / 已结束 all occur), some valid N days after receipt.
 * `claims` are the members' 领取 (after they registered, while the coupon could be claimed,
 * within 每人限领 and 发放总量); 已领取 counts them and 已使用 the paid orders that used one
 * (order.seed.ts), both on read (decision 0026).
 */
export default {
  resource: "coupon",
  rows: ({ shops, at, addDays, int, pick, random, ref, now }) => {
    const base = at(2026, 9, 10, 0);
    const startOf = (i: number) => addDays(base, i * 8);
    const period = (i: number) => {
      const start = startOf(i);
      return { valid_type: 1, start_at: start, end_at: addDays(start, pick([15, 30, 45, 60])), valid_days: null };
    };
    const validity = (i: number) => (i % 4 === 3 ? { valid_type: 2, start_at: null, end_at: null, valid_days: pick([3, 7, 15, 30]) } : period(i));
    const scope = (i: number) => (i % 3 === 2 ? { goods_scope: 2, goods_aliases: ["go_1_1", "go_1_2", "go_2_3"].slice(0, 1 + (i % 3)) } : { goods_scope: 1, goods_aliases: null });
    const common = (i: number): SeedRow => ({
      shop_alias: shops.admin, ...validity(i), total: pick([100, 200, 500, 1000, 5000]), per_limit: pick([0, 1, 2, 5]),
      created_at: addDays(at(2026, 8, 20, 9), i * 4.5),
    });
    const rows: SeedRow[] = [
      ...FULL_CUT.map((name, i) => {
        const threshold = i === 10 ? 0 : pick([50, 99, 100, 199, 299]);
        const amount = threshold === 0 ? 5 : Math.max(5, Math.round(threshold * pick([0.1, 0.2, 0.3])));
        const ended = i === 4 ? { ended_at: addDays(startOf(i), 5) } : {}; // one ended early by 结束
        return { ...common(i), ...scope(i), ...ended, alias: `cp_1_${i}`, name, type: 1, threshold, amount };
      }),
      ...DISCOUNT.map(([name, discount], i) => ({
        ...common(i + 1), ...(name.startsWith("全场") ? { goods_scope: 1, goods_aliases: null } : scope(i)), alias: `cp_2_${i}`, name, type: 2,
        threshold: pick([0, 50, 100]), discount, max_discount: pick([20, 50, 100]),
      })),
      ...EXCHANGE.map(([name, goods], i) => ({ ...common(i + 2), alias: `cp_3_${i}`, name, type: 3, threshold: 0, goods_alias: goods })),
      {
        shop_alias: shops.user, alias: "cp_u_1", name: "厨具满减券", type: 1, threshold: 100, amount: 10, total: 50,
        per_limit: 1, valid_type: 2, valid_days: 7, goods_scope: 1, created_at: at(2026, 10, 12, 10),
      },
    ];
    const members = ref("member");
    // members claim while the coupon can be claimed, each after registering, within the limits
    return rows.map((c) => {
      const open = Number(c.valid_type) === 2 ? String(c.created_at) : String(c.start_at);
      const close = [now, String(c.end_at ?? ""), String(c.ended_at ?? "")].filter(Boolean).sort()[0] ?? now;
      const claims: { member_alias: string; claimed_at: string }[] = [];
      if (open < close) {
        const shopMembers = byRegistration(members.filter((m) => m.shop_alias === c.shop_alias));
        const wanted = Math.min(Number(c.total), c.shop_alias === shops.admin ? int(12, 70) : 3);
        const held = new Map<string, number>();
        const span = (parseShopTime(close).getTime() - parseShopTime(open).getTime()) / 86_400_000;
        for (let k = 0; k < wanted; k += 1) {
          const t = addDays(open, ((k + random()) / wanted) * span);
          const joined = registeredBefore(shopMembers, t);
          const m = joined.length ? pick(joined) : null;
          if (!m || t >= close || !claimableAt(c, t)) continue;
          const had = held.get(String(m.alias)) ?? 0;
          if (Number(c.per_limit) > 0 && had >= Number(c.per_limit)) continue;
          held.set(String(m.alias), had + 1);
          claims.push({ member_alias: String(m.alias), claimed_at: t });
        }
      }
      // the occasion its dates (or, valid after receipt, its creation) fall in on this clock (decision 0020)
      const name = fitOccasion(String(c.name), String(c.start_at ?? c.created_at), String(c.end_at ?? c.created_at));
      return { ...c, name, claims };
    });
  },
} satisfies SeedModule;
