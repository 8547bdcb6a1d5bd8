import { REFUND_CLOSE_REASON, refundAfterAgree, type RefundStatus } from "../../resources/order/order.rules";

/**
 * What happens to an order or a 售后 when it moves on, whoever moves it: the merchant (关闭,
 * 同意) or the shop's rules (自动关闭, 自动确认收货, 自动同意, rules-step.ts). One function per
 * step, so a step done by hand and by the rules changes the same fields the same way.
 */

type Row = Record<string, unknown>;

/**
 * Closes an order at `time`. An unpaid order holds nothing to give back: stock, 卡密 and coupons
 * are taken by payment only (goods' 销量 and 库存, a coupon's 已使用 count paid orders; a key is
 * sold to a paid order), so closing is its status, reason and time.
 */
export function closeOrder(order: Row, reason: string, time: string): void {
  Object.assign(order, { status: "CLOSED", close_reason: reason, finished_at: time, updated_at: time });
}

/** The buyer confirmed receipt (or the rules did for them) at `time`: the order is complete. */
export function confirmReceived(order: Row, time: string): void {
  Object.assign(order, { status: "SUCCESS", finished_at: time, updated_at: time });
}

/**
 * Agrees to a 售后 at `time` (the merchant's 同意, or the rules' 自动同意): 仅退款 is paid back at
 * once (the order closes, its 卡密 are void), 退货退款 waits for the goods (已同意). `keys`: the
 * order's card keys. The one place the after-sales flow's agreement is done: a new flow
 * (待买家退货 …) changes this function, and both callers follow.
 */
export function agreeRefund(refund: Row, order: Row | undefined, keys: readonly Row[], time: string, reason: string): RefundStatus {
  const status = refundAfterAgree(Number(refund.refund_type));
  Object.assign(refund, { status, audit_reason: reason || null, audited_at: time, updated_at: time });
  if (order && status === "REFUNDED") {
    closeOrder(order, REFUND_CLOSE_REASON, time);
    // a refunded order's card keys are void (the goods' 销量 counts sold keys' orders only)
    for (const key of keys) if (key.order_sn === order.order_sn && key.status === 2) Object.assign(key, { status: 3, updated_at: time });
  }
  return status;
}
