import { describe, expect, it } from "vitest";
import { isSale, ORDER_STATUS_LABELS, orderActions, orderStep, orderSteps, refundAfterAgree, refundAuditError, refundable, statusAfterShip } from "../../src/resources/order/order.rules";

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

  it("places the progress steps", () => {
    expect(orderStep({ status: "WAIT_PAY" })).toEqual({ current: 0, closed: false });
    expect(orderStep({ status: "WAIT_CONFIRM" })).toEqual({ current: 2, closed: false });
    expect(orderStep({ status: "CLOSED", paid_at: null })).toEqual({ current: 0, closed: true });
    expect(orderStep({ status: "CLOSED", paid_at: "2026-11-01 10:00:00" })).toEqual({ current: 1, closed: true });
    expect(orderStep({ status: "REFUNDING", shipped_at: "2026-11-01 10:00:00" })).toEqual({ current: 2, closed: false });
  });

  it("names a 自提 order's steps as its status names them: 待发货 waits for 商家发货, handed over 到店自提 (issue 23)", () => {
    const waiting = orderSteps({ status: "WAIT_SEND", delivery_type: "pickup", created_at: "2026-11-01 10:00:00", paid_at: "2026-11-01 10:05:00" });
    expect(waiting.map((s) => s.title)).toEqual(["买家下单", "买家付款", "商家发货", "交易完成"]);
    expect(ORDER_STATUS_LABELS.WAIT_SEND).toContain(waiting[2]?.title.slice(-2));
    expect(waiting[2]?.description).toBe("到店自提");
    const fetched = orderSteps({ status: "SUCCESS", delivery_type: "pickup", fetched_at: "2026-11-02 09:00:00", finished_at: "2026-11-02 09:00:00" });
    expect(fetched[2]).toEqual({ title: "商家发货", description: "到店自提 2026-11-02 09:00:00" });
    expect(orderSteps({ status: "CLOSED", delivery_type: "express", paid_at: "2026-11-01 10:05:00" })[2]?.title).toBe("已关闭");
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
    expect(refundAfterAgree(1)).toBe("REFUNDED");
    expect(refundAfterAgree(2)).toBe("AGREED");
  });
});
