import { defineSectionPages } from "../../engine/section-types";

/** 营销中心: screens that are not a resource's (menu order between the resources'). */
export default defineSectionPages({
  section: "/ump",
  pages: [
    { path: "/ump/distribution", name: "Distribution", title: "分销设置", order: 4, page: () => import("./distribution") },
    { path: "/ump/material/index", name: "Material", title: "素材库", order: 6, page: () => import("./material-library") },
    { path: "/ump/draw/buy/:alias", name: "DrawBuy", title: "购买抽奖次数", hidden: true, page: () => import("./draw-buy") },
    { path: "/ump/draw/pay/:order_sn", name: "DrawPay", title: "支付", hidden: true, page: () => import("./draw-pay") },
    { path: "/ump/giftCard/getCardRecord/:no", name: "GiftCardGetCardRecord", title: "使用记录", hidden: true, page: () => import("./gift-card-history") },
  ],
  screens: { "/ump/giftCard/recordDetail/:alias": () => import("./gift-card-detail") },
});
