import type { SeedModule } from "../../engine/seed-types";

const ADJECTIVES = ["快乐的", "安静的", "追风的", "爱吃鱼的", "夜行的", "会飞的", "认真的", "慢半拍的", "元气", "佛系", "热爱收藏的", "不睡觉的", "温柔的", "迷路的"];
const NOUNS = ["小熊", "橘猫", "旅人", "收藏家", "少年", "鲸鱼", "柴犬", "星星", "月亮", "阿飞", "小鹿", "考拉", "程序员", "画师", "咸鱼"];
const PREFIXES = ["138", "139", "136", "137", "150", "151", "158", "159", "186", "187", "188", "177", "199", "131", "132"];
const COLORS = ["#165DFF", "#722ED1", "#F77234", "#00B42A", "#F53F3F", "#14C9C9", "#FF7D00", "#3491FA"];

/** 260 members of the admin shop (enough to page and to buy the seeded orders), 12 of the user shop. */
export default {
  resource: "member",
  rows: ({ shops, at, addDays, int, pick, random, badge, now, daysAgo }) => {
    const make = (shop: string, i: number, since: string) => {
      const nickname = `${pick(ADJECTIVES)}${pick(NOUNS)}${random() < 0.3 ? int(1, 99) : ""}`;
      const created = addDays(since, i * 1.1 + random());
      return {
        shop_alias: shop,
        alias: shop === shops.admin ? `mb_${String(i + 1).padStart(4, "0")}` : `mb_u_${i + 1}`,
        nickname,
        avatar: badge(nickname.slice(0, 1), pick(COLORS)),
        mobile: `${pick(PREFIXES)}${String(int(0, 99_999_999)).padStart(8, "0")}`,
        real_name_status: random() < 0.7 ? 1 : 2,
        source: pick(["app", "app", "h5", "mini", "mini"]),
        collection_count: random() < 0.25 ? 0 : int(1, 120),
        status: random() < 0.04 ? 2 : 1,
        created_at: created,
        // within 20 days of joining, never after now
        last_login_at: addDays(created, random() * Math.min(20, daysAgo(created))),
      };
    };
    return [
      // the admin shop's members joined up to now (a few today)
      ...Array.from({ length: 260 }, (_, i) => make(shops.admin, i, addDays(now, -260 * 1.1))),
      ...Array.from({ length: 12 }, (_, i) => make(shops.user, i, at(2026, 9, 5, 9))),
    ];
  },
} satisfies SeedModule;
