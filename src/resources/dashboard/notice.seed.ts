import type { SeedModule } from "../../engine/seed-types";

const NOTICES: [string, string, string][] = [
  ["system", "平台系统升级通知", "<p>为提升服务稳定性，平台将于本周日 02:00-04:00 进行系统升级，期间商户后台暂停访问，订单数据不受影响。</p>"],
  ["rule", "《数字藏品发行规范》更新说明", "<p>自下月起，数字藏品<strong>发行量须在上架前确定</strong>，上架后不得增发；请各商户及时调整商品信息。</p><ul><li>禁止二次交易炒作</li><li>需展示藏品权益说明</li></ul>"],
  ["activity", "双十二大促招商开启", "<p>双十二大促报名已开启，报名商品可获得首页会场曝光。报名截止时间：12 月 5 日 24:00。</p>"],
  ["system", "结算周期调整通知", "<p>商户结算周期由 T+7 调整为 <strong>T+3</strong>，资产管理中的待结算金额将更快到账。</p>"],
  ["rule", "售后处理时效要求", "<p>买家发起售后后，商户须在 48 小时内处理，超时将自动同意退款。</p>"],
  ["activity", "新春限定藏品共创征集", "<p>平台联合知名 IP 发起新春限定藏品共创，欢迎有原创能力的商户投稿。</p>"],
  ["system", "新增礼品卡回收功能", "<p>礼品卡回收功能已上线，可在「礼品卡回收」中配置回收卡种与折扣。</p>"],
  ["rule", "关于规范营销活动的公告", "<p>抽奖活动须公示中奖概率，且概率合计为 100%，请检查进行中的活动。</p>"],
  ["system", "短信验证码服务商切换", "<p>短信服务商切换期间如收不到验证码，请稍后重试。<img src=x onerror=alert(1)></p>"],
  ["activity", "分销员招募激励计划", "<p>本月新增审核通过的分销员，每人奖励商户 10 元推广金。</p>"],
  ["system", "商户后台新版上线", "<p>新版后台支持订单导出、状态标签统计与工作台待办提醒。</p>"],
  ["rule", "实名认证材料补充说明", "<p>个体工商户须上传营业执照；个人商户仅需身份证信息。</p>"],
];

/** A dozen notices for each shop over the year; the latest few unread by everyone, the others read by all the shop's accounts. */
export default {
  resource: "notice",
  rows: ({ shops, at, addDays, accounts }) =>
    [shops.admin, shops.user].flatMap((shop) =>
      NOTICES.map(([type, title, content], i) => ({
        shop_alias: shop,
        title,
        type,
        content,
        read_by: i >= NOTICES.length - 3 ? [] : accounts(shop),
        created_at: addDays(at(2026, 1, 15, 10), i * 26),
      })),
    ),
} satisfies SeedModule;
