import { arrayOf, defineCall, num, obj, page, str } from "../../providers/api-call";
import { REFUND_REASON_MAX } from "../../resources/order/order.rules";
import { EXPRESS_COMPANIES, EXPRESS_NO_PATTERN, MAX_SHIP_BATCH } from "../../resources/order/ship.rules";

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
/** 发货 from the order list (a row's, a phone card's): the detail's call. */
export const SHIP_PATH = `${ORDER_BASE}/${SHIP}`;
/** 批量发货 and the import (order-batch-ship.tsx, order-import.tsx), and the import's preview. */
export const BATCH_SHIP_PATH = `${ORDER_BASE}/batchShip`;
export const BATCH_SHIP_CHECK_PATH = `${ORDER_BASE}/batchShipCheck`;

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
// the examples are 待发货 express orders of the demo's admin shop (and one that is not there)
// (the rules are the API's to apply, line by line: a line that breaks one is refused alone)
const shipLines = {
  type: "array", minItems: 1, maxItems: MAX_SHIP_BATCH, description: "one line per order",
  items: obj({
    order_sn: orderSn,
    express_company: str(`快递公司, one of ${EXPRESS_COMPANIES.join(", ")}, or a name it goes by (顺丰, 中通, 京东 …: stored as the company's own)`),
    express_no: str(`运单号, ${EXPRESS_NO_PATTERN.source}: 8-30 letters, digits or hyphens`),
  }, ["order_sn", "express_company", "express_no"]),
} as const;
/** 合并发货: the lines sharing a 运单号 ship (else each is refused, naming the others). */
const confirmSharedNo = { type: "boolean", description: "the merchant confirmed the orders sharing a 运单号 go in one parcel (合并发货); without it those lines are refused" } as const;
const failedLines = arrayOf(obj({ order_sn: str(), reason: str("why it was not shipped (订单不存在, 当前订单状态为待收货，不能发货, the 运单号 rule, a 运单号 shared unconfirmed …)") }, ["order_sn", "reason"]));
export const batchShip = defineCall({
  path: BATCH_SHIP_PATH, tag,
  summary: "批量发货: ship express orders, each with its 运单号; the lines that break a rule are refused alone and named (code 409 when none shipped)",
  request: obj({ items: shipLines, confirm_shared_no: confirmSharedNo }, ["items"]),
  example: { items: [
    { order_sn: "2026112808183203181", express_company: "中通快递", express_no: "ZT7312345678" },
    { order_sn: "2099000000000000000", express_company: "中通快递", express_no: "ZT7312345679" },
  ] },
  response: obj({ shipped: arrayOf(changed), failed: failedLines }, ["shipped", "failed"]),
});
export const batchShipCheck = defineCall({
  path: BATCH_SHIP_CHECK_PATH, tag, summary: "The import's preview: what 批量发货 would say of each line (reason null: it would ship), shipping nothing",
  request: obj({ items: shipLines, confirm_shared_no: confirmSharedNo }, ["items"]),
  example: { items: [{ order_sn: "2026112808183203181", express_company: "中通快递", express_no: "ZT-1" }] },
  response: obj({ lines: arrayOf(obj({ order_sn: str(), reason: { type: ["string", "null"] } }, ["order_sn", "reason"])) }, ["lines"]),
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
    return_address_alias: str("退货地址: an address of type 退货 of 地址管理, required to agree to a 退货退款 (decision 0115)"),
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
