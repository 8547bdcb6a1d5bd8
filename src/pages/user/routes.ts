import { defineSectionPages } from "../../engine/section-types";

/** 设置: the merchant info page (the other entries are resources). */
export default defineSectionPages({
  section: "/user",
  pages: [{ path: "/user/setting", name: "Setting", title: "商户信息", order: 1, page: () => import("./setting"),
    actions: [{ key: "edit", label: "编辑店铺信息" }, { key: "verify", label: "实名认证" }],
  }],
});
