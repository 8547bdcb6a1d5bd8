import { defineSectionPages } from "../../engine/section-types";

/** 分销员: the overview dashboard, and screens in place of generated ones. */
export default defineSectionPages({
  section: "/salesman",
  pages: [{ path: "/salesman/overview", name: "SalesmanOverview", title: "分销概况", order: 1, page: () => import("./overview") }],
  screens: {
    "/salesman/promoter/:alias": () => import("./promoter-detail"),
    "/salesman/goods/list": () => import("./goods-list"),
  },
});
