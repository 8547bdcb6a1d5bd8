import { defineSectionPages } from "../../engine/section-types";

/** 订单管理: order and after-sales details with their actions, in place of the generated ones. */
export default defineSectionPages({
  section: "/order",
  screens: {
    // the generated list with 批量发货, 导入发货, 打印发货单 and a row's 发货 (order-list.tsx)
    "/order": () => import("./order-list"),
    "/order/:order_sn": () => import("./order-detail"),
    "/order/refund/:alias": () => import("./refund-detail"),
  },
  readsAhead: ["/order"],
  // what those screens let a merchant do: each a grant of the page (角色 权限, policy.csv)
  actions: {
    "/order": [
      { key: "ship", label: "发货" }, { key: "pickup", label: "核销提货" }, { key: "close", label: "关闭订单" }, { key: "remark", label: "备注" },
    ],
    "/order/refund": [{ key: "agree", label: "同意" }, { key: "refuse", label: "拒绝" }],
  },
});
