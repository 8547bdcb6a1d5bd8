import { defineSectionPages } from "../../engine/section-types";

/** 商品管理: adding card keys in bulk, in place of the generated create form. */
export default defineSectionPages({ section: "/goods", screens: { "/goods/keys/create/:alias": () => import("./keys-create") } });
