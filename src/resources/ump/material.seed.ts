import type { SeedModule, SeedRow } from "../../engine/seed-types";

const GOODS = ["敦煌飞天主图", "千里江山图主图", "赛博神兽主图", "青花瓷韵主图", "星河漫游者主图", "水墨锦鲤主图", "机甲悟空主图", "故宫瑞兽主图", "白泽细节图", "书签实拍图", "保温杯实拍图", "陶瓷杯实拍图"];
const POSTERS = ["双十一海报", "藏品节主视觉", "新人礼海报", "中秋活动海报", "年货节横幅", "会员日海报", "开学季海报", "周年庆海报", "限时折扣横幅", "抽奖活动海报"];
const DECOR = ["店铺招牌", "首页轮播一", "首页轮播二", "分类入口图标", "品牌故事配图", "客服二维码", "店铺Logo", "导航背景"];
const LOOSE = ["随手拍一", "随手拍二", "待整理截图", "直播封面", "包装设计稿", "门店照片"];
/**
 * Seeded videos need a real file to play, served by the app itself so the demo works offline
 * (public/demo/: a 3-second clip recorded from a canvas); uploads get their own URL.
 */
const CLIPS = ["/demo/sample-video.webm"];
const VIDEOS = ["藏品开箱视频", "新品上架短片", "店铺宣传片", "直播精彩回放"];

/**
 * ~40 materials of the admin shop in its four groups (some 未分组), images drawn like the
 * goods covers (ctx.picture: 主图 of 藏品 framed, 实拍 as products, the rest as posters) with
 * realistic file sizes, four videos; a few of the user shop.
 */
export default {
  resource: "material",
  rows: ({ shops, at, addDays, int, picture }) => {
    const kindOf = (name: string) => (/实拍|设计稿/.test(name) ? "goods" : /主图|细节图/.test(name) ? "collectible" : "poster");
    const base = at(2026, 2, 3, 9, 30);
    let n = 0;
    const image = (name: string, group: string): SeedRow => ({
      shop_alias: shops.admin, alias: `mt_${(n += 1)}`, name, type: "image", url: picture(kindOf(name), name),
      size: int(60, 4800) * 1024 + int(0, 1023), group_alias: group, created_at: addDays(base, n * 1.3),
    });
    const video = (name: string, i: number): SeedRow => ({
      shop_alias: shops.admin, alias: `mt_${(n += 1)}`, name, type: "video", url: CLIPS[i % CLIPS.length],
      size: int(6, 48) * 1024 * 1024 + int(0, 1024 * 1023), group_alias: i === 3 ? "" : "mg_video", created_at: addDays(base, n * 1.3),
    });
    return [
      ...GOODS.map((name) => image(name, "mg_goods")),
      ...POSTERS.map((name) => image(name, "mg_poster")),
      ...DECOR.map((name) => image(name, "mg_decor")),
      ...LOOSE.map((name) => image(name, "")),
      ...VIDEOS.map(video),
      { shop_alias: shops.user, alias: "mt_u_1", name: "汤锅实拍", type: "image", url: picture("goods", "汤锅实拍"), size: 356_210, group_alias: "mg_u_goods" },
      { shop_alias: shops.user, alias: "mt_u_2", name: "门头照片", type: "image", url: picture("poster", "门头照片"), size: 802_115, group_alias: "" },
    ];
  },
} satisfies SeedModule;
