import { describe, expect, it } from "vitest";
import { call, login, loginOtherAdmin, setupDemoApi, type Page } from "./helpers";

/** 礼品卡回收 on the demo API: card types, and paying / rejecting recycle orders. */

setupDemoApi();

const CARD = "/merchant/recycle/v1/card";
const ORDER = "/merchant/recycle/v1/order";

interface Order { alias: string; status: number; face_value: number; expected_amount: number; discount_rate: number; card_name: string; paid_amount: number | null; reject_reason: string | null }
interface Card { alias: string; name: string; face_values: string[]; order_count: number }

async function orderIn(token: string, status: number): Promise<Order> {
  const reply = await call<Page<Order>>(`${ORDER}/list`, { status, page_size: 1 }, { token });
  const order = reply.body.data.list[0];
  if (!order) throw new Error(`no seeded order with status ${status}`);
  return order;
}

describe("recycle orders", () => {
  it("are seeded with every status, counted per tab, expected amount = face value × discount", async () => {
    const token = await login();
    const reply = await call<Page<Order> & { counts: Record<string, number> }>(`${ORDER}/list`, { page_size: 100 }, { token });
    expect(reply.body.data.total).toBeGreaterThanOrEqual(50);
    for (const status of ["1", "2", "3", "4"]) expect(reply.body.data.counts[status]).toBeGreaterThan(0);
    for (const o of reply.body.data.list) expect(o.expected_amount).toBeCloseTo(o.face_value * o.discount_rate, 2);
    expect(reply.body.data.list[0]?.card_name).toBeTruthy();
  });

  it("pays an order up to its face value, then refuses to pay or reject it again", async () => {
    const token = await login();
    const order = await orderIn(token, 2);
    const pay = (body: object) => call(`${ORDER}/pay`, { alias: order.alias, pay_channel: "alipay", ...body }, { token });
    expect((await pay({ amount: order.face_value + 0.01 })).body).toMatchObject({ code: 422, msg: expect.stringContaining("不能超过面值") });
    expect((await pay({ amount: 0 })).body).toMatchObject({ code: 422, msg: "打款金额必须大于0" });
    expect((await pay({ amount: 1.234 })).body).toMatchObject({ code: 422, msg: "打款金额最多两位小数" });
    expect((await pay({})).body).toMatchObject({ code: 422, msg: "请输入打款金额" });
    expect((await pay({ amount: 10, pay_channel: "cash" })).body).toMatchObject({ code: 422, msg: "打款方式不正确" });

    expect((await pay({ amount: order.face_value, remark: " 全额 " })).body.code).toBe(200);
    const detail = await call<Order & { pay_remark: string; paid_at: string }>(`${ORDER}/detail`, { alias: order.alias }, { token });
    expect(detail.body.data).toMatchObject({ status: 3, paid_amount: order.face_value, pay_remark: "全额" });
    expect(detail.body.data.paid_at).toMatch(/^\d{4}-\d{2}-\d{2} /);

    expect((await pay({ amount: 1 })).body).toMatchObject({ code: 409, msg: "该订单已打款，不能打款" });
    expect((await call(`${ORDER}/reject`, { alias: order.alias, reason: "重复" }, { token })).body.code).toBe(409);
  });

  it("pays straight from 待验卡 too", async () => {
    const token = await login();
    const order = await orderIn(token, 1);
    const reply = await call(`${ORDER}/pay`, { alias: order.alias, amount: order.expected_amount, pay_channel: "bank" }, { token });
    expect(reply.body.code).toBe(200);
  });

  it("rejects only with a reason, and a rejected order cannot be paid", async () => {
    const token = await login();
    const order = await orderIn(token, 1);
    expect((await call(`${ORDER}/reject`, { alias: order.alias, reason: "   " }, { token })).body).toMatchObject({ code: 422, msg: "请填写驳回原因" });
    expect((await call(`${ORDER}/reject`, { alias: order.alias, reason: "卡".repeat(201) }, { token })).body.code).toBe(422);
    expect((await call(`${ORDER}/reject`, { alias: order.alias, reason: "卡密已被使用" }, { token })).body.code).toBe(200);
    const detail = await call<Order>(`${ORDER}/detail`, { alias: order.alias }, { token });
    expect(detail.body.data).toMatchObject({ status: 4, reject_reason: "卡密已被使用" });
    const pay = await call(`${ORDER}/pay`, { alias: order.alias, amount: 1, pay_channel: "wechat" }, { token });
    expect(pay.body).toMatchObject({ code: 409, msg: "该订单已驳回，不能打款" });
  });

  it("keeps each shop's orders to itself and refuses unknown ones", async () => {
    const admin = await orderIn(await login(), 1);
    const user = await loginOtherAdmin();
    expect((await call(`${ORDER}/pay`, { alias: admin.alias, amount: 1, pay_channel: "alipay" }, { token: user })).body.code).toBe(404);
    expect((await call(`${ORDER}/reject`, { alias: "nope", reason: "x" }, { token: user })).body.code).toBe(404);
  });
});

describe("recycle card types", () => {
  it("checks face values and discount, stores face values sorted, counts orders", async () => {
    const token = await login();
    const base = { name: "测试购物卡", discount_rate: 0.8, status: 1 };
    expect((await call(`${CARD}/save`, { ...base, face_values: ["100", "abc"] }, { token })).body).toMatchObject({ code: 422, msg: expect.stringContaining("“abc”不是有效金额") });
    expect((await call(`${CARD}/save`, { ...base, face_values: ["100"], discount_rate: 1.2 }, { token })).body.code).toBe(422);
    expect((await call(`${CARD}/save`, { ...base, face_values: ["100", "200000"] }, { token })).body).toMatchObject({ code: 422, msg: "可回收面值“200000”不能超过100000" });
    expect((await call(`${CARD}/save`, { ...base, face_values: [] }, { token })).body.code).toBe(422);
    const saved = await call<{ alias: string }>(`${CARD}/save`, { ...base, face_values: ["500", "100", "100.00", "50.5"] }, { token });
    expect(saved.body.code).toBe(200);
    const card = await call<Card>(`${CARD}/detail`, { alias: saved.body.data.alias }, { token });
    expect(card.body.data).toMatchObject({ face_values: ["50.5", "100", "500"], order_count: 0 });
  });

  it("refuses to delete a card that has orders", async () => {
    const token = await login();
    const cards = await call<Page<Card>>(`${CARD}/list`, { page_size: 20 }, { token });
    const used = cards.body.data.list.find((c) => c.order_count > 0);
    expect(used).toBeDefined();
    const reply = await call(`${CARD}/del`, { alias: used?.alias }, { token });
    expect(reply.body).toMatchObject({ code: 409, msg: "该回收卡种下还有回收订单" });
  });
});
