import { defineSectionPages } from "../../engine/section-types";

/** 仪表盘's own screen; the notice pages are the notice resource's. */
export default defineSectionPages({
  section: "/dashboard",
  pages: [{ path: "/dashboard/workplace", name: "Workplace", title: "工作台", order: 1, page: () => import("./workplace") }],
});
