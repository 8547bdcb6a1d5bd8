import { defineSection } from "../../engine/section-types";

/** 资产管理: one custom page (src/pages/cash). */
export default defineSection({ path: "/cash", name: "Cash", title: "资产管理", icon: "cash", order: 90 });
