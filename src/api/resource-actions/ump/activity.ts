import { now } from "../../util";
import { formatMoney } from "../../../engine/fields/number-format";

/**
 * What the 营销中心 activities share (coupons, collection exchanges, limited-time
 * discounts): a status computed from their dates, and the check that a period ends after
 * it starts. Dates are 'YYYY-MM-DD HH:mm:ss' strings, so they compare as text.
 */

export const NOT_STARTED = 1;
export const RUNNING = 2;
export const ENDED = 3;

type Dated = Record<string, unknown>;

const text = (v: unknown): string => (typeof v === "string" ? v : "");

/** 1 未开始 / 2 进行中 / 3 已结束: ended early (`ended_at`), else by `start_at` / `end_at` against now. */
export function activityStatus(row: Dated, at: string = now()): number {
  if (text(row.ended_at)) return ENDED;
  const start = text(row.start_at);
  const end = text(row.end_at);
  if (end && at >= end) return ENDED;
  if (start && at < start) return NOT_STARTED;
  return RUNNING;
}

/** `${endLabel}必须晚于${startLabel}` when both are set and the end is not after the start. */
export function periodError(record: Dated, startLabel: string, endLabel: string): string | null {
  const start = text(record.start_at);
  const end = text(record.end_at);
  return start && end && end <= start ? `${endLabel}必须晚于${startLabel}` : null;
}

/** ¥ with 2 decimals, as the console shows money. */
export const yuan = (n: unknown): string => formatMoney(Number(n ?? 0));

/** "2026-11-01 00:00" of a stored date-time (minutes are enough for a list). */
export const minutes = (v: unknown): string => text(v).slice(0, 16);
