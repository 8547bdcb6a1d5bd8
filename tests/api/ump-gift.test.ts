import { beforeEach, describe, expect, it } from "vitest";
import { addDays, now } from "../../src/api/util";
import { call, login, setupDemoApi, type Page } from "./helpers";

/** 赠品 demo API (domain.md 营销中心 → gift): conditions, gift lines, status, edits, 结束 and 领取记录. */

setupDemoApi();

const BASE = "/merchant/ump/v1/gift";
const soon = (days: number) => addDays(now(), days);

interface Line { type: number; alias: string; goods_alias?: string | null; coupon_alias?: string | null; goods_name?: string; coupon_name?: string; num: number }
type Gift = Record<string, unknown> & { alias: string; status: number; gifts: Line[]; given: number; stock: number; condition_text: string; gifts_text: string };
interface GiftRecord { gift_alias: string; nickname: string; mobile: string; order_sn: string; gifts_text: string; received_at: string }

let token = "";
beforeEach(async () => {
  token = await login();
});

const save = (body: object) => call<{ alias: string }>(`${BASE}/save`, body, { token });
const detail = async (alias: string) => (await call<Gift>(`${BASE}/detail`, { alias }, { token })).body.data;
const byGoods = {
  name: "测试买赠", start_at: soon(1), end_at: soon(10), condition_type: 1, goods_aliases: ["go_2_1"],
  gifts: [{ type: 1, goods_alias: "go_1_0", num: 1 }, { type: 2, coupon_alias: "cp_1_3", num: 2 }], stock: 100, per_limit: 1,
};
const byAmount = { ...byGoods, condition_type: 2, goods_aliases: undefined, threshold: 199 };

describe("gift conditions and gift lines", () => {
  it("saves both conditions; each gift line gets the alias of its goods or coupon", async () => {
    const saved = await save(byGoods);
    expect(saved.body.code, saved.body.msg).toBe(200);
    const row = await detail(saved.body.data.alias);
    expect(row).toMatchObject({ status: 1, given: 0, condition_text: "购买指定商品（1件）" });
    expect(row.gifts.map((g) => [g.type, g.alias, g.num])).toEqual([[1, "go_1_0", 1], [2, "cp_1_3", 2]]);
    expect(row.gifts_text).toBe(`${String(row.gifts[0]?.goods_name)} ×1、${String(row.gifts[1]?.coupon_name)} ×2`);
    const amount = await save(byAmount);
    expect(amount.body.code, amount.body.msg).toBe(200);
    expect(await detail(amount.body.data.alias)).toMatchObject({ condition_text: "订单满¥199.00", goods_aliases: null });
  });

  it("needs goods for 购买指定商品 and a threshold above 0 for 订单满额", async () => {
    expect((await save({ ...byGoods, goods_aliases: [] })).body).toMatchObject({ code: 422, msg: "请选择指定商品" });
    expect((await save({ ...byAmount, threshold: null })).body).toMatchObject({ code: 422, msg: "请输入订单满" });
    expect((await save({ ...byAmount, threshold: 0 })).body).toMatchObject({ code: 422, msg: "订单满不能小于0.01" });
  });

  it("refuses an empty gift list, a goods item that is not a 数字藏品, an ended coupon and a repeated gift", async () => {
    expect((await save({ ...byGoods, gifts: [] })).body).toMatchObject({ code: 422, msg: "请添加赠品" });
    expect((await save({ ...byGoods, gifts: [{ type: 1, goods_alias: "go_2_0", num: 1 }] })).body).toMatchObject({ code: 422, msg: "赠品第1行：只能选择数字藏品" });
    expect((await save({ ...byGoods, gifts: [{ type: 2, coupon_alias: "cp_1_4", num: 1 }] })).body.msg).toMatch(/^赠品第1行：优惠券「.+」已结束$/);
    const twice = [{ type: 2, coupon_alias: "cp_1_3", num: 1 }, { type: 2, coupon_alias: "cp_1_3", num: 2 }];
    expect((await save({ ...byGoods, gifts: twice })).body).toMatchObject({ code: 422, msg: "赠品第2行：重复添加" });
    expect((await save({ ...byGoods, gifts: [{ type: 1, goods_alias: "go_1_0", num: 0 }] })).body).toMatchObject({ code: 422, msg: "赠品第1行：数量不能小于1" });
  });

  it("keeps 每人限领 within the stock and the end after the start", async () => {
    expect((await save({ ...byGoods, stock: 2, per_limit: 3 })).body).toMatchObject({ code: 422, msg: "每人限领不能超过赠品库存" });
    expect((await save({ ...byGoods, end_at: byGoods.start_at })).body).toMatchObject({ code: 422, msg: "结束时间必须晚于开始时间" });
  });
});

describe("gift status, edits, 结束 and 领取记录", () => {
  it("lets a running activity change only its end time and stock (not below what was given), then ends it", async () => {
    const list = await call<Page<Gift>>(`${BASE}/list`, { status: 2, page_size: 100 }, { token });
    const running = [...list.body.data.list].sort((a, b) => b.given - a.given)[0];
    if (!running || running.given === 0) throw new Error("the seed has no running gift with records");
    expect((await save({ ...running, name: "改名" })).body).toMatchObject({ code: 409, msg: "进行中的赠品活动只能修改结束时间和库存" });
    const more = running.gifts.map((g) => ({ ...g, num: g.num + 1 }));
    expect((await save({ ...running, gifts: more })).body).toMatchObject({ code: 409, msg: "进行中的赠品活动只能修改结束时间和库存" });
    expect((await save({ ...running, stock: running.given - 1 })).body).toMatchObject({ code: 422, msg: `赠品库存不能少于已赠送数量（${running.given}份）` });
    expect((await save({ ...running, stock: running.stock + 100, end_at: soon(40) })).body.code).toBe(200);
    expect((await detail(running.alias)).stock).toBe(running.stock + 100);
    expect((await call(`${BASE}/del`, { alias: running.alias }, { token })).body).toMatchObject({ code: 409, msg: "进行中的赠品活动不能删除，请先结束" });
    expect((await call(`${BASE}/end`, { alias: running.alias }, { token })).body.code).toBe(200);
    const ended = await detail(running.alias);
    expect(ended.status).toBe(3);
    expect((await call(`${BASE}/end`, { alias: running.alias }, { token })).body).toMatchObject({ code: 409, msg: "赠品活动已结束" });
    expect((await save({ ...ended, stock: ended.stock + 1 })).body).toMatchObject({ code: 409, msg: "赠品活动已结束，不能编辑" });
  });

  it("seeds ~20 activities of every status; 领取记录 lists one activity's receivers, pages and searches", async () => {
    const all = await call<Page<Gift> & { counts: Record<string, number> }>(`${BASE}/list`, { page_size: 100 }, { token });
    expect(all.body.data.total).toBeGreaterThanOrEqual(18);
    expect(Object.keys(all.body.data.counts).sort()).toEqual(["1", "2", "3"]);
    const busiest = [...all.body.data.list].sort((a, b) => b.given - a.given)[0];
    if (!busiest) throw new Error("no gifts");
    expect(busiest.given).toBeGreaterThan(10);
    const page = await call<Page<GiftRecord>>(`${BASE}/record`, { gift_alias: busiest.alias, page_size: 10 }, { token });
    expect(page.body.data.total).toBe(busiest.given);
    expect(page.body.data.list).toHaveLength(10);
    const first = page.body.data.list[0];
    if (!first) throw new Error("no records");
    expect(first).toMatchObject({ gift_alias: busiest.alias, gifts_text: busiest.gifts_text });
    expect(first.mobile).toMatch(/^1\d{10}$/);
    const found = await call<Page<GiftRecord>>(`${BASE}/record`, { gift_alias: busiest.alias, keyword: first.order_sn }, { token });
    expect(found.body.data.list.map((r) => r.order_sn)).toEqual([first.order_sn]);
    const other = await call<Page<GiftRecord>>(`${BASE}/record`, { gift_alias: "gf_18" }, { token });
    expect(other.body.data.total).toBe(0);
  });
});
