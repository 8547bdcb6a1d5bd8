import type { PageLoader } from "../../routes/types";

/** 营销中心 section screens (src/routes/section-pages.ts); one entry per line. */
export default {
  "/ump/draw/buy/:alias": () => import("./draw-buy"),
  "/ump/draw/pay/:order_sn": () => import("./draw-pay"),
  "/ump/distribution": () => import("./distribution"),
  "/ump/material/index": () => import("./material-library"),
  "/ump/giftCard/getCardRecord/:no": () => import("./gift-card-history"),
} satisfies Record<string, PageLoader>;
