import { defineSection } from "../../engine/section-types";

/** 社区: notes. */
export default defineSection({ path: "/community", name: "Community", title: "社区", icon: "community", order: 80 });
