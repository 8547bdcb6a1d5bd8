import type { PageLoader } from "../../routes/types";

/** 资产管理 section screens (src/routes/section-pages.ts). */
export default {
  "/cash/dashboard": () => import("./cash-dashboard"),
} satisfies Record<string, PageLoader>;
