import { deliveryState, DELIVERY_STATE_LABELS, isOpenRefund, REFUND_GRANTS, refundLeft, refundTimeline } from "../../resources/order/refund.rules";
import { str } from "../check";
import { relatedRows } from "../db-reach";
import { agreeRefund, confirmReturn, refuseRefund, type RefundStepResult } from "../refund-flow";
import { fail, failWith, notFound, ok } from "../respond";
import type { ResourceExtension } from "../resources";
import type { Body, Db, ResourceRow } from "../types";
import { now } from "../util";

/**
 * 售后 (decision 0060): audit {alias, result: agree|refuse, reason, refund_amount} and
 * confirm-return {alias, refund_amount}, each a step of refund-flow.ts. The detail (and each
 * list row) carries its order's money, where the goods were, and the timeline of its steps.
 */

/** The amount the body asks to pay back: undefined when it names none, NaN when it names one that is no number. */
function amountIn(body: Body): number | undefined {
  const v = body.refund_amount;
  if (v === undefined || v === null || v === "") return undefined;
  return typeof v === "number" ? v : typeof v === "string" && v.trim() !== "" ? Number(v) : Number.NaN;
}

const MESSAGES: Record<string, string> = { AGREED: "已同意，等待买家退货", REFUNDED: "退款成功", REFUSED: "已拒绝售后申请" };

function reply(row: ResourceRow, result: RefundStepResult): Response {
  if (!result.ok) return result.code === 404 ? failWith(notFound(result.msg)) : fail(result.code, result.msg);
  return ok({ alias: row.alias, status: row.status, refunded_amount: result.refunded, order_closed: result.orderClosed }, MESSAGES[result.status] ?? "操作成功");
}

/** The request's order as the detail shows it (read as a related row: a page reads its orders, not the table). */
function orderOf(db: Db, row: ResourceRow) {
  const order = relatedRows(db, "order", row.shop_alias, "order_sn", row.order_sn)[0];
  if (!order) return { order: null, refundable: 0, delivery: null };
  const state = deliveryState(row.order_status ?? order.status_before_refund ?? order.status, order.delivery_type);
  return {
    order: {
      status: order.status, total_amount: order.total_amount, discount_amount: order.discount_amount, freight_amount: order.freight_amount,
      pay_amount: order.pay_amount, refunded_amount: Number(order.refunded_amount ?? 0), delivery_type: order.delivery_type, paid_at: order.paid_at,
    },
    refundable: isOpenRefund(row.status) ? refundLeft(order) : 0,
    delivery: {
      state, label: DELIVERY_STATE_LABELS[state],
      express_company: order.express_company ?? null, express_no: order.express_no ?? null, shipped_at: order.shipped_at ?? null,
    },
  };
}

/** The card keys of the request's order (a full refund voids them). */
const keysOf = (records: (name: string) => ResourceRow[], row: ResourceRow) =>
  records("goodsKeys").filter((k) => k.shop_alias === row.shop_alias && k.order_sn === row.order_sn);

export default {
  resource: "refund",
  // 同意 and 拒绝 are two grants of 售后 (SectionPages.actions of /order), one call; 确认收货 pays back, so it is 同意's
  acts: {
    audit: (body) => (body.result === "agree" || body.result === "refuse" ? body.result : ["agree", "refuse"]),
    "confirm-return": REFUND_GRANTS.confirm,
  },
  computes: ["order", "refundable", "delivery", "timeline"],
  output: (row, db) => ({ ...orderOf(db, row), timeline: refundTimeline(row) }),
  actions: {
    audit: ({ body, find, records }) => {
      const row = find(body.alias);
      if (!row) return failWith(notFound("售后申请不存在"));
      const order = records("order").find((o) => o.order_sn === row.order_sn);
      const choice = { reason: str(body, "reason"), amount: amountIn(body) };
      if (body.result === "refuse") return reply(row, refuseRefund(row, order, now(), choice));
      if (body.result !== "agree") return fail(row.status === "PENDING" ? 422 : 409, row.status === "PENDING" ? "审核结果不正确" : "该售后申请已处理");
      return reply(row, agreeRefund(keysOf(records, row), row, order, now(), choice));
    },
    "confirm-return": ({ body, find, records }) => {
      const row = find(body.alias);
      if (!row) return failWith(notFound("售后申请不存在"));
      const order = records("order").find((o) => o.order_sn === row.order_sn);
      return reply(row, confirmReturn(keysOf(records, row), row, order, now(), { amount: amountIn(body) }));
    },
  },
} satisfies ResourceExtension;
