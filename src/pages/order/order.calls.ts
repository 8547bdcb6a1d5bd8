import { defineCall, obj, str } from "../../providers/api-call";

/** Order and after-sales actions of the detail pages (order-actions.tsx, refund-detail.tsx: `act(name)` on the resource's base). */
export const ORDER_BASE = "/merchant/order/v1/order";
export const REFUND_BASE = "/merchant/order/v1/refund";
export const FETCH_BASE = "/merchant/order/v1/fetch";
export const SHIP = "ship";
export const CLOSE = "close";
export const REMARK = "remark";
export const AUDIT = "audit";
export const FETCH_SAVE_PATH = `${FETCH_BASE}/save`;

const tag = "/order";
const orderSn = str("the order's key");
export const ship = defineCall({ path: `${ORDER_BASE}/${SHIP}`, tag, summary: "Ship an order", request: obj({ order_sn: orderSn, express_company: str(), express_no: str() }, ["order_sn", "express_company", "express_no"]), response: {} });
export const close = defineCall({ path: `${ORDER_BASE}/${CLOSE}`, tag, summary: "Close an order", request: obj({ order_sn: orderSn, reason: { type: "string", maxLength: 100 } }, ["order_sn", "reason"]), response: {} });
export const remark = defineCall({ path: `${ORDER_BASE}/${REMARK}`, tag, summary: "The merchant's remark", request: obj({ order_sn: orderSn, remark: { type: "string", maxLength: 200 } }, ["order_sn"]), response: {} });
export const audit = defineCall({
  path: `${REFUND_BASE}/${AUDIT}`, tag, summary: "Agree to or refuse an after-sales request",
  request: obj({ alias: str(), result: { enum: ["agree", "refuse"] }, reason: str() }, ["result"]), response: {},
});
export const fetchSave = defineCall({
  path: FETCH_SAVE_PATH, tag, summary: "Pick-up: confirm with the customer's code", request: obj({ alias: str(), fetch_code: { type: "string", pattern: "^\\d{6}$" } }, ["alias", "fetch_code"]), response: {},
});
export const fetchList = defineCall({ path: `${FETCH_BASE}/list`, tag, summary: "Pick-up records", request: obj({ page: { type: "integer" }, page_size: { type: "integer" } }), example: { page: 1, page_size: 10 }, response: { type: "object" } });
export const fetchDetail = defineCall({ path: `${FETCH_BASE}/detail`, tag, summary: "A pick-up record", request: obj({ alias: str() }, ["alias"]), response: {} });
