import { describe, expect, it } from "vitest";
import goods from "../../src/resources/goods/goods";
import goodsKeys from "../../src/resources/goods/goods-keys";
import { KEYS_CHECK_PATH } from "../../src/pages/goods/keys.calls";
import { call, login, setupDemoApi, type Page } from "./helpers";

/**
 * A 卡密 goods item in one pass (issue 37, item 4) on the demo API: its keys saved with it (a bad
 * line refuses the whole save, naming the line, and stores nothing), the paste's check of keys
 * the shop already has, and the toggle the form's 保存并上架 sends after the save.
 */

setupDemoApi();

const GOODS = goods.api.base ?? "";
const KEYS = goodsKeys.api.base ?? "";
type Row = Record<string, unknown> & { alias: string };

const toggle = goods.actions?.find((a) => a.kind === "toggle" && a.saveAndSwitch);
if (!toggle || toggle.kind !== "toggle") throw new Error("goods declares a save-and-switch toggle");
const [ON] = toggle.values;

async function aCategory(token: string): Promise<string> {
  const list = await call<Page<Row>>("/merchant/goods/v1/category/list", { page_size: 50 }, { token });
  const leaf = list.body.data.list.find((c) => c.parent_alias);
  return String(leaf?.alias ?? list.body.data.list[0]?.alias);
}

const newCardGoods = async (token: string, more: object = {}) => ({
  name: "测试会员月卡", type: 3, category_alias: await aCategory(token), cover: "https://img.example.com/c.png", price: 9.9, ...more,
});

const keysOf = async (token: string, alias: string) =>
  (await call<Page<Row>>(`${KEYS}/list`, { goods_alias: alias, page_size: 100 }, { token })).body.data;

const goodsNamed = async (token: string, name: string) =>
  (await call<Page<Row>>(`${GOODS}/list`, { keyword: name, page_size: 10 }, { token })).body.data.list.filter((g) => g.name === name);

describe("a 卡密 goods item saved with its keys", () => {
  it("stores the goods item and its pasted keys as unsold keys; its stock is their count", async () => {
    const token = await login();
    const keys = [{ card_no: "NO1", card_secret: "T-SECRET-1" }, { card_no: "", card_secret: "T-SECRET-2" }];
    const saved = await call<Row>(`${GOODS}/save`, { ...(await newCardGoods(token)), keys }, { token });
    expect(saved.body.code).toBe(200);
    const listed = await keysOf(token, saved.body.data.alias);
    expect(listed.total).toBe(2);
    expect(listed.list.map((k) => k.card_no).sort()).toEqual(["", "NO1"]);
    expect(listed.list.every((k) => k.status === 1)).toBe(true);
    const detail = await call<Row>(`${GOODS}/detail`, { alias: saved.body.data.alias }, { token });
    expect(detail.body.data.stock).toBe(2);
  });

  it.each([
    ["an empty 卡密", [{ card_no: "A", card_secret: "T-1" }, { card_no: "B", card_secret: "" }], 422, "第2行：请输入卡密"],
    ["a repeat within the paste", [{ card_secret: "T-1" }, { card_secret: "T-2" }, { card_secret: "T-1" }], 422, "第3行：卡密与第1行重复"],
    ["a 卡密 too long", [{ card_secret: "x".repeat(Number(goodsKeys.fields.find((f) => f.key === "card_secret")?.max) + 1) }], 422, "第1行："],
  ])("refuses %s, naming its line, and stores neither the goods item nor a key", async (_, keys, code, msg) => {
    const token = await login();
    const body = await newCardGoods(token, { name: `拒绝的卡密商品${code}` });
    const reply = await call(`${GOODS}/save`, { ...body, keys }, { token });
    expect(reply.body.code).toBe(code);
    expect(reply.body.msg).toContain(msg);
    expect(await goodsNamed(token, body.name)).toEqual([]);
  });

  it("refuses a 卡密 the shop already has (409) and says which line; the check call names it before saving", async () => {
    const token = await login();
    // a secret the shop has: one this test stores (the list masks the seeded ones)
    const first = await call<Row>(`${GOODS}/save`, { ...(await newCardGoods(token, { name: "第一件" })), keys: [{ card_secret: "T-TAKEN" }] }, { token });
    expect(first.body.code).toBe(200);
    const check = await call<{ taken: string[] }>(KEYS_CHECK_PATH, { secrets: ["T-TAKEN", "T-FREE"] }, { token });
    expect(check.body).toMatchObject({ code: 200, data: { taken: ["T-TAKEN"] } });
    const second = await call(`${GOODS}/save`, { ...(await newCardGoods(token, { name: "第二件" })), keys: [{ card_secret: "T-FREE" }, { card_secret: "T-TAKEN" }] }, { token });
    expect(second.body).toMatchObject({ code: 409, msg: "第2行：卡密已存在" });
    expect(await goodsNamed(token, "第二件")).toEqual([]);
    // the 添加卡密 screen's save shares the checks
    const more = await call(`${KEYS}/save`, { goods_alias: first.body.data.alias, keys: [{ card_secret: "T-NEW" }, { card_secret: "T-TAKEN" }] }, { token });
    expect(more.body).toMatchObject({ code: 409, msg: "第2行：卡密已存在" });
    expect((await keysOf(token, first.body.data.alias)).total).toBe(1);
  });

  it("refuses keys with a goods item that is not a 卡密 goods item", async () => {
    const token = await login();
    const reply = await call(`${GOODS}/save`, { ...(await newCardGoods(token)), type: 2, stock: 5, delivery: ["pickup"], keys: [{ card_secret: "T-1" }] }, { token });
    expect(reply.body).toMatchObject({ code: 422, msg: "只有卡密商品可以添加卡密" });
  });

  it("is put on sale by the toggle 保存并上架 sends after the save (a new goods item starts off sale)", async () => {
    const token = await login();
    const saved = await call<Row>(`${GOODS}/save`, { ...(await newCardGoods(token)), keys: [{ card_secret: "T-ON-1" }] }, { token });
    expect(saved.body.data[toggle.field]).not.toBe(ON);
    const on = await call<Row>(`${GOODS}/${toggle.api}`, { alias: saved.body.data.alias, [toggle.field]: ON }, { token });
    expect(on.body).toMatchObject({ code: 200, data: { [toggle.field]: ON, stock: 1 } });
  });
});
