import { beforeEach, describe, expect, it } from "vitest";
import { addDays, now } from "../../src/api/util";
import { call, login, setupDemoApi, type Page } from "./helpers";

/** 限时折扣 demo API (domain.md 营销中心 → goodsDiscount): prices, goods, status, edits and 结束. */

setupDemoApi();

const BASE = "/merchant/ump/v1/goods-discount";
const soon = (days: number) => addDays(now(), days);

interface Line { goods_alias: string; discount_price: number; goods_name?: string }
type Discount = Record<string, unknown> & { alias: string; name: string; status: number; goods: Line[]; goods_text: string };
interface Goods { alias: string; name: string; price: number }

let token = "";
beforeEach(async () => {
  token = await login();
});

const goodsItem = async (alias: string): Promise<Goods> => (await call<Goods>("/merchant/goods/v1/goods/detail", { alias }, { token })).body.data;
/** A goods item of the shop that none of its discounts has (one goods item has one discount at a time). */
const freeGoods = async (): Promise<Goods> => {
  const discounts = (await call<Page<Discount>>(`${BASE}/list`, { page_size: 100 }, { token })).body.data.list;
  const taken = new Set(discounts.flatMap((d) => d.goods.map((g) => g.goods_alias)));
  const goods = (await call<Page<Goods>>("/merchant/goods/v1/goods/list", { page_size: 100 }, { token })).body.data.list;
  const free = goods.find((g) => !taken.has(g.alias) && g.price > 2);
  if (!free) throw new Error("the seed has no goods item outside every discount");
  return free;
};
const save = (body: object) => call<{ alias: string }>(`${BASE}/save`, body, { token });
const detail = async (alias: string) => (await call<Discount>(`${BASE}/detail`, { alias }, { token })).body.data;
const draft = (goods: Line[]) => ({ name: "测试限时折扣", start_at: soon(1), end_at: soon(5), goods, per_limit: 1 });

describe("goods discount goods and prices", () => {
  it("saves a discount below the goods' price and lists it with the goods and prices", async () => {
    const cup = await freeGoods();
    const saved = await save(draft([{ goods_alias: cup.alias, discount_price: cup.price - 1 }]));
    expect(saved.body.code, saved.body.msg).toBe(200);
    const row = await detail(saved.body.data.alias);
    expect(row.status).toBe(1);
    expect(row.goods[0]).toMatchObject({ goods_alias: cup.alias, goods_name: cup.name });
    expect(row.goods_text).toBe(`${cup.name} ¥${(cup.price - 1).toFixed(2)}`);
  });

  it("refuses a discount price at or above the goods' price, naming the goods", async () => {
    const cup = await goodsItem("go_2_1");
    const reply = await save(draft([{ goods_alias: cup.alias, discount_price: cup.price }]));
    expect(reply.body).toMatchObject({ code: 422, msg: `商品「${cup.name}」的折扣价必须低于售价 ¥${cup.price.toFixed(2)}` });
  });

  it("refuses the same goods twice, an empty goods list and another shop's goods", async () => {
    const cup = await goodsItem("go_2_1");
    const line = { goods_alias: cup.alias, discount_price: 1 };
    expect((await save(draft([line, { ...line, discount_price: 2 }]))).body).toMatchObject({ code: 422, msg: `商品「${cup.name}」重复添加` });
    expect((await save(draft([]))).body).toMatchObject({ code: 422, msg: "请添加参与商品" });
    expect((await save(draft([{ goods_alias: "go_u_1", discount_price: 1 }]))).body).toMatchObject({ code: 422, msg: "参与商品第1行：商品不存在" });
  });

  it("needs a name of at most 20 characters and an end after the start", async () => {
    const line = { goods_alias: "go_2_1", discount_price: 1 };
    expect((await save({ ...draft([line]), name: "" })).body).toMatchObject({ code: 422, msg: "请输入活动名称" });
    expect((await save({ ...draft([line]), name: "名".repeat(21) })).body.code).toBe(422);
    expect((await save({ ...draft([line]), end_at: soon(-1) })).body).toMatchObject({ code: 422, msg: "结束时间不能早于开始时间" });
  });
});

describe("one discount per goods item at a time", () => {
  it("refuses goods another discount has over an overlapping time, naming it, and takes them after it", async () => {
    const discounts = (await call<Page<Discount>>(`${BASE}/list`, { page_size: 100 }, { token })).body.data.list;
    const other = discounts.find((d) => d.status === 1 && d.goods.length > 0);
    expect(other).toBeTruthy();
    const line = other?.goods[0] as Line;
    const item = await goodsItem(line.goods_alias);
    const start = String(other?.start_at);
    const stop = String(other?.end_at);
    const overlapping = await save({ ...draft([{ goods_alias: item.alias, discount_price: 1 }]), start_at: addDays(start, -1), end_at: addDays(start, 1) });
    expect(overlapping.body).toMatchObject({
      code: 409,
      msg: `商品「${item.name}」已参加限时折扣「${String(other?.name)}」（${start.slice(0, 16)} 至 ${stop.slice(0, 16)}），同一商品的折扣时间不能重叠`,
    });
    // from the moment it stops, the goods item is free again (its own discounts may follow, none of the seed's after it)
    const after = await save({ ...draft([{ goods_alias: item.alias, discount_price: 1 }]), start_at: stop, end_at: addDays(stop, 1) });
    const laterOnes = discounts.filter((d) => d.alias !== other?.alias && d.goods.some((g) => g.goods_alias === item.alias) && String(d.start_at) < addDays(stop, 1) && stop < String(d.end_at));
    expect(after.body.code, after.body.msg).toBe(laterOnes.length ? 409 : 200);
  });

  it("keeps an edit of a discount from colliding with itself", async () => {
    const saved = await save(draft([{ goods_alias: (await freeGoods()).alias, discount_price: 1 }]));
    const row = await detail(saved.body.data.alias);
    expect((await save({ ...row, name: "改个名字" })).body.code).toBe(200);
  });
});

describe("goods discount status, edits and 结束", () => {
  it("computes 未开始 / 进行中 / 已结束 from the dates and counts them for the tabs", async () => {
    const statuses: number[] = [];
    const { alias } = await freeGoods();
    // one goods item, three times that do not overlap
    for (const [from, to] of [[6, 9], [-1, 5], [-5, -1]] as const) {
      const saved = await save({ ...draft([{ goods_alias: alias, discount_price: 1 }]), start_at: soon(from), end_at: soon(to) });
      expect(saved.body.code, saved.body.msg).toBe(200);
      statuses.push((await detail(saved.body.data.alias)).status);
    }
    expect(statuses).toEqual([1, 2, 3]);
    const list = await call<Page<Discount> & { counts: Record<string, number> }>(`${BASE}/list`, { status: 2 }, { token });
    expect(list.body.data.total).toBeGreaterThan(0);
    expect(list.body.data.list.every((d) => d.status === 2)).toBe(true);
    expect(list.body.data.counts["2"]).toBe(list.body.data.total);
  });

  it("lets a running discount change only its end time, then ends it; an ended one is not edited", async () => {
    const saved = await save({ ...draft([{ goods_alias: (await freeGoods()).alias, discount_price: 1 }]), start_at: soon(-1) });
    const running = await detail(saved.body.data.alias);
    expect((await save({ ...running, name: "改名" })).body).toMatchObject({ code: 409, msg: "进行中的限时折扣只能修改结束时间" });
    const cheaper = running.goods.map((g) => ({ ...g, discount_price: 0.5 }));
    expect((await save({ ...running, goods: cheaper })).body).toMatchObject({ code: 409, msg: "进行中的限时折扣只能修改结束时间" });
    expect((await save({ ...running, end_at: soon(-0.5) })).body.msg).toBe("结束时间不能早于当前时间，提前结束请使用“结束”");
    const later = soon(30);
    expect((await save({ ...running, end_at: later })).body.code).toBe(200);
    expect((await detail(running.alias)).end_at).toBe(later);
    expect((await call(`${BASE}/del`, { alias: running.alias }, { token })).body).toMatchObject({ code: 409, msg: "进行中的限时折扣不能删除，请先结束" });
    expect((await call(`${BASE}/end`, { alias: running.alias }, { token })).body.code).toBe(200);
    const ended = await detail(running.alias);
    expect(ended.status).toBe(3);
    expect((await call(`${BASE}/end`, { alias: running.alias }, { token })).body).toMatchObject({ code: 409, msg: "限时折扣已结束" });
    expect((await save({ ...ended, end_at: soon(60) })).body).toMatchObject({ code: 409, msg: "限时折扣已结束，不能编辑" });
    expect((await call(`${BASE}/del`, { alias: running.alias }, { token })).body.code).toBe(200);
  });

  it("seeds a page and more of discounts, each below its goods' prices", async () => {
    const list = await call<Page<Discount>>(`${BASE}/list`, { page_size: 100 }, { token });
    expect(list.body.data.total).toBeGreaterThan(10);
    const statuses = new Set(list.body.data.list.map((d) => d.status));
    expect([...statuses].sort()).toEqual([1, 2, 3]);
    const goods = (await call<Page<Goods>>("/merchant/goods/v1/goods/list", { page_size: 100 }, { token })).body.data.list;
    for (const d of list.body.data.list) {
      for (const line of d.goods) expect(line.discount_price).toBeLessThan(goods.find((g) => g.alias === line.goods_alias)?.price ?? 0);
    }
  });
});
