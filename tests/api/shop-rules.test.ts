import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { shopInstant } from "../../src/engine/shop-clock";
import { getDb, resetDb } from "../../src/demo/node";
import { addMinutes, AUTO_AGREE_REASON, AUTO_CLOSE_REASON, DEFAULT_SHOP_RULES, SHOP_RULE_FIELDS } from "../../src/resources/order/shop-auto.rules";
import { parseDateTime } from "../../src/api/util";
import orderConfig from "../../src/resources/order/order";
import refundConfig from "../../src/resources/order/refund";
import { call, login, setupDemoApi } from "./helpers";
import { detailOf, type Row } from "./history/commerce-api";

/**
 * 店铺规则 in the in-page demo (issue 37, decision 0061): set and checked by rules/info and
 * rules/save; applied on the shop's clock when its data is read, each row moved at the moment its
 * rule fired, logged as 系统. The clock is faked (Date only: msw keeps its timers) and moved past
 * each limit.
 */
setupDemoApi();

const INFO = "/merchant/shop/v1/rules/info";
const SAVE = "/merchant/shop/v1/rules/save";
const START = shopInstant(2026, 11, 20, 15, 5, 0);

let token = "";
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(START);
  resetDb();
  token = await login();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Moves the shop's clock to `t` ('YYYY-MM-DD HH:mm:ss') and signs in again (a session idles out in 12 hours). */
async function clockAt(t: string): Promise<void> {
  vi.setSystemTime(parseDateTime(t));
  token = await login();
}

const orders = (): Row[] => (getDb().records.order ?? []).filter((o) => String(o.alias).startsWith("od_") && String(o.order_sn).endsWith("1"));
const systemEntries = () => getDb().audit_log.filter((e) => e.who_type === "system");

describe("rules/info and rules/save", () => {
  it("answers the defaults until the shop sets its own, then those", async () => {
    // with the version a save sends back (decision 0082)
    expect((await call(INFO, {}, { token })).body.data).toEqual({ ...DEFAULT_SHOP_RULES, version: expect.any(String) });
    const mine = { unpaid_close_minutes: 15, auto_confirm_days: 7, refund_auto_agree_days: 3, return_ship_days: 5, return_receive_days: 8, auto_deliver: false };
    const saved = await call(SAVE, mine, { token });
    expect([saved.body.code, saved.body.msg]).toEqual([200, "店铺规则已保存"]);
    expect((await call(INFO, {}, { token })).body.data).toEqual({ ...mine, version: expect.any(String) });
  });

  it("refuses a value out of its range, not whole or missing, naming the rule", async () => {
    for (const f of SHOP_RULE_FIELDS) {
      for (const bad of [f.min - 1, f.max + 1, f.min + 0.5, String(f.min)]) {
        const res = await call(SAVE, { ...DEFAULT_SHOP_RULES, [f.key]: bad }, { token });
        expect([res.body.code, res.body.msg]).toEqual([422, `${f.label}应为 ${f.min}-${f.max} ${f.unit}的整数`]);
      }
      const missing = await call(SAVE, { ...DEFAULT_SHOP_RULES, [f.key]: null }, { token });
      expect([missing.body.code, missing.body.msg]).toEqual([422, `请输入${f.label}时间`]);
    }
    expect((await call(INFO, {}, { token })).body.data).toEqual({ ...DEFAULT_SHOP_RULES, version: expect.any(String) });
  });
});

describe("the rules on the shop's clock", () => {
  it("closes a 待付款 order when its time has passed, at the moment the rule fired", async () => {
    const unpaid = orders().find((o) => o.status === "WAIT_PAY");
    if (!unpaid) throw new Error("the seed has a 待付款 order");
    const closesAt = addMinutes(String(unpaid.created_at), DEFAULT_SHOP_RULES.unpaid_close_minutes);
    await clockAt(addMinutes(closesAt, -1));
    expect((await detailOf(orderConfig, token, { order_sn: unpaid.order_sn })).status).toBe("WAIT_PAY");
    await clockAt(addMinutes(closesAt, 7));
    const closed = await detailOf(orderConfig, token, { order_sn: unpaid.order_sn });
    expect([closed.status, closed.close_reason, closed.finished_at]).toEqual(["CLOSED", AUTO_CLOSE_REASON, closesAt]);
    expect(systemEntries().find((e) => e.record[0]?.alias === unpaid.alias)).toMatchObject({ who: "系统", action: "自动关闭", created_at: closesAt });
  });

  it("follows the shop's own rule: a shorter time closes sooner", async () => {
    const unpaid = orders().find((o) => o.status === "WAIT_PAY");
    expect((await call(SAVE, { ...DEFAULT_SHOP_RULES, unpaid_close_minutes: 5 }, { token })).body.code).toBe(200);
    const closed = await detailOf(orderConfig, token, { order_sn: unpaid?.order_sn });
    expect([closed.status, closed.finished_at]).toEqual(["CLOSED", addMinutes(String(unpaid?.created_at), 5)]);
  });

  it("confirms receipt of a shipped order 10 days on", async () => {
    const shipped = orders().filter((o) => o.status === "WAIT_CONFIRM").sort((a, b) => String(a.shipped_at).localeCompare(String(b.shipped_at)))[0];
    if (!shipped) throw new Error("the seed has a 待收货 order");
    const confirmsAt = addMinutes(String(shipped.shipped_at), DEFAULT_SHOP_RULES.auto_confirm_days * 1440);
    await clockAt(addMinutes(confirmsAt, -1));
    expect((await detailOf(orderConfig, token, { order_sn: shipped.order_sn })).status).toBe("WAIT_CONFIRM");
    await clockAt(addMinutes(confirmsAt, 60));
    const done = await detailOf(orderConfig, token, { order_sn: shipped.order_sn });
    expect([done.status, done.finished_at]).toEqual(["SUCCESS", confirmsAt]);
    expect(systemEntries().find((e) => e.record[0]?.alias === shipped.alias)).toMatchObject({ action: "自动确认收货", created_at: confirmsAt });
  });

  it("agrees to a 售后 not answered in 7 days: 仅退款 is paid back and its order closes then", async () => {
    // one asking for all the order paid: agreeing pays it back and closes the order (a part would reopen it: decision 0060)
    const paid = (sn: unknown) => Number(getDb().records.order?.find((o) => o.order_sn === sn)?.pay_amount);
    const pending = (getDb().records.refund ?? []).filter((r) => r.status === "PENDING" && r.refund_type === 1 && String(r.order_sn).endsWith("1") && Number(r.refund_amount) === paid(r.order_sn))
      .sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)))[0];
    if (!pending) throw new Error("the seed has a 待处理 仅退款");
    const agreesAt = addMinutes(String(pending.created_at), DEFAULT_SHOP_RULES.refund_auto_agree_days * 1440);
    await clockAt(addMinutes(agreesAt, -1));
    expect((await detailOf(refundConfig, token, { alias: pending.alias })).status).toBe("PENDING");
    await clockAt(addMinutes(agreesAt, 3));
    const agreed = await detailOf(refundConfig, token, { alias: pending.alias });
    expect([agreed.status, agreed.audit_reason, agreed.audited_at]).toEqual(["REFUNDED", AUTO_AGREE_REASON, agreesAt]);
    const order = await detailOf(orderConfig, token, { order_sn: pending.order_sn });
    expect([order.status, order.finished_at]).toEqual(["CLOSED", agreesAt]);
    expect(systemEntries().find((e) => e.record[0]?.alias === pending.alias)).toMatchObject({ action: "自动同意", created_at: agreesAt });
  });

  it("the 操作日志 shows 系统's entries under 身份 系统", async () => {
    const unpaid = orders().find((o) => o.status === "WAIT_PAY");
    await clockAt(addMinutes(String(unpaid?.created_at), 60));
    const res = await call<{ list: Row[] }>("/merchant/shop/v1/log/list", { who_type: "system", page: 1, page_size: 50 }, { token });
    expect(res.body.data.list.some((e) => e.action === "自动关闭" && e.who === "系统")).toBe(true);
    expect(res.body.data.list.every((e) => e.who_type === "system")).toBe(true);
  });
});
