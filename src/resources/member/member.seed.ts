import type { SeedModule } from "../../engine/seed-types";

const ADJECTIVES = ["快乐的", "安静的", "追风的", "爱吃鱼的", "夜行的", "会飞的", "认真的", "慢半拍的", "元气", "佛系", "热爱收藏的", "不睡觉的", "温柔的", "迷路的"];
const NOUNS = ["小熊", "橘猫", "旅人", "收藏家", "少年", "鲸鱼", "柴犬", "星星", "月亮", "阿飞", "小鹿", "考拉", "程序员", "画师", "咸鱼"];
/** Nicknames people pick for themselves (besides adjective + noun ones). */
const HANDLES = [
  "橘子汽水", "木木夕", "晴天娃娃", "青柠薄荷", "夜航船", "南风知我意", "海盐芝士", "北岛来信", "七月流火", "云中书",
  "桃桃乌龙", "墨染青衣", "江南烟雨", "月下独酌", "拾光者", "一颗柠檬", "稻香", "Coco", "Leo", "Momo", "Aurora", "Kiki",
  "山川异域", "半夏微凉", "陈年旧事", "星河滚烫", "人间理想", "蓝莓冰沙", "白开水", "慢慢来", "草莓味的云", "风起时",
];
const SYLLABLES = "安宁晨辰帆浩嘉静可乐林琳明木楠琪然若诗书婷童溪潇雪阳瑶一逸悠雨元知之舟";
const PREFIXES = ["138", "139", "136", "137", "150", "151", "158", "159", "186", "187", "188", "177", "199", "131", "132"];
const COLORS = ["#165DFF", "#722ED1", "#F77234", "#00B42A", "#F53F3F", "#14C9C9", "#FF7D00", "#3491FA"];

/** 260 members of the admin shop (enough to page and to buy the seeded orders), 12 of the user shop. */
export default {
  resource: "member",
  rows: ({ shops, at, addDays, int, pick, random, badge, now, daysAgo }) => {
    const taken = new Set<string>();
    const syllable = () => SYLLABLES.charAt(int(0, SYLLABLES.length - 1));
    // adjective + noun, a chosen handle, or 小 / 阿 + a given name: never twice, never with digits
    const nextNickname = (): string => {
      for (;;) {
        const roll = random();
        const name = roll < 0.45 ? `${pick(ADJECTIVES)}${pick(NOUNS)}` : roll < 0.65 ? pick(HANDLES) : `${pick(["小", "阿", ""])}${syllable()}${syllable()}`;
        if (!taken.has(name)) {
          taken.add(name);
          return name;
        }
      }
    };
    const make = (shop: string, i: number, since: string) => {
      const nickname = nextNickname();
      const created = addDays(since, i * 1.1 + random());
      return {
        shop_alias: shop,
        alias: shop === shops.admin ? `mb_${String(i + 1).padStart(4, "0")}` : `mb_u_${i + 1}`,
        nickname,
        avatar: badge(nickname.slice(0, 1), pick(COLORS)),
        mobile: `${pick(PREFIXES)}${String(int(0, 99_999_999)).padStart(8, "0")}`,
        real_name_status: random() < 0.7 ? 1 : 2,
        source: pick(["app", "app", "h5", "mini", "mini"]),
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
