import { defineSectionPages } from "../../engine/section-types";

/**
 * 商品管理: adding card keys in bulk, in place of the generated create form; the goods form is
 * the generated one with a 卡密 goods item's paste (goods-form.tsx).
 */
export default defineSectionPages({
  section: "/goods",
  screens: {
    "/goods/keys/create/:alias": () => import("./keys-create"),
    "/goods/create": () => import("./goods-form"),
    "/goods/edit/:alias": () => import("./goods-form"),
  },
});
