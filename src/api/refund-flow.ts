import { REFUND_CLOSE_REASON, refundAuditError } from "../resources/order/order.rules";
import { refundAmountError, refundLeft, refundStepError, refundsOnAgree, type RefundStatus } from "../resources/order/refund.rules";
import type { ResourceRow } from "./types";

/**
 * The 售后 steps as changes to a request and its order (decision 0060), one function each, so
 * the 售后 page's calls (resource-actions/refund.ts) and the shop's automatic rules (a request
 * not answered in time is agreed) take the same step. Each checks the step against the
 * request's status and the money the order has left, and changes nothing when it refuses.
 *
 * Money: a refund pays `amount` back (up to the order's 实付 less earlier refunds) and adds it
 * to the order's `refunded_amount`; the order closes when it has nothing left to pay back,
 * otherwise it returns to the status it had before the request. 资产's 退款 trades are the
 * refunded requests (order-trades.ts).
 */

export type RefundStepResult =
  | { ok: true; status: RefundStatus; refunded: number; orderClosed: boolean }
  | { ok: false; code: 404 | 409 | 422; msg: string };

export interface RefundChoice {
  /** What to pay back (仅退款 on 同意, 退货退款 on 确认收货); default: what was asked, within what is left. */
  amount?: number;
  /** 同意's 说明 (optional), 拒绝's reason (required). */
  reason?: string;
  /** Who decided (or, for 确认收货, received): the person as 操作日志 names them, or an automatic rule's "系统"; shown on the timeline. */
  by?: string;
  /** 同意 of a 退货退款: where the buyer sends the goods (an address of type 退货, checked by the caller: return-address.ts). */
  returnAddress?: ReturnAddress | null;
}

/** The 退货地址 a return was agreed with, as the buyer is shown it (kept on the request: a later edit of 地址库 does not move a parcel on its way). */
export interface ReturnAddress {
  alias: string;
  text: string;
}

const refused = (code: 404 | 409 | 422, msg: string): RefundStepResult => ({ ok: false, code, msg });
const codeOf = (msg: string): 409 | 422 => (msg === "该售后申请已处理" || msg.startsWith("买家尚未") || msg.startsWith("该售后申请不是") ? 409 : 422);

/** The order back where it was before the request (售后中 → 待发货 / 待收货 / 已完成). */
function reopen(order: ResourceRow, time: string): void {
  if (order.status !== "REFUNDING") return;
  Object.assign(order, { status: order.status_before_refund ?? "SUCCESS", status_before_refund: null, updated_at: time });
}

/**
 * The card keys of the request's order (those a full refund voids) that the step voids itself:
 * the rules step hands the due rows' own; a call hands none and voids the order's keys through
 * its repository when the step says the order closed (card-keys.ts voidOrderKeys).
 */
export type OrderKeys = readonly Record<string, unknown>[];

/** An amount in whole cents (amounts here have two decimals at most: refundAmountError). */
const inCents = (amount: unknown): number => Math.round(Number(amount ?? 0) * 100);

/** Pays `amount` back: the request is 已退款; the order closes when fully refunded (its card keys void), else reopens. */
function payBack(keys: OrderKeys, refund: ResourceRow, order: ResourceRow, amount: number, time: string): RefundStepResult {
  // added in cents; amountOf kept `amount` within what is left, so the total never passes 实付
  const total = inCents(order.refunded_amount) + inCents(amount);
  Object.assign(refund, { status: "REFUNDED", refunded_amount: amount, refunded_at: time, updated_at: time });
  order.refunded_amount = total / 100;
  const closes = total >= inCents(order.pay_amount);
  if (closes) {
    Object.assign(order, { status: "CLOSED", status_before_refund: null, close_reason: REFUND_CLOSE_REASON, finished_at: time, updated_at: time });
    // a refunded order's card keys are void (the goods' 销量 counts sold keys' orders only)
    for (const key of keys) {
      if (key.shop_alias === order.shop_alias && key.order_sn === order.order_sn && key.status === 2) Object.assign(key, { status: 3, updated_at: time });
    }
  } else reopen(order, time);
  return { ok: true, status: "REFUNDED", refunded: amount, orderClosed: closes };
}

/** The amount to pay back: the one chosen, else what was asked (within what is left); or why not. */
function amountOf(refund: ResourceRow, order: ResourceRow, choice: RefundChoice): number | string {
  const left = refundLeft(order);
  const amount = choice.amount ?? Math.min(Number(refund.refund_amount ?? 0), left);
  return refundAmountError(amount, left) ?? amount;
}

/**
 * 同意 a pending request at `time`: 仅退款 pays back at once (the amount chosen, default what was
 * asked); 退货退款 waits for the goods (待买家退货). The automatic rule calls it with no amount.
 */
export function agreeRefund(keys: OrderKeys, refund: ResourceRow, order: ResourceRow | undefined, time: string, choice: RefundChoice = {}): RefundStepResult {
  const reason = (choice.reason ?? "").trim();
  const error = refundAuditError(String(refund.status), "agree", reason);
  if (error) return refused(codeOf(error), error);
  if (!order) return refused(404, "订单不存在");
  const pays = refundsOnAgree(refund.refund_type);
  const amount = pays ? amountOf(refund, order, choice) : 0;
  if (typeof amount === "string") return refused(422, amount);
  Object.assign(refund, { audit_reason: reason || null, audited_at: time, audited_by: choice.by ?? null, updated_at: time });
  if (pays) return payBack(keys, refund, order, amount, time);
  Object.assign(refund, { status: "AGREED", return_address_alias: choice.returnAddress?.alias ?? null, return_address: choice.returnAddress?.text ?? null });
  return { ok: true, status: "AGREED", refunded: 0, orderClosed: false };
}

/** An agreed return the buyer did not send back in time (店铺规则 买家退货期限) closes; the order returns to where it was. */
export function closeUnreturned(refund: ResourceRow, order: ResourceRow | undefined, time: string, reason: string): RefundStepResult {
  if (refund.status !== "AGREED") return refused(409, refundStepError(refund.status, "confirm") ?? "该售后申请已处理");
  Object.assign(refund, { status: "CLOSED", close_reason: reason, closed_at: time, updated_at: time });
  if (order) reopen(order, time);
  return { ok: true, status: "CLOSED", refunded: 0, orderClosed: false };
}

/** 拒绝 a pending request with a reason the buyer sees; the order returns to where it was. */
export function refuseRefund(refund: ResourceRow, order: ResourceRow | undefined, time: string, choice: RefundChoice = {}): RefundStepResult {
  const reason = (choice.reason ?? "").trim();
  const error = refundAuditError(String(refund.status), "refuse", reason);
  if (error) return refused(codeOf(error), error);
  Object.assign(refund, { status: "REFUSED", audit_reason: reason, audited_at: time, audited_by: choice.by ?? null, updated_at: time });
  if (order) reopen(order, time);
  return { ok: true, status: "REFUSED", refunded: 0, orderClosed: false };
}

/** 确认收货 of a returned request, and its refund (the amount chosen, default what was asked). */
export function confirmReturn(keys: OrderKeys, refund: ResourceRow, order: ResourceRow | undefined, time: string, choice: RefundChoice = {}): RefundStepResult {
  const error = refundStepError(refund.status, "confirm");
  if (error) return refused(codeOf(error), error);
  if (!order) return refused(404, "订单不存在");
  const amount = amountOf(refund, order, choice);
  if (typeof amount === "string") return refused(422, amount);
  Object.assign(refund, { received_at: time, received_by: choice.by ?? null });
  return payBack(keys, refund, order, amount, time);
}
