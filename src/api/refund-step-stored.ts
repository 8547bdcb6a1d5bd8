import { voidOrderKeys } from "./card-keys";
import { lockedWhere, writeBack } from "./locked-rows";
import type { RefundStepResult } from "./refund-flow";
import type { Row, Transaction } from "./repository/types";

/**
 * A 售后 step (refund-flow.ts) stored through a transaction of the repository, whoever takes it:
 * the merchant's 同意 / 拒绝 / 确认收货 (resource-actions/refund.ts) or the shop's 自动同意
 * (shop-rules/rules-step.ts). The caller has read the request locked; its order is read locked
 * here, after it (always that order, so two steps of one order never wait on each other crosswise),
 * the step runs on copies and what it changed is written back; an order refunded whole has its
 * card keys voided. Nothing is written when the step refuses.
 */

export type RefundStep = (refund: Row, order: Row | undefined) => RefundStepResult;

export interface StoredRefundStep {
  result: RefundStepResult;
  /** The request as stored after the step (as read when the step refused). */
  refund: Row;
}

export async function storeRefundStep(repo: Transaction, refund: Row, step: RefundStep): Promise<StoredRefundStep> {
  const shop = refund.shop_alias;
  const orders = repo.table("order");
  const order = typeof refund.order_sn === "string" ? await lockedWhere(orders, shop, "order_sn", refund.order_sn) : null;
  const [refundAfter, orderAfter] = [structuredClone(refund), order ? structuredClone(order) : undefined];
  const result = step(refundAfter, orderAfter);
  if (!result.ok) return { result, refund };
  const stored = await writeBack(repo.table("refund"), refund, refundAfter);
  if (order && orderAfter) await writeBack(orders, order, orderAfter);
  if (result.orderClosed && order) await voidOrderKeys(repo, shop, String(order.order_sn));
  return { result, refund: stored };
}
