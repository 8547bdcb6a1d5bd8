import { arrayOf, defineCall, num, obj, str, type JsonSchema } from "../../providers/api-call";
import { MAX_WAYBILL_ORDERS } from "../../resources/order/parcel.rules";
import { ORDER_BASE, REFUND_BASE } from "./order.calls";

/** 快递面单, 发货单 and 物流轨迹 (issue 49 item 5): the calls of print-label.tsx, print-sheet.tsx and parcel-track.tsx. */
export const WAYBILL_PATH = `${ORDER_BASE}/waybill`;
export const ORDER_TRACK_PATH = `${ORDER_BASE}/track`;
export const REFUND_TRACK_PATH = `${REFUND_BASE}/track`;

const tag = "/order";
const nullable = (type: "string" | "object"): JsonSchema => ({ type: [type, "null"] });
const party: JsonSchema = { ...obj({ name: str(), mobile: str("whole: a label carries it"), address: str() }, ["name", "mobile", "address"]), ...nullable("object") };
const waybillOrder = obj({
  order_sn: str(), created_at: str(), express_company: nullable("string"), express_no: nullable("string"), receiver: party,
  items: arrayOf(obj({ name: str(), num: { type: "integer" }, price: num("单价") }, ["name", "num", "price"])),
  total_amount: num(), discount_amount: num(), freight_amount: num(), pay_amount: num(), remark: nullable("string"),
}, ["order_sn", "express_no", "receiver", "items", "pay_amount"]);

export const waybill = defineCall({
  path: WAYBILL_PATH, tag,
  summary: "快递面单 and 发货单: the shop's name, its 发货地址 (地址库: the default, else the first) and each named order's receiver, goods, amounts and 运单号",
  request: obj({ order_sns: { type: "array", minItems: 1, maxItems: MAX_WAYBILL_ORDERS, items: str() } }, ["order_sns"]),
  example: { order_sns: ["2026100806442202661"] },
  response: obj({ shop_name: str(), sender: party, orders: arrayOf(waybillOrder) }, ["shop_name", "sender", "orders"]),
});

/** One step of a track, newest first; state 揽收 / 在途 / 派件 / 签收 / 异常. */
const steps = arrayOf(obj({ at: str(), where: str(), what: str(), state: { enum: ["暂无", "揽收", "在途", "派件", "签收", "异常"] } }, ["at", "where", "what"]));

export const orderTrack = defineCall({
  path: ORDER_TRACK_PATH, tag, summary: "物流轨迹 of an order's parcel, newest first (empty: not shipped by express, or not tracked yet)",
  request: obj({ order_sn: str() }, ["order_sn"]), example: { order_sn: "2026100806442202661" }, response: steps,
});
export const refundTrack = defineCall({
  path: REFUND_TRACK_PATH, tag, summary: "物流轨迹 of a 售后's return parcel (the buyer's 退货快递), newest first (empty: not sent back yet)",
  request: obj({ alias: str() }, ["alias"]), example: { alias: "rf_2026073122533301521" }, response: steps,
});
