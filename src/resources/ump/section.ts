import { defineSection } from "../../engine/section-types";

/** 营销中心 (marketing). */
export default defineSection({ path: "/ump", name: "Ump", title: "营销中心", icon: "ump", order: 50 });
