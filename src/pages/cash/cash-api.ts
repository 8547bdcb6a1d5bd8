import { request } from "../../providers/http";

/** 资产概况's calls (domain.md "资产概况"; served in the demo by src/api/handlers/sections/cash.ts). */

import { BALANCE_PATH, TRADE_LIST_PATH, TREND_PATH, WITHDRAWAL_PATH } from "./cash.calls";

export interface BankCard {
  bank_name: string;
  /** Masked by the server, e.g. '**** **** **** 6789'. */
  card_no: string;
  holder_name: string;
}

export interface Balance {
  available: number;
  frozen: number;
  pending_settle: number;
  bank_card: BankCard | null;
}

export type TradeType = "recharge" | "consume" | "withdraw" | "refund" | "settle";

export interface Trade {
  alias: string;
  trade_no: string;
  trade_type: TradeType;
  amount: number;
  direction: "in" | "out";
  balance_after: number;
  /** 1 成功 / 2 处理中 */
  status: 1 | 2;
  remark: string;
  created_at: string;
}

export interface TradeFilters {
  trade_type?: TradeType;
  created_at?: [string, string];
}

export interface TradePage {
  list: Trade[];
  total: number;
  page: number;
  page_size: number;
  summary: { income: number; expense: number };
}

export interface TrendDay {
  date: string;
  income: number;
  expense: number;
}

export interface Trend {
  list: TrendDay[];
  total_income: number;
  total_expense: number;
}

export const TRADE_TYPES: { value: TradeType; label: string; color: string }[] = [
  { value: "recharge", label: "充值", color: "blue" },
  { value: "consume", label: "消费", color: "orange" },
  { value: "withdraw", label: "提现", color: "purple" },
  { value: "refund", label: "退款", color: "red" },
  { value: "settle", label: "结算", color: "green" },
];

/** react-query keys: everything of the page starts with CASH_KEY, so one invalidation refreshes it all. */
export const CASH_KEY = "cash-dashboard";

export const fetchBalance = () => request<Balance>(BALANCE_PATH);
export const fetchTrend = (days: number) => request<Trend>(TREND_PATH, { days });
export const fetchTrades = (page: number, pageSize: number, filters: TradeFilters) =>
  request<TradePage>(TRADE_LIST_PATH, { page, page_size: pageSize, ...filters });
export const postWithdrawal = (amount: number) =>
  request<Balance & { trade_no: string; amount: number; arrival: string }>(WITHDRAWAL_PATH, { amount });
