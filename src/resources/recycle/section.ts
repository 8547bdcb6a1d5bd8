import { defineSection } from "../../engine/section-types";

/** 礼品卡回收: card types and recycle orders. */
export default defineSection({ path: "/recycle", name: "Recycle", title: "礼品卡回收", icon: "recycle", order: 70 });
