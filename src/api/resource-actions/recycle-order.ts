import { PAY_CHANNELS, RECYCLE_OPEN, RECYCLE_STATUS } from "../../resources/recycle/recycle-order";
import { fail, failWith, notFound, ok } from "../respond";
import type { ResourceExtension } from "../resources";
import type { ResourceRow } from "../types";
import { now } from "../util";
import { formatMoney } from "../../engine/fields/number-format";
import { patchNoted } from "../noted-patch";

/**
 * 回收订单: order/pay {alias, amount, pay_channel, remark?} and order/reject {alias, reason}.
 * Both only from 待验卡 (1) or 待打款 (2): paying a card still being checked is the merchant
 * accepting it at once; a paid or rejected order is final (409).
 *
 * Each reads its order locked (`load`: get forUpdate on the call's repository) and decides on
 * that: the same order paid (打款) twice at once is paid once, the second call finding it 已打款.
 */
const STATUS_LABEL: Record<number, string> = { 1: "待验卡", 2: "待打款", 3: "已打款", 4: "已驳回" };

const money = (n: number) => formatMoney(n);
const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");

/** Why the order cannot be paid or rejected now, or null. */
function closedFor(row: ResourceRow, action: string): string | null {
  const status = Number(row.status);
  return RECYCLE_OPEN.includes(status) ? null : `该订单${STATUS_LABEL[status] ?? ""}，不能${action}`;
}

/** The amount's refusal: a number > 0, at most 2 decimals, at most the card's face value. */
function amountError(amount: unknown, face: number): string | null {
  if (amount === undefined || amount === null || amount === "") return "请输入打款金额";
  if (typeof amount !== "number" || !Number.isFinite(amount)) return "打款金额必须是数字";
  if (amount <= 0) return "打款金额必须大于0";
  if (Math.round(amount * 100) !== Math.round(amount * 1e6) / 1e4) return "打款金额最多两位小数";
  if (amount > face) return `打款金额不能超过面值（${money(face)}）`;
  return null;
}

export default {
  resource: "recycleOrder",
  actions: {
    pay: async (ctx) => {
      const { body } = ctx;
      const row = await ctx.load(body.alias);
      if (!row) return failWith(notFound("回收订单不存在"));
      const closed = closedFor(row, "打款");
      if (closed) return fail(409, closed);
      const badAmount = amountError(body.amount, Number(row.face_value));
      if (badAmount) return fail(422, badAmount);
      if (!text(body.pay_channel)) return fail(422, "请选择打款方式");
      if (!PAY_CHANNELS.some((c) => c.value === body.pay_channel)) return fail(422, "打款方式不正确");
      if (body.remark !== undefined && body.remark !== null && typeof body.remark !== "string") return fail(422, "打款备注格式不正确");
      const remark = text(body.remark);
      if (remark.length > 200) return fail(422, "打款备注不能超过200个字");
      const paid = await patchNoted(ctx, "recycleOrder", row, {
        status: RECYCLE_STATUS.paid, paid_amount: body.amount, pay_channel: body.pay_channel, pay_remark: remark || null, paid_at: now(),
      });
      return ok({ alias: paid.alias, status: paid.status });
    },
    reject: async (ctx) => {
      const { body } = ctx;
      const row = await ctx.load(body.alias);
      if (!row) return failWith(notFound("回收订单不存在"));
      const closed = closedFor(row, "驳回");
      if (closed) return fail(409, closed);
      const reason = text(body.reason);
      if (!reason) return fail(422, "请填写驳回原因");
      if (reason.length > 200) return fail(422, "驳回原因不能超过200个字");
      const rejected = await patchNoted(ctx, "recycleOrder", row, { status: RECYCLE_STATUS.rejected, reject_reason: reason, rejected_at: now() });
      return ok({ alias: rejected.alias, status: rejected.status });
    },
  },
} satisfies ResourceExtension;
