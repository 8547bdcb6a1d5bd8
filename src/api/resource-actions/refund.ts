import { deliveryState, DELIVERY_STATE_LABELS, isOpenRefund, REFUND_GRANTS, refundLeft, refundsOnAgree, refundTimeline } from "../../resources/order/refund.rules";
import { str } from "../check";
import { relatedByValue } from "../output-reach";
import { lockedByKey } from "../locked-rows";
import { storeRefundStep } from "../refund-step-stored";
import { agreeRefund, confirmReturn, refuseRefund, type RefundStepResult, type ReturnAddress } from "../refund-flow";
import { namedReturnAddress, returnAddresses } from "../return-address";
import { fail, failWith, notFound, ok } from "../respond";
import type { ResourceActionCtx, ResourceExtension } from "../resources";
import type { Body, ResourceRow } from "../types";
import { now } from "../util";
import { whoOf } from "../audit-log";

/**
 * 售后 (decision 0060): audit {alias, result: agree|refuse, reason, refund_amount,
 * return_address_alias (同意 of a 退货退款: an address of type 退货, decision 0115)} and
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

/** The request's order as the detail shows it (`order`: the page's orders, read by their 订单号 at once). */
function orderOf(row: ResourceRow, order: ResourceRow | undefined) {
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

/** The body's 退货地址 (return_address_alias), or why it is refused. */
const returnAddressOfBody = (ctx: ResourceActionCtx): Promise<ReturnAddress | string> =>
  namedReturnAddress(ctx.repo.table("address"), ctx.shop.alias, ctx.body.return_address_alias);
/** Who takes a step by hand, as 操作日志 names them: 吴静 · 客服, 王店长 · 店主. */
const deciderOf = async (ctx: ResourceActionCtx): Promise<string> => (await whoOf(ctx.repo, ctx.user, ctx.staff)).who;

type Step = (refund: ResourceRow, order: ResourceRow | undefined, time: string) => RefundStepResult;

/**
 * Takes a step of the request the body names (decision 0096): the request read locked, then its
 * order (refund-step-stored.ts: 6 同意 of one request at once: the first pays, the others find it
 * 已退款; two requests of one order: the second pays from what the first left).
 */
async function stepOf(ctx: ResourceActionCtx, step: Step, refusal?: (refund: ResourceRow) => Response | null): Promise<Response> {
  const refund = await lockedByKey(ctx.repo.table("refund"), ctx.shop.alias, "alias", ctx.body.alias);
  if (!refund) return failWith(notFound("售后申请不存在"));
  const refused = refusal?.(refund);
  if (refused) return refused;
  const { result, refund: stored } = await storeRefundStep(ctx.repo, refund, (r, order) => step(r, order, now()));
  // the 操作日志 records the request (its page's record), as it read the body's before
  if (result.ok) ctx.audit.writes.push({ before: refund, after: stored });
  return reply(stored, result);
}

export default {
  resource: "refund",
  // 同意 and 拒绝 are two grants of 售后 (SectionPages.actions of /order), one call; 确认收货 pays back, so it is 同意's
  acts: {
    audit: (body) => (body.result === "agree" || body.result === "refuse" ? body.result : ["agree", "refuse"]),
    "confirm-return": REFUND_GRANTS.confirm,
    // the 退货 addresses 同意 picks from: read by who may agree (地址管理's own page need not be theirs), a read the 操作日志 leaves out
    "return-addresses": { sees: REFUND_GRANTS.agree },
  },
  computes: ["order", "refundable", "delivery", "timeline"],
  output: async (rows, reach) => {
    const orders = await relatedByValue(reach, "order", "order_sn", rows.map((r) => r.order_sn));
    return (row) => ({ ...orderOf(row, orders(row.order_sn)[0]), timeline: refundTimeline(row) });
  },
  actions: {
    audit: async (ctx) => {
      // 售后进度 names who decided as 操作日志 does (吴静 · 客服)
      const choice = { reason: str(ctx.body, "reason"), amount: amountIn(ctx.body), by: await deciderOf(ctx) };
      const result = ctx.body.result;
      if (result === "refuse") return stepOf(ctx, (refund, order, time) => refuseRefund(refund, order, time, choice));
      // a return's 同意 says where to send it: read before the request is locked (an address is the shop's settings, not the request's)
      const address = await returnAddressOfBody(ctx);
      return stepOf(ctx, (refund, order, time) => agreeRefund([], refund, order, time, { ...choice, returnAddress: typeof address === "string" ? null : address }), (refund) => {
        if (result !== "agree") return fail(refund.status === "PENDING" ? 422 : 409, refund.status === "PENDING" ? "审核结果不正确" : "该售后申请已处理");
        // only a pending 退货退款 needs it (a decided one is told so by the step)
        return typeof address === "string" && refund.status === "PENDING" && !refundsOnAgree(refund.refund_type) ? fail(422, address) : null;
      });
    },
    "return-addresses": async (ctx) => ok({ list: await returnAddresses(ctx.repo.table("address"), ctx.shop.alias) }),
    "confirm-return": async (ctx) => {
      const choice = { amount: amountIn(ctx.body), by: await deciderOf(ctx) };
      return stepOf(ctx, (refund, order, time) => confirmReturn([], refund, order, time, choice));
    },
  },
} satisfies ResourceExtension;
