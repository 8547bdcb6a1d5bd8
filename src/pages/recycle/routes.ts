import { defineSectionPages } from "../../engine/section-types";

/** 礼品卡回收: the pay page, and a screen in place of the generated order detail. */
export default defineSectionPages({
  section: "/recycle",
  pages: [{
    path: "/recycle/order/pay/:alias", name: "RecycleOrderPay", title: "回收打款", hidden: true, page: () => import("./order-pay"),
    actionOf: { page: "/recycle/order/index", action: "pay", label: "打款" },
  }],
  screens: {
    "/recycle/order/detail/:alias": () => import("./order-detail"),
  },
  actions: { "/recycle/order/index": [{ key: "reject", label: "拒绝" }] },
});
