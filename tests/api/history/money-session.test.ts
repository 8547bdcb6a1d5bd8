import { expect, it } from "vitest";
import { getDb } from "../../../src/demo/node";
import { formatDateTime } from "../../../src/api/util";
import { setupDemoApi } from "../helpers";
import { atEachClock } from "./clocks";
import { data, listAll, LISTS, str } from "./money-api";
import { checkCash } from "./money-checks-cash";
import { checkDashboard } from "./money-checks-dashboard";
import { checkSalesman } from "./money-checks-salesman";

/**
 * After a merchant's session in the demo (ship an order, agree a refund, settle a
 * commission, withdraw), 分销概况, 资产 and 工作台 still agree with the lists (issue 23).
 */
setupDemoApi();

atEachClock((ctx) => {
  it("ship, refund, settle and withdraw: the sums still agree", async () => {
    const { token } = ctx;
    const waiting = await listAll(token, LISTS.orders, { status: "WAIT_SEND", delivery_type: "express" });
    if (waiting[0]) await data(token, "/merchant/order/v1/order/ship", { order_sn: waiting[0].order_sn, express_company: "顺丰速运", express_no: "SF1234567890" });

    // a 仅退款 request, of a promoter's customer when there is one: its commission goes
    const promoted = new Set((getDb().records.salesmanOrder ?? []).map((p) => p.order_sn));
    const pending = (await listAll(token, LISTS.refunds, { status: "PENDING" })).filter((r) => r.refund_type === 1);
    const refund = pending.find((r) => promoted.has(r.order_sn)) ?? pending[0];
    expect(refund, "a 仅退款 request to agree").toBeDefined();
    // all the order has left: it closes
    await data(token, "/merchant/order/v1/refund/audit", { alias: refund?.alias, result: "agree", reason: "", refund_amount: refund?.refundable });
    const closed = (await listAll(token, LISTS.orders, { status: "CLOSED" })).find((o) => o.order_sn === refund?.order_sn);
    expect(closed?.status).toBe("CLOSED");
    // a third of another's (a promoter's customer's too, when there is one more): it goes back to
    // where it was, 已退款 that third, and the promoter's commission loses its third (decision 0060)
    const part = pending.find((r) => r !== refund && promoted.has(r.order_sn)) ?? pending.find((r) => r !== refund);
    expect(part, "another 仅退款 request").toBeDefined();
    const third = Math.round((Number(part?.refundable) / 3) * 100) / 100;
    await data(token, "/merchant/order/v1/refund/audit", { alias: part?.alias, result: "agree", reason: "", refund_amount: third });
    const reopened = (await listAll(token, LISTS.orders, { order_sn: part?.order_sn }))[0];
    expect(reopened?.refunded_amount).toBe(third);
    expect(["WAIT_SEND", "WAIT_CONFIRM", "SUCCESS"]).toContain(reopened?.status);

    const open = await listAll(token, LISTS.settlements, { status: 1 });
    if (open[0]) await data(token, "/merchant/salesman/v1/settlement/settle", { alias: open[0].alias });

    const balance = await data<{ available: number }>(token, "/merchant/payment/v1/account/balance");
    const withdrawn = await data<{ trade_no: string }>(token, "/merchant/payment/v1/cash/withdrawal", { amount: Math.min(100, balance.available) });
    expect(str(withdrawn.trade_no)).not.toBe("");

    const now = formatDateTime(new Date());
    await checkSalesman(token, now);
    await checkCash(token, now);
    await checkDashboard(token, now);
  });
});
