import { describe, expect, it } from "vitest";
import { addDays, now } from "../../src/api/util";
import { call, login, setupDemoApi, type Page } from "./helpers";

/** 优惠券 demo API (domain.md 营销中心): the rules of each type, validity, status and 结束. */

setupDemoApi();

const BASE = "/merchant/ump/v1/coupon";
const soon = (days: number) => addDays(now(), days);

interface Coupon { alias: string; name: string; type: number; status: number; content: string; valid_text: string; received: number }

const fullCut = { type: "1", name: "测试满减券", threshold: 100, amount: 20, total: 100, per_limit: 1, valid_type: 2, valid_days: 7, goods_scope: 1 };
const discount = { type: "2", name: "测试折扣券", threshold: 0, discount: 8.5, max_discount: 30, total: 100, valid_type: 2, valid_days: 7, goods_scope: 1 };
const exchange = { type: "3", name: "测试兑换券", goods_alias: "go_2_0", total: 10, valid_type: 2, valid_days: 7 };

async function save(body: object, token: string) {
  return call<{ alias: string }>(`${BASE}/save`, body, { token });
}

async function detail(alias: string, token: string) {
  return (await call<Coupon>(`${BASE}/detail`, { alias }, { token })).body.data;
}

describe("coupon rules per type", () => {
  it("creates each type with the route's :type, and describes what it gives", async () => {
    const token = await login();
    const contents: string[] = [];
    for (const body of [fullCut, discount, exchange]) {
      const saved = await save(body, token);
      expect(saved.body.code, saved.body.msg).toBe(200);
      const row = await detail(saved.body.data.alias, token);
      expect(row.type).toBe(Number(body.type));
      expect(row.status).toBe(2);
      contents.push(row.content);
    }
    expect(contents).toEqual(["满100元减20元", "无门槛打8.5折，最多优惠30元", "兑换「故宫文创书签」"]);
  });

  it("refuses a type outside 1-3", async () => {
    const reply = await save({ ...fullCut, type: "9" }, await login());
    expect(reply.body).toMatchObject({ code: 422, msg: "优惠券类型无效" });
  });

  it("满减券: needs an amount below a set threshold; no threshold allows any amount", async () => {
    const token = await login();
    expect((await save({ ...fullCut, amount: undefined }, token)).body).toMatchObject({ code: 422, msg: "请输入减免金额" });
    expect((await save({ ...fullCut, amount: 100 }, token)).body).toMatchObject({ code: 422, msg: "减免金额必须小于使用门槛" });
    expect((await save({ ...fullCut, threshold: 0, amount: 100 }, token)).body.code).toBe(200);
  });

  it("折扣券: 0.1-9.9 折 with one decimal, and a 最高优惠", async () => {
    const token = await login();
    expect((await save({ ...discount, discount: 10 }, token)).body).toMatchObject({ code: 422, msg: "折扣不能大于9.9" });
    expect((await save({ ...discount, discount: 0 }, token)).body).toMatchObject({ code: 422, msg: "折扣不能小于0.1" });
    expect((await save({ ...discount, discount: 8.55 }, token)).body).toMatchObject({ code: 422, msg: "折扣最多一位小数" });
    expect((await save({ ...discount, max_discount: null }, token)).body).toMatchObject({ code: 422, msg: "请输入最高优惠" });
  });

  it("兑换券: needs a goods item of the shop", async () => {
    const token = await login();
    expect((await save({ ...exchange, goods_alias: "" }, token)).body).toMatchObject({ code: 422, msg: "请选择兑换商品" });
    expect((await save({ ...exchange, goods_alias: "go_u_1" }, token)).body).toMatchObject({ code: 422, msg: "兑换商品不存在" });
  });
});

describe("coupon validity, scope and counts", () => {
  it("固定日期 needs both dates, the end after the start; 领取后N天 needs the days", async () => {
    const token = await login();
    const fixed = { ...fullCut, valid_type: 1, valid_days: undefined };
    expect((await save({ ...fixed, start_at: soon(1) }, token)).body).toMatchObject({ code: 422, msg: "请选择失效时间" });
    expect((await save({ ...fixed, start_at: soon(2), end_at: soon(1) }, token)).body).toMatchObject({ code: 422, msg: "失效时间必须晚于生效时间" });
    expect((await save({ ...fullCut, valid_days: null }, token)).body).toMatchObject({ code: 422, msg: "请输入有效天数" });
  });

  it("指定商品 needs goods; 每人限领 stays within the total", async () => {
    const token = await login();
    expect((await save({ ...fullCut, goods_scope: 2 }, token)).body).toMatchObject({ code: 422, msg: "请选择指定商品" });
    expect((await save({ ...fullCut, goods_scope: 2, goods_aliases: ["go_1_1"] }, token)).body.code).toBe(200);
    expect((await save({ ...fullCut, total: 2, per_limit: 3 }, token)).body).toMatchObject({ code: 422, msg: "每人限领不能超过发放总量" });
  });

  it("keeps the total at or above what was received", async () => {
    const token = await login();
    const list = await call<Page<Coupon>>(`${BASE}/list`, { type: 1, page_size: 100 }, { token });
    const seeded = list.body.data.list.find((c) => c.status !== 3 && c.received > 0);
    if (!seeded) throw new Error("the seed has no open 满减券 with receipts");
    const reply = await save({ ...fullCut, alias: seeded.alias, valid_type: 2, total: seeded.received - 1 }, token);
    expect(reply.body).toMatchObject({ code: 422, msg: `发放总量不能少于已领取数量（${seeded.received}张）` });
  });
});

describe("coupon status and 结束", () => {
  it("computes 未开始 / 进行中 / 已结束 from the dates", async () => {
    const token = await login();
    const statuses: number[] = [];
    for (const [from, to] of [[1, 5], [-1, 5], [-5, -1]] as const) {
      const saved = await save({ ...fullCut, valid_type: 1, start_at: soon(from), end_at: soon(to) }, token);
      expect(saved.body.code, saved.body.msg).toBe(200);
      statuses.push((await detail(saved.body.data.alias, token)).status);
    }
    expect(statuses).toEqual([1, 2, 3]);
  });

  it("结束 ends a coupon early, once; an ended coupon is not edited; a running one is not deleted", async () => {
    const token = await login();
    const { alias } = (await save(fullCut, token)).body.data;
    expect((await call(`${BASE}/del`, { alias }, { token })).body).toMatchObject({ code: 409, msg: "进行中的优惠券不能删除，请先结束" });
    expect((await call(`${BASE}/end`, { alias }, { token })).body.code).toBe(200);
    expect((await detail(alias, token)).status).toBe(3);
    expect((await call(`${BASE}/end`, { alias }, { token })).body).toMatchObject({ code: 409, msg: "优惠券已结束" });
    expect((await save({ ...fullCut, alias, name: "改名" }, token)).body).toMatchObject({ code: 409, msg: "优惠券已结束，不能编辑" });
    expect((await call(`${BASE}/del`, { alias }, { token })).body.code).toBe(200);
  });

  it("lists ~30 seeded coupons with type counts and a status filter", async () => {
    const token = await login();
    const all = await call<Page<Coupon> & { counts: Record<string, number> }>(`${BASE}/list`, { page_size: 100 }, { token });
    expect(all.body.data.total).toBeGreaterThanOrEqual(28);
    expect(Object.keys(all.body.data.counts).sort()).toEqual(["1", "2", "3"]);
    const ended = await call<Page<Coupon>>(`${BASE}/list`, { status: 3, page_size: 100 }, { token });
    expect(ended.body.data.total).toBeGreaterThan(0);
    expect(ended.body.data.list.every((c) => c.status === 3)).toBe(true);
  });
});
