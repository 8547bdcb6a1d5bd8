import { defineSection } from "../../engine/section-types";

/** 系统: export jobs (src/pages/system). */
export default defineSection({ path: "/system", name: "System", title: "系统", icon: "system", order: 100 });
