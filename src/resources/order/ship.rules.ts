/**
 * 发货 rules shared by the order screens (the ship form, 批量发货, the import's preview) and the
 * demo API (single and batch ship): one list of express companies and one 运单号 format, so the
 * screens never accept what the API refuses (issue 37, item 1).
 */
import { COURIERS, courierOf } from "./couriers.rules";
import { ORDER_STATUS_LABELS, orderActions, type OrderStatus } from "./order.rules";

/** The express companies a merchant may ship with (the ship form's options; others are refused): couriers.rules.ts's table. */
export const EXPRESS_COMPANIES: readonly string[] = COURIERS.map((c) => c.name);

/**
 * The company's own name for what the merchant wrote (顺丰 → 顺丰速运, issue 49): what an order
 * stores and the rules check; a name no company goes by stays as written (and is refused).
 */
export const expressCompanyName = (written: string): string => courierOf(written.trim())?.name ?? written.trim();

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
  return courierOf(company) ? null : `未知的快递公司：${company}`;
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

/**
 * For each line, the other orders of the batch whose 运单号 is the same (in any letter case;
 * none: []). Two orders in one parcel happen (a buyer's two orders sent together, 合并发货), but
 * far more often a number typed or pasted twice (issue 49): 批量发货 and the import flag them before
 * sending and ship them only once the merchant confirms, naming the orders; the API refuses them
 * unless the call says so (`confirm_shared_no`).
 */
export function sharedNumbers(lines: readonly ShipLine[]): string[][] {
  const byNo = new Map<string, string[]>();
  const keyOf = (l: ShipLine) => l.express_no.trim().toUpperCase();
  for (const l of lines) if (keyOf(l)) byNo.set(keyOf(l), [...(byNo.get(keyOf(l)) ?? []), l.order_sn]);
  return lines.map((l) => (keyOf(l) ? (byNo.get(keyOf(l)) ?? []).filter((sn) => sn !== l.order_sn) : []));
}

/** Why a line sharing its 运单号 is not shipped unconfirmed (the API's refusal, the form's warning). */
export const sharedNoReason = (no: string, others: readonly string[]): string =>
  `运单号 ${no} 与订单 ${others.join("、")} 相同，合并发货请确认后再发`;
