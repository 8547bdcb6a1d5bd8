import { beforeEach, describe, expect, it } from "vitest";
import { demoClock } from "../demo-clock";
import { call, login, setupDemoApi, type Page } from "./helpers";

setupDemoApi();
const clock = demoClock();

type Draw = Record<string, unknown> & { alias: string; status: number; prizes: Record<string, unknown>[]; chances_left: number };
const D = "/merchant/ump/v1/draw";
let token = "";
beforeEach(async () => {
  token = await login();
});

const firstWith = async (status: number): Promise<Draw> => {
  const draw = (await call<Page<Draw>>(`${D}/list`, { status }, { token })).body.data.list[0];
  if (!draw) throw new Error(`no seeded draw with status ${status}`);
  return draw;
};

const NEW_DRAW = {
  name: "测试转盘", type: 2, start_at: "2027-03-01 00:00:00", end_at: "2027-03-10 00:00:00", cost_type: 1, chances_per_day: 3,
  prizes: [{ name: "徽章", type: 3, goods_alias: "go_2_0", stock: 5, probability: 5 }, { name: "谢谢参与", type: 4, stock: 999, probability: 95 }],
};

describe("draws (抽奖)", () => {
  it("creates a draw only when the probabilities sum to 100 with one 谢谢参与, and the end follows the start", async () => {
    const bad = { ...NEW_DRAW, prizes: [NEW_DRAW.prizes[0], { ...NEW_DRAW.prizes[1], probability: 90 }] };
    expect((await call(`${D}/save`, bad, { token })).body).toMatchObject({ code: 422, msg: "中奖概率合计必须为 100%，当前为 95%" });
    expect((await call(`${D}/save`, { ...NEW_DRAW, end_at: "2027-02-01 00:00:00" }, { token })).body).toMatchObject({ code: 422, msg: "结束时间不能早于开始时间" });
    const created = await call<{ alias: string }>(`${D}/save`, NEW_DRAW, { token });
    expect(created.body.code).toBe(200);
    expect((await call<Draw>(`${D}/detail`, { alias: created.body.data.alias }, { token })).body.data.status).toBe(1);
  });

  it("lets a running draw change only its end and stock, then stops it", async () => {
    const running = await firstWith(2);
    const renamed = await call(`${D}/save`, { ...running, name: "改名" }, { token });
    expect(renamed.body).toMatchObject({ code: 409, msg: "进行中的抽奖只能修改结束时间和奖品库存" });
    const prizes = running.prizes.map((p) => ({ ...p, stock: Number(p.stock) + 1 }));
    expect((await call(`${D}/save`, { ...running, end_at: "2027-06-30 23:59:59", prizes }, { token })).body.code).toBe(200);
    expect((await call(`${D}/del`, { alias: running.alias }, { token })).body.code).toBe(409);
    expect((await call(`${D}/stop`, { alias: running.alias }, { token })).body.code).toBe(200);
    const stopped = (await call<Draw>(`${D}/detail`, { alias: running.alias }, { token })).body.data;
    expect(stopped).toMatchObject({ status: 4, end_at: "2027-06-30 23:59:59" });
    expect((await call(`${D}/stop`, { alias: running.alias }, { token })).body.code).toBe(409);
    expect((await call(`${D}/save`, stopped, { token })).body.msg).toBe("已结束或已停止的抽奖不能编辑");
  });

  it("buys a 抽奖次数包: the order stays unpaid until the buyer pays, then adds the chances", async () => {
    const running = await firstWith(2);
    expect((await call(`${D}/buy`, { alias: running.alias, package: "p7" }, { token })).body.msg).toBe("请选择抽奖次数包");
    const bought = await call<{ order_sn: string; amount: number }>(`${D}/buy`, { alias: running.alias, package: "p5000" }, { token });
    expect(bought.body.data.amount).toBe(399);
    const sn = bought.body.data.order_sn;
    expect((await call<{ status: number }>(`${D}/pay`, { order_sn: sn }, { token })).body.data.status).toBe(1);
    // the demo's buyer pays 4 s after the order is created
    clock.advance(3999);
    expect((await call<{ status: number }>(`${D}/pay`, { order_sn: sn }, { token })).body.data.status).toBe(1);
    clock.advance(1);
    expect((await call<{ status: number; chances: number }>(`${D}/pay`, { order_sn: sn }, { token })).body.data).toMatchObject({ status: 2, chances: 5000 });
    const after = (await call<Draw>(`${D}/detail`, { alias: running.alias }, { token })).body.data;
    expect(after.chances_left).toBe(running.chances_left + 5000);
    expect(after).not.toHaveProperty("chance_orders");
    expect((await call(`${D}/pay`, { order_sn: "DP0" }, { token })).body.code).toBe(404);
  });

  it("keeps a 次数包 order still to be paid through an edit of its draw", async () => {
    const running = await firstWith(2);
    const sn = (await call<{ order_sn: string }>(`${D}/buy`, { alias: running.alias, package: "p1000" }, { token })).body.data.order_sn;
    // the purchase changed the draw (its updated_at moved): the edit is of the draw read after it
    const read = (await call<Draw>(`${D}/detail`, { alias: running.alias }, { token })).body.data;
    expect((await call(`${D}/save`, { ...read, end_at: "2027-06-30 23:59:59" }, { token })).body.code).toBe(200);
    clock.advance(4000);
    expect((await call<{ status: number }>(`${D}/pay`, { order_sn: sn }, { token })).body.data).toMatchObject({ status: 2 });
    expect((await call<Draw>(`${D}/detail`, { alias: running.alias }, { token })).body.data.chances_left).toBe(running.chances_left + 1000);
  });

  it("lists winning records by status and sends the pending ones", async () => {
    const draw = (await call<Page<Draw>>(`${D}/list`, { page_size: 100 }, { token })).body.data.list.find((d) => d.alias === "dr_1");
    const R = (status: number) => call<Page<{ alias: string; status: number }>>(`${D}/record`, { draw_alias: draw?.alias, status, page_size: 100 }, { token });
    const pending = (await R(1)).body.data;
    const sent = (await R(2)).body.data;
    expect(pending.list.every((r) => r.status === 1) && sent.list.every((r) => r.status === 2)).toBe(true);
    const one = pending.list[0];
    expect((await call(`${D}/send`, { alias: one?.alias }, { token })).body.code).toBe(200);
    expect((await R(2)).body.data.total).toBe(sent.total + 1);
    expect((await call(`${D}/send`, { alias: one?.alias }, { token })).body).toMatchObject({ code: 409, msg: "该中奖记录已发放，不能发放" });
  });
});
