import { defineSectionPages } from "../../engine/section-types";
import { FIGURES_ACT } from "../../resources/dashboard/workplace.rules";

/** 仪表盘's own screen; the notice pages are the notice resource's. */
export default defineSectionPages({
  section: "/dashboard",
  pages: [{
    path: "/dashboard/workplace", name: "Workplace", title: "工作台", order: 1, page: () => import("./workplace"),
    // the money and the other KPIs are a grant of their own: an employee sees the to-dos and notices without it
    actions: [{ key: FIGURES_ACT, label: "经营数据" }],
  }],
});
