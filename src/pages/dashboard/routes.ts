import { defineSectionPages } from "../../engine/section-types";

/** The workplace's action that shows (and serves) its figures: 经营数据, a grant of its own. */
export const FIGURES_ACT = "figures";

/** 仪表盘's own screen; the notice pages are the notice resource's. */
export default defineSectionPages({
  section: "/dashboard",
  pages: [{
    path: "/dashboard/workplace", name: "Workplace", title: "工作台", order: 1, page: () => import("./workplace"),
    // the money and the other KPIs are a grant of their own: an employee sees the to-dos and notices without it
    actions: [{ key: FIGURES_ACT, label: "经营数据" }],
  }],
});
