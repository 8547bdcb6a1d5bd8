import { defineSectionPages } from "../../engine/section-types";

/** 系统: the export jobs of each export type (the menu opens the orders'). */
export default defineSectionPages({
  section: "/system",
  pages: [{
    path: "/system/export/:type", name: "ExportList", title: "导出列表", order: 1, menuPath: "/system/export/order",
    page: () => import("./export-list"),
  }],
});
