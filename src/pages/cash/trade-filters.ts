import type { TradeFilters, TradeType } from "./cash-api";
import { TRADE_TYPES } from "./cash-api";

/**
 * The trade list's filters and page live in the URL (?trade_type=…&from=…&to=…&page=…),
 * like the engine's lists: a reload or a shared link shows the same rows.
 */

export interface TradeQuery {
  page: number;
  filters: TradeFilters;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function readTradeQuery(params: URLSearchParams): TradeQuery {
  const type = params.get("trade_type");
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const page = Number(params.get("page"));
  const filters: TradeFilters = {};
  const known = TRADE_TYPES.find((t) => t.value === type);
  if (known) filters.trade_type = known.value;
  if (DAY.test(from) && DAY.test(to) && from <= to) filters.created_at = [from, to];
  return { page: Number.isInteger(page) && page > 1 ? page : 1, filters };
}

export function writeTradeQuery(query: TradeQuery): URLSearchParams {
  const out = new URLSearchParams();
  if (query.filters.trade_type) out.set("trade_type", query.filters.trade_type);
  if (query.filters.created_at) {
    out.set("from", query.filters.created_at[0]);
    out.set("to", query.filters.created_at[1]);
  }
  if (query.page > 1) out.set("page", String(query.page));
  return out;
}

export const tradeTypeOf = (value: TradeType) => TRADE_TYPES.find((t) => t.value === value);
