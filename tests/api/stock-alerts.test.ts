import { describe, expect, it } from "vitest";
import goods from "../../src/resources/goods/goods";
import { STOCK_ALERTS_API, STOCK_ALERTS_SHOWN, type StockAlerts } from "../../src/resources/dashboard/workplace-api.rules";
import { call, login, setupDemoApi, type Page } from "./helpers";

/**
 * 工作台's 库存预警 (issue 37): the goods at or below their own 库存预警, a 卡密 goods item by its
 * unsold keys; the expectation is the goods list's own figures (its 库存 is what the list shows).
 */

setupDemoApi();

const GOODS = goods.api.base ?? "";
const KEYS = "/merchant/goods/v1/keys";
const CARD_KEYS = goods.fields.find((f) => f.key === "type")?.options?.find((o) => o.label === "卡密商品")?.value;
const COLLECTIBLE = goods.fields.find((f) => f.key === "type")?.options?.find((o) => o.label === "数字藏品")?.value;
const DEFAULT_ALERT = Number(goods.fields.find((f) => f.key === "stock_alert")?.default);
type Row = Record<string, unknown> & { alias: string; name: string };

async function expectedOf(token: string) {
  const listed = (await call<Page<Row>>(`${GOODS}/list`, { page_size: 100 }, { token })).body.data;
  expect(listed.total).toBeLessThanOrEqual(100);
  const low = listed.list.filter((g) => Number(g.stock) <= Number(g.stock_alert ?? DEFAULT_ALERT));
  return { low, names: low.map((g) => g.name).sort() };
}

const alerts = async (token: string) => (await call<StockAlerts>(STOCK_ALERTS_API, {}, { token })).body;

describe("库存预警", () => {
  it("lists the seeded goods at or below their threshold, lowest first; 阅读年卡 (no keys left) as a 卡密 goods item", async () => {
    const token = await login();
    const { low, names } = await expectedOf(token);
    const reply = await alerts(token);
    expect(reply.code).toBe(200);
    expect(reply.data.total).toBe(low.length);
    expect(reply.data.items).toHaveLength(Math.min(STOCK_ALERTS_SHOWN, low.length));
    for (const g of reply.data.items) expect(names).toContain(g.name);
    const stocks = reply.data.items.map((g) => g.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
    expect(reply.data.items).toContainEqual(expect.objectContaining({ name: "阅读年卡", type: CARD_KEYS, stock: 0 }));
  });

  it("follows the keys: 阅读年卡 leaves the list once it has more unsold keys than its threshold", async () => {
    const token = await login();
    const item = (await alerts(token)).data.items.find((g) => g.name === "阅读年卡");
    if (!item) throw new Error("阅读年卡 is low");
    const keys = Array.from({ length: item.stock_alert + 1 }, (_, i) => ({ card_secret: `READ-${i}` }));
    expect((await call(`${KEYS}/save`, { goods_alias: item.alias, keys }, { token })).body.code).toBe(200);
    const after = await alerts(token);
    expect(after.data.items.map((g) => g.alias)).not.toContain(item.alias);
    expect(after.data.total).toBe((await expectedOf(token)).low.length);
  });

  it("follows a goods item's own threshold, set in its form", async () => {
    const token = await login();
    const { low } = await expectedOf(token);
    const listed = (await call<Page<Row>>(`${GOODS}/list`, { page_size: 100 }, { token })).body.data.list;
    const plenty = listed.find((g) => g.type !== CARD_KEYS && g.type !== COLLECTIBLE && !low.includes(g) && Number(g.stock) > 0);
    if (!plenty) throw new Error("a goods item in stock");
    expect((await call(`${GOODS}/save`, { alias: plenty.alias, stock_alert: Number(plenty.stock) }, { token })).body.code).toBe(200);
    const after = await alerts(token);
    expect(after.data.total).toBe(low.length + 1);
  });

  it("answers only a session that may open the goods list: 客服 (工作台, no 商品) is refused", async () => {
    expect((await alerts(await login())).code).toBe(200);
    // 吴静, 客服 (src/demo/seed.ts): 工作台 but no 商品管理
    const service = await login({ mobile: "13512340002", password: "Staff@2026" });
    expect((await call(`${GOODS}/list`, { page_size: 1 }, { token: service })).body.code).toBe(403);
    expect((await alerts(service)).code).toBe(403);
  });
});
