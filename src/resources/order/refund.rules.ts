import { cents, formatMoney } from "../../engine/fields/number-format";

/**
 * 售后 flow rules (domain.md 订单管理 → refund; decision 0060), shared by the refund screens
 * (which buttons, what the timeline says) and the demo API (which steps to accept), so the two
 * never disagree. 仅退款: 同意 pays back at once. 退货退款: 同意 → 待买家退货 → the buyer sends
 * it back → 待商家收货 → 确认收货 pays back. Either may be refused while 待处理, with a reason.
 */

export type RefundStatus = "PENDING" | "AGREED" | "WAIT_SELLER_RECEIVE" | "REFUSED" | "REFUNDED" | "CLOSED";

/** The statuses in the order the tabs show them; AGREED keeps the spec's value (a return agreed, the buyer to send it). */
export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  PENDING: "待处理",
  AGREED: "待买家退货",
  WAIT_SELLER_RECEIVE: "待商家收货",
  REFUNDED: "已退款",
  REFUSED: "已拒绝",
  // a return the buyer did not send back within the shop's 买家退货期限 (issue 49)
  CLOSED: "已关闭",
};

/** A request still open: its order is 售后中 (REFUNDING). */
export const isOpenRefund = (status: unknown): boolean => status === "PENDING" || status === "AGREED" || status === "WAIT_SELLER_RECEIVE";

/** What a merchant may do to a request: 同意 / 拒绝 a pending one, 确认收货 (and refund) a returned one. */
export type RefundAction = "agree" | "refuse" | "confirm";

export function refundActions(status: unknown): RefundAction[] {
  if (status === "PENDING") return ["agree", "refuse"];
  if (status === "WAIT_SELLER_RECEIVE") return ["confirm"];
  return [];
}

/** The grant each action needs on the 售后 page: 确认收货 pays money back, as 同意 does, so it is 同意's (routes.ts). */
export const REFUND_GRANTS: Record<RefundAction, "agree" | "refuse"> = { agree: "agree", refuse: "refuse", confirm: "agree" };

/** Whether agreeing pays back now (仅退款) or waits for the goods (退货退款). */
export const refundsOnAgree = (refundType: unknown): boolean => Number(refundType) !== 2;

/** What the order has left to pay back: its 实付 less what earlier refunds paid. */
export const refundLeft = (order: Readonly<Record<string, unknown>>): number =>
  Math.max(0, cents(Number(order.pay_amount ?? 0) - Number(order.refunded_amount ?? 0)));

/** What an order's buyer finally paid: 实付 less what was refunded (工作台's 销售额, a member's 累计消费). */
export const keptAmount = (order: Readonly<Record<string, unknown>>): number => refundLeft(order);

/** Why a refund amount is refused (null: it may be paid), against what the order has left. */
export function refundAmountError(amount: unknown, left: number): string | null {
  if (typeof amount !== "number" || !Number.isFinite(amount)) return "请填写退款金额";
  if (amount <= 0) return "退款金额应大于 0";
  if (cents(amount) !== amount) return "退款金额最多两位小数";
  if (amount > left) return `退款金额不能超过可退金额 ${formatMoney(left)}`;
  return null;
}

/** Why a step is refused for a request in `status` (null: it may be taken). */
export function refundStepError(status: unknown, action: RefundAction): string | null {
  if (refundActions(status).includes(action)) return null;
  if (status === "REFUNDED" || status === "REFUSED" || status === "CLOSED") return "该售后申请已处理";
  if (action === "confirm") return status === "AGREED" ? "买家尚未寄回商品，不能确认收货" : "该售后申请不是待收货状态";
  return "该售后申请已处理";
}

/** Where the goods were when the buyer asked: by the order's status then. */
export type DeliveryState = "unsent" | "shipped" | "received" | "delivered";
export const DELIVERY_STATE_LABELS: Record<DeliveryState, string> = {
  unsent: "未发货",
  shipped: "已发货",
  received: "已收货",
  delivered: "已发放（虚拟商品）",
};

export function deliveryState(orderStatus: unknown, deliveryType: unknown): DeliveryState {
  if (deliveryType === "virtual") return orderStatus === "WAIT_SEND" ? "unsent" : "delivered";
  if (orderStatus === "SUCCESS") return "received";
  return orderStatus === "WAIT_CONFIRM" ? "shipped" : "unsent";
}

/** One step of a request's timeline: when, who, what. */
export interface RefundStep {
  at: string;
  who: string;
  what: string;
}

const TYPE_LABELS: Record<number, string> = { 1: "仅退款", 2: "退货退款" };
const when = (v: unknown): string => (typeof v === "string" ? v : "");

/**
 * Every step of a request, from its stored times (申请 → 同意 → 买家退货 → 确认收货 → 退款, or
 * 拒绝 with its reason), oldest first. `audited_by` names who decided and `received_by` who
 * received the goods back, as 操作日志 names them (吴静 · 客服, or an automatic rule's "系统");
 * a request decided before they were stored says 商家.
 */
export function refundTimeline(r: Readonly<Record<string, unknown>>): RefundStep[] {
  const steps: RefundStep[] = [];
  const add = (at: unknown, who: string, what: string) => {
    if (when(at)) steps.push({ at: when(at), who, what });
  };
  const type = Number(r.refund_type);
  add(r.created_at, "买家", `申请${TYPE_LABELS[type] ?? "售后"}，退款 ${formatMoney(Number(r.refund_amount ?? 0))}（${String(r.reason ?? "")}）`);
  const by = typeof r.audited_by === "string" && r.audited_by ? r.audited_by : "商家";
  const note = typeof r.audit_reason === "string" && r.audit_reason ? `：${r.audit_reason}` : "";
  if (r.status === "REFUSED") add(r.audited_at, by, `拒绝申请${note}`);
  else if (r.status !== "PENDING") add(r.audited_at, by, `${type === 2 ? "同意退货，等待买家寄回" : "同意退款"}${note}`);
  add(r.returned_at, "买家", `寄回商品：${String(r.return_express_company ?? "")} ${String(r.return_express_no ?? "")}`.trim());
  add(r.return_signed_at, "快递", "退货包裹已签收");
  const receiver = typeof r.received_by === "string" && r.received_by ? r.received_by : "商家";
  add(r.received_at, receiver, "确认收到退货");
  if (r.status === "CLOSED") add(r.closed_at, "系统", String(r.close_reason ?? "售后关闭"));
  if (r.status === "REFUNDED") {
    const paid = Number(r.refunded_amount ?? 0);
    const part = paid < Number(r.refund_amount ?? 0) ? "（部分退款）" : "";
    add(r.refunded_at, type === 2 ? receiver : by, `退款 ${formatMoney(paid)} 原路退回${part}`);
  }
  return steps;
}

/** The kind of goods a request is about, by the goods' type: 1 数字藏品, 2 实物, 3 卡密. */
type GoodsKind = 1 | 2 | 3;

/**
 * Reasons a buyer may give, by the goods and where they were: no 发货太慢 or 未收到货 for
 * 卡密 or 数字藏品 (delivered when paid), none about the parcel before it was sent.
 */
const REASONS: Record<"collectible" | "cardKeys" | "unsent" | "shipped" | "returned", readonly string[]> = {
  collectible: ["藏品信息有误", "藏品与描述不符", "拍错了/多拍了", "不想要了"],
  cardKeys: ["卡密无法使用", "卡密已被使用", "拍错了/多拍了", "不想要了"],
  unsent: ["不想要了", "拍错了/多拍了", "卖家发货太慢", "地址填写错误"],
  shipped: ["未收到货", "商品与描述不符", "收到商品破损", "少件/漏发", "不想要了"],
  returned: ["商品与描述不符", "收到商品破损", "质量问题", "七天无理由退货"],
};

export function refundReasonsFor(goodsType: unknown, state: DeliveryState, refundType: unknown): readonly string[] {
  const kind = Number(goodsType) as GoodsKind;
  if (kind === 1) return REASONS.collectible;
  if (kind === 3) return REASONS.cardKeys;
  if (Number(refundType) === 2) return REASONS.returned;
  return state === "unsent" ? REASONS.unsent : REASONS.shipped;
}

/** The title of the evidence picture a buyer adds for a reason (none: the reason needs none). */
export const EVIDENCE_OF: Readonly<Record<string, string>> = {
  藏品信息有误: "藏品信息截图",
  藏品与描述不符: "藏品页面截图",
  卡密无法使用: "兑换失败截图",
  卡密已被使用: "兑换记录截图",
  商品与描述不符: "实物对比照片",
  收到商品破损: "破损细节照片",
  "少件/漏发": "开箱照片",
  质量问题: "问题细节照片",
};
