import type { ResourceRow } from "../../../types";

/**
 * 资产概况's stored rows (decision 0074): `cashAccount`, one per shop (when it opened and the
 * bound bank card), and `cashTrade`, one per trade the shop itself made (充值, 消费, 提现), each
 * a table on the server like a resource's records. Money is stored in cents (integers); the API
 * answers yuan with two decimals at most, as every money field of the contract does.
 */

export const CASH_ACCOUNTS = "cashAccount";
export const CASH_TRADES = "cashTrade";

export const TRADE_TYPES = ["recharge", "consume", "withdraw", "refund", "settle"] as const;
export type TradeType = (typeof TRADE_TYPES)[number];
/** Money coming in; the other types take money out of the available balance. */
export const INCOME_TYPES: readonly TradeType[] = ["recharge", "settle"];

export interface CashAccountRow extends ResourceRow {
  /** The bound card (stored whole, only ever sent masked), or null when none is bound. */
  bank_name: string | null;
  card_no: string | null;
  holder_name: string | null;
}

/** A trade the shop made, as stored (no balance: that is computed). */
export interface StoredTrade extends ResourceRow {
  /** Unique: a 提现's number carries the store's alias counter (cash.ts). */
  trade_no: string;
  trade_type: TradeType;
  /** Always positive, in cents; `direction` (when read) says which way it moved. */
  amount_cents: number;
  /** 1 成功 / 2 处理中 (a 提现 with the bank: its amount is 冻结). */
  status: 1 | 2;
  remark: string;
}

/** Yuan (the API's money) to cents, exactly: 10.1 → 1010, not 1009.9999. */
export const toCents = (yuan: number): number => Math.round(yuan * 100);
/** Cents to the API's yuan. */
export const toYuan = (cents: number): number => cents / 100;
