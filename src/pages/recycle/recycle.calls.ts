import { defineCall, int, obj, str } from "../../providers/api-call";

/** 回收订单 actions of its pages (order-pay.tsx, reject-modal.tsx). */
export const RECYCLE_PAY_PATH = "/merchant/recycle/v1/order/pay";
export const RECYCLE_REJECT_PATH = "/merchant/recycle/v1/order/reject";

// the examples are open orders of the demo's admin shop (待打款, 审核中)
const changed = obj({ alias: str(), status: int() }, ["alias", "status"]);

export const payCall = defineCall({
  path: RECYCLE_PAY_PATH, tag: "/recycle", summary: "Pay a recycle order",
  request: obj({ alias: str(), amount: { type: "number", exclusiveMinimum: 0, description: "at most the card's face value" }, pay_channel: { enum: ["alipay", "wechat", "bank"], description: "PAY_CHANNELS of recycle-order.ts" }, remark: { type: "string", maxLength: 200, description: "打款备注" } }, ["alias", "amount", "pay_channel"]),
  example: { alias: "resva00003", amount: 100, pay_channel: "bank", remark: "" }, response: changed,
});
export const rejectCall = defineCall({
  path: RECYCLE_REJECT_PATH, tag: "/recycle", summary: "Reject a recycle order", request: obj({ alias: str(), reason: { type: "string", minLength: 1, maxLength: 200, description: "驳回原因" } }, ["alias", "reason"]),
  example: { alias: "resva0000a", reason: "卡密无效" }, response: changed,
});
