import { describe, expect, it } from "vitest";
import { getDb } from "../../src/demo/node";
import { now } from "../../src/api/util";
import { call, login, loginOtherAdmin, setupDemoApi, type Page } from "./helpers";

/**
 * Toggles served from the config alone (resource-toggles.ts): 上架/下架, 禁用/启用 and
 * 下架/发布 on their own call, and toggles through save (回收卡种, 推广商品) as partial saves.
 */

setupDemoApi();

const GOODS = "/merchant/goods/v1/goods";
const MEMBER = "/merchant/member/v1/member";
const NOTE = "/merchant/community/v1/note";
const CARD = "/merchant/recycle/v1/card";
const PROMOTED = "/merchant/salesman/v1/goods";

type Row = Record<string, unknown> & { alias: string };

async function first(token: string, base: string, filters: object = {}): Promise<Row> {
  const row = (await call<Page<Row>>(`${base}/list`, { page_size: 1, ...filters }, { token })).body.data.list[0];
  if (!row) throw new Error(`nothing listed at ${base} for ${JSON.stringify(filters)}`);
  return row;
}

const detail = async (token: string, base: string, alias: string) => (await call<Row>(`${base}/detail`, { alias }, { token })).body.data;

describe("a toggle on its own call", () => {
  it("puts goods on sale and takes them off, answering the record as detail shows it", async () => {
    const token = await login();
    const off = await first(token, GOODS, { status: 2 });
    const before = now();
    const on = await call<Row>(`${GOODS}/status`, { alias: off.alias, status: 1 }, { token });
    expect(on.body).toMatchObject({ code: 200, data: { alias: off.alias, name: off.name, status: 1 } });
    // stamped by the call (the row's old stamp may fall in the same second: compare with the call's)
    expect(String(on.body.data.updated_at) >= before).toBe(true);
    expect(await detail(token, GOODS, off.alias)).toMatchObject({ status: 1, price: off.price });
    // the value as a form would send it ("2") reads as the enum's 2
    expect((await call(`${GOODS}/status`, { alias: off.alias, status: "2" }, { token })).body).toMatchObject({ code: 200, data: { status: 2 } });
  });

  it("disables a member and keeps the computed fields in the answer", async () => {
    const token = await login();
    const member = await first(token, MEMBER, { status: 1 });
    const reply = await call<Row>(`${MEMBER}/status`, { alias: member.alias, status: 2 }, { token });
    expect(reply.body).toMatchObject({ code: 200, data: { status: 2, order_count: member.order_count, total_spent: member.total_spent } });
    expect(await detail(token, MEMBER, member.alias)).toMatchObject({ status: 2 });
  });

  it("refuses a value that is not one of the toggle's two, changing nothing", async () => {
    const token = await login();
    const goods = await first(token, GOODS, { status: 2 });
    for (const status of [3, 0, null, "上架"]) {
      expect((await call(`${GOODS}/status`, { alias: goods.alias, status }, { token })).body).toEqual({ code: 422, msg: "商品状态不正确", data: null });
    }
    expect((await call(`${GOODS}/status`, { alias: goods.alias }, { token })).body.code).toBe(422);
    // note toggles between 1 and 3: its 2 (草稿) is a state, not a toggle value
    const note = await first(token, NOTE, { status: 1 });
    expect((await call(`${NOTE}/status`, { alias: note.alias, status: 2 }, { token })).body).toMatchObject({ code: 422, msg: "笔记状态不正确" });
    expect(await detail(token, GOODS, goods.alias)).toMatchObject({ status: 2 });
    expect(await detail(token, NOTE, note.alias)).toMatchObject({ status: 1 });
  });

  it("refuses another shop's record as not found, and leaves it alone", async () => {
    const admin = await login();
    const goods = await first(admin, GOODS, { status: 2 });
    const member = await first(admin, MEMBER, { status: 1 });
    const other = await loginOtherAdmin();
    expect((await call(`${GOODS}/status`, { alias: goods.alias, status: 1 }, { token: other })).body).toEqual({ code: 404, msg: "商品不存在", data: null });
    expect((await call(`${MEMBER}/status`, { alias: member.alias, status: 2 }, { token: other })).body).toMatchObject({ code: 404, msg: "会员不存在" });
    expect(await detail(admin, GOODS, goods.alias)).toMatchObject({ status: 2 });
    expect(await detail(admin, MEMBER, member.alias)).toMatchObject({ status: 1 });
  });

  it("refuses a note's toggle from a state it does not leave, by the extension's declared rule", async () => {
    const token = await login();
    const draft = await first(token, NOTE, { status: 2 });
    expect((await call(`${NOTE}/status`, { alias: draft.alias, status: 3 }, { token })).body).toEqual({ code: 409, msg: "笔记当前为“草稿”，不能下架", data: null });
    const published = await first(token, NOTE, { status: 1 });
    expect((await call(`${NOTE}/status`, { alias: published.alias, status: 1 }, { token })).body).toMatchObject({ code: 409, msg: "笔记当前为“已发布”，不能发布" });
    expect((await call(`${NOTE}/status`, { alias: draft.alias, status: 1 }, { token })).body).toMatchObject({ code: 200, data: { status: 1 } });
  });
});

describe("a toggle through save (a partial save)", () => {
  it("updates only the field sent, even when a field it does not send breaks a rule today", async () => {
    const token = await login();
    const card = await first(token, CARD, { status: 1 });
    // stored before the 500-character limit, say: a toggle must not trip over it
    const long = "说".repeat(600);
    const stored = getDb().records.recycleCard?.find((r) => r.alias === card.alias);
    if (!stored) throw new Error("recycle card not stored");
    stored.description = long;
    const reply = await call(`${CARD}/save`, { alias: card.alias, status: 2 }, { token });
    expect(reply.body).toMatchObject({ code: 200, data: { alias: card.alias } });
    const after = await detail(token, CARD, card.alias);
    expect(after).toMatchObject({ status: 2, name: card.name, face_values: card.face_values, discount_rate: card.discount_rate, description: long });
    expect(after.updated_at).not.toBe(card.updated_at);
    // the field sent is still checked
    expect((await call(`${CARD}/save`, { alias: card.alias, status: 5 }, { token })).body).toMatchObject({ code: 422, msg: "状态的取值无效" });
    const other = await loginOtherAdmin();
    expect((await call(`${CARD}/save`, { alias: card.alias, status: 1 }, { token: other })).body.code).toBe(404);
    expect(await detail(token, CARD, card.alias)).toMatchObject({ status: 2 });
  });

  it("switches 推广商品 off without touching its commission rate", async () => {
    const token = await login();
    const promoted = await first(token, PROMOTED, { is_promote: 1 });
    expect((await call(`${PROMOTED}/save`, { alias: promoted.alias, is_promote: 2 }, { token })).body.code).toBe(200);
    const after = (await call<Page<Row>>(`${PROMOTED}/list`, { page_size: 100 }, { token })).body.data.list.find((g) => g.alias === promoted.alias);
    expect(after).toMatchObject({ is_promote: 2, commission_rate: promoted.commission_rate });
  });

  it("checks the fields whose rules read a field sent", async () => {
    const token = await login();
    const goods = await first(token, GOODS, { type: 2 });
    const save = (body: object) => call(`${GOODS}/save`, { alias: goods.alias, ...body }, { token });
    // 划线价 ≥ 售价 (the stored price)
    expect((await save({ original_price: Number(goods.price) - 1 })).body).toMatchObject({ code: 422, msg: "划线价不能低于售价" });
    // 数字藏品 needs a 发行量, which the body does not send
    expect((await save({ type: 1 })).body).toMatchObject({ code: 422, msg: "请输入发行量" });
    expect((await save({ type: 1, issue_total: 100 })).body.code).toBe(200);
    expect(await detail(token, GOODS, goods.alias)).toMatchObject({ type: 1, issue_total: 100, name: goods.name, price: goods.price });
  });
});
