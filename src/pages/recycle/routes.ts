import { defineSectionPages } from "../../engine/section-types";

/** 礼品卡回收: the pay page, and screens in place of the generated card list and order detail. */
export default defineSectionPages({
  section: "/recycle",
  pages: [{ path: "/recycle/order/pay/:alias", name: "RecycleOrderPay", title: "回收打款", hidden: true, page: () => import("./order-pay") }],
  screens: {
    "/recycle/card/index": () => import("./card-list"),
    "/recycle/order/detail/:alias": () => import("./order-detail"),
  },
});
