import { arrayOf, defineCall, num, obj, page, str } from "../../providers/api-call";
import { REFUND_REASON_MAX } from "../../resources/order/order.rules";

/** Order and after-sales actions of the detail pages (order-actions.tsx, refund-detail.tsx: `act(name)` on the resource's base). */
export const ORDER_BASE = "/merchant/order/v1/order";
export const REFUND_BASE = "/merchant/order/v1/refund";
export const FETCH_BASE = "/merchant/order/v1/fetch";
export const SHIP = "ship";
export const CLOSE = "close";
export const REMARK = "remark";
export const AUDIT = "audit";
export const CONFIRM_RETURN = "confirm-return";
export const FETCH_SAVE_PATH = `${FETCH_BASE}/save`;

const tag = "/order";
const orderSn = str("the order's key");
// the examples are orders of the demo's admin shop: one 待发货, one 待付款, a pickup order and its code
const changed = obj({ order_sn: str(), status: str() }, ["order_sn"]);
/** A pick-up record: the order's alias, its buyer and goods; the code only once it has been used. */
const pickup = obj({
  alias: str("the order's alias"), order_sn: str(), items: arrayOf({ type: "object" }), pay_amount: num(),
  buyer: obj({ nickname: str(), mobile: str() }), pick_address_name: { type: ["string", "null"] },
  status: { enum: [1, 2], description: "1 待核销, 2 已核销" }, fetch_code: { type: ["string", "null"] }, fetched_at: { type: ["string", "null"] },
  created_at: str(), updated_at: str(),
}, ["alias", "order_sn", "status", "fetch_code"]);

export const ship = defineCall({
  path: `${ORDER_BASE}/${SHIP}`, tag, summary: "Ship an order",
  request: obj({ order_sn: orderSn, express_company: str(), express_no: str() }, ["order_sn", "express_company", "express_no"]),
  example: { order_sn: "2026100806442202661", express_company: "顺丰速运", express_no: "SF1234567890" }, response: changed,
});
export const close = defineCall({
  path: `${ORDER_BASE}/${CLOSE}`, tag, summary: "Close an order", request: obj({ order_sn: orderSn, reason: { type: "string", minLength: 1, maxLength: 100, description: "关闭原因" } }, ["order_sn", "reason"]),
  example: { order_sn: "2026100610125202631", reason: "买家不想要了" }, response: changed,
});
export const remark = defineCall({
  path: `${ORDER_BASE}/${REMARK}`, tag, summary: "The merchant's remark", request: obj({ order_sn: orderSn, remark: { type: "string", maxLength: 200, description: "商家备注" } }, ["order_sn"]),
  example: { order_sn: "2026100921135502691", remark: "优先发货" }, response: changed,
});
/** What a 售后 step answers: the request's new status, what it paid back, and whether the order closed (decision 0060). */
const stepped = obj({ alias: str(), status: str(), refunded_amount: num(), order_closed: { type: "boolean" } }, ["alias", "status"]);
const refundAmount = { type: "number", exclusiveMinimum: 0, description: "退款金额: at most what the order has left (实付 less earlier refunds); default what was asked" } as const;
export const audit = defineCall({
  path: `${REFUND_BASE}/${AUDIT}`, tag, summary: "Agree to or refuse an after-sales request (仅退款: agreeing pays back refund_amount)",
  request: obj({
    alias: str(), result: { enum: ["agree", "refuse"] },
    reason: { type: "string", maxLength: REFUND_REASON_MAX, description: "拒绝原因 (required to refuse), or 说明 (agree)" }, refund_amount: refundAmount,
  }, ["alias", "result"]),
  example: { alias: "rf_2026073122533301521", result: "refuse", reason: "商品已影响二次销售" }, response: stepped,
});
export const confirmReturn = defineCall({
  path: `${REFUND_BASE}/${CONFIRM_RETURN}`, tag, summary: "退货退款: confirm the goods sent back arrived, and pay back refund_amount",
  request: obj({ alias: str(), refund_amount: refundAmount }, ["alias"]),
  example: { alias: "rf_2026073122533301521", refund_amount: 10 }, response: stepped,
});
export const fetchSave = defineCall({
  path: FETCH_SAVE_PATH, tag, summary: "Pick-up: confirm with the customer's code",
  request: obj({ alias: str(), fetch_code: { type: "string", pattern: "^\\d{6}$" } }, ["alias", "fetch_code"]),
  example: { alias: "od_2026101521355102791", fetch_code: "510279" }, response: obj({ alias: str() }, ["alias"]),
});
export const fetchList = defineCall({
  path: `${FETCH_BASE}/list`, tag, summary: "Pick-up records", request: obj({ page: { type: "integer" }, page_size: { type: "integer" }, keyword: str() }),
  example: { page: 1, page_size: 10 }, response: page(pickup),
});
export const fetchDetail = defineCall({
  path: `${FETCH_BASE}/detail`, tag, summary: "A pick-up record", request: obj({ alias: str() }, ["alias"]), example: { alias: "od_2026102404083402921" }, response: pickup,
});
