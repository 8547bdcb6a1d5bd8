import { refundStepError } from "./refund.rules";

/**
 * 订单 and 售后 status rules (domain.md 订单管理), shared by the order screens (which
 * actions to show) and the demo API (which actions to accept), so the two never disagree.
 */

// an order's 实付金额, which only a paid order has (src/field-types/paid-amount.tsx registers it)
declare module "../../engine/field-types" {
  interface FieldTypes {
    paidAmount: "money";
  }
}

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

/** The step an open order waits on (买家付款 1, 商家发货 2, 买家收货 3), by its status. */
const WAITS_ON: Record<string, number> = { WAIT_PAY: 1, WAIT_SEND: 2, WAIT_CONFIRM: 3, SUCCESS: 3 };

/**
 * Where the order detail's progress stands (issue 49, item 6): `current` is the step the order
 * waits on (待付款 waits on 买家付款, after 发货 on 买家收货), `done` when it is complete, `closed`
 * when it ended 已关闭 (its last step, after the steps it reached). An order in 售后 waits where it
 * was before the request (status_before_refund), the 售后 deciding what comes next.
 */
export function orderStep(order: Readonly<Record<string, unknown>>): { current: number; closed: boolean; done: boolean } {
  const status = String(order.status);
  if (status === "CLOSED") return { current: reachedSteps(order).length, closed: true, done: false };
  const waits = WAITS_ON[status] ?? WAITS_ON[String(order.status_before_refund)] ?? (order.shipped_at ? 3 : 2);
  return { current: waits, closed: false, done: status === "SUCCESS" };
}

/** One step of the order detail's progress: what happened, and when (or why not). */
export interface OrderStepItem {
  title: string;
  description: string;
}

const when = (v: unknown): string => (typeof v === "string" && v ? v : "");

/** The steps a closed order had reached before it closed: 买家下单, then 买家付款 and 商家发货 when they happened. */
type Reached = "买家下单" | "买家付款" | "商家发货";
function reachedSteps(order: Readonly<Record<string, unknown>>): Reached[] {
  const handed = order.delivery_type === "pickup" ? order.fetched_at : order.shipped_at;
  return ["买家下单", ...(order.paid_at ? ["买家付款" as const] : []), ...(when(handed) ? ["商家发货" as const] : [])];
}

/**
 * The order detail's progress steps, named as the order's status names them (domain.md:
 * WAIT_SEND is 待发货 for every delivery type): the third step is 商家发货 for a pickup order
 * too, handed over at the 自提点 (到店自提), so a 待发货 order never reads 到店提货 (issue 23); the
 * last is 买家收货, done when the order is (交易完成 and its time). A closed order lists the
 * steps it reached and ends on 已关闭 with its time and reason (issue 49: an unpaid order closed
 * by the 30-minute rule read 交易完成 with a time).
 */
export function orderSteps(order: Record<string, unknown>): OrderStepItem[] {
  const pickup = order.delivery_type === "pickup";
  const handed = pickup ? when(order.fetched_at) : when(order.shipped_at);
  const all: Record<Reached, OrderStepItem> = {
    买家下单: { title: "买家下单", description: when(order.created_at) || "-" },
    买家付款: { title: "买家付款", description: when(order.paid_at) || "-" },
    商家发货: { title: "商家发货", description: pickup ? `到店自提${handed ? ` ${handed}` : ""}` : handed || "-" },
  };
  if (order.status === "CLOSED") {
    const reason = typeof order.close_reason === "string" ? order.close_reason : "";
    const closed = { title: "已关闭", description: [when(order.finished_at), reason].filter(Boolean).join("\n") || "-" };
    return [...reachedSteps(order).map((title) => all[title]), closed];
  }
  const done = order.status === "SUCCESS";
  const received = { title: "买家收货", description: done && when(order.finished_at) ? `交易完成 ${when(order.finished_at)}` : "-" };
  return [all.买家下单, all.买家付款, all.商家发货, received];
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
