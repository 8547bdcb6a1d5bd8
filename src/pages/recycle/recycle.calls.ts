import { defineCall, obj, str } from "../../providers/api-call";

/** 回收订单 actions of its pages (order-pay.tsx, reject-modal.tsx). */
export const RECYCLE_PAY_PATH = "/merchant/recycle/v1/order/pay";
export const RECYCLE_REJECT_PATH = "/merchant/recycle/v1/order/reject";

export const payCall = defineCall({
  path: RECYCLE_PAY_PATH, tag: "/recycle", summary: "Pay a recycle order",
  request: obj({ alias: str(), amount: { type: "number" }, pay_channel: str(), remark: { type: "string", maxLength: 200 } }, ["alias", "amount", "pay_channel"]), response: {},
});
export const rejectCall = defineCall({
  path: RECYCLE_REJECT_PATH, tag: "/recycle", summary: "Reject a recycle order", request: obj({ alias: str(), reason: str() }, ["alias", "reason"]), response: {},
});
