import { defineSectionPages } from "../../engine/section-types";

/** 订单管理: order and after-sales details with their actions, in place of the generated ones. */
export default defineSectionPages({
  section: "/order",
  screens: {
    "/order/:order_sn": () => import("./order-detail"),
    "/order/refund/:alias": () => import("./refund-detail"),
  },
});
