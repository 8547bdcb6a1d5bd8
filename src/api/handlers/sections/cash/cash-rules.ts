import { isRealDate } from "../../../../engine/real-date";
import type { Body } from "../../../types";
import { toCents, toYuan, TRADE_TYPES, type TradeType } from "./cash-rows";
import { formatMoney } from "../../../../engine/fields/number-format";

/**
 * Input checks of 资产概况's calls, like a strict server: a Chinese message naming the
 * field, or the cleaned value.
 */

export type Checked<T> = { ok: true; value: T } | { ok: false; msg: string };

/** A real calendar day 'YYYY-MM-DD' (the one real-date rule of the forms and the demo API). */
export function isDay(value: unknown): value is string {
  return typeof value === "string" && value === value.trim() && isRealDate(value, false);
}

/** 提现金额: a number > 0 with at most 2 decimals, not above what is available (cents) → the amount in cents. */
export function checkWithdrawAmount(raw: unknown, availableCents: number): Checked<number> {
  if (raw === undefined || raw === null || raw === "") return { ok: false, msg: "请输入提现金额" };
  if (typeof raw !== "number" || !Number.isFinite(raw)) return { ok: false, msg: "提现金额必须是数字" };
  if (raw <= 0) return { ok: false, msg: "提现金额必须大于0" };
  if (Math.round(raw * 100) !== Number((raw * 100).toFixed(6))) return { ok: false, msg: "提现金额最多保留两位小数" };
  const cents = toCents(raw);
  if (cents > availableCents) return { ok: false, msg: `提现金额不能超过可用余额 ${formatMoney(toYuan(availableCents))}` };
  return { ok: true, value: cents };
}

export interface TradeQuery {
  page: number;
  pageSize: number;
  type: TradeType | null;
  range: [string, string] | null;
}

const positiveInt = (v: unknown, fallback: number): number | null => {
  if (v === undefined || v === null || v === "") return fallback;
  return typeof v === "number" && Number.isInteger(v) && v >= 1 ? v : null;
};

/** The trade list's body: {page, page_size, trade_type?, created_at?: [from, to]}. */
export function checkTradeQuery(body: Body): Checked<TradeQuery> {
  const page = positiveInt(body.page, 1);
  if (page === null) return { ok: false, msg: "页码不正确" };
  const pageSize = positiveInt(body.page_size, 10);
  if (pageSize === null || pageSize > 100) return { ok: false, msg: "每页条数需为1-100" };
  const rawType = body.trade_type;
  let type: TradeType | null = null;
  if (rawType !== undefined && rawType !== null && rawType !== "") {
    type = TRADE_TYPES.find((t) => t === rawType) ?? null;
    if (!type) return { ok: false, msg: "交易类型不正确" };
  }
  const rawRange = body.created_at;
  let range: [string, string] | null = null;
  if (rawRange !== undefined && rawRange !== null && !(Array.isArray(rawRange) && rawRange.length === 0)) {
    if (!Array.isArray(rawRange) || rawRange.length !== 2 || !isDay(rawRange[0]) || !isDay(rawRange[1])) {
      return { ok: false, msg: "交易时间格式不正确" };
    }
    if (rawRange[0] > rawRange[1]) return { ok: false, msg: "交易时间的开始日期不能晚于结束日期" };
    range = [rawRange[0], rawRange[1]];
  }
  return { ok: true, value: { page, pageSize, type, range } };
}

/** The trend's body: {days? 7-90 (default 30), end_date? (default today)}. */
export function checkTrendQuery(body: Body, today: string): Checked<{ days: number; end: string }> {
  const days = positiveInt(body.days, 30);
  if (days === null || days < 7 || days > 90) return { ok: false, msg: "统计天数需为7-90天" };
  const end = body.end_date === undefined || body.end_date === null || body.end_date === "" ? today : body.end_date;
  if (!isDay(end)) return { ok: false, msg: "结束日期格式不正确" };
  return { ok: true, value: { days, end } };
}
