/** The reply of POST /merchant/shop/v1/dashboard/overview (src/mocks/handlers/sections/dashboard.ts). */
export interface DayStats {
  sales: number;
  orders: number;
  visitors: number;
  new_members: number;
}

export interface Overview {
  /** The day "today" stands for. */
  date: string;
  today: DayStats;
  yesterday: DayStats;
  trend: { date: string; sales: number; orders: number }[];
  todo: { wait_send: number; refund_pending: number; promoter_pending: number };
  notices: { alias: string; title: string; type: string; is_read: number; created_at: string }[];
  unread: number;
}

// its contract: dashboard.calls.ts
export { OVERVIEW_API } from "./dashboard.calls";
