import { defineCall } from "../../providers/api-call";

/** 推广概况 (overview.tsx). */
export const SALESMAN_OVERVIEW_PATH = "/merchant/salesman/v1/overview";
export const overviewCall = defineCall({ path: SALESMAN_OVERVIEW_PATH, tag: "/salesman", summary: "Promotion figures and trend", response: { type: "object" } });
