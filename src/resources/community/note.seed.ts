import type { SeedModule } from "../../engine/seed-types";

/** [title, topic tag, linked goods (goods.seed.ts aliases)] of the admin shop's notes. */
const NOTES: [string, string, string[]][] = [
  ["敦煌飞天藏品开箱：每一帧都是壁画的呼吸", "开箱", ["go_1_0"]],
  ["新手必看：数字藏品的链上存证到底是什么", "新手指南", []],
  ["千里江山图藏品细节解读，青绿山水太绝了", "藏品解读", ["go_1_1"]],
  ["赛博神兽隐藏款抽中了！分享一下我的心得", "晒单", ["go_1_2"]],
  ["青花瓷韵系列：把宋瓷之美装进手机里", "藏品解读", ["go_1_3"]],
  ["星河漫游者限量发售时间表与预约攻略", "发售日历", ["go_1_4"]],
  ["水墨锦鲤藏品的动态效果是怎么做出来的", "幕后故事", ["go_1_5"]],
  ["机甲悟空 3D 模型制作幕后：建模师的 40 天", "幕后故事", ["go_1_6"]],
  ["故宫瑞兽系列全收集，附各瑞兽寓意", "收藏展示", ["go_1_7"]],
  ["山海经·白泽：神兽传说与藏品设计", "藏品解读", ["go_1_8"]],
  ["长安十二时辰藏品上线，一起穿越回大唐", "新品上线", ["go_1_9"]],
  ["如何查看自己藏品的链上哈希与编号", "新手指南", []],
  ["实名认证失败怎么办？常见原因汇总", "新手指南", []],
  ["数字藏品可以转赠吗？平台规则说明", "平台规则", []],
  ["我的藏品墙布置：从 1 件到 50 件的三年", "收藏展示", ["go_1_0", "go_1_3"]],
  ["故宫文创书签实物到手，做工比想象中精致", "晒单", ["go_2_0"]],
  ["星空保温杯 + 星河漫游者，浪漫组合推荐", "好物推荐", ["go_2_1", "go_1_4"]],
  ["手作陶瓷杯开窑记：每一只都独一无二", "幕后故事", ["go_2_2"]],
  ["国潮帆布包搭配指南，通勤也能很出片", "好物推荐", ["go_2_3"]],
  ["香薰蜡烛礼盒测评：四种香型谁最好闻", "好物推荐", ["go_2_4"]],
  ["亚克力立牌的正确摆放姿势", "收藏展示", ["go_2_5"]],
  ["限定版徽章发售回顾：3 分钟售罄的秘密", "发售日历", ["go_2_6"]],
  ["2027 复古台历预售开启，附每月插画预览", "新品上线", ["go_2_7"]],
  ["视频月卡使用教程：兑换到账只需 1 分钟", "使用教程", ["go_3_0"]],
  ["音乐季卡兑换常见问题", "使用教程", ["go_3_1"]],
  ["藏品合成玩法上线：三张普通卡合成一张稀有卡", "活动公告", []],
  ["中秋月夜藏品空投活动规则", "活动公告", []],
  ["双十一藏品节预告：五大系列同步返场", "活动公告", ["go_1_1", "go_1_2"]],
  ["藏家访谈：一位 00 后的国风收藏之路", "藏家故事", []],
  ["藏家访谈：把数字藏品做成毕业设计", "藏家故事", ["go_1_5"]],
  ["防骗提醒：平台不会私信要求你线下交易", "平台规则", []],
  ["藏品发行量怎么看？稀缺度入门", "新手指南", []],
  ["水墨锦鲤动态壁纸设置教程", "使用教程", ["go_1_5"]],
  ["敦煌研究院联名系列幕后：色彩是怎么复原的", "幕后故事", ["go_1_0"]],
  ["盲盒隐藏款概率公示说明", "平台规则", []],
  ["新年限定藏品征集：你的设计可能被发行", "活动公告", []],
  ["周末藏品市场观察：哪些系列最受欢迎", "市场观察", ["go_1_2", "go_1_6"]],
  ["藏品收藏证书怎么下载与打印", "使用教程", []],
  ["2027 春节系列发售方案", "发售日历", []],
  ["旧版藏品转赠规则说明", "平台规则", []],
];
/** Notes still being written (草稿) and ones taken down (已下架), besides every 13th / 11th. */
const DRAFTS = new Set(["2027 春节系列发售方案"]);
const TAKEN_DOWN = new Set(["旧版藏品转赠规则说明"]);

const OPENINGS = [
  "最近在社区里被问得最多的，就是这个话题。",
  "作为一个入坑两年的藏家，想认真聊聊这件事。",
  "这次的内容有点长，建议先收藏再慢慢看。",
  "官方整理了大家反馈最多的问题，一次说清楚。",
];
const POINTS = [
  "每件藏品都有唯一的链上编号，可以在“我的藏品”里查看",
  "限量发行意味着售罄后不会加印，请理性收藏",
  "画面采用 4K 分辨率制作，放大后细节依然清晰",
  "购买前请先完成实名认证，未实名的账号无法下单",
  "藏品支持在 App 内设置为动态壁纸",
  "实物商品与数字藏品可以一起下单，分开发货",
  "活动期间每人限购 2 份，先到先得",
  "如有疑问可在社区私信客服，工作日 9:00-21:00 在线",
];

/** An injection attempt (as pasted from an untrusted editor): the screens must render it inert. */
const UNSAFE_CONTENT =
  '<p>转发抽奖规则见下方图片。</p><img src="x" onerror="alert(\'xss\')"><script>alert("xss")</script>' +
  '<p><a href="javascript:alert(1)">点击领取</a>，活动解释权归本店所有。</p>';

/** 40 notes of the admin shop (published, a few drafts and taken-down ones), 2 of the user shop. */
export default {
  resource: "note",
  rows: ({ shops, at, addDays, int, pick, random, picture, ref }) => {
    // a note about goods shows the goods' picture; the others a poster of their title
    const covers = new Map(ref("goods").map((g) => [String(g.alias), String(g.cover)]));
    const coverOf = (title: string, goods: string[]) => covers.get(goods[0] ?? "") ?? picture("poster", title);
    const base = at(2026, 6, 1, 9, 30);
    const content = (title: string, i: number): string => {
      const points = [pick(POINTS), pick(POINTS), pick(POINTS)].filter((p, k, all) => all.indexOf(p) === k);
      return (
        `<p>${pick(OPENINGS)}</p><h2>${title}</h2>` +
        `<ul>${points.map((p) => `<li>${p}</li>`).join("")}</ul>` +
        (i % 3 === 0 ? "<blockquote>收藏有风险，请理性消费，勿炒作。</blockquote>" : "") +
        `<p>以上内容由<strong>店铺运营</strong>整理，欢迎在评论区交流。</p>`
      );
    };
    const rows = NOTES.map(([title, tag, goods], i) => {
      const status = DRAFTS.has(title) ? 2 : TAKEN_DOWN.has(title) ? 3 : i % 13 === 5 ? 3 : i % 11 === 7 ? 2 : 1;
      const views = status === 2 ? 0 : int(120, 18_000);
      return {
        shop_alias: shops.admin,
        title,
        cover: coverOf(title, goods),
        content: i === 26 ? UNSAFE_CONTENT : content(title, i),
        tags: random() < 0.4 ? [tag, pick(["数字藏品", "国潮", "收藏", "文创"])] : [tag],
        goods_aliases: goods,
        status,
        views,
        likes: status === 2 ? 0 : Math.floor(views * (0.02 + random() * 0.08)),
        created_at: addDays(base, i * 4 + random()),
      };
    });
    return [
      ...rows,
      { shop_alias: shops.user, title: "厨房好物推荐：不锈钢汤锅使用心得", cover: coverOf("厨房好物推荐", ["go_u_1"]),
        content: "<p>导热均匀，炖汤不粘底。</p>", tags: ["好物推荐"], goods_aliases: ["go_u_1"], status: 1, views: 86, likes: 5 },
      { shop_alias: shops.user, title: "本周到店自提时间调整", cover: "", content: "<p>周日自提时间调整为 10:00-18:00。</p>",
        tags: ["公告"], goods_aliases: [], status: 2, views: 0, likes: 0 },
    ];
  },
} satisfies SeedModule;
