import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "../../src/demo/node";
import type { ResourceRow } from "../../src/api/types";
import { formatMoney } from "../../src/engine/fields/number-format";
import { atOnce, rowHold } from "./at-once";
import { call, login, setupDemoApi, type Page } from "./helpers";

/**
 * The order and 售后 actions decide on rows they lock (decision 0096): in the page and the tests,
 * as on the server, two calls sent at once on one order or one request run one after the other,
 * and the second decides on what the first wrote. (tests/server/races.http.test.ts sends 8 and 6
 * at once over HTTP, on one server and two.) In the page two calls seldom overlap by themselves
 * (each runs through without a pause), so each test makes them meet: a transaction of the
 * calls' own repository holds the row they decide on until every call waits for that row. A
 * call that read it unlocked has read it by then, and would decide on what it read.
 */
setupDemoApi();

type Row = Record<string, unknown>;
const O = "/merchant/order/v1/order";
const R = "/merchant/order/v1/refund";
const cents = (n: number) => Math.round(n * 100) / 100;

let token = "";
beforeEach(async () => {
  token = await login();
});

async function first(path: string, filters: Row): Promise<Row & { alias: string; order_sn: string }> {
  const row = (await call<Page<Row & { alias: string; order_sn: string }>>(path, filters, { token })).body.data.list[0];
  if (!row) throw new Error(`the seed has none of ${path} ${JSON.stringify(filters)}`);
  return row;
}

const stored = (resource: string, key: string, value: unknown) => (getDb().records[resource] ?? []).find((r) => r[key] === value) as ResourceRow;

/** The calls sent at once while `row` of `table` is held (at-once.ts). */
const atOnceOn = (table: string, row: ResourceRow, calls: [string, Row][]) => atOnce(rowHold(table, row), calls, token);

describe("one order or request, two calls at once", () => {
  it("ships an order sent 发货 twice at once once: the other is refused as already shipped, and one 发货 is logged", async () => {
    const order = await first(`${O}/list`, { status: "WAIT_SEND", delivery_type: "express" });
    const logged = getDb().audit_log.length;
    const replies = await atOnceOn("order", stored("order", "order_sn", order.order_sn), [
      [`${O}/ship`, { order_sn: order.order_sn, express_company: "顺丰速运", express_no: "SF1234567890" }],
      [`${O}/ship`, { order_sn: order.order_sn, express_company: "中通快递", express_no: "ZT1234567890" }],
    ]);
    expect(replies.map((r) => r.code).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.code === 409)?.msg).toBe("当前订单状态不能发货");
    const winner = replies.findIndex((r) => r.code === 200);
    // the order carries the shipped call's 运单号, not the refused one's
    expect(stored("order", "order_sn", order.order_sn)).toMatchObject({ status: "WAIT_CONFIRM", express_no: winner === 0 ? "SF1234567890" : "ZT1234567890" });
    expect(getDb().audit_log.slice(logged).filter((e) => e.record.some((r) => r.label === order.order_sn))).toHaveLength(1);
  });

  it("agrees one 售后 sent 同意 twice at once once: the order is paid back once, the other is told it was handled", async () => {
    const refund = await first(`${R}/list`, { status: "PENDING", refund_type: 1 });
    const paidBefore = Number(stored("order", "order_sn", refund.order_sn).refunded_amount ?? 0);
    const part = cents(Number(refund.refundable) / 2);
    const body = { alias: refund.alias, result: "agree", reason: "", refund_amount: part };
    const replies = await atOnceOn("refund", stored("refund", "alias", refund.alias), [[`${R}/audit`, body], [`${R}/audit`, body]]);
    expect(replies.map((r) => r.code).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.code === 409)?.msg).toBe("该售后申请已处理");
    expect(stored("refund", "alias", refund.alias)).toMatchObject({ status: "REFUNDED", refunded_amount: part });
    expect(stored("order", "order_sn", refund.order_sn).refunded_amount).toBe(cents(paidBefore + part));
  });

  it("pays two requests of one order agreed at once only up to what was paid: the second is refused what the first left", async () => {
    const refund = await first(`${R}/list`, { status: "PENDING", refund_type: 1 });
    const order = stored("order", "order_sn", refund.order_sn);
    const left = Number(refund.refundable);
    // a second request of the same order (as a buyer's app would add it), each asking 60% of what is left
    const again = { ...stored("refund", "alias", refund.alias), alias: `${refund.alias}_2` };
    getDb().records.refund?.push(again);
    const ask = cents(left * 0.6);
    // the two decide on the order, which each reads locked after its own request
    const replies = await atOnceOn("order", order, [
      [`${R}/audit`, { alias: refund.alias, result: "agree", refund_amount: ask }],
      [`${R}/audit`, { alias: again.alias, result: "agree", refund_amount: ask }],
    ]);
    expect(replies.map((r) => r.code).sort()).toEqual([200, 422]);
    expect(replies.find((r) => r.code === 422)?.msg).toBe(`退款金额不能超过可退金额 ${formatMoney(cents(left - ask))}`);
    const after = stored("order", "order_sn", refund.order_sn);
    expect(after.refunded_amount).toBe(cents(Number(order.refunded_amount ?? 0) + ask));
    expect(Number(after.refunded_amount)).toBeLessThanOrEqual(Number(after.pay_amount));
  });
});
