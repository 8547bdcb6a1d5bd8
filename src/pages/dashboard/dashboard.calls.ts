import { defineCall } from "../../providers/api-call";

/** 工作台's figures (workplace.tsx). */
export const OVERVIEW_API = "/merchant/shop/v1/dashboard/overview";
export const overviewCall = defineCall({ path: OVERVIEW_API, tag: "/dashboard", summary: "KPIs, 7-day sales, to-dos, latest notices", response: { type: "object" } });
