import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "../../src/demo/node";
import { call, login, loginOtherAdmin, setupDemoApi, type Page } from "./helpers";

setupDemoApi();

interface FetchOrder {
  alias: string;
  order_sn: string;
  status: number;
  fetch_code: string | null;
  fetched_at: string | null;
  buyer: { nickname: string; mobile: string };
  items: { name: string; price: number; num: number }[];
  pay_amount: number;
  pick_address_name: string;
  created_at: string;
}

const F = "/merchant/order/v1/fetch";
let token = "";
beforeEach(async () => {
  token = await login();
});

async function firstPending(): Promise<FetchOrder> {
  const res = await call<Page<FetchOrder>>(`${F}/list`, { status: 1 }, { token });
  const order = res.body.data.list[0];
  if (!order) throw new Error("no pending order in the seed");
  return order;
}

describe("pickup orders (自提核销)", () => {
  it("lists the shop's paid pickup orders with buyer, items and status, hiding unused codes", async () => {
    const db = getDb();
    const pickup = (shop: string | undefined) =>
      (db.records.order ?? []).filter((o) => o.shop_alias === shop && o.delivery_type === "pickup" && (o.status === "WAIT_SEND" || o.fetched_at));
    const expected = pickup(db.shops[0]?.alias).length;
    expect(expected).toBeGreaterThan(5);
    const res = await call<Page<FetchOrder>>(`${F}/list`, { page_size: 100 }, { token });
    expect(res.body.data.total).toBe(expected);
    const list = res.body.data.list;
    expect(list.some((o) => o.status === 1) && list.some((o) => o.status === 2)).toBe(true);
    for (const o of list) {
      expect(o.order_sn).toMatch(/^\d{19}$/);
      expect(o.buyer.mobile).toMatch(/^1[3-9]\d{9}$/);
      expect(o.items.length).toBeGreaterThan(0);
      // 自提 has no freight; a coupon may lower it
      expect(o.pay_amount).toBeLessThanOrEqual(o.items.reduce((s, i) => s + i.price * i.num, 0) + 0.001);
      expect(o.fetch_code === null).toBe(o.status === 1);
      expect(o.fetched_at === null).toBe(o.status === 1);
    }
    const dates = list.map((o) => o.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await call<Page<FetchOrder>>(`${F}/list`, {}, { token: await loginOtherAdmin() })).body.data.total).toBe(pickup(db.shops[1]?.alias).length);
  });

  it("refuses a wrong code, accepts the right one (completing the order), then refuses a second 核销", async () => {
    const order = await firstPending();
    const stored = getDb().records.order?.find((o) => o.alias === order.alias);
    expect(stored?.fetch_code).toMatch(/^\d{6}$/);
    const code = String(stored?.fetch_code);
    const wrong = code === "000000" ? "111111" : "000000";

    expect((await call(`${F}/save`, { alias: order.alias, fetch_code: wrong }, { token })).body).toMatchObject({ code: 422, msg: "提货码不正确" });
    expect((await call<FetchOrder>(`${F}/detail`, { alias: order.alias }, { token })).body.data.status).toBe(1);

    const done = await call(`${F}/save`, { alias: order.alias, fetch_code: code }, { token });
    expect(done.body).toMatchObject({ code: 200, data: { alias: order.alias } });
    const detail = (await call<FetchOrder>(`${F}/detail`, { alias: order.alias }, { token })).body.data;
    expect(detail).toMatchObject({ status: 2, fetch_code: code });
    expect(detail.fetched_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const shown = await call<{ status: string }>("/merchant/order/v1/order/detail", { order_sn: order.order_sn }, { token });
    expect(shown.body.data.status).toBe("SUCCESS");

    const again = await call(`${F}/save`, { alias: order.alias, fetch_code: code }, { token });
    expect(again.body).toMatchObject({ code: 409, msg: "该订单已核销" });
  });

  it("does not let another shop see or verify the order", async () => {
    const order = await firstPending();
    const other = await loginOtherAdmin();
    expect((await call(`${F}/detail`, { alias: order.alias }, { token: other })).body.code).toBe(404);
    const res = await call(`${F}/save`, { alias: order.alias, fetch_code: order.order_sn.slice(-6) }, { token: other });
    expect(res.body).toMatchObject({ code: 404, msg: "记录不存在" });
  });

  it("searches by order_sn and buyer, and filters a created_at range", async () => {
    const order = await firstPending();
    const bySn = await call<Page<FetchOrder>>(`${F}/list`, { keyword: order.order_sn }, { token });
    expect(bySn.body.data.list.map((o) => o.alias)).toEqual([order.alias]);
    const byBuyer = await call<Page<FetchOrder>>(`${F}/list`, { keyword: order.buyer.nickname, page_size: 100 }, { token });
    expect(byBuyer.body.data.list.every((o) => o.buyer.nickname === order.buyer.nickname)).toBe(true);
    const day = order.created_at.slice(0, 10);
    const range = await call<Page<FetchOrder>>(`${F}/list`, { created_at: [day, day] }, { token });
    expect(range.body.data.total).toBeGreaterThan(0);
    expect(range.body.data.list.every((o) => o.created_at.startsWith(day))).toBe(true);
  });
});
