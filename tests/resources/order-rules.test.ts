import { describe, expect, it } from "vitest";
import { isSale, ORDER_STATUS_LABELS, orderActions, orderStep, orderSteps, refundAuditError, refundable, statusAfterShip } from "../../src/resources/order/order.rules";
import { REFUND_STATUS_LABELS, refundActions, refundAmountError, refundLeft, refundReasonsFor, refundsOnAgree, refundStepError, refundTimeline, type RefundStatus } from "../../src/resources/order/refund.rules";

describe("order status rules (domain.md 订单管理)", () => {
  it.each([
    ["WAIT_PAY", "express", ["close", "remark"]],
    ["WAIT_SEND", "express", ["ship", "remark"]],
    ["WAIT_SEND", "virtual", ["ship", "remark"]],
    ["WAIT_SEND", "pickup", ["fetch", "remark"]],
    ["WAIT_CONFIRM", "express", ["remark"]],
    ["SUCCESS", "pickup", ["remark"]],
    ["CLOSED", "express", ["remark"]],
    ["REFUNDING", "express", ["remark"]],
  ])("%s + %s allows %j", (status, delivery_type, actions) => {
    expect(orderActions({ status, delivery_type })).toEqual(actions);
  });

  it("ships parcels to 待收货 and virtual goods straight to 已完成", () => {
    expect(statusAfterShip("express")).toBe("WAIT_CONFIRM");
    expect(statusAfterShip("virtual")).toBe("SUCCESS");
  });

  it("lets only paid, open orders go into 售后", () => {
    expect(["WAIT_PAY", "WAIT_SEND", "WAIT_CONFIRM", "SUCCESS", "CLOSED", "REFUNDING"].filter(refundable)).toEqual(["WAIT_SEND", "WAIT_CONFIRM", "SUCCESS"]);
  });

  it("places the current step on the one the order waits on (issue 49: after 发货, 买家收货)", () => {
    expect(orderStep({ status: "WAIT_PAY" })).toEqual({ current: 1, closed: false, done: false });
    expect(orderStep({ status: "WAIT_SEND" })).toEqual({ current: 2, closed: false, done: false });
    expect(orderStep({ status: "WAIT_CONFIRM" })).toEqual({ current: 3, closed: false, done: false });
    expect(orderStep({ status: "SUCCESS" })).toEqual({ current: 3, closed: false, done: true });
    // in 售后: where it was before the request
    expect(orderStep({ status: "REFUNDING", status_before_refund: "WAIT_SEND" })).toEqual({ current: 2, closed: false, done: false });
    expect(orderStep({ status: "REFUNDING", shipped_at: "2026-11-01 10:00:00" })).toEqual({ current: 3, closed: false, done: false });
    // closed: its 已关闭 step follows the steps it reached
    expect(orderStep({ status: "CLOSED", paid_at: null })).toEqual({ current: 1, closed: true, done: false });
    expect(orderStep({ status: "CLOSED", paid_at: "2026-11-01 10:00:00" })).toEqual({ current: 2, closed: true, done: false });
    expect(orderStep({ status: "CLOSED", paid_at: "2026-11-01 10:00:00", delivery_type: "express", shipped_at: "2026-11-01 12:00:00" })).toEqual({ current: 3, closed: true, done: false });
  });

  it("ends a closed order on 已关闭 with its time and reason, never 交易完成 (issue 49)", () => {
    const unpaid = orderSteps({ status: "CLOSED", delivery_type: "express", created_at: "2026-11-01 10:00:00", paid_at: null, finished_at: "2026-11-01 10:30:00", close_reason: "超时未付款，系统自动关闭" });
    expect(unpaid).toEqual([
      { title: "买家下单", description: "2026-11-01 10:00:00" },
      { title: "已关闭", description: "2026-11-01 10:30:00\n超时未付款，系统自动关闭" },
    ]);
    const refunded = orderSteps({ status: "CLOSED", delivery_type: "express", paid_at: "2026-11-01 10:05:00", shipped_at: "2026-11-02 09:00:00", finished_at: "2026-11-04 09:00:00", close_reason: "售后退款完成" });
    expect(refunded.map((s) => s.title)).toEqual(["买家下单", "买家付款", "商家发货", "已关闭"]);
    expect(unpaid[orderStep({ status: "CLOSED" }).current]?.title).toBe("已关闭");
  });

  it("names a 自提 order's steps as its status names them: 待发货 waits for 商家发货, handed over 到店自提 (issue 23)", () => {
    const waiting = orderSteps({ status: "WAIT_SEND", delivery_type: "pickup", created_at: "2026-11-01 10:00:00", paid_at: "2026-11-01 10:05:00" });
    expect(waiting.map((s) => s.title)).toEqual(["买家下单", "买家付款", "商家发货", "买家收货"]);
    expect(ORDER_STATUS_LABELS.WAIT_SEND).toContain(waiting[orderStep({ status: "WAIT_SEND" }).current]?.title.slice(-2));
    expect(waiting[2]?.description).toBe("到店自提");
    const fetched = orderSteps({ status: "SUCCESS", delivery_type: "pickup", fetched_at: "2026-11-02 09:00:00", finished_at: "2026-11-02 09:00:00" });
    expect(fetched[2]).toEqual({ title: "商家发货", description: "到店自提 2026-11-02 09:00:00" });
    expect(fetched[3]).toEqual({ title: "买家收货", description: "交易完成 2026-11-02 09:00:00" });
  });

  it("counts a sale once paid, until a refund closes it (decision 0026)", () => {
    expect(isSale({ status: "WAIT_PAY", paid_at: null })).toBe(false);
    expect(isSale({ status: "REFUNDING", paid_at: "2026-11-01 10:05:00" })).toBe(true);
    expect(isSale({ status: "CLOSED", paid_at: "2026-11-01 10:05:00" })).toBe(false);
  });
});

describe("refund audit rules", () => {
  it("decides only pending requests, and refusing needs a reason", () => {
    expect(refundAuditError("PENDING", "agree", "")).toBeNull();
    expect(refundAuditError("PENDING", "refuse", "  ")).toBe("请填写拒绝原因");
    expect(refundAuditError("PENDING", "refuse", "已签收")).toBeNull();
    expect(refundAuditError("PENDING", "maybe", "")).toBe("审核结果不正确");
    expect(refundAuditError("AGREED", "agree", "")).toBe("该售后申请已处理");
    expect(refundAuditError("PENDING", "refuse", "字".repeat(201))).toBe("拒绝原因不能超过200个字");
  });

  it("refunds 仅退款 at once and waits for the goods of 退货退款", () => {
    expect(refundsOnAgree(1)).toBe(true);
    expect(refundsOnAgree(2)).toBe(false);
  });

  it("offers 同意 / 拒绝 while pending, 确认收货 once sent back, nothing after (decision 0060)", () => {
    expect(Object.fromEntries((Object.keys(REFUND_STATUS_LABELS) as RefundStatus[]).map((s) => [s, refundActions(s)]))).toEqual({
      PENDING: ["agree", "refuse"], AGREED: [], WAIT_SELLER_RECEIVE: ["confirm"], REFUNDED: [], REFUSED: [], CLOSED: [],
    });
    expect(refundStepError("AGREED", "confirm")).toBe("买家尚未寄回商品，不能确认收货");
    expect(refundStepError("REFUNDED", "confirm")).toBe("该售后申请已处理");
    // a return closed by 买家退货期限 (decision 0115) is done with
    expect(refundStepError("CLOSED", "confirm")).toBe("该售后申请已处理");
    expect(refundAuditError("WAIT_SELLER_RECEIVE", "agree", "")).toBe("该售后申请已处理");
  });

  it("pays back any amount in cents up to what the order has left", () => {
    const left = refundLeft({ pay_amount: 100, refunded_amount: 30.5 });
    expect(left).toBe(69.5);
    expect(refundAmountError(69.5, left)).toBeNull();
    expect(refundAmountError(0.01, left)).toBeNull();
    expect(refundAmountError(69.51, left)).toBe("退款金额不能超过可退金额 ¥69.50");
    expect(refundAmountError(0, left)).toBe("退款金额应大于 0");
    expect(refundAmountError(1.005, left)).toBe("退款金额最多两位小数");
    expect(refundAmountError(Number.NaN, left)).toBe("请填写退款金额");
  });

  it("tells every step on the timeline, in order, with who and the reason", () => {
    const steps = refundTimeline({
      refund_type: 2, refund_amount: 80, reason: "收到商品破损", status: "REFUNDED", created_at: "2026-11-01 10:00:00",
      audited_at: "2026-11-01 12:00:00", returned_at: "2026-11-02 09:00:00", return_express_company: "顺丰速运", return_express_no: "SF1",
      received_at: "2026-11-04 09:00:00", refunded_at: "2026-11-04 09:00:00", refunded_amount: 50,
    });
    expect(steps.map((s) => `${s.who}:${s.what}`)).toEqual([
      "买家:申请退货退款，退款 ¥80.00（收到商品破损）", "商家:同意退货，等待买家寄回", "买家:寄回商品：顺丰速运 SF1", "商家:确认收到退货", "商家:退款 ¥50.00 原路退回（部分退款）",
    ]);
    const refused = refundTimeline({ refund_type: 1, refund_amount: 5, reason: "不想要了", status: "REFUSED", created_at: "2026-11-01 10:00:00", audited_at: "2026-11-02 10:00:00", audit_reason: "已发货" });
    expect(refused.at(-1)).toEqual({ at: "2026-11-02 10:00:00", who: "商家", what: "拒绝申请：已发货" });
  });

  it("gives reasons that fit the goods: no 发货太慢 or 未收到货 for 卡密 or 藏品", () => {
    for (const type of [1, 3]) for (const state of ["unsent", "delivered"] as const) {
      expect(refundReasonsFor(type, state, 1)).not.toContain("卖家发货太慢");
      expect(refundReasonsFor(type, state, 1)).not.toContain("未收到货");
    }
    expect(refundReasonsFor(2, "unsent", 1)).toContain("卖家发货太慢");
    expect(refundReasonsFor(2, "received", 2)).not.toContain("卖家发货太慢");
  });
});
