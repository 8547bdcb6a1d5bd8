import { arrayOf, defineCall, int, num, obj, str } from "../../providers/api-call";

/** 推广概况 (overview.tsx). */
export const SALESMAN_OVERVIEW_PATH = "/merchant/salesman/v1/overview";

const figures = { sales: num(), commission: num(), customers: int(), promoters: int() };
export const overviewCall = defineCall({
  path: SALESMAN_OVERVIEW_PATH, tag: "/salesman", summary: "Promotion figures and the 30-day trend",
  response: obj({
    start_date: str("YYYY-MM-DD"), end_date: str("YYYY-MM-DD"),
    promoter_count: int(), pending_promoter_count: int(), customer_count: int(),
    sales_amount: num(), commission_total: num(), commission_pending: num(), commission_settled: num(),
    recent: obj(figures, Object.keys(figures)),
    trend: arrayOf(obj({ date: str("YYYY-MM-DD"), ...figures }, ["date", ...Object.keys(figures)])),
  }, ["start_date", "end_date", "promoter_count", "pending_promoter_count", "customer_count", "sales_amount", "commission_total", "commission_pending", "commission_settled", "recent", "trend"]),
});
