import type { PageLoader } from "../../routes/types";

/** 礼品卡回收's screen that is not a resource's: paying the seller of a recycle order. */
export default {
  "/recycle/order/pay/:alias": () => import("./order-pay"),
} satisfies Record<string, PageLoader>;
