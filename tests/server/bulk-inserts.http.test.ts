import { describe, expect, it } from "vitest";
import goods from "../../src/resources/goods/goods";
import goodsKeys from "../../src/resources/goods/goods-keys";
import { MAX_KEY_LINES } from "../../src/resources/goods/goods-keys.rules";
import { call, login, setupDemoApi, type Page } from "../api/helpers";

/**
 * A handler's many rows in one write (the repository's insertMany): 追加发行 of more cards than
 * one SQL statement binds, and a paste of the most card keys a paste may hold, stored whole; a
 * paste repeating a stored 卡密 stores none of its lines. On the in-page store, and over HTTP (npm
 * run test:server) on PGlite and Postgres, where the rows go in multi-row INSERTs in the call's
 * transaction.
 */

setupDemoApi();

const CARD = "/merchant/ump/v1/gift-card";
const GOODS = goods.api.base ?? "";
const KEYS = goodsKeys.api.base ?? "";
type Row = Record<string, unknown> & { alias: string };

const list = async (path: string, body: object, token: string) => (await call<Page<Row>>(path, { page: 1, page_size: 100, ...body }, { token })).body.data;

describe("many rows in one write", () => {
  it("追加发行 of 2,500 cards: one batch of 2,500 cards numbered on from the card type's first, each 卡密 its own", async () => {
    const token = await login();
    const saved = await call<Row>(`${CARD}/save`, { name: "批量发行测试卡", usage: 1, face_value: 50, price: 45, total: 1, valid_days: 0, status: 1 }, { token });
    expect(saved.body.code, saved.body.msg).toBe(200);
    const card = saved.body.data.alias;
    const [first] = (await list(`${CARD}/card-record`, { card_alias: card }, token)).list;
    const issued = await call<Row>(`${CARD}/issue`, { card_alias: card, count: 2500 }, { token });
    expect(issued.body, issued.body.msg).toMatchObject({ code: 200, data: { count: 2500 } });
    const cards = await list(`${CARD}/card-record`, { batch_alias: issued.body.data.alias }, token);
    expect(cards.total).toBe(2500);
    expect(cards.list.every((c) => c.status === 1 && Number(c.card_no) > Number(first?.card_no))).toBe(true);
    expect(new Set(cards.list.map((c) => c.card_no)).size).toBe(cards.list.length);
    expect((await call<Row>(`${CARD}/detail`, { alias: card }, { token })).body.data.issued).toBe(2501);
  });

  it(`a paste of ${MAX_KEY_LINES} card keys is stored whole; a paste repeating a stored 卡密 stores none of its lines`, async () => {
    const token = await login();
    const categories = await list("/merchant/goods/v1/category/list", { page_size: 50 }, token);
    const category = categories.list.find((c) => c.parent_alias) ?? categories.list[0];
    const item = await call<Row>(`${GOODS}/save`, { name: "批量卡密测试商品", type: 3, category_alias: category?.alias, cover: "https://img.example.com/c.png", price: 9.9 }, { token });
    expect(item.body.code, item.body.msg).toBe(200);
    const goodsAlias = item.body.data.alias;
    const keys = Array.from({ length: MAX_KEY_LINES }, (_, i) => ({ card_no: `NO${i}`, card_secret: `BULK-${i}` }));
    const pasted = await call(`${KEYS}/save`, { goods_alias: goodsAlias, keys }, { token });
    expect(pasted.body, pasted.body.msg).toMatchObject({ code: 200, data: { count: MAX_KEY_LINES } });
    expect((await list(`${KEYS}/list`, { goods_alias: goodsAlias }, token)).total).toBe(MAX_KEY_LINES);
    const again = await call(`${KEYS}/save`, { goods_alias: goodsAlias, keys: [{ card_secret: "BULK-NEW" }, { card_secret: "BULK-7" }] }, { token });
    expect(again.body).toMatchObject({ code: 409, msg: "第2行：卡密已存在" });
    expect((await list(`${KEYS}/list`, { goods_alias: goodsAlias }, token)).total).toBe(MAX_KEY_LINES);
  });
});
