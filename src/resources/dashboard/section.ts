import { defineSection } from "../../engine/section-types";

/** 仪表盘 (spec: admin; the notice pages are filed here too). */
export default defineSection({ path: "/dashboard", name: "Dashboard", title: "仪表盘", icon: "dashboard", order: 10, redirect: "/dashboard/workplace", alsoUnder: ["/notice"] });
