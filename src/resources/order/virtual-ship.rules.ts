import { orderActions } from "./order.rules";

/**
 * 发货 of a virtual order (issue 49, decision 0115): a 数字藏品 paid while the shop's 数字藏品自动发货
 * (店铺规则) is off waits in 待发货; the list's row, the phone's card and 批量发货 take it as they
 * take an express one, with no parcel (no 快递公司 or 运单号): 发货 completes it.
 */
export const shipsVirtually = (order: Readonly<Record<string, unknown>>): boolean =>
  order.delivery_type === "virtual" && orderActions({ status: String(order.status), delivery_type: "virtual" }).includes("ship");
