import { describe, expect, it } from "vitest";
import { BATCH_SHIP_PATH, SHIP_PATH } from "../../src/pages/order/order.calls";
import orderConfig from "../../src/resources/order/order";
import { sharedNoReason } from "../../src/resources/order/ship.rules";
import { call, login, setupDemoApi, type Page } from "../api/helpers";

/**
 * Shipping's small things over HTTP, on the SQL stores (issue 49, decision 0117): a company by
 * the name merchants write it by is stored as its own, and a 运单号 shared in one batch ships only
 * when the call confirms 合并发货.
 */
setupDemoApi();

type Order = { order_sn: string; status: string; express_company: string | null; express_no: string | null };
type ShipReply = { shipped: { order_sn: string }[]; failed: { order_sn: string; reason: string }[] };

async function waiting(token: string, count: number): Promise<Order[]> {
  const list = (await call<Page<Order>>(`${orderConfig.api.base}/list`, { status: "WAIT_SEND", delivery_type: "express", page_size: count }, { token })).body.data.list;
  if (list.length < count) throw new Error(`fewer than ${count} 待发货 parcels`);
  return list;
}
const detail = async (token: string, sn: string) => (await call<Order>(`${orderConfig.api.base}/detail`, { order_sn: sn }, { token })).body.data;

describe("批量发货 on the server", () => {
  it("refuses a 运单号 shared by two orders, each naming the other, and ships them once 合并发货 is confirmed", async () => {
    const token = await login();
    const [a, b] = await waiting(token, 2);
    if (!a || !b) throw new Error("two orders");
    const items = [a, b].map((o) => ({ order_sn: o.order_sn, express_company: "顺丰", express_no: "SF8880001111234" }));
    const refused = await call(BATCH_SHIP_PATH, { items }, { token });
    expect(refused.body).toMatchObject({ code: 409 });
    expect(refused.body.msg).toContain(sharedNoReason("SF8880001111234", [b.order_sn]));
    expect((await detail(token, a.order_sn)).status).toBe("WAIT_SEND");
    const merged = await call<ShipReply>(BATCH_SHIP_PATH, { items, confirm_shared_no: true }, { token });
    expect(merged.body.data.shipped.map((s) => s.order_sn)).toEqual([a.order_sn, b.order_sn]);
    for (const o of [a, b]) expect(await detail(token, o.order_sn)).toMatchObject({ status: "WAIT_CONFIRM", express_company: "顺丰速运", express_no: "SF8880001111234" });
  });

  it("stores 京东 as 京东物流 on a single 发货", async () => {
    const token = await login();
    const [a] = await waiting(token, 1);
    if (!a) throw new Error("an order");
    expect((await call(SHIP_PATH, { order_sn: a.order_sn, express_company: "京东", express_no: "JD1234567890123" }, { token })).body.code).toBe(200);
    expect(await detail(token, a.order_sn)).toMatchObject({ express_company: "京东物流" });
  });
});
