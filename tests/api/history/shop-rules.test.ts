import { expect, it } from "vitest";
import { addMinutes, AUTO_AGREE_REASON, AUTO_CLOSE_REASON, DEFAULT_SHOP_RULES, dueBefore } from "../../../src/resources/order/shop-auto.rules";
import { now } from "../../../src/api/util";
import { setupDemoApi } from "../helpers";
import { atEachClock } from "./clocks";

/**
 * The seed obeys the shop's rules (issue 37, decision 0061), at each clock: no 待付款 order, 待收货
 * order or 待处理 售后 is older than its rule allows, and what the rules moved on ended as the
 * rule leaves it, at the moment it fired, with 系统's entry in the 操作日志. Read from the
 * seeded rows, not through a call (a call would move them on itself).
 */
setupDemoApi();

type Row = Record<string, unknown>;
const rules = DEFAULT_SHOP_RULES;

atEachClock((ctx) => {
  it("no order or 售后 is older than its rule allows", () => {
    const db = ctx.db();
    const due = dueBefore(rules, now());
    const orders = db.records.order ?? [];
    const refunds = db.records.refund ?? [];
    const late = (rows: Row[], status: string, field: string, before: string) =>
      rows.filter((r) => r.status === status && String(r[field]) <= before).map((r) => `${String(r.order_sn)} ${String(r[field])}`);
    expect(late(orders, "WAIT_PAY", "created_at", due.unpaid)).toEqual([]);
    expect(late(orders, "WAIT_CONFIRM", "shipped_at", due.shipped)).toEqual([]);
    expect(late(refunds, "PENDING", "created_at", due.asked)).toEqual([]);
    // a return agreed is sent back within 买家退货期限, one signed for is received within 商家收货期限 (decision 0115)
    expect(late(refunds, "AGREED", "audited_at", due.agreed)).toEqual([]);
    expect(late(refunds, "WAIT_SELLER_RECEIVE", "return_signed_at", due.signed)).toEqual([]);
    // the rules had something to do in this history, and each open to-do kind is still there
    expect(orders.filter((o) => o.close_reason === AUTO_CLOSE_REASON).length).toBeGreaterThan(0);
    expect(refunds.filter((r) => r.audit_reason === AUTO_AGREE_REASON).length).toBeGreaterThan(0);
  });

  it("what the rules moved on ended as the rule leaves it, at the moment it fired, logged as 系统", () => {
    const db = ctx.db();
    const orders = db.records.order ?? [];
    // a return agreed by the rule may have been refunded by another: each rule's entry of a row
    const byAlias = new Map(db.audit_log.filter((e) => e.who_type === "system" && e.action !== "自动退款").map((e) => [e.record[0]?.alias, e]));
    const refundedByRule = new Map(db.audit_log.filter((e) => e.who_type === "system" && e.action === "自动退款").map((e) => [e.record[0]?.alias, e]));
    for (const o of orders.filter((x) => x.close_reason === AUTO_CLOSE_REASON)) {
      expect([o.status, o.paid_at, o.finished_at]).toEqual(["CLOSED", null, addMinutes(String(o.created_at), rules.unpaid_close_minutes)]);
      expect(byAlias.get(String(o.alias))).toMatchObject({ who: "系统", action: "自动关闭", created_at: o.finished_at });
    }
    const confirmed = orders.filter((o) => typeof o.shipped_at === "string" && o.finished_at === addMinutes(o.shipped_at, rules.auto_confirm_days * 1440));
    for (const o of confirmed) expect(byAlias.get(String(o.alias))).toMatchObject({ action: "自动确认收货", created_at: o.finished_at });
    for (const r of (db.records.refund ?? []).filter((x) => x.audit_reason === AUTO_AGREE_REASON)) {
      expect(r.audited_at).toBe(addMinutes(String(r.created_at), rules.refund_auto_agree_days * 1440));
      const order = orders.find((o) => o.order_sn === r.order_sn);
      // 仅退款 was paid back when agreed (the order closed then); 退货退款 waits for the goods, or has them on the way back
      if (r.status === "REFUNDED" && r.refund_type === 1) expect([order?.status, order?.finished_at]).toEqual(["CLOSED", r.audited_at]);
      else if (r.status === "REFUNDED") {
        // a return signed for and not confirmed was refunded by 商家收货期限, its order closed then
        const at = addMinutes(String(r.return_signed_at), rules.return_receive_days * 1440);
        expect([r.received_by, r.received_at, r.refunded_at, order?.status, order?.finished_at]).toEqual(["系统", at, at, "CLOSED", at]);
        expect(refundedByRule.get(String(r.alias))).toMatchObject({ who: "系统", created_at: at });
      } else expect([["AGREED", "WAIT_SELLER_RECEIVE"].includes(String(r.status)), r.refund_type, order?.status]).toEqual([true, 2, "REFUNDING"]);
      expect(byAlias.get(String(r.alias))).toMatchObject({ action: "自动同意", created_at: r.audited_at });
    }
  });
});
