import type { PageLoader } from "../../routes/types";

/** 分销员's screen that is not a resource's: the overview dashboard. */
export default {
  "/salesman/overview": () => import("./overview"),
} satisfies Record<string, PageLoader>;
