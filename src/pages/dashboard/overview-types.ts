/** The replies of the 工作台's calls (src/api/handlers/sections/dashboard.ts). */
export interface DayStats {
  sales: number;
  orders: number;
  visitors: number;
  new_members: number;
}

/** POST /merchant/shop/v1/dashboard/overview: what anyone who may open the page sees. */
export interface Overview {
  todo: { wait_send: number; refund_pending: number; promoter_pending: number };
  notices: { alias: string; title: string; type: string; is_read: number; created_at: string }[];
  unread: number;
}

/** POST /merchant/shop/v1/dashboard/figures: 经营数据, the page's grant `figures`. */
export interface Figures {
  /** The day "today" stands for. */
  date: string;
  today: DayStats;
  yesterday: DayStats;
  trend: { date: string; sales: number; orders: number }[];
}

// their contract: dashboard.calls.ts
export { FIGURES_API, OVERVIEW_API } from "../../resources/dashboard/workplace-api.rules";
