import type { Ctx } from "./route";

/**
 * 消息中心 (issue 49 item 2; domain.md "A deployed shop"): what the shop tells its people. A
 * message is stored for the shop, in the call's transaction, and each reader sees those of the
 * pages their role may view, with their own read state. Until the message centre lands this
 * stores nothing: callers (the buyer's steps, the rules, stock, exports, password resets) call it
 * now, the store follows.
 */

export type ShopMessageType = "order.paid" | "refund.created" | "refund.due" | "stock.low" | "keys.low" | "export.done" | "employee.password";

export interface ShopMessage {
  type: ShopMessageType;
  /** What the bell's drawer shows: "新订单 E20261207… 已付款 ¥122.00". */
  title: string;
  /** The record it links to: a config's name (order, refund, goods …) and its alias. */
  record?: { resource: string; alias: string };
}

/** Stores `message` for the shop's readers, in the call's transaction (stored with the call's writes, undone with them). */
export async function notifyShop(ctx: Pick<Ctx, "repo">, shop: string, message: ShopMessage): Promise<void> {
  void ctx;
  void shop;
  void message;
}
