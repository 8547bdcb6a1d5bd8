import type { SeedModule } from "../../engine/seed-types";

/** [name, usage, face value, price, goods of a 兑换卡] */
const TYPES: [string, 1 | 2, number, number, string[] | null][] = [
  ["新春储值卡", 1, 100, 95, null],
  ["藏家尊享储值卡", 1, 500, 480, null],
  ["文创书签兑换卡", 2, 39, 35, ["go_2_0"]],
  ["生日祝福卡", 1, 50, 50, null],
  ["中秋团圆卡", 1, 200, 188, null],
  ["保温杯兑换卡", 2, 99, 89, ["go_2_1", "go_2_2"]],
  ["企业福利卡", 1, 1000, 950, null],
  ["藏品盲盒兑换卡", 2, 129, 119, ["go_1_0", "go_1_1", "go_1_4"]],
  ["会员回馈卡", 1, 30, 28, null],
  ["视频月卡兑换卡", 2, 25, 22.5, ["go_3_0"]],
  ["圣诞惊喜卡", 1, 88, 88, null],
  ["教师节感恩卡", 1, 66, 60, null],
];

/**
 * 12 礼品卡 types of the admin shop (储值卡 and 兑换卡), one 停用. `total` is the size of the
 * first batch (gift-card-batch.seed.ts issues it); the user shop has one small card type.
 */
export default {
  resource: "giftCard",
  rows: ({ shops, at, addDays, pick, picture }) => [
    ...TYPES.map(([name, usage, face, price, goods], i) => ({
      shop_alias: shops.admin,
      alias: `gc_${i + 1}`,
      name,
      cover: picture("card", name),
      usage,
      goods_aliases: goods,
      face_value: face,
      price,
      total: pick([12, 15, 18, 20, 24]),
      valid_days: pick([0, 180, 365, 365, 730]),
      status: name === "会员回馈卡" ? 2 : 1,
      created_at: addDays(at(2026, 3, 2, 10), i * 16),
    })),
    {
      shop_alias: shops.user, alias: "gc_u_1", name: "厨房好物储值卡", usage: 1, goods_aliases: null, face_value: 100, price: 100,
      total: 5, valid_days: 365, status: 1, created_at: at(2026, 9, 10, 10),
    },
  ],
} satisfies SeedModule;
