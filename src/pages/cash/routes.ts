import { defineSectionPages } from "../../engine/section-types";

/** 资产管理 is one custom page. */
export default defineSectionPages({
  section: "/cash",
  pages: [{ path: "/cash/dashboard", name: "CashDashboard", title: "资产概况", order: 1, page: () => import("./cash-dashboard"),
    actions: [{ key: "withdraw", label: "提现" }],
  }],
});
