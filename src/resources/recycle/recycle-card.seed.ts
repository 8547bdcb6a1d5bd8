import type { SeedModule } from "../../engine/seed-types";

/** [alias, name, brand, face values, discount rate, status, description] */
type CardSeed = [string, string, string, number[], number, 1 | 2, string];

/** Gift cards a Chinese recycling desk commonly buys back, at typical market discounts. */
export const RECYCLE_CARDS: CardSeed[] = [
  ["rc_jd", "京东E卡", "京东", [50, 100, 200, 500, 1000], 0.92, 1, "支持电子卡与实体卡，卡密需未绑定、未使用。"],
  ["rc_ctrip", "携程任我行", "携程", [100, 200, 500, 1000], 0.88, 1, "仅回收未过期的任我行礼品卡，需提供卡号与密码。"],
  ["rc_walmart", "沃尔玛购物卡", "沃尔玛", [100, 200, 500, 1000], 0.85, 1, "沃尔玛、山姆通用卡均可回收，已挂失的卡不收。"],
  ["rc_apple", "苹果App Store充值卡", "Apple", [50, 100, 200, 500], 0.8, 1, "仅限中国区充值卡，兑换代码为 16 位字母数字。"],
  ["rc_tmall", "天猫超市卡", "天猫", [50, 100, 200, 500], 0.9, 1, "享卡（电子卡）与实体卡均可，余额需与面值一致。"],
  ["rc_sinopec", "中石化加油卡", "中国石化", [100, 500, 1000], 0.95, 1, "仅回收不记名加油卡，需卡片未圈存。"],
  ["rc_starbucks", "星巴克星礼卡", "星巴克", [100, 200, 300], 0.78, 1, "电子星礼卡需未绑定至任何账户。"],
  ["rc_carrefour", "家乐福购物卡", "家乐福", [100, 200, 500], 0.7, 2, "因门店调整暂停回收。"],
];

/** 8 card types of the admin shop, 1 of the user shop. */
export default {
  resource: "recycleCard",
  rows: ({ shops, at }) => [
    ...RECYCLE_CARDS.map(([alias, name, brand, values, rate, status, description], i) => ({
      shop_alias: shops.admin, alias, name, brand, face_values: values.map(String), discount_rate: rate,
      status, sort: (i + 1) * 10, description, created_at: at(2026, 3, 2 + i, 10),
    })),
    {
      shop_alias: shops.user, alias: "rc_u_jd", name: "京东E卡", brand: "京东", face_values: ["100", "200"],
      discount_rate: 0.9, status: 1, sort: 10, description: "", created_at: at(2026, 9, 6, 10),
    },
  ],
} satisfies SeedModule;
