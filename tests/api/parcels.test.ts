import { beforeEach, describe, expect, it, vi } from "vitest";
import { api, getDb, testApi } from "../../src/demo/node";
import { ORDER_TRACK_PATH, REFUND_TRACK_PATH, WAYBILL_PATH } from "../../src/pages/order/parcel.calls";
import { SHIP_PATH } from "../../src/pages/order/order.calls";
import { PARCEL_TRACKS, TRACK_EVERY_MINUTES } from "../../src/api/tracking/parcel-tracks";
import { TRACK_RUN_MS, TRACKS_PER_RUN } from "../../src/api/tracking/tracking-job";
import type { TrackingProvider } from "../../src/api/tracking/tracking-provider";
import type { TrackStep, Waybill } from "../../src/resources/order/parcel.rules";
import { demoClock } from "../demo-clock";
import { ADMIN, call, login, setupDemoApi, type Page } from "./helpers";
import { loginStaff, SERVICE } from "./staff-helpers";

setupDemoApi();
const clock = demoClock();

/**
 * 面单 and tracking (issue 49 item 5; decision 0116) over the demo API: what the 快递面单 and the
 * 发货单 print (waybill), and the 物流轨迹 of an order and of a return: asked of the demo provider
 * and stored (in the page a due track is asked on reading; on the server by the minute job,
 * refreshTracks), a return's 签收 setting its return_signed_at.
 */

type Row = Record<string, unknown> & { alias: string; order_sn: string; status: string };
let token = "";
beforeEach(async () => {
  token = await login(ADMIN);
});

const HOURS = 3600_000;
/** Moves the demo's clock on, signed in again (an idle session ends meanwhile). */
async function later(ms: number): Promise<void> {
  clock.advance(ms);
  token = await login(ADMIN);
}
const shopOf = (row: Row) => String(row.shop_alias);
const adminShop = () => getDb().shops.find((s) => getDb().users.some((u) => u.alias === s.user_alias && u.mobile === ADMIN.mobile))?.alias ?? "";

async function waitingExpressOrder(): Promise<Row> {
  const list = (await call<Page<Row>>("/merchant/order/v1/order/list", { status: "WAIT_SEND", delivery_type: "express", page_size: 1 }, { token })).body.data.list;
  if (!list[0]) throw new Error("the demo has no 待发货 express order");
  return list[0];
}

describe("order/waybill: what the 快递面单 and the 发货单 print", () => {
  it("answers the shop's name and 发货地址, the receiver whole and each item's unit price, for the orders the shop has", async () => {
    const order = await waitingExpressOrder();
    const reply = await call<Waybill>(WAYBILL_PATH, { order_sns: [order.order_sn, "2099000000000000000"] }, { token });
    expect(reply.body.code).toBe(200);
    const { shop_name, sender, orders } = reply.body.data;
    const shop = adminShop();
    expect(shop_name).toBe(getDb().shops.find((s) => s.alias === shop)?.name);
    const senders = getDb().address.filter((a) => a.shop_alias === shop && a.type === 2);
    const expected = senders.find((a) => a.is_default === 1) ?? senders[0];
    if (!expected) throw new Error("the demo shop has no 发货地址");
    expect(sender).toEqual({ name: expected.consignee, mobile: expected.mobile, address: `${expected.region.join(" ")} ${expected.detail_address}` });
    // the order the shop has, not the one it has not
    expect(orders.map((o) => o.order_sn)).toEqual([order.order_sn]);
    const stored = getDb().records.order?.find((o) => o.order_sn === order.order_sn) as unknown as Row & { address: { mobile: string; consignee: string }; items: { price: number; num: number }[] };
    expect(orders[0]?.receiver?.mobile).toBe(stored.address.mobile);
    expect(orders[0]?.receiver?.mobile).toMatch(/^1\d{10}$/);
    expect(orders[0]?.items.map((it) => [it.price, it.num])).toEqual(stored.items.map((it) => [it.price, it.num]));
    expect(orders[0]?.express_no).toBeNull();
  });

  it("prints the 运单号 a 发货 just gave; a 客服 (no 地址库) gets the shop's sender too; an empty list is refused", async () => {
    const order = await waitingExpressOrder();
    expect((await call(SHIP_PATH, { order_sn: order.order_sn, express_company: "顺丰速运", express_no: "SF7788990011" }, { token })).body.code).toBe(200);
    const staff = await loginStaff(SERVICE);
    const reply = await call<Waybill>(WAYBILL_PATH, { order_sns: [order.order_sn] }, { token: staff });
    expect(reply.body.code).toBe(200);
    expect(reply.body.data.orders[0]).toMatchObject({ express_company: "顺丰速运", express_no: "SF7788990011" });
    expect(reply.body.data.sender).not.toBeNull();
    expect((await call(WAYBILL_PATH, { order_sns: [] }, { token })).body).toMatchObject({ code: 422, msg: "请选择要打印的订单" });
  });
});

describe("物流轨迹", () => {
  it("an order's track grows from nothing to 签收 over the days after 发货, newest first, and is stored", async () => {
    const order = await waitingExpressOrder();
    const shipped = await call(SHIP_PATH, { order_sn: order.order_sn, express_company: "中通快递", express_no: "73100200300" }, { token });
    expect(shipped.body.code).toBe(200);
    const track = async () => (await call<TrackStep[]>(ORDER_TRACK_PATH, { order_sn: order.order_sn }, { token })).body;
    expect(await track()).toMatchObject({ code: 200, data: [] });
    await later(12 * HOURS);
    const early = (await track()).data;
    expect(early.length).toBeGreaterThan(0);
    expect(early.at(-1)?.state).toBe("揽收");
    expect(early[0]?.state).not.toBe("签收");
    await later(70 * HOURS);
    const done = (await track()).data;
    expect(done[0]?.state).toBe("签收");
    expect(done.map((s) => s.at)).toEqual(done.map((s) => s.at).sort().reverse());
    const stored = getDb().records[PARCEL_TRACKS]?.find((t) => t.record_alias === order.alias);
    expect(stored).toMatchObject({ resource: "order", express_no: "73100200300", state: "签收" });
    // an order not shipped has no track; one the shop has not is refused
    const other = await waitingExpressOrder();
    expect((await call(ORDER_TRACK_PATH, { order_sn: other.order_sn }, { token })).body).toMatchObject({ code: 200, data: [] });
    expect((await call(ORDER_TRACK_PATH, { order_sn: "2099000000000000000" }, { token })).body.code).toBe(404);
  });

  it("a return parcel's 签收 sets its 售后's return_signed_at, the 签收 step's time", async () => {
    const returns = (getDb().records.refund ?? []).filter((r) => r.return_express_no && r.returned_at && shopOf(r as unknown as Row) === adminShop());
    const refund = returns[0];
    if (!refund) throw new Error("the demo has no return parcel");
    // not yet signed for (the seed's history signs its returns by their plan: decision 0115), so the track's 签收 is what sets it
    refund.return_signed_at = null;
    // by then every return the demo sent is 签收
    await later(80 * HOURS);
    const reply = await call<TrackStep[]>(REFUND_TRACK_PATH, { alias: refund.alias }, { token });
    expect(reply.body.code).toBe(200);
    const signed = reply.body.data.find((s) => s.state === "签收");
    expect(signed).toBeDefined();
    const detail = await call<Row>("/merchant/order/v1/refund/detail", { alias: refund.alias }, { token });
    expect(detail.body.data.return_signed_at).toBe(signed?.at);
  });

  it("the minute job asks the due parcels, at most TRACKS_PER_RUN a run, each again only after TRACK_EVERY_MINUTES and never after 签收", async () => {
    const shops = getDb().shops.map((s) => s.alias);
    let total = 0;
    for (let run = 0; run < 50; run += 1) {
      const asked = await api.refreshTracks(Date.now(), shops);
      expect(asked).toBeLessThanOrEqual(TRACKS_PER_RUN);
      total += asked;
      if (asked === 0) break;
    }
    const tracks = getDb().records[PARCEL_TRACKS] ?? [];
    expect(total).toBeGreaterThan(0);
    expect(tracks).toHaveLength(total);
    // all asked: none again within the hour
    expect(await api.refreshTracks(Date.now(), shops)).toBe(0);
    clock.advance((TRACK_EVERY_MINUTES + 1) * 60_000);
    const open = tracks.filter((t) => t.state !== "签收").length;
    let again = 0;
    for (let run = 0; run < 50; run += 1) {
      const asked = await api.refreshTracks(Date.now(), shops);
      again += asked;
      if (asked === 0) break;
    }
    expect(again).toBe(open);
  });

  it("stops asking once a run has taken TRACK_RUN_MS: a slow carrier holds the minute job no longer", async () => {
    vi.useFakeTimers({ toFake: ["Date", "performance"] });
    let asked = 0;
    // each answer takes 3/4 of the run's time: the second is asked (1/4 left), the third not
    const slow: TrackingProvider = {
      name: "slow",
      track: () => {
        asked += 1;
        vi.advanceTimersByTime(TRACK_RUN_MS * 0.75);
        return Promise.resolve({ state: "在途", events: [] });
      },
    };
    const shops = getDb().shops.map((s) => s.alias);
    expect(await testApi({ tracking: slow }).refreshTracks(Date.now(), shops)).toBe(2);
    expect(asked).toBe(2);
    expect(getDb().records[PARCEL_TRACKS]).toHaveLength(2);
  });
});
