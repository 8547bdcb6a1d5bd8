import { defineSectionPages } from "../../engine/section-types";

/** 分销员: the overview dashboard, and a screen in place of the generated promoter detail. */
export default defineSectionPages({
  section: "/salesman",
  pages: [{ path: "/salesman/overview", name: "SalesmanOverview", title: "分销概况", order: 1, page: () => import("./overview") }],
  screens: {
    "/salesman/promoter/:alias": () => import("./promoter-detail"),
  },
});
