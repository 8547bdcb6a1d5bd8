import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "../../src/demo/node";
import type { ResourceRow } from "../../src/api/types";
import { demoClock } from "../demo-clock";
import { atOnce, rowHold } from "./at-once";
import { call, login, setupDemoApi, type Page } from "./helpers";

/**
 * 打款 of a 回收订单, 结算 of a promoter's commission, 审核 of a promoter, 次数包 bought and paid
 * on a 抽奖 and 中奖记录 sent: each reads the record it decides on locked (get forUpdate on the
 * call's repository), so two calls at once on one record run one after the other and the second
 * decides on what the first wrote (at-once.ts makes them meet). Money moves once.
 */
setupDemoApi();
const clock = demoClock();

type Row = Record<string, unknown> & { alias: string };
let token = "";
beforeEach(async () => {
  token = await login();
});

async function first(path: string, filters: Record<string, unknown>): Promise<Row> {
  const row = (await call<Page<Row>>(path, { page_size: 1, ...filters }, { token })).body.data.list[0];
  if (!row) throw new Error(`the seed has none of ${path} ${JSON.stringify(filters)}`);
  return row;
}

const stored = (resource: string, alias: unknown) => (getDb().records[resource] ?? []).find((r) => r.alias === alias) as ResourceRow;
const codes = (replies: { code: number }[]) => replies.map((r) => r.code).sort();

describe("money moved once when two calls meet on one record", () => {
  it("pays a 回收订单 sent 打款 twice at once once: the other is told it is paid", async () => {
    const order = await first("/merchant/recycle/v1/order/list", { status: 2 });
    const pay = (amount: number): [string, Record<string, unknown>] => ["/merchant/recycle/v1/order/pay", { alias: order.alias, amount, pay_channel: "alipay" }];
    const replies = await atOnce(rowHold("recycleOrder", stored("recycleOrder", order.alias)), [pay(1.01), pay(2.02)], token);
    expect(codes(replies)).toEqual([200, 409]);
    expect(replies.find((r) => r.code === 409)?.msg).toBe("该订单已打款，不能打款");
    // paid the winner's amount, not overwritten by the refused call's
    expect(stored("recycleOrder", order.alias)).toMatchObject({ status: 3, paid_amount: replies[0]?.code === 200 ? 1.01 : 2.02 });
  });

  it("settles a 结算单 sent 结算 twice at once once: the promoter's 已结算佣金 grows by its commission once", async () => {
    const s = await first("/merchant/salesman/v1/settlement/list", { status: 1 });
    const promoter = async () => (await call<{ commission_settled: number }>("/merchant/salesman/v1/promoter/detail", { alias: s.promoter_alias }, { token })).body.data;
    const before = await promoter();
    const settle: [string, Record<string, unknown>] = ["/merchant/salesman/v1/settlement/settle", { alias: s.alias }];
    const replies = await atOnce(rowHold("salesmanSettlement", stored("salesmanSettlement", s.alias)), [settle, settle], token);
    expect(codes(replies)).toEqual([200, 409]);
    expect(replies.find((r) => r.code === 409)?.msg).toBe("该结算单已结算，不能结算");
    expect((await promoter()).commission_settled).toBeCloseTo(before.commission_settled + Number(s.commission), 2);
  });

  it("decides a 待审核 promoter once when 通过 and 拒绝 are sent at once", async () => {
    const p = await first("/merchant/salesman/v1/promoter/list", { status: 1 });
    const audit = (result: string): [string, Record<string, unknown>] => ["/merchant/salesman/v1/promoter/audit", { alias: p.alias, result }];
    const replies = await atOnce(rowHold("salesmanPromoter", stored("salesmanPromoter", p.alias)), [audit("pass"), audit("reject")], token);
    expect(codes(replies)).toEqual([200, 409]);
    expect(replies.find((r) => r.code === 409)?.msg).toBe("该推广员已审核，不能重复审核");
    expect(stored("salesmanPromoter", p.alias).status).toBe(replies[0]?.code === 200 ? 2 : 3);
  });
});

describe("抽奖次数包 and 中奖记录 at once", () => {
  const D = "/merchant/ump/v1/draw";

  it("keeps both of two 次数包 bought at once on one draw", async () => {
    const draw = await first(`${D}/list`, { status: 2 });
    const buy: [string, Record<string, unknown>] = [`${D}/buy`, { alias: draw.alias, package: "p1000" }];
    const replies = await atOnce(rowHold("draw", stored("draw", draw.alias)), [buy, buy], token);
    expect(codes(replies)).toEqual([200, 200]);
    const kept = (stored("draw", draw.alias).chance_orders as { order_sn: string }[]).map((o) => o.order_sn);
    for (const r of replies) expect(kept).toContain(r.data.order_sn);
  });

  it("pays a 次数包 and keeps another bought at once on the same draw: the chances added once, both orders kept", async () => {
    const draw = await first(`${D}/list`, { status: 2 });
    const before = Number(stored("draw", draw.alias).chances_left ?? 0);
    const bought = await call<{ order_sn: string }>(`${D}/buy`, { alias: draw.alias, package: "p5000" }, { token });
    const sn = bought.body.data.order_sn;
    clock.advance(4000);
    const [paid, other] = await atOnce(rowHold("draw", stored("draw", draw.alias)), [
      [`${D}/pay`, { order_sn: sn }],
      [`${D}/buy`, { alias: draw.alias, package: "p1000" }],
    ], token);
    expect([paid?.code, paid?.data.status, other?.code]).toEqual([200, 2, 200]);
    const orders = stored("draw", draw.alias).chance_orders as { order_sn: string; status: number }[];
    // the paid order is kept paid (a poll later adds nothing), the other kept beside it
    expect(orders.find((o) => o.order_sn === sn)?.status).toBe(2);
    expect(orders.map((o) => o.order_sn)).toContain(other?.data.order_sn);
    expect((await call(`${D}/pay`, { order_sn: sn }, { token })).body.code).toBe(200);
    expect(stored("draw", draw.alias).chances_left).toBe(before + 5000);
  });

  it("sends two batches of 中奖记录 sharing records once: one sends, the other is refused whole", async () => {
    const draw = stored("draw", "dr_1");
    const pending = (await call<Page<Row>>(`${D}/record`, { draw_alias: draw.alias, status: 1, page_size: 2 }, { token })).body.data.list;
    const [a, b] = pending.map((r) => r.alias).sort();
    if (!a || !b) throw new Error("need two 待发放 records of dr_1 in the seed");
    // named in opposite orders: each locks in alias order, so neither holds one the other waits for
    const replies = await atOnce(rowHold("drawRecord", stored("drawRecord", a)), [
      [`${D}/send`, { aliases: [a, b] }],
      [`${D}/send`, { aliases: [b, a] }],
    ], token);
    expect(codes(replies)).toEqual([200, 409]);
    expect(replies.find((r) => r.code === 409)?.msg).toBe("所选中奖记录中有已发放的，不能批量发放");
    expect([stored("drawRecord", a).status, stored("drawRecord", b).status]).toEqual([2, 2]);
  });
});
