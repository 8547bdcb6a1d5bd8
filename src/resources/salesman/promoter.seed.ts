import type { SeedModule } from "../../engine/seed-types";

const SURNAMES = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高";
const NICKNAMES = [
  "小鹿乱撞", "橘子汽水", "星空漫游者", "阿杰的收藏馆", "木木夕", "收藏家老周", "一只胖虎", "晴天娃娃", "潮玩小铺",
  "敦煌迷妹", "盲盒猎人", "青柠薄荷", "大圣归来", "锦鲤本鲤", "奶茶续命", "夜航船", "山海有灵", "国潮少年",
  "慢慢生活家", "追光者", "海盐芝士", "北岛来信", "白泽守护者", "七月流火", "南风知我意", "云中书", "拾光小馆",
  "桃桃乌龙", "一颗柠檬", "墨染青衣", "江南烟雨", "小狐狸", "萌新藏家", "喵星来客", "月下独酌", "好物分享官",
  "阿May种草", "宝藏女孩", "数码控小张", "稻香老农",
];
const APPLY_NOTES = ["朋友圈有不少藏品爱好者", "运营一个 500 人的收藏交流群", "小红书博主，粉丝 2 万", "想给身边朋友推荐", "", "宝妈群群主"];
const REJECT_REASONS = ["资料不完整", "账号存在违规记录", "申请说明与实际不符"];
const COLORS = ["#F77234", "#165DFF", "#722ED1", "#00B42A", "#F53F3F", "#14C9C9", "#FF7D00"];

/**
 * 40 promoters of the admin shop (6 待审核 applications from the last days, 28 已通过,
 * 3 已拒绝, 3 已清退) and 3 of the user shop. Aliases are fixed: customers refer to them.
 */
export default {
  resource: "salesmanPromoter",
  rows: ({ shops, at, addDays, int, pick, random, badge, now, daysAgo }) => {
    const status = (i: number) => (i < 6 ? 1 : i < 34 ? 2 : i < 37 ? 3 : 4);
    const make = (shop: string, prefix: string, i: number, nickname: string, created: string, st: number) => {
      const audited = st === 1 ? null : addDays(created, Math.min(0.5 + random() * 1.5, daysAgo(created)));
      return {
        shop_alias: shop,
        alias: `${prefix}${String(i + 1).padStart(2, "0")}`,
        avatar: badge(nickname.slice(0, 1), pick(COLORS)),
        nickname,
        mobile: `1${pick(["38", "39", "58", "86", "77", "35"])}${String(int(0, 99_999_999)).padStart(8, "0")}`,
        invite_code: `${pick(["SX", "TG", "FX"])}${int(100000, 999999)}`,
        apply_note: pick(APPLY_NOTES) || `${SURNAMES.charAt(int(0, SURNAMES.length - 1))}先生推荐`,
        status: st,
        reject_reason: st === 3 ? pick(REJECT_REASONS) : null,
        audited_at: audited,
        // cleared promoters worked for a while first
        cleared_at: st === 4 && audited ? addDays(audited, Math.min(60 + int(0, 40), daysAgo(audited) * (0.5 + random() * 0.4))) : null,
        created_at: created,
      };
    };
    const admin = NICKNAMES.map((name, i) => {
      const st = status(i);
      // the applications of the last ten days wait for 审核
      const created = st === 1 ? addDays(now, -(i * 1.7 + random())) : addDays(at(2026, 5, 18, 10), (i - 6) * 4.6 + random() * 2);
      return make(shops.admin, "sp_", i, name, created, st);
    });
    const user = ["好邻居小林", "社区团长阿芳", "周末市集"].map((name, i) =>
      make(shops.user, "sp_u_", i, name, addDays(at(2026, 9, 8, 10), i * 9), i === 2 ? 1 : 2));
    return [...admin, ...user];
  },
} satisfies SeedModule;
