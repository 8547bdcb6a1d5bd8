import { refundAuditError } from "../../resources/order/order.rules";
import { str } from "../check";
import { fail, failWith, notFound, ok } from "../respond";
import type { ResourceExtension } from "../resources";
import { agreeRefund } from "../shop-rules/order-steps";
import { now } from "../util";

/**
 * 售后: audit {alias, result: agree|refuse, reason}. Agreeing refunds 仅退款 at once (the
 * order closes) and leaves 退货退款 已同意; refusing (reason required) returns the order to
 * the status it had before the request.
 */
export default {
  resource: "refund",
  // 同意 and 拒绝 are two grants of 售后 (SectionPages.actions of /order), one call
  acts: { audit: (body) => (body.result === "agree" || body.result === "refuse" ? body.result : ["agree", "refuse"]) },
  actions: {
    audit: ({ body, find, records }) => {
      const row = find(body.alias);
      if (!row) return failWith(notFound("售后申请不存在"));
      const reason = str(body, "reason");
      const error = refundAuditError(String(row.status), body.result, reason);
      if (error) return fail(error === "该售后申请已处理" ? 409 : 422, error);
      const order = records("order").find((o) => o.order_sn === row.order_sn);
      const time = now();
      if (body.result === "refuse") {
        Object.assign(row, { status: "REFUSED", audit_reason: reason, audited_at: time, updated_at: time });
        if (order?.status === "REFUNDING") Object.assign(order, { status: order.status_before_refund ?? "SUCCESS", status_before_refund: null, updated_at: time });
        return ok({ alias: row.alias, status: row.status }, "已拒绝售后申请");
      }
      const keys = order ? records("goodsKeys").filter((k) => k.order_sn === order.order_sn) : [];
      const status = agreeRefund(row, order, keys, time, reason);
      return ok({ alias: row.alias, status: row.status }, status === "REFUNDED" ? "已同意并退款" : "已同意，等待买家退货");
    },
  },
} satisfies ResourceExtension;
