import { defineSection } from "../../engine/section-types";

/** 设置 (spec: no role list, so any signed-in role enters). */
export default defineSection({ path: "/user", name: "User", title: "设置", icon: "setting", order: 110 });
