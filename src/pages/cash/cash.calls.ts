import { arrayOf, defineCall, type JsonSchema, num, obj, page, paging, str } from "../../providers/api-call";

/** 资产 (cash-api.ts). */
const BASE = "/merchant/payment/v1";
export const BALANCE_PATH = `${BASE}/account/balance`;
export const TREND_PATH = `${BASE}/trade/trend`;
export const TRADE_LIST_PATH = `${BASE}/trade/list`;
export const WITHDRAWAL_PATH = `${BASE}/cash/withdrawal`;

const bankCard: JsonSchema = { oneOf: [obj({ bank_name: str(), card_no: str("masked"), holder_name: str("masked") }, ["bank_name", "card_no"]), { type: "null" }] };
const balance = obj({ available: num(), frozen: num(), pending_settle: num(), bank_card: bankCard }, ["available", "frozen", "pending_settle", "bank_card"]);
export const balanceCall = defineCall({ path: BALANCE_PATH, tag: "/cash", summary: "Balance", response: balance });
export const trendCall = defineCall({
  path: TREND_PATH, tag: "/cash", summary: "Income and expenses per day",
  request: obj({ days: { type: "integer", enum: [7, 30] } }, ["days"]), example: { days: 7 },
  response: obj({ list: arrayOf(obj({ date: str("YYYY-MM-DD"), income: num(), expense: num() }, ["date", "income", "expense"])), total_income: num(), total_expense: num() }, ["list", "total_income", "total_expense"]),
});
export const tradeListCall = defineCall({
  path: TRADE_LIST_PATH, tag: "/cash", summary: "Trades (filters: type, created_at range, keyword)",
  request: obj({ ...paging }, ["page", "page_size"]), example: { page: 1, page_size: 10 },
  response: page(obj({ trade_no: str(), amount: num() })),
});
export const withdrawalCall = defineCall({
  path: WITHDRAWAL_PATH, tag: "/cash", summary: "Withdraw to the bank account",
  request: obj({ amount: { type: "number", exclusiveMinimum: 0 } }, ["amount"]), example: { amount: 1 },
  response: obj({ trade_no: str(), amount: num(), arrival: str(), available: num(), frozen: num(), pending_settle: num(), bank_card: bankCard }, ["trade_no", "amount", "available", "frozen"]),
});
