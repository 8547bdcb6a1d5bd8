import { beforeEach, describe, expect, it } from "vitest";
import { grantKey } from "../../src/access/grant-key";
import { titlesOf } from "../../src/api/audit-log";
import { getDb } from "../../src/demo/node";
import { BATCH_SHIP_CHECK_PATH, BATCH_SHIP_PATH } from "../../src/pages/order/order.calls";
import orderConfig from "../../src/resources/order/order";
import { ORDER_STATUS_LABELS, statusAfterShip } from "../../src/resources/order/order.rules";
import { EXPRESS_COMPANIES, EXPRESS_NO_RULE, MAX_SHIP_BATCH, sharedNoReason } from "../../src/resources/order/ship.rules";
import { call, login, type Page } from "./helpers";
import { setupDemoApi } from "./helpers";
import { employeeRow, SERVICE, WAREHOUSE } from "./staff-helpers";

setupDemoApi();

/**
 * 批量发货 (issue 37, item 1): each line is shipped by the single 发货's rules or refused alone,
 * named with why; the import's preview (batchShipCheck) says the same and ships nothing. Orders
 * are picked from the seed by their state.
 */

type Order = Record<string, unknown> & { order_sn: string; status: string; delivery_type: string };
type ShipReply = { shipped: { order_sn: string; status: string }[]; failed: { order_sn: string; reason: string }[] };
type CheckReply = { lines: { order_sn: string; reason: string | null }[] };

let token = "";
beforeEach(async () => {
  token = await login();
});

/**
 * The seed follows the clock and may hold fewer 待发货 express orders than a test wants: pending
 * 售后 of express orders that were 待发货 are then refused, which returns each to 待发货.
 */
async function topUpWaiting(count: number): Promise<void> {
  const base = orderConfig.api.base;
  const have = (await call<Page<Order>>(`${base}/list`, { ...waiting, page_size: count }, { token })).body.data.list.length;
  if (have >= count) return;
  const refunding = (await call<Page<Order>>(`${base}/list`, { status: "REFUNDING", delivery_type: "express", page_size: 50 }, { token })).body.data.list
    .filter((o) => o.status_before_refund === "WAIT_SEND");
  const pending = (await call<Page<{ alias: string; order_sn: string }>>("/merchant/order/v1/refund/list", { status: "PENDING", page_size: 100 }, { token })).body.data.list;
  for (const order of refunding.slice(0, count - have)) {
    const refund = pending.find((r) => r.order_sn === order.order_sn);
    if (refund) await call("/merchant/order/v1/refund/audit", { alias: refund.alias, result: "refuse", reason: "测试：退回待发货" }, { token });
  }
}

async function listed(filters: object, count: number): Promise<Order[]> {
  if (filters === waiting) await topUpWaiting(count);
  const res = await call<Page<Order>>(`${orderConfig.api.base}/list`, { ...filters, page_size: count }, { token });
  const list = res.body.data.list;
  if (list.length < count) throw new Error(`the seed has fewer than ${count} orders of ${JSON.stringify(filters)}`);
  return list;
}
const detail = async (sn: string) => (await call<Order>(`${orderConfig.api.base}/detail`, { order_sn: sn }, { token })).body.data;
const [company = "", other = ""] = EXPRESS_COMPANIES;
const line = (o: Order, no: string, express_company = company) => ({ order_sn: o.order_sn, express_company, express_no: no });
const waiting = { status: "WAIT_SEND", delivery_type: "express" };
const stateWord = (s: string) => ORDER_STATUS_LABELS[s as keyof typeof ORDER_STATUS_LABELS];

describe("批量发货", () => {
  it("ships three orders but the one with a bad 运单号, which it names with the rule", async () => {
    const [a, b, c] = await listed(waiting, 3);
    if (!a || !b || !c) throw new Error("three orders");
    const logged = getDb().audit_log.length;
    const reply = await call<ShipReply>(BATCH_SHIP_PATH, { items: [line(a, "SF1234567890"), line(b, "ZT 12"), line(c, "JDX000123456789-1-1", other)] }, { token });
    expect(reply.body.code).toBe(200);
    expect(reply.body.data.failed).toEqual([{ order_sn: b.order_sn, reason: EXPRESS_NO_RULE }]);
    expect(reply.body.data.shipped.map((s) => s.order_sn)).toEqual([a.order_sn, c.order_sn]);
    expect(await detail(a.order_sn)).toMatchObject({ status: statusAfterShip("express"), express_company: company, express_no: "SF1234567890" });
    expect(await detail(c.order_sn)).toMatchObject({ status: statusAfterShip("express"), express_company: other, express_no: "JDX000123456789-1-1" });
    expect((await detail(b.order_sn)).status).toBe("WAIT_SEND");
    // one 操作日志 entry: 发货 of the two shipped orders
    const entries = getDb().audit_log.slice(logged);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ ...titlesOf(grantKey(orderConfig.routes.list, "ship")) });
    expect(entries[0]?.record.map((r) => r.alias)).toEqual([a.order_sn, c.order_sn]);
  });

  it("refuses, line by line, an order that is not there, not 待发货, repeated, or of an unknown 快递公司", async () => {
    const [a, b] = await listed(waiting, 2);
    const [done] = await listed({ status: "WAIT_CONFIRM" }, 1);
    const [pickup] = await listed({ status: "WAIT_SEND", delivery_type: "pickup" }, 1);
    if (!a || !b || !done || !pickup) throw new Error("orders");
    const items = [
      line(a, "SF1234567890"), { order_sn: "2099000000000000000", express_company: company, express_no: "SF1234567891" },
      line(done, "SF1234567892"), line(a, "SF1234567893"), line(b, "SF1234567894", "顺风快递"), line(pickup, "SF1234567895"),
    ];
    const expected = [
      { order_sn: "2099000000000000000", reason: "订单不存在" },
      { order_sn: done.order_sn, reason: `当前订单状态为${stateWord("WAIT_CONFIRM")}，不能发货` },
      { order_sn: a.order_sn, reason: "订单号在本批中重复" },
      { order_sn: b.order_sn, reason: "未知的快递公司：顺风快递" },
      { order_sn: pickup.order_sn, reason: "自提订单请核销提货，不能发货" },
    ];
    // the preview says it first, shipping nothing
    const check = await call<CheckReply>(BATCH_SHIP_CHECK_PATH, { items }, { token });
    expect(check.body.data.lines.filter((l) => l.reason)).toEqual(expected);
    expect((await detail(a.order_sn)).status).toBe("WAIT_SEND");
    const reply = await call<ShipReply>(BATCH_SHIP_PATH, { items }, { token });
    expect(reply.body.data).toEqual({ shipped: [{ order_sn: a.order_sn, status: statusAfterShip("express") }], failed: expected });
  });

  it("ships nothing and records nothing when every line is refused (409, naming them)", async () => {
    const [a] = await listed(waiting, 1);
    if (!a) throw new Error("an order");
    const logged = getDb().audit_log.length;
    const reply = await call(BATCH_SHIP_PATH, { items: [line(a, "bad")] }, { token });
    expect(reply.body).toMatchObject({ code: 409, msg: `没有订单发货：${a.order_sn}：${EXPRESS_NO_RULE}` });
    expect((await detail(a.order_sn)).status).toBe("WAIT_SEND");
    expect(getDb().audit_log).toHaveLength(logged);
  });

  it("takes 1 to MAX_SHIP_BATCH lines", async () => {
    expect((await call(BATCH_SHIP_PATH, { items: [] }, { token })).body.code).toBe(422);
    const many = Array.from({ length: MAX_SHIP_BATCH + 1 }, (_, i) => ({ order_sn: String(i), express_company: company, express_no: "SF1234567890" }));
    expect((await call(BATCH_SHIP_PATH, { items: many }, { token })).body).toMatchObject({ code: 422, msg: `一次最多发货 ${MAX_SHIP_BATCH} 单` });
  });

  it("is 发货's grant: a role with /order:ship ships in bulk, one without it may preview only", async () => {
    const ship = grantKey(orderConfig.routes.list, "ship");
    expect(employeeRow(WAREHOUSE.mobile).role.permissions).toContain(ship);
    expect(employeeRow(SERVICE.mobile).role.permissions).not.toContain(ship);
    const [a, b] = await listed(waiting, 2);
    if (!a || !b) throw new Error("orders");
    const service = await login(SERVICE);
    expect((await call(BATCH_SHIP_PATH, { items: [line(a, "SF1234567890")] }, { token: service })).body.code).toBe(403);
    expect((await call(BATCH_SHIP_CHECK_PATH, { items: [line(a, "SF1234567890")] }, { token: service })).body.code).toBe(200);
    const warehouse = await login(WAREHOUSE);
    expect((await call<ShipReply>(BATCH_SHIP_PATH, { items: [line(b, "SF1234567890")] }, { token: warehouse })).body.data.shipped).toHaveLength(1);
  });

  it("refuses a 运单号 shared by two orders of the batch, each naming the other, unless the call confirms 合并发货 (issue 49)", async () => {
    const [a, b, c] = await listed(waiting, 3);
    if (!a || !b || !c) throw new Error("three orders");
    // the same number in another letter case is the same parcel; a third order ships alone
    const items = [line(a, "SF5550001111"), line(b, "sf5550001111"), line(c, "SF5550002222")];
    const expected = [
      { order_sn: a.order_sn, reason: sharedNoReason("SF5550001111", [b.order_sn]) },
      { order_sn: b.order_sn, reason: sharedNoReason("sf5550001111", [a.order_sn]) },
    ];
    const check = await call<CheckReply>(BATCH_SHIP_CHECK_PATH, { items }, { token });
    expect(check.body.data.lines.filter((l) => l.reason)).toEqual(expected);
    expect((await call<CheckReply>(BATCH_SHIP_CHECK_PATH, { items, confirm_shared_no: true }, { token })).body.data.lines.every((l) => l.reason === null)).toBe(true);
    const refused = await call<ShipReply>(BATCH_SHIP_PATH, { items }, { token });
    expect(refused.body.data).toEqual({ shipped: [{ order_sn: c.order_sn, status: statusAfterShip("express") }], failed: expected });
    expect((await detail(a.order_sn)).status).toBe("WAIT_SEND");
    // confirmed: the two go in one parcel
    const merged = await call<ShipReply>(BATCH_SHIP_PATH, { items: items.slice(0, 2), confirm_shared_no: true }, { token });
    expect(merged.body.data.shipped.map((s) => s.order_sn)).toEqual([a.order_sn, b.order_sn]);
    expect((await detail(b.order_sn)).express_no).toBe("sf5550001111");
  });

  it("takes a company by the name merchants write it by, and stores the company's own (顺丰 → 顺丰速运, issue 49)", async () => {
    const [a, b] = await listed(waiting, 2);
    if (!a || !b) throw new Error("two orders");
    const reply = await call<ShipReply>(BATCH_SHIP_PATH, { items: [line(a, "SF1234567801", "顺丰")] }, { token });
    expect(reply.body.data.failed).toEqual([]);
    expect(await detail(a.order_sn)).toMatchObject({ express_company: "顺丰速运", express_no: "SF1234567801" });
    const single = await call(`${orderConfig.api.base}/ship`, { order_sn: b.order_sn, express_company: "京东", express_no: "JD1234567801234" }, { token });
    expect(single.body.code).toBe(200);
    expect(await detail(b.order_sn)).toMatchObject({ express_company: "京东物流" });
  });
});
