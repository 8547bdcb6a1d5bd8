import { describe, expect, it } from "vitest";
import { exportTiming } from "../../src/api/export-jobs";
import { decodeDataUrl } from "../../src/api/file-store";
import { demoClock } from "../demo-clock";
import { call, login, loginOtherAdmin, setupDemoApi, type Page } from "./helpers";

/** 礼品卡 demo API (domain.md 营销中心 → giftCard): card types, batches, cards, 作废, 使用记录. */

setupDemoApi();

const BASE = "/merchant/ump/v1/gift-card";

interface GiftCard { alias: string; name: string; usage: number; face_value: number; price: number; total: number; issued: number; activated: number; status: number; valid_text: string }
interface Batch { alias: string; batch_no: string; card_name: string; count: number; activated: number; voided: number }
interface Log { type: number; amount: number; balance_after: number; order_sn: string | null; created_at: string }
interface CardRow { alias: string; card_no: string; card_secret: string; status: number; balance: number | null; batch_alias: string; logs?: Log[] }

const stored = { name: "测试储值卡", usage: 1, face_value: 100, price: 95, total: 30, valid_days: 365, status: 1 };
const exchange = { name: "测试兑换卡", usage: 2, goods_aliases: ["go_2_0"], face_value: 39, price: 35, total: 5, status: 1 };

const post = <T,>(action: string, body: object, token: string) => call<T>(`${BASE}/${action}`, body, { token });
const list = async <T,>(action: string, body: object, token: string) => (await post<Page<T>>(action, { page: 1, page_size: 100, ...body }, token)).body.data;

async function create(body: object, token: string): Promise<string> {
  const reply = await post<{ alias: string }>("save", body, token);
  expect(reply.body.code, reply.body.msg).toBe(200);
  return reply.body.data.alias;
}

describe("gift card types", () => {
  it("saving a new card type issues its first batch of `total` 未激活 cards with masked secrets", async () => {
    const token = await login();
    const alias = await create(stored, token);
    const card = (await post<GiftCard>("detail", { alias }, token)).body.data;
    expect(card).toMatchObject({ issued: 30, activated: 0, total: 30, valid_text: "激活后365天" });
    const batches = await list<Batch>("record", { card_alias: alias }, token);
    expect(batches.total).toBe(1);
    const batch = batches.list[0];
    expect(batch).toMatchObject({ count: 30, card_name: "测试储值卡", activated: 0 });
    const cards = await list<CardRow>("card-record", { batch_alias: batch?.alias }, token);
    expect(cards.total).toBe(30);
    expect(cards.list.every((c) => c.status === 1 && /^[A-Z0-9]{4}\*{4}$/.test(c.card_secret))).toBe(true);
    expect(new Set(cards.list.map((c) => c.card_no)).size).toBe(30);
  });

  it("checks face value, price ≤ face value, total 1-10000 and the goods of a 兑换卡", async () => {
    const token = await login();
    const refused = async (body: object) => (await post("save", body, token)).body;
    expect(await refused({ ...stored, face_value: 0 })).toMatchObject({ code: 422, msg: "面值不能小于0.01" });
    expect(await refused({ ...stored, price: 120 })).toMatchObject({ code: 422, msg: "面值不能低于售价" });
    expect(await refused({ ...stored, total: 0 })).toMatchObject({ code: 422, msg: "发行数量不能小于1" });
    expect(await refused({ ...stored, total: 10001 })).toMatchObject({ code: 422, msg: "发行数量不能大于10000" });
    expect(await refused({ ...exchange, goods_aliases: [] })).toMatchObject({ code: 422, msg: "请选择可兑换商品" });
    expect(await refused({ ...exchange, goods_aliases: ["go_u_1"] })).toMatchObject({ code: 422, msg: "可兑换商品不存在" });
    expect((await post("save", exchange, token)).body.code).toBe(200);
  });

  it("keeps usage and face value once issued; 停用 via save {alias, status}", async () => {
    const token = await login();
    const alias = await create(stored, token);
    expect((await post("save", { ...stored, alias, face_value: 200 }, token)).body).toMatchObject({ code: 422, msg: "礼品卡已发行，不能修改面值" });
    expect((await post("save", { ...stored, alias, usage: 2, goods_aliases: ["go_2_0"] }, token)).body).toMatchObject({ code: 422, msg: "礼品卡已发行，不能修改卡片用途" });
    expect((await post("save", { alias, status: 2 }, token)).body.code).toBe(200);
    expect((await post("save", { alias, valid_days: 0 }, token)).body.code).toBe(200);
    const card = (await post<GiftCard>("detail", { alias }, token)).body.data;
    expect(card).toMatchObject({ status: 2, face_value: 100, issued: 30, valid_text: "永久有效" });
  });

  it("refuses deleting a card type with activated cards; otherwise takes its batches and cards along", async () => {
    const token = await login();
    expect((await post("del", { alias: "gc_1" }, token)).body).toMatchObject({ code: 409, msg: "该礼品卡已有会员激活的卡片，不能删除，可改为停用" });
    const alias = await create(exchange, token);
    const batch = (await list<Batch>("record", { card_alias: alias }, token)).list[0];
    expect((await post("del", { alias }, token)).body.code).toBe(200);
    expect((await list<Batch>("record", { card_alias: alias }, token)).total).toBe(0);
    expect((await list<CardRow>("card-record", { batch_alias: batch?.alias }, token)).total).toBe(0);
  });
});

describe("batches and cards", () => {
  it("追加发行 issues a new batch with the next card numbers; refused for a 停用 card or a bad count", async () => {
    const token = await login();
    const alias = await create({ ...stored, total: 3 }, token);
    expect((await post("issue", { card_alias: alias, count: 0 }, token)).body).toMatchObject({ code: 422, msg: "发行数量不能小于1" });
    expect((await post("issue", { card_alias: alias, count: 1.5 }, token)).body).toMatchObject({ code: 422, msg: "发行数量必须是整数" });
    expect((await post("issue", { card_alias: "nope", count: 5 }, token)).body.code).toBe(404);
    const issued = await post<Batch>("issue", { card_alias: alias, count: 5 }, token);
    expect(issued.body).toMatchObject({ code: 200, data: { count: 5 } });
    const first = (await list<Batch>("record", { card_alias: alias }, token)).list.find((b) => b.count === 3);
    const firstNos = (await list<CardRow>("card-record", { batch_alias: first?.alias }, token)).list.map((c) => Number(c.card_no));
    const newNos = (await list<CardRow>("card-record", { batch_alias: issued.body.data.alias }, token)).list.map((c) => Number(c.card_no));
    expect(Math.min(...newNos)).toBeGreaterThan(Math.max(...firstNos));
    expect((await post<GiftCard>("detail", { alias }, token)).body.data.issued).toBe(8);
    await post("save", { alias, status: 2 }, token);
    expect((await post("issue", { card_alias: alias, count: 5 }, token)).body).toMatchObject({ code: 409, msg: "礼品卡已停用，不能追加发行" });
  });

  it("作废 only from 未激活 / 已激活, and the batch counts it", async () => {
    const token = await login();
    const cards = (await list<CardRow>("card-record", { page_size: 100 }, token)).list;
    const used = cards.find((c) => c.status === 3);
    const active = cards.find((c) => c.status === 2);
    expect(used && active).toBeTruthy();
    expect((await post("void", { alias: used?.alias }, token)).body).toMatchObject({ code: 409, msg: "只有未激活或已激活的卡片可以作废" });
    const before = (await list<Batch>("record", {}, token)).list.find((b) => b.alias === active?.batch_alias);
    expect((await post("void", { alias: active?.alias }, token)).body.code).toBe(200);
    expect((await post<CardRow>("record-detail", { alias: active?.alias }, token)).body.data.status).toBe(4);
    expect((await post("void", { alias: active?.alias }, token)).body.code).toBe(409);
    const after = (await list<Batch>("record", {}, token)).list.find((b) => b.alias === active?.batch_alias);
    expect(after?.voided).toBe((before?.voided ?? 0) + 1);
  });

  it("record-detail by card number gives the 使用记录, newest first, ending at the card's balance", async () => {
    const token = await login();
    const cards = (await list<CardRow>("card-record", { status: 2 }, token)).list;
    // past the user shop's few card numbers (serials are per shop)
    const card = cards.find((c) => Number(c.card_no) > 880100000100);
    const detail = (await post<CardRow>("record-detail", { card_no: card?.card_no }, token)).body.data;
    expect(detail.alias).toBe(card?.alias);
    expect(detail.card_secret).toMatch(/\*{4}$/);
    const logs = detail.logs ?? [];
    expect(logs.at(-1)?.type).toBe(1);
    expect(logs[0]?.balance_after).toBe(detail.balance);
    expect((await post("record-detail", { card_no: "880199999999" }, token)).body.code).toBe(404);
    expect((await post("record-detail", { card_no: card?.card_no }, await loginOtherAdmin())).body.code).toBe(404);
  });
});

describe("card export", () => {
  const clock = demoClock();

  it("exports the cards of one batch with the secrets masked", async () => {
    const token = await login();
    const created = await call<{ total: number }>("/merchant/system/v1/export/create", { type: "card", filters: { batch_alias: "gb_1_1" } }, { token });
    clock.advance(exportTiming.duration(created.body.data.total));
    const batch = (await list<Batch>("record", { card_alias: "gc_1" }, token)).list.find((b) => b.alias === "gb_1_1");
    expect(created.body.data.total).toBe(batch?.count);
    const jobs = await call<Page<{ file_url: string | null }>>("/merchant/system/v1/export/list", { type: "card" }, { token });
    const csv = new TextDecoder().decode(decodeDataUrl(String(jobs.body.data.list[0]?.file_url))?.bytes);
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toContain("卡号,卡密");
    expect(lines).toHaveLength((batch?.count ?? 0) + 1);
    expect(lines[1]).toMatch(/^\uFEFF?8801\d{8},[A-Z0-9]{4}\*{4},/);
  });
});
