import { refundStepError } from "./refund.rules";

/**
 * 订单 and 售后 status rules (domain.md 订单管理), shared by the order screens (which
 * actions to show) and the demo API (which actions to accept), so the two never disagree.
 */

export type OrderStatus = "WAIT_PAY" | "WAIT_SEND" | "WAIT_CONFIRM" | "SUCCESS" | "CLOSED" | "REFUNDING";
export type DeliveryType = "express" | "pickup" | "virtual";

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  WAIT_PAY: "待付款",
  WAIT_SEND: "待发货",
  WAIT_CONFIRM: "待收货",
  SUCCESS: "已完成",
  CLOSED: "已关闭",
  REFUNDING: "售后中",
};

/** What a merchant may do to an order. */
export type OrderAction = "ship" | "close" | "remark" | "fetch";

/** The actions an order's status (and delivery type) allows. 备注 is always allowed. */
export function orderActions(order: { status: string; delivery_type: string }): OrderAction[] {
  const actions: OrderAction[] = [];
  if (order.status === "WAIT_PAY") actions.push("close");
  if (order.status === "WAIT_SEND") actions.push(order.delivery_type === "pickup" ? "fetch" : "ship");
  actions.push("remark");
  return actions;
}

/**
 * Status after 发货: express parcels wait for the buyer to confirm receipt; virtual goods
 * (藏品, 卡密) are delivered at once, so the order is complete.
 */
export function statusAfterShip(delivery: string): OrderStatus {
  return delivery === "virtual" ? "SUCCESS" : "WAIT_CONFIRM";
}

/** Whether a paid order may go into 售后 (a refund request). */
export const refundable = (status: string): boolean =>
  status === "WAIT_SEND" || status === "WAIT_CONFIRM" || status === "SUCCESS";

/** The longest 拒绝原因 (or 说明, agreeing) of an after-sales audit. */
export const REFUND_REASON_MAX = 200;
/** What a reason past the limit is told, by the form's label for it. */
export const refundReasonTooLong = (result: unknown): string => `${result === "refuse" ? "拒绝原因" : "说明"}不能超过${REFUND_REASON_MAX}个字`;

/** 售后 audit: only a pending request is decided (refund.rules.ts); refusing needs a reason. */
export function refundAuditError(status: string, result: unknown, reason: string): string | null {
  if (result !== "agree" && result !== "refuse") return status === "PENDING" ? "审核结果不正确" : "该售后申请已处理";
  const refused = refundStepError(status, result);
  if (refused) return refused;
  if (result === "refuse" && !reason.trim()) return "请填写拒绝原因";
  if (reason.length > REFUND_REASON_MAX) return refundReasonTooLong(result);
  return null;
}

/** Progress steps of the order detail: the index reached, and whether it ended closed. */
export function orderStep(order: { status?: unknown; paid_at?: unknown; shipped_at?: unknown }): { current: number; closed: boolean } {
  const status = String(order.status);
  if (status === "CLOSED") return { current: order.paid_at ? 1 : 0, closed: true };
  const reached = ({ WAIT_PAY: 0, WAIT_SEND: 1, WAIT_CONFIRM: 2, SUCCESS: 3 } as Record<string, number>)[status];
  if (reached !== undefined) return { current: reached, closed: false };
  return { current: order.shipped_at ? 2 : 1, closed: false };
}

/** One step of the order detail's progress: what happened, and when (or why not). */
export interface OrderStepItem {
  title: string;
  description: string;
}

const when = (v: unknown): string => (typeof v === "string" && v ? v : "");

/**
 * The order detail's progress steps, named as the order's status names them (domain.md:
 * WAIT_SEND is 待发货 for every delivery type): the third step is 商家发货 for a pickup order
 * too, handed over at the 自提点 (到店自提), so a 待发货 order never reads 到店提货 (issue 23).
 */
export function orderSteps(order: Record<string, unknown>): OrderStepItem[] {
  const { current, closed } = orderStep(order);
  const pickup = order.delivery_type === "pickup";
  const handed = pickup ? when(order.fetched_at) : when(order.shipped_at);
  return [
    { title: "买家下单", description: when(order.created_at) || "-" },
    { title: closed && current === 0 ? "已关闭" : "买家付款", description: when(order.paid_at) || "-" },
    { title: closed && current === 1 ? "已关闭" : "商家发货", description: pickup ? `到店自提${handed ? ` ${handed}` : ""}` : handed || "-" },
    { title: "交易完成", description: when(order.finished_at) || "-" },
  ];
}

/**
 * Whether an order is a sale that stands (decision 0026): paid, and not closed (a paid order
 * closes only when it is refunded). Goods 销量, a card key being sold, a member's 订单数 and
 * 累计消费 all count these orders, so they agree with each other and with the order list.
 */
export const isSale = (order: Readonly<Record<string, unknown>>): boolean =>
  Boolean(order.paid_at) && order.status !== "CLOSED";

/** The close reason of an order whose refund was paid back (the 售后 audit and the seed say the same). */
export const REFUND_CLOSE_REASON = "售后退款完成";
