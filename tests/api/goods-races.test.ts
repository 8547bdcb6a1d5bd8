import { beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "../../src/demo/node";
import { KeyedLocks } from "../../src/api/repository/memory-locks";
import { addDays, now } from "../../src/api/util";
import type { ResourceRow } from "../../src/api/types";
import goods from "../../src/resources/goods/goods";
import goodsKeys from "../../src/resources/goods/goods-keys";
import { call, login, type Envelope, type Page, setupDemoApi } from "./helpers";

/**
 * Rules that span the shop, held by its lock (card-keys.ts, goods-discount.ts): a 卡密 is unique
 * in the shop, and one goods item is in one 限时折扣 at a time. Two calls sent at once that would
 * break the rule together run one after the other at the shop's lock, the second deciding on
 * what the first stored. In the page two calls seldom overlap by themselves (each runs through
 * without a pause), so each test makes them meet: each call is held at the first lock it asks
 * for of the shop, or of the table the rule writes, until every call is held. With the shop's
 * lock they meet there, before reading; without it they meet at their first write, each having
 * read what the other had not yet written, and both would store (tried: each test fails).
 */
setupDemoApi();

type Row = Record<string, unknown> & { alias: string };
const GOODS = goods.api.base ?? "";
const KEYS = goodsKeys.api.base ?? "";
const DISCOUNT = "/merchant/ump/v1/goods-discount";

let token = "";
beforeEach(async () => {
  token = await login();
});

/** The calls sent at once, each held at its first lock of the shop or of a row of `table` until all are held (or done); their envelopes, in the order sent. */
async function meetingAt(table: string, shop: string, calls: [string, object][]): Promise<Envelope<Row>[]> {
  const acquire = KeyedLocks.prototype.acquire;
  const held = new Set<object>();
  let done = 0;
  let letGo = () => {};
  const met = new Promise<void>((resolve) => (letGo = resolve));
  const arrived = () => {
    if (held.size + done >= calls.length) letGo();
  };
  const spy = vi.spyOn(KeyedLocks.prototype, "acquire").mockImplementation(async function (this: KeyedLocks, key, owner) {
    if ((key === `shop\u0000${shop}` || key.startsWith(`${table}\u0000`)) && !held.has(owner)) {
      held.add(owner);
      arrived();
      await met;
    }
    return acquire.call(this, key, owner);
  });
  try {
    return await Promise.all(calls.map(async ([path, body]) => {
      const reply = (await call<Row>(path, body, { token })).body;
      done += 1;
      arrived();
      return reply;
    }));
  } finally {
    spy.mockRestore();
  }
}

async function newCardGoods(name: string): Promise<ResourceRow> {
  const categories = (await call<Page<Row>>("/merchant/goods/v1/category/list", { page_size: 50 }, { token })).body.data.list;
  const category = categories.find((c) => c.parent_alias) ?? categories[0];
  const saved = await call<Row>(`${GOODS}/save`, { name, type: 3, category_alias: category?.alias, cover: "https://img.example.com/c.png", price: 9.9 }, { token });
  expect(saved.body.code, saved.body.msg).toBe(200);
  const row = getDb().records.goods?.find((g) => g.alias === saved.body.data.alias);
  if (!row) throw new Error(`${name} was stored`);
  return row;
}

const keysWith = (secret: string) => (getDb().records.goodsKeys ?? []).filter((k) => k.card_secret === secret);

describe("rules spanning the shop, two calls at once", () => {
  it("stores one 卡密 pasted onto two goods items at once once: the second paste is refused as taken", async () => {
    const [a, b] = [await newCardGoods("并发卡密甲"), await newCardGoods("并发卡密乙")];
    if (!a || !b) throw new Error("two goods items");
    const replies = await meetingAt("goodsKeys", a.shop_alias, [
      [`${KEYS}/save`, { goods_alias: a.alias, keys: [{ card_secret: "RACE-SECRET" }] }],
      [`${KEYS}/save`, { goods_alias: b.alias, keys: [{ card_secret: "RACE-SECRET" }] }],
    ]);
    expect(replies.map((r) => r.code).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.code === 409)?.msg).toBe("第1行：卡密已存在");
    expect(keysWith("RACE-SECRET")).toHaveLength(1);
  });

  it("stores one 卡密 saved with a new goods item and pasted onto another at once once", async () => {
    const a = await newCardGoods("并发卡密丙");
    const categories = (await call<Page<Row>>("/merchant/goods/v1/category/list", { page_size: 50 }, { token })).body.data.list;
    const newGoods = { name: "并发卡密丁", type: 3, category_alias: categories[0]?.alias, cover: "https://img.example.com/c.png", price: 9.9, keys: [{ card_secret: "RACE-NEW" }] };
    const replies = await meetingAt("goodsKeys", a.shop_alias, [
      [`${KEYS}/save`, { goods_alias: a.alias, keys: [{ card_secret: "RACE-NEW" }] }],
      [`${GOODS}/save`, newGoods],
    ]);
    expect(replies.map((r) => r.code).sort()).toEqual([200, 409]);
    expect(keysWith("RACE-NEW")).toHaveLength(1);
    // a refused goods save stores neither the goods item nor its keys
    const named = (getDb().records.goods ?? []).filter((g) => g.name === "并发卡密丁");
    expect(named).toHaveLength(replies[1]?.code === 200 ? 1 : 0);
  });

  it("puts one goods item in one of two 限时折扣 saved at once over the same days: the second is refused, naming the first", async () => {
    const listed = (await call<Page<Row>>(`${DISCOUNT}/list`, { page_size: 100 }, { token })).body.data.list;
    const taken = new Set(listed.flatMap((d) => (d.goods as { goods_alias: string }[]).map((g) => g.goods_alias)));
    const free = (getDb().records.goods ?? []).find((g) => !taken.has(g.alias) && Number(g.price) > 2);
    if (!free) throw new Error("a goods item outside every discount");
    const draft = (name: string) => ({ name, start_at: addDays(now(), 1), end_at: addDays(now(), 5), per_limit: 1, goods: [{ goods_alias: free.alias, discount_price: 1 }] });
    const replies = await meetingAt("goodsDiscount", free.shop_alias, [[`${DISCOUNT}/save`, draft("并发折扣甲")], [`${DISCOUNT}/save`, draft("并发折扣乙")]]);
    expect(replies.map((r) => r.code).sort()).toEqual([200, 409]);
    const winner = replies[0]?.code === 200 ? "并发折扣甲" : "并发折扣乙";
    expect(replies.find((r) => r.code === 409)?.msg).toContain(`已参加限时折扣「${winner}」`);
    expect((getDb().records.goodsDiscount ?? []).filter((d) => String(d.name).startsWith("并发折扣"))).toHaveLength(1);
  });
});
