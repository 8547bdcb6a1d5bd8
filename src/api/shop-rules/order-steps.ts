/**
 * What happens to an order or a 售后 when it moves on, whoever moves it: the merchant (关闭,
 * 确认收货) or the shop's rules (自动关闭, 自动确认收货, rules-step.ts). One function per step, so a
 * step done by hand and by the rules changes the same fields the same way (自动同意 is the
 * merchant's 同意 of refund-flow.ts).
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
