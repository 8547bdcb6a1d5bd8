/**
 * 发货 rules shared by the order screens (the ship form, 批量发货, the import's preview) and the
 * demo API (single and batch ship): one list of express companies and one 运单号 format, so the
 * screens never accept what the API refuses (issue 37, item 1).
 */
import { ORDER_STATUS_LABELS, orderActions, type OrderStatus } from "./order.rules";

/** The express companies a merchant may ship with (the ship form's options; others are refused). */
export const EXPRESS_COMPANIES = ["顺丰速运", "中通快递", "圆通速递", "韵达快递", "申通快递", "京东物流", "EMS", "极兔速递"] as const;

/**
 * A 运单号: 8–30 letters, digits or hyphens (JD's parcel numbers carry hyphens: JDX000123456789-1-1).
 * Spaces are the merchant's typing, trimmed before the check.
 */
export const EXPRESS_NO_PATTERN = /^[A-Za-z0-9-]{8,30}$/;
/** What a 运单号 off that format is told (the form, the preview and the API say the same). */
export const EXPRESS_NO_RULE = "运单号应为 8-30 位字母、数字或连字符（-）";

/** The most orders one 批量发货 (or one import) ships. */
export const MAX_SHIP_BATCH = 200;

/** Why an express company is refused, or null. */
export function expressCompanyError(company: string): string | null {
  if (!company) return "请选择快递公司";
  return (EXPRESS_COMPANIES as readonly string[]).includes(company) ? null : `未知的快递公司：${company}`;
}

/** Why a 运单号 is refused, or null. */
export function expressNoError(no: string): string | null {
  if (!no) return "请填写运单号";
  return EXPRESS_NO_PATTERN.test(no) ? null : EXPRESS_NO_RULE;
}

/** Whether an order is one the list's 发货 and 批量发货 take: 待发货 and sent by express. */
export const shipsByExpress = (order: Readonly<Record<string, unknown>>): boolean =>
  order.delivery_type === "express" && orderActions({ status: String(order.status), delivery_type: "express" }).includes("ship");

/** Why an order cannot be shipped now, naming its state (当前订单状态为待收货，不能发货), or null. */
export function shipStateError(order: { status: string; delivery_type: string }): string | null {
  if (orderActions(order).includes("ship")) return null;
  const label = ORDER_STATUS_LABELS[order.status as OrderStatus] ?? order.status;
  return order.status === "WAIT_SEND" ? "自提订单请核销提货，不能发货" : `当前订单状态为${label}，不能发货`;
}

/** One row of a 批量发货 or an import: the order and how it goes. */
export interface ShipLine {
  order_sn: string;
  express_company: string;
  express_no: string;
}

/** What the API says of one line it did not ship. */
export interface ShipFailure {
  order_sn: string;
  reason: string;
}
