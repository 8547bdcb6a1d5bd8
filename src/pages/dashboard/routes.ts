import type { PageLoader } from "../../routes/types";

/** 仪表盘 section screens (src/routes/section-pages.ts); the notice pages are the notice resource's. */
export default {
  "/dashboard/workplace": () => import("./workplace"),
} satisfies Record<string, PageLoader>;
