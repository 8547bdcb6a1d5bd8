import type { PageLoader } from "../../routes/types";

/** 系统 section screens (src/routes/section-pages.ts). */
export default {
  "/system/export/:type": () => import("./export-list"),
} satisfies Record<string, PageLoader>;
