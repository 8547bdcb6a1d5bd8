import { defineSection } from "../../engine/section-types";

/** 订单管理: orders and after-sales. */
export default defineSection({ path: "/order", name: "Order", title: "订单管理", icon: "order", order: 30 });
