import { defineSectionPages } from "../../engine/section-types";

/** 营销中心: screens that are not a resource's (menu order between the resources'). */
export default defineSectionPages({
  section: "/ump",
  pages: [
    {
      path: "/ump/distribution", name: "Distribution", title: "分销设置", order: 4, page: () => import("./distribution"),
      actions: [{ key: "edit", label: "保存设置" }],
    },
    {
      path: "/ump/material/index", name: "Material", title: "素材库", order: 6, page: () => import("./material-library"),
      actions: [{ key: "create", label: "上传" }, { key: "edit", label: "编辑/移动/分组" }, { key: "delete", label: "删除" }],
    },
    // buying draws and paying for them are 购买次数 of a draw, not pages of their own
    {
      path: "/ump/draw/buy/:alias", name: "DrawBuy", title: "购买抽奖次数", hidden: true, page: () => import("./draw-buy"),
      actionOf: { page: "/ump/draw/index", action: "buy", label: "购买次数" },
    },
    { path: "/ump/draw/pay/:order_sn", name: "DrawPay", title: "支付", hidden: true, page: () => import("./draw-pay"), actionOf: { page: "/ump/draw/index", action: "buy" } },
    {
      path: "/ump/giftCard/getCardRecord/:no", name: "GiftCardGetCardRecord", title: "使用记录", hidden: true, page: () => import("./gift-card-history"),
      actionOf: { page: "/ump/giftCard/myCardRecord/:alias", action: "view" },
    },
  ],
  screens: { "/ump/giftCard/recordDetail/:alias": () => import("./gift-card-detail") },
});
