import { defineSection } from "../../engine/section-types";

/** 商品管理: goods with their card keys, categories, params. */
export default defineSection({ path: "/goods", name: "Goods", title: "商品管理", icon: "goods", order: 20 });
